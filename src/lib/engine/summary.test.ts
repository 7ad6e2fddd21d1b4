import { describe, expect, it } from 'vitest';
import { CATALOG, FAMILIES, SAMPLE_PROGRAMME } from './catalog';
import { createMatch, summarize } from './match';
import { asFamily, isFamily } from './summary';

describe('typed summary', () => {
	it('narrows every discipline\'s summary to its catalog family, and to no other', () => {
		for (const info of CATALOG) {
			const players = Array.from({ length: info.players.min }, (_, i) => `P${i}`);
			const created = createMatch({ discipline: info.id, players, ...info.suggested, ...(info.family === 'artistic' ? { figures: SAMPLE_PROGRAMME } : {}) });
			if (!created.ok) throw new Error(created.reason);
			const summary = summarize(created.match);
			for (const family of FAMILIES) expect(isFamily(summary, family)).toBe(family === info.family);
			expect(asFamily(summary, info.family).discipline).toBe(info.id);
			expect(summary).not.toHaveProperty('family');
		}
	});
});
