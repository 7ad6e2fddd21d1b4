/**
 * Properties of the broadcast moments (issue 13) in random play, every discipline: each moment
 * agrees with the summary the action leaves; they only describe, never change, the state (a
 * match replays to the same summaries whatever its thresholds); undo raises none, and redo
 * raises exactly what the action raised when it was first applied.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disciplineInfo } from './catalog';
import { applyAction, createMatch, runScript, summarize, type Match } from './match';
import { randomMatch, seededRandom, type Sampler } from './testing/random-match';
import { eventSetups as EVENT_SETUPS, samplers } from './testing/samplers';
import { moments, MOMENTS } from './testing/scenario';
import { disciplineIds } from './registry';
import { isFamily } from './summary';
import type { DisciplineId, MatchEvent, Summary } from './types';
import { SETUP_FACTS } from './setup-facts';

const SMALL_THRESHOLDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Short set-ups (each family's samples.ts), so random play reaches hill-hill, the equalizing inning and the innings limit. */
const setups = EVENT_SETUPS;

/** The family's sampler, and in the pool races now and then a rack result (a player 2 is refused). */
function samplerFor(id: DisciplineId): Sampler {
	const base = samplers[id]!;
	if (disciplineInfo(id)?.target !== 'race') return base;
	return (rng, summary) => (rng() < 0.04 ? { t: 'rack', player: Math.floor(rng() * 3) } : base(rng, summary));
}

/** The rack (pool) or frame (pyramid, snooker) under way. */
const unitNumber = (s: Summary): number | null =>
	isFamily(s, 'pyramid') || isFamily(s, 'snooker') ? s.frame.number : isFamily(s, 'english-billiards') ? s.game.number : (s.rack?.number ?? null);

/** What each moment says about the summaries around its action; returns the first contradiction. */
function contradiction(e: MatchEvent, events: MatchEvent[], before: Summary, after: Summary, setup: Record<string, unknown>): string | null {
	const info = disciplineInfo(after.discipline)!;
	switch (e.type) {
		case 'hill-hill': {
			// A race to N racks or frames; snooker's best of N needs more than half, as do English billiards' games.
			const bestOf = setup.bestOf as number | undefined;
			const toWin = bestOf !== undefined ? Math.ceil(bestOf / 2) : (setup.raceTo as number);
			if (info.target !== 'race' && bestOf === undefined) return 'hill-hill outside a race';
			const won = (p: Summary['players'][number]) => ('games' in p ? p.games : p.score);
			if (!after.players.every((p) => won(p) === toWin - 1)) return 'hill-hill off the hill';
			return unitNumber(after) === e.rack ? null : 'hill-hill names another rack';
		}
		case 'break-and-run':
		case 'golden-break': {
			if (info.target !== 'race') return `${e.type} outside a race`;
			if (!events.some((x) => x.type === 'rack-won' && x.player === e.player && x.rack === e.rack)) return `${e.type} without its rack-won`;
			if (before.rack?.breaker !== e.player || before.rack.number !== e.rack) return `${e.type} by a player who did not break`;
			if (e.type === 'golden-break' && !(before.rack.breakDue && events.some((x) => x.type === 'break-and-run'))) return 'golden break not on the break';
			return null;
		}
		case 'run-reached': {
			const thresholds = (setup.runEvents as number[] | undefined) ?? SETUP_FACTS[info.id].runEvents;
			if (!thresholds?.includes(e.threshold)) return 'run-reached for a threshold not set';
			if (e.run < e.threshold) return 'run below its threshold';
			return after.players[e.player]!.highRun >= e.run ? null : 'run above the high run';
		}
		case 'equalizing-inning':
			if (!isFamily(after, 'carom')) return 'equalizing-inning outside carom';
			return after.equalizing && after.turn === e.player ? null : 'equalizing-inning but the summary is not equalizing';
		case 'last-inning': {
			if (!isFamily(after, 'carom') || after.inningsLimit === null) return 'last-inning without a limit';
			const innings = after.players[e.player]!.innings;
			// Handed the turn: he has played one fewer; the breaker's first inning of a limit of 1: just begun.
			return innings === after.inningsLimit - 1 || innings === after.inningsLimit ? null : 'last-inning before the last inning';
		}
		default:
			return null;
	}
}

describe.each(disciplineIds())('%s: broadcast moments in random play', (id) => {
	const sampler = samplerFor(id);
	const setup = setups[id];

	it('agree with the summaries; undo raises none; redo raises what the action raised', () => {
		let seen = 0;
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const rng = seededRandom(seed);
				const created = createMatch(setup);
				if (!created.ok) throw new Error(created.reason);
				let match: Match = created.match;
				for (let i = 0; i < 150; i++) {
					const before = summarize(match);
					if (before.status === 'finished') break;
					const r = applyAction(match, sampler(rng, before));
					if (!r.ok) continue;
					const after = summarize(r.match);
					for (const e of moments(r.events)) {
						seen++;
						expect(contradiction(e, r.events, before, after, setup), JSON.stringify(e)).toBeNull();
					}
					if (i % 10 === 0) {
						const undone = applyAction(r.match, { t: 'undo' });
						expect(undone.ok && undone.events).toEqual([]);
						const redone = undone.ok ? applyAction(undone.match, { t: 'redo' }) : undone;
						expect(redone.ok && redone.events).toEqual(r.events);
					}
					match = r.match;
				}
			}),
			{ numRuns: 20 }
		);
		// Games with moments must meet some in this much play, or the check above proved nothing.
		const hasMoments = ['race', 'best-of'].includes(disciplineInfo(id)!.target) || SETUP_FACTS[id].runEvents !== null;
		if (hasMoments) expect(seen).toBeGreaterThan(0);
	});

	// (only games with run thresholds have any to vary: no test at all for the others, not a skipped one)
	if (SETUP_FACTS[id].runEvents !== null)
	it('never change the state: the match replays the same with any thresholds', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const played = randomMatch(setup, sampler, seededRandom(seed), 120);
				const replays = [SMALL_THRESHOLDS, [], undefined].map((runEvents) => {
					const { runEvents: _, ...rest } = setup;
					const r = runScript({ match: runEvents ? { ...rest, runEvents } : rest, actions: played.actions });
					if (!r.ok) throw new Error(r.error);
					return r;
				});
				for (const r of replays) {
					expect(summarize(r.match)).toEqual(summarize(played.match));
					expect(r.events.filter((e) => e.type !== 'run-reached')).toEqual(replays[0]!.events.filter((e) => e.type !== 'run-reached'));
				}
				expect(replays[1]!.events.some((e) => e.type === 'run-reached')).toBe(false);
			}),
			{ numRuns: 15 }
		);
	});
});

describe('undo and redo (match layer)', () => {
	const race = { discipline: 'nine-ball', players: ['Ann', 'Ben'], raceTo: 3 };
	const rack = (player: number) => ({ t: 'rack', player });

	it('an undo that replays past a hill-hill raises nothing: replayed actions keep their events to themselves', () => {
		// 40 actions put the match past a checkpoint (every 32): undo replays from it, over the hill-hill.
		const toHill = [rack(0), rack(1), rack(0), rack(1)];
		const strokes = Array.from({ length: 36 }, (_, i) => (i % 2 ? { t: 'shot' } : { t: 'shot', firstHit: 1, rails: 4 }));
		const r = runScript({ match: race, actions: [...toHill, ...strokes] });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.events.filter((e) => e.type === 'hill-hill')).toHaveLength(1);
		let match = r.match;
		for (let i = 0; i < 36; i++) {
			const undone = applyAction(match, { t: 'undo' });
			expect(undone.ok && undone.events).toEqual([]);
			if (undone.ok) match = undone.match;
		}
		const back = applyAction(match, { t: 'undo' });
		expect(back.ok && back.events).toEqual([]);
		if (!back.ok) return;
		const redone = applyAction(back.match, { t: 'redo' });
		expect(redone.ok && moments(redone.events)).toEqual([{ type: 'hill-hill', rack: 5 }]);
	});

	it('MOMENTS lists the new event types only', () => {
		expect([...MOMENTS].sort()).toEqual(['break-and-run', 'equalizing-inning', 'golden-break', 'hill-hill', 'last-inning', 'run-reached']);
	});
});
