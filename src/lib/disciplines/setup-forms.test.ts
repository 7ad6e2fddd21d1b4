import { describe, expect, it } from 'vitest';
import { CATALOG, SAMPLE_PROGRAMME } from '../engine/catalog';
import { runScript } from '../engine/match';
import { familyModule } from './families';
import { figuresOf, setupKeysOf } from './setup-forms';
import { SETUP_FACTS } from '../engine/setup-facts';

/** What a form holds for a discipline before anyone types: its suggested set-up. */
const suggestedValues = (suggested: object): Record<string, unknown> => ({ breakRule: 'alternate', equalize: true, ...suggested });
const programme = SAMPLE_PROGRAMME.map((f) => `${f.name}; ${f.points}`).join('\n');

describe('the set-up forms of every family', () => {
	it.each(CATALOG.map((d) => [d.id, d] as const))('%s: its fields, filled with the suggested values, start a match the engine accepts', (_id, info) => {
		const form = familyModule(info.family).setupForm;
		const own = setupKeysOf(form.fields(info), suggestedValues(SETUP_FACTS[info.id].suggested), programme);
		if ('line' in own) throw new Error(`programme line ${own.line}`);
		const players = Array.from({ length: SETUP_FACTS[info.id].players.min }, (_, i) => `Player ${i + 1}`);
		const setup = { discipline: info.id, players, ...own.keys, ...(form.firstBreaker ? { firstBreaker: 0 } : {}) };
		const run = runScript({ match: setup, actions: [] });
		expect(run.ok ? 'accepted' : run.error).toBe('accepted');
	});

	it('leaves an innings limit out unless it is a number above 0, and sends the rest as typed', () => {
		const fields = familyModule('carom').setupForm.fields(CATALOG.find((d) => d.id === 'three-cushion')!);
		expect(setupKeysOf(fields, { pointsTo: 40, inningsLimit: null, equalize: false }, '')).toEqual({ keys: { pointsTo: 40, equalize: false } });
		expect(setupKeysOf(fields, { pointsTo: 40, inningsLimit: 0, equalize: true }, '')).toEqual({ keys: { pointsTo: 40, equalize: true } });
		expect(setupKeysOf(fields, { pointsTo: 40, inningsLimit: 50, equalize: true }, '')).toEqual({ keys: { pointsTo: 40, inningsLimit: 50, equalize: true } });
	});

	it('reads artistic\'s programme a figure a line, and names the first line that is not one', () => {
		const fields = familyModule('artistic').setupForm.fields(CATALOG.find((d) => d.family === 'artistic')!);
		expect(setupKeysOf(fields, {}, 'Coulé; 4\n\nMassé, 9')).toEqual({ keys: { figures: [{ name: 'Coulé', points: 4 }, { name: 'Massé', points: 9 }] } });
		expect(setupKeysOf(fields, {}, 'Coulé; 4\nMassé')).toEqual({ line: 2 });
		expect(figuresOf('   \n')).toEqual({ line: 1 });
	});

	it('snooker\'s reds switch the six-red rules where the options offer them, and only there', () => {
		const reds = familyModule('snooker').setupForm.fields(CATALOG.find((d) => d.id === 'snooker')!).find((f) => f.key === 'reds');
		if (reds?.kind !== 'select' || !reds.options) throw new Error('snooker asks for its reds with a choice that sets the six-red rules');
		expect(reds.options(6, { sixRedRules: false, foulAndMiss: true })).toEqual({ sixRedRules: true, foulAndMiss: true });
		expect(reds.options(15, { sixRedRules: true })).toEqual({ sixRedRules: false });
		expect(reds.options(6, { foulAndMiss: true })).toEqual({ foulAndMiss: true });
	});
});
