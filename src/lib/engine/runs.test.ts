/** The `runEvents` set-up key (match-script.md, set-up keys) and the threshold crossing it drives. */
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { createMatch, runScript, summarize } from './match';
import { crossedThresholds } from './runs';
import { SETUP_FACTS } from './setup-facts';

const setupOf = (discipline: string, extra: Record<string, unknown> = {}) => {
	const info = CATALOG.find((d) => d.id === discipline)!;
	const figures = info.family === 'artistic' ? { figures: [{ name: 'F', points: 4 }] } : {};
	return { discipline, players: ['Anna', 'Boris'], ...SETUP_FACTS[info.id].suggested, ...figures, ...extra };
};
const refusal = (setup: unknown) => {
	const made = createMatch(setup);
	return made.ok ? null : made.reason;
};

describe('runEvents: where it is a key', () => {
	it('is accepted exactly where runs are counted (14.1, carom); elsewhere it is an unknown key, as before', () => {
		for (const d of CATALOG) {
			const reason = refusal(setupOf(d.id, { runEvents: [5] }));
			if (SETUP_FACTS[d.id].runEvents === null) expect(reason, d.id).toBe('match: unknown key "runEvents"');
			else expect(reason, d.id).toBeNull();
		}
	});

	it('every discipline states its defaults once, in its family (./<family>/catalog.test.ts holds each): none, or ascending marks each given once', () => {
		for (const d of CATALOG) {
			const marks = SETUP_FACTS[d.id].runEvents;
			if (marks === null) continue;
			expect(marks.length, d.id).toBeGreaterThan(0);
			expect(marks.every((m, i) => Number.isInteger(m) && m >= 1 && (i === 0 || m > marks[i - 1]!)), d.id).toBe(true);
			// the set-up schema takes its own defaults back
			expect(refusal(setupOf(d.id, { runEvents: [...marks] })), d.id).toBeNull();
		}
	});

	it('a set-up without the key is parsed exactly as before (no key is added to it)', () => {
		const made = createMatch(setupOf('three-cushion'));
		expect(made.ok && 'runEvents' in made.match.setup).toBe(false);
	});

	it('changes only events: the same script replays to the same summary with any thresholds', () => {
		const actions = [{ t: 'inning', points: 12 }, { t: 'inning', points: 3 }, { t: 'shot', points: 1 }];
		const summaries = [undefined, [], [1, 2, 3], [11]].map((runEvents) => {
			const r = runScript({ match: setupOf('three-cushion', runEvents ? { runEvents } : {}), actions });
			if (!r.ok) throw new Error(r.error);
			return summarize(r.match);
		});
		for (const s of summaries) expect(s).toEqual(summaries[0]);
	});
});

describe('runEvents: bad values are refused with a clear reason', () => {
	it.each([
		[[0], 'match: runEvents.0: Too small: expected number to be >=1'],
		[[2.5], 'match: runEvents.0: expected int, got number'],
		[[10, 5], 'match: runEvents.1: run thresholds must be ascending, each given once'],
		[[5, 5], 'match: runEvents.1: run thresholds must be ascending, each given once'],
		[Array.from({ length: 11 }, (_, i) => i + 1), 'match: runEvents: Too big: expected array to have <=10 items'],
		['50', 'match: runEvents: expected array, got string'],
		[[100_001], 'match: runEvents.0: Too big: expected number to be <=100000']
	])('%j', (runEvents, reason) => {
		expect(refusal(setupOf('straight-pool', { runEvents }))).toBe(reason);
	});

	it('ten ascending thresholds are fine', () => {
		expect(refusal(setupOf('one-cushion', { runEvents: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }))).toBeNull();
	});
});

describe('crossedThresholds', () => {
	it('a threshold is reached when the run gets to it, not when it passes it again', () => {
		expect(crossedThresholds([5, 10], 4, 5)).toEqual([5]);
		expect(crossedThresholds([5, 10], 5, 6)).toEqual([]);
		expect(crossedThresholds([5, 10, 20], 3, 14)).toEqual([5, 10]);
		expect(crossedThresholds([5], 7, 7)).toEqual([]);
	});
});
