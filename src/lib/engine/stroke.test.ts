/**
 * The stroke the engine gives each accepted action (stroke.ts): what a record and the console's
 * stroke list read, so a frame's end is said by the stroke that decided it (SN-11, PY-10).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyAction, createMatch, type Match } from './match';
import type { StrokeDetails } from './stroke';

const fixture = (path: string): { match: unknown; actions: unknown[] } => JSON.parse(readFileSync(new URL(`../../../tests/fixtures/${path}`, import.meta.url), 'utf8'));

/** Every accepted action's stroke, in order. */
function strokes(script: { match: unknown; actions: unknown[] }): StrokeDetails[] {
	const created = createMatch(script.match);
	if (!created.ok) throw new Error(created.reason);
	let match: Match = created.match;
	return script.actions.map((action, i) => {
		const step = applyAction(match, action);
		if (!step.ok) throw new Error(`action ${i}: ${step.reason}`);
		match = step.match;
		return step.stroke;
	});
}

const deciding = (list: StrokeDetails[]) => list.flatMap((s, i) => (s.events.some((e) => e.type === 'rack-won') ? [{ i, s }] : []));

describe('the stroke that decides a frame says how the frame ended', () => {
	it('SN-11: the black of a maximum ends the frame 147–0; a concession at 8–27 ends it there', () => {
		const decided = deciding(strokes(fixture('snooker/snooker/best-of-3-maximum-and-concession.json')));
		expect(decided.map(({ s }) => s.frameEnd)).toEqual([[8, 27], [147, 0], [0, 0]]);
		// the frame's points, though the summary after it shows the next frame racked
		expect(decided[1]!.s.player).toBe(0);
	});

	it('PY-10: the stroke that puts the eighth ball on a shelf ends the frame 2–8', () => {
		const decided = deciding(strokes(fixture('pyramid/combined-pyramid/moscow-offender-returns-debt.json')));
		expect(decided[0]!.s.frameEnd).toEqual([2, 8]);
		expect(decided[0]!.s.frameEnd![decided[0]!.s.player!]).toBe(8);
	});

	it('a pool rack, carom and every stroke that decides nothing carry no frame end', () => {
		const list = strokes({ match: { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 2 }, actions: [{ t: 'shot', potted: [9] }, { t: 'shot', potted: [1] }] });
		expect(list[0]!.events.some((e) => e.type === 'rack-won')).toBe(true);
		expect(list.every((s) => s.frameEnd === undefined)).toBe(true);
	});
});

describe('what a stroke brought is counted the family\'s way (its tally)', () => {
	it('pins: the points counted, not the drop in points still to count down', () => {
		const [first] = strokes({ match: { discipline: 'seven-pins', players: ['A', 'B'], startScore: 100 }, actions: [{ t: 'shot', pins: ['s1', 's2'] }] });
		expect(first!.scored).toBeGreaterThan(0);
	});

	it('snooker: frame points, and a foul\'s points to the opponent on a line of their own', () => {
		const list = strokes({ match: { discipline: 'snooker', players: ['A', 'B'], bestOf: 1 }, actions: [{ t: 'shot', potted: ['red'] }, { t: 'shot', potted: ['black'] }, { t: 'shot', foul: 'in-off' }] });
		expect(list.map((s) => s.scored)).toEqual([1, 7, 0]);
		expect(list[2]!.awarded).toEqual([{ player: 1, points: 4 }]);
	});
});
