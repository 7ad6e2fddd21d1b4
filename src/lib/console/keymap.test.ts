/** The key map and stroke composition, without a browser. */
import { describe, expect, it } from 'vitest';
import { editDraft, emptyDraft, type Draft } from '$lib/console/compose';
import { caromClose } from '$lib/disciplines/carom/pad';
import { pinAction } from '$lib/disciplines/pins/pad';
import { poolAction, poolDigit, toggleBall, type PoolFoul } from '$lib/disciplines/pool/pad';

const setFoul = (d: Draft, foul: PoolFoul) => editDraft('pool', d, { k: 'poolFoul', foul })!;
import { COMMON, findBinding, promptKeys } from '$lib/console/keymap';
import { FAMILY_MODULES } from '$lib/disciplines/families';
import { bindingsFor } from './keymap';
import { eventKeys } from '$lib/console/keys';
import { dictionaries } from '$lib/i18n/index.svelte';
import { CATALOG, disciplineInfo } from '$lib/engine/catalog';

const info = (id: string) => disciplineInfo(id)!;

const ev = (key: string, code: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
	key,
	code,
	shiftKey: false,
	ctrlKey: false,
	metaKey: false,
	altKey: false,
	...mods
});

describe('keys', () => {
	it('names letters and digits by their physical key, so a Russian layout works the same', () => {
		expect(eventKeys(ev('я', 'KeyZ'))).toContain('z');
		expect(eventKeys(ev('z', 'KeyZ', { ctrlKey: true }))).toContain('Ctrl+z');
		expect(eventKeys(ev('!', 'Digit1', { shiftKey: true }))).toContain('Shift+1');
		expect(eventKeys(ev('?', 'Slash', { shiftKey: true }))).toContain('?');
		expect(eventKeys(ev(' ', 'Space'))).toContain('Space');
		expect(eventKeys(ev('Enter', 'NumpadEnter'))).toContain('Enter');
	});

	it('has no key bound twice within a family (conditions apart)', () => {
		for (const d of CATALOG) {
			const seen = new Map<string, string>();
			for (const b of bindingsFor(d)) {
				for (const k of b.keys) {
					const id = `${k}|${b.when ?? ''}`;
					expect(seen.get(id), `${d.family}/${d.id}: ${k} bound twice`).toBeUndefined();
					seen.set(id, b.label);
				}
			}
		}
		for (const table of Object.values(FAMILY_MODULES).map((m) => m.keymap)) expect(table.length).toBeGreaterThan(0);
		expect(COMMON.some((b) => b.cmd.k === 'undo' && b.keys.includes('z'))).toBe(true);
	});

	it('finds the binding whose condition holds, and reports one that does not', () => {
		const carom = bindingsFor(info('three-cushion'));
		expect(findBinding(carom, ['Space'], (c) => c !== 'tiebreak')?.cmd).toEqual({ k: 'point' });
		expect(findBinding(carom, ['Space'], (c) => c === 'tiebreak')?.cmd).toEqual({ k: 'penalty', points: 1 });
		const pool = bindingsFor(info('nine-ball'));
		expect(findBinding(pool, ['p'], () => false)?.cmd).toEqual({ k: 'commit', as: 'push' });
	});

	it('has keys only for the balls of the rack: 9-ball stops at 9, 8-ball goes to 15', () => {
		const balls = (id: string) => bindingsFor(info(id)).filter((b) => b.cmd.k === 'ball').length;
		expect(balls('nine-ball')).toBe(9);
		expect(balls('eight-ball')).toBe(15);
		expect(bindingsFor(info('nine-ball')).some((b) => b.cmd.k === 'tens')).toBe(false);
	});

	it('answers prompts by number, and by initial only when it is unambiguous', () => {
		expect(promptKeys(['shoot', 'pass'])).toEqual([
			{ option: 'shoot', number: '1', letter: 's' },
			{ option: 'pass', number: '2', letter: 'p' }
		]);
		expect(promptKeys(['accept', 'rerack-break', 'rerack-opponent']).map((p) => p.letter)).toEqual(['a', null, null]);
	});
});

describe('composing strokes', () => {
	it('pool: balls, the two-key 1x entry, fouls, safety and push', () => {
		let d = toggleBall(emptyDraft(), 3);
		d = toggleBall(d, 1);
		d = poolDigit({ ...d, tens: true }, 2);
		d = setFoul(d, 'scratch');
		expect(poolAction(d)).toEqual({ t: 'shot', potted: [1, 3, 12], foul: 'scratch' });
		expect(poolAction(emptyDraft(), 'push')).toEqual({ t: 'shot', push: true });
		expect(poolAction({ ...emptyDraft(), rails: 4 }, 'safety')).toEqual({ t: 'shot', rails: 4, safety: true });
		expect(poolAction(setFoul(setFoul(emptyDraft(), 'no-rail'), 'no-rail'))).toEqual({ t: 'shot' });
		expect(poolAction(toggleBall({ ...emptyDraft(), offMode: true }, 5))).toEqual({ t: 'shot', offTable: [5] });
	});

	it('carom: digits make an inning closed by a miss, a foul or a safety', () => {
		expect(caromClose({ ...emptyDraft(), digits: '12' }, 'miss')).toEqual({ t: 'inning', points: 12 });
		expect(caromClose({ ...emptyDraft(), digits: '3' }, 'foul')).toEqual({ t: 'inning', points: 3, foul: true });
		expect(caromClose(emptyDraft(), 'safety')).toEqual({ t: 'shot', safety: true });
	});

	it('pins: pins, carom, balls and fouls', () => {
		expect(pinAction({ ...emptyDraft(), pins: ['king', 's1'], carom: true, pottedCount: 1, foul: 'no-contact' })).toEqual({
			t: 'shot',
			pins: ['king', 's1'],
			carom: true,
			potted: 1,
			foul: 'no-contact'
		});
	});
});

describe('dictionaries', () => {
	it('has every English key in Polish and Russian, with the same placeholders', () => {
		for (const [key, text] of Object.entries(dictionaries.en)) {
			const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
			for (const lang of ['pl', 'ru'] as const) {
				const other = (dictionaries[lang] as Record<string, string>)[key];
				expect(other, `${lang}: ${key}`).toBeTruthy();
				expect(params(other), `${lang}: ${key}`).toEqual(params(text));
			}
		}
		expect(dictionaries.pl['d.eight-ball']).toBe('Ósemka');
		expect(dictionaries.ru['d.three-cushion']).toBe('Трёхбортный');
	});
});
