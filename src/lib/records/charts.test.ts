import { describe, expect, it } from 'vitest';
import { BOX, cumulativeChart, inningBars, linear, niceMax, racksChart, ticks, type Box } from './charts';
import type { InningRecord, RackRecord } from './record';

const box: Box = { width: 110, height: 60, pad: { top: 10, right: 0, bottom: 10, left: 10 } };
const inn = (points: number[]): InningRecord[] => {
	let total = 0;
	return points.map((p, i) => ({ n: i + 1, points: p, total: (total += p) }));
};
const rack = (winner: number | null): RackRecord => ({ number: 0, breaker: 0, winner, strokes: 1, fouls: [0, 0], breakAndRun: false, goldenBreak: false, ballInHand: 0, resultOnly: false });

describe('scales', () => {
	it('maps linearly, an empty domain to the start', () => {
		expect(linear(0, 10, 0, 100)(5)).toBe(50);
		expect(linear(0, 10, 50, 10)(10)).toBe(10);
		expect(linear(3, 3, 7, 9)(3)).toBe(7);
	});
	it('rounds the top up to a round whole number, and ticks it', () => {
		expect([0, 1, 3, 6, 26, 50, 51, 120].map(niceMax)).toEqual([1, 1, 5, 10, 50, 50, 100, 200]);
		expect(ticks(50, 4)).toEqual([0, 20, 40]);
		expect(ticks(10, 5)).toEqual([0, 2, 4, 6, 8, 10]);
		expect(ticks(3, 10)).toEqual([0, 1, 2, 3]);
	});
});

describe('cumulative score by inning', () => {
	it('draws each running total from (0, 0): Merckx 4-9-26-7-0-4 reaches the top at inning 6', () => {
		const c = cumulativeChart([inn([4, 9, 26, 7, 0, 4]), inn([1, 0, 2, 1, 0, 2])], box);
		// plot 10..110 wide (6 innings: x = 10 + n·100/6), 10..50 high, top 50
		expect(c.plot).toEqual({ x0: 10, x1: 110, y0: 50, y1: 10 });
		expect(c.series[0]!.points.map((p) => p.value)).toEqual([0, 4, 13, 39, 46, 46, 50]);
		expect(c.series[0]!.path.startsWith('M10 50 L26.7 46.8')).toBe(true);
		expect(c.series[0]!.points.at(-1)).toEqual({ x: 110, y: 10, value: 50 });
		expect(c.series[1]!.points.at(-1)).toEqual({ x: 110, y: 45.2, value: 6 });
		expect(c.yTicks.map((t) => t.value)).toEqual([0, 20, 40]);
		expect(c.xTicks.map((t) => t.value)).toEqual([1, 2, 3, 4, 5, 6]);
		expect(c.empty).toBe(false);
	});
	it('has nothing to draw before the first inning', () => {
		for (const c of [cumulativeChart([[], []]), inningBars([[], []]), racksChart([], 2)]) {
			expect(c.empty).toBe(true);
			expect(c.series.length + c.bars.length + c.xTicks.length).toBe(0);
			expect(c.width).toBe(BOX.width);
		}
	});
});

describe('points per inning', () => {
	it('puts the players side by side in each inning, the height the points', () => {
		const c = inningBars([inn([4, 0]), inn([2, 5])], box);
		// 2 slots of 50; bars 20 wide after a 5 margin; top niceMax(5) = 5 → 8 per point
		expect(c.bars.map((b) => [b.player, b.n, b.x, b.width, b.height])).toEqual([
			[0, 1, 15, 20, 32],
			[0, 2, 65, 20, 0],
			[1, 1, 35, 20, 16],
			[1, 2, 85, 20, 40]
		]);
		expect(c.bars.every((b) => b.y + b.height === 50)).toBe(true);
		expect(c.xTicks).toEqual([{ value: 1, at: 35 }, { value: 2, at: 85 }]);
	});
});

describe('racks over time', () => {
	it('steps up when a player wins a rack', () => {
		const c = racksChart([rack(0), rack(1), rack(0), rack(null)], 2, box);
		expect(c.series[0]!.points.map((p) => p.value)).toEqual([0, 1, 1, 2, 2]);
		expect(c.series[1]!.points.map((p) => p.value)).toEqual([0, 0, 1, 1, 1]);
		// 4 racks over 100: 25 a rack; top niceMax(2) = 2 → 20 per rack won
		expect(c.series[0]!.path).toBe('M10 50 H35 V30 H60 V30 H85 V10 H110 V10');
	});
});
