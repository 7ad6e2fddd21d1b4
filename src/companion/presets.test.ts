import { describe, expect, it } from 'vitest';
import type { CompanionSimplePresetDefinition } from '@companion-module/base';
import { FAMILIES, type Family } from '../lib/engine/catalog';
import { actionDefinitions, type Driver } from './actions';
import { feedbackDefinitions } from './feedbacks';
import { variableDefinitions } from './fields';
import { CATEGORY, PAGES, presetDefinitions, withLabel } from './presets';

const driver: Driver = { press: async () => undefined, clock: async () => undefined, sendAction: async () => undefined };
const actions = actionDefinitions(driver);
const feedbacks: Record<string, unknown> = feedbackDefinitions(() => ({}));
const variables = new Set(Object.keys(variableDefinitions()));
const built = presetDefinitions('cuecast');
type Preset = CompanionSimplePresetDefinition & { id: string; category: string };
/** Each preset with its id and the name of the section that lists it. */
const presets: Preset[] = built.structure.flatMap((section) =>
	(section.definitions as string[]).map((id) => ({ ...built.presets[id]!, id, category: section.name }))
);

describe('presets', () => {
	it('are a 15-key page (5 × 3) per family, one section a family listing its keys in page order', () => {
		for (const f of FAMILIES) {
			expect(PAGES[f], f).toHaveLength(15);
			expect(presets.filter((p) => p.category === CATEGORY[f])).toHaveLength(15);
		}
		expect(built.structure.map((s) => s.id)).toEqual([...FAMILIES]);
		expect(built.structure[0].definitions).toEqual(Array.from({ length: 15 }, (_, i) => `${FAMILIES[0]}-${String(i + 1).padStart(2, '0')}`));
		// every preset is listed exactly once, so none is hidden from the Presets tab
		expect(presets.map((p) => p.id).sort()).toEqual(Object.keys(built.presets).sort());
		expect(new Set(presets.map((p) => `${p.category}/${p.name}`)).size).toBe(presets.length);
		for (const p of presets) expect(p.type).toBe('simple');
	});

	it('use only actions, feedbacks and variables the module has', () => {
		for (const p of presets) {
			for (const a of p.steps.flatMap((s) => s.down)) expect(actions[a.actionId], `${p.name}: ${a.actionId}`).toBeDefined();
			for (const fb of p.feedbacks) expect(feedbacks[fb.feedbackId], `${p.name}: ${fb.feedbackId}`).toBeDefined();
			const texts = [p.style.text, ...p.feedbacks.map((f) => f.style?.text ?? '')];
			for (const m of texts.join(' ').matchAll(/\$\(([^:)]+):([^)]+)\)/g)) {
				expect(m[1]).toBe('cuecast');
				expect(variables.has(m[2]), `${p.name}: ${m[2]}`).toBe(true);
			}
			expect(texts.join(' '), p.name).not.toContain('{v:');
		}
	});

	it('every page scores (by the point macro or a raw action) and undoes; which keys and the clock each family has, its own test says (src/lib/disciplines/<family>/companion.test.ts)', () => {
		for (const f of FAMILIES) {
			const ids = presets.filter((p) => p.category === CATEGORY[f]).flatMap((p) => p.steps.flatMap((s) => s.down.map((a) => a.actionId)));
			expect(ids, f).toContain('undo');
			expect(ids.some((id) => id === 'point' || id === 'send_action'), f).toBe(true);
		}
		const raw = presets.filter((p) => p.steps[0].down[0]?.actionId === 'send_action').map((p) => JSON.parse(String(p.steps[0].down[0].options.json)));
		expect(raw).toContainEqual({ t: 'shot', pins: ['king'] });
	});

	it('snooker has a key per ball (SN-1), the choice after a foul, and frames by result stay with the API; pyramid has its svoyak and frames by result', () => {
		const page = (f: Family) => presets.filter((p) => p.category === CATEGORY[f]);
		const raw = (f: 'snooker' | 'pyramid') => page(f).flatMap((p) => p.steps[0].down.filter((a) => a.actionId === 'send_action').map((a) => JSON.parse(String(a.options.json))));
		expect(raw('snooker')).toEqual([
			{ t: 'choose', option: 'accept' },
			...['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'].map((b) => ({ t: 'shot', potted: [b] }))
		]);
		expect(page('snooker').map((p) => p.style.text)).toContain('BLACK\\n7');
		expect(raw('pyramid')).toEqual([{ t: 'shot', svoyak: true }]);
		expect(page('pyramid').flatMap((p) => p.steps[0].down.map((a) => a.actionId))).toEqual(expect.arrayContaining(['point', 'miss', 'foul', 'rack1', 'rack2']));
	});

	it('name the variables by the connection’s label', () => {
		expect(withLabel('{v:player1Name}\\n{v:player1Score}', 'deck 2')).toBe('$(deck 2:player1Name)\\n$(deck 2:player1Score)');
		const other = presetDefinitions('table3').presets[`${FAMILIES[0]}-01`]!;
		expect(other.style.text).toBe('$(table3:player1Name)\\n$(table3:player1Score)');
	});
});
