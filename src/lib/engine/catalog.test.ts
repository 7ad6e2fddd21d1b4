import { describe, expect, it } from 'vitest';
import { CATALOG, disciplineInfo, familyOf } from './catalog';
import { disciplines } from './registry';
import { createMatch } from './match';
import { SETUP_FACTS } from './setup-facts';

describe('discipline catalog', () => {
	it('lists exactly the disciplines the engine registers', () => {
		expect(CATALOG.map((d) => d.id).sort()).toEqual([...disciplines.keys()].sort());
	});

	it('suggests a set-up the engine accepts at the smallest and largest player counts', () => {
		for (const d of CATALOG) {
			for (const count of [SETUP_FACTS[d.id].players.min, SETUP_FACTS[d.id].players.max]) {
				const players = Array.from({ length: count }, (_, i) => `P${i + 1}`);
				const extra = d.family === 'artistic' ? { figures: [{ name: 'F', points: 4 }] } : {};
				const made = createMatch({ discipline: d.id, players, ...SETUP_FACTS[d.id].suggested, ...extra });
				expect(made.ok, `${d.id} with ${count} players: ${made.ok ? '' : made.reason}`).toBe(true);
			}
		}
	});

	it('refuses one player fewer or more than the catalog says', () => {
		for (const d of CATALOG) {
			const extra = d.family === 'artistic' ? { figures: [{ name: 'F', points: 4 }] } : {};
			for (const count of [SETUP_FACTS[d.id].players.min - 1, SETUP_FACTS[d.id].players.max + 1]) {
				const players = Array.from({ length: count }, (_, i) => `P${i + 1}`);
				expect(createMatch({ discipline: d.id, players, ...SETUP_FACTS[d.id].suggested, ...extra }).ok, `${d.id} ${count}`).toBe(false);
			}
		}
	});

	it('has no family for an id it does not know', () => {
		expect(familyOf('blackball')).toBeNull();
		expect(disciplineInfo('blackball')).toBeUndefined();
		expect(familyOf('snooker')).toBe('snooker');
		expect(familyOf('dynamic-pyramid')).toBe('pyramid');
		expect(familyOf('ten-ball')).toBe('pool');
		expect(familyOf('straight-pool')).toBe('pool');
	});
});
