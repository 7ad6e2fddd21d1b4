import { describe, expect, it } from 'vitest';
import { CATALOG, FAMILIES, SAMPLE_PROGRAMME } from './catalog';
import { createMatch, summarize } from './match';
import { asFamily, isFamily } from './summary';
import { SETUP_FACTS } from './setup-facts';

describe('typed summary', () => {
	it('narrows every discipline\'s summary to its catalog family, and to no other', () => {
		for (const info of CATALOG) {
			const players = Array.from({ length: SETUP_FACTS[info.id].players.min }, (_, i) => `P${i}`);
			const created = createMatch({ discipline: info.id, players, ...SETUP_FACTS[info.id].suggested, ...(info.family === 'artistic' ? { figures: SAMPLE_PROGRAMME } : {}) });
			if (!created.ok) throw new Error(created.reason);
			const summary = summarize(created.match);
			for (const family of FAMILIES) expect(isFamily(summary, family)).toBe(family === info.family);
			expect(asFamily(summary, info.family).discipline).toBe(info.id);
			expect(summary).not.toHaveProperty('family');
		}
	});
});
