import { describe, expect, it } from 'vitest';
import { gridFor } from './grid';

describe('wall layout', () => {
	it('fills a 16:9 screen: 1 full, 2 side by side, 4 as 2×2 … 40 as 8×5', () => {
		const at = (n: number) => {
			const g = gridFor(n);
			return `${g.cols}x${g.rows}`;
		};
		expect([1, 2, 4, 6, 9, 12, 20, 30, 40].map(at)).toEqual(['1x1', '2x1', '2x2', '3x2', '3x3', '4x3', '5x4', '6x5', '8x5']);
		for (let n = 1; n <= 40; n++) {
			const g = gridFor(n);
			expect(g.cols * g.rows).toBeGreaterThanOrEqual(n);
			expect(g.cols * g.rows - n).toBeLessThan(Math.max(g.cols, g.rows));
		}
		// a portrait screen stacks
		expect(gridFor(2, 9 / 16)).toEqual({ cols: 1, rows: 2 });
	});
});
