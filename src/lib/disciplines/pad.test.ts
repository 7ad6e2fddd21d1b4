/**
 * What makes one table of pads work for every family (./consoles.ts): a family's marks never
 * collide with another's, a command kind that sends at once in one family never only marks in
 * another (the key map's ⏎ is per kind), and the console's generic rules hold on every pad.
 */
import { describe, expect, it } from 'vitest';
import { emptyDraft, inMode, isEmpty, press } from '../console/compose';
import { familyModule } from './families';
import { CONSOLES, type AnyPad, type FamilyCommand } from './consoles';
import { NO_MARKS } from './pad';
import type { Family } from './registry';

const families = Object.keys(CONSOLES) as Family[];
const padOf = (f: Family): AnyPad => CONSOLES[f].pad as AnyPad;

describe('the pads of every family', () => {
	it('each family has its own marks: no name given by two pads, none shadowing the common ones', () => {
		const owner = new Map<string, Family>(Object.keys(NO_MARKS).map((k) => [k, 'common' as Family]));
		for (const f of families) {
			for (const key of Object.keys(padOf(f).empty)) {
				expect(owner.get(key), `${f}.${key}`).toBeUndefined();
				owner.set(key, f);
			}
		}
	});

	it('nothing is marked on an empty draft, and it is in no mode', () => {
		expect(isEmpty(emptyDraft())).toBe(true);
		expect(inMode(emptyDraft())).toBe(false);
		// a fresh draft each time: marking one never marks the next
		const d = emptyDraft();
		(d as { potted: number[] }).potted.push(3);
		expect(emptyDraft()).toMatchObject({ potted: [] });
	});

	it('a command kind that sends at once in one family never only marks the stroke in another', () => {
		const sending = new Set<string>(families.flatMap((f) => [...(padOf(f).sending ?? [])]));
		for (const f of families) {
			for (const b of familyModule(f).keymap) {
				if (!sending.has(b.cmd.k)) continue;
				const o = press(f, emptyDraft(), b.cmd as FamilyCommand, { discipline: '', balls: 15, striker: 'Anna' });
				expect(o && 'draft' in o && !('send' in o), `${f} ${b.cmd.k} marks`).toBe(false);
			}
		}
	});

	it('every key of every family reaches its pad: a command of the key map is never "not this pad\'s"', () => {
		for (const f of families) {
			for (const b of familyModule(f).keymap) {
				if (['commit', 'clear'].includes(b.cmd.k)) continue;
				expect(press(f, emptyDraft(), b.cmd as FamilyCommand, { discipline: '', balls: 15 }), `${f} ${b.keys.join('/')}`).not.toBeNull();
			}
		}
	});

	it("every binding's condition is one its family's pad checks (a misspelt one would never hold)", () => {
		for (const f of families) {
			const named = Object.keys((padOf(f) as { when?: object }).when ?? {});
			for (const b of familyModule(f).keymap) if (b.when) expect(named, `${f} ${b.keys.join('/')}`).toContain(b.when);
		}
	});

	it('a mark that is not a pick leaves a pick waiting for its ball (snooker: H, then X)', () => {
		const waiting = { ...emptyDraft(), pick: 'firstHit' };
		const o = press('snooker', waiting, { k: 'snookerFoul', foul: 'in-off' });
		expect(o && 'draft' in o && o.draft?.pick).toBe(null);
		const svoyak = press('pyramid', { ...emptyDraft(), pick: 'x' }, { k: 'svoyak' });
		expect(svoyak && 'draft' in svoyak && svoyak.draft?.pick).toBe(null);
	});
});
