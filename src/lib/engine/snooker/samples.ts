/**
 * Random candidate actions for a snooker table (benchmarks, property tests): mostly plausible
 * strokes on the ball on the summary shows, some fouls and misses, now and then nonsense.
 */
import { isFamily } from '../summary';
import type { SnookerColour, SnookerSummary } from './summary';
import type { DisciplineId, Summary } from '../types';
import { BALLS, COLOURS } from './balls';
import { SNOOKER_FOULS } from './schemas';
import { pickFrom } from '../testing/pick';
import type { SnookerId } from './catalog';

type Rng = () => number;
type Shot = Record<string, unknown> & { t: 'shot' };

/** A stroke that breaks a rule: a miss, a wrong first hit, a ball not on potted, an in-off, a named foul. */
function foulShot(rng: Rng, frame: SnookerSummary['frame']): Shot {
	const pick = pickFrom(rng);
	const shot: Shot = { t: 'shot' };
	const kind = rng();
	if (kind < 0.35) {
		shot.firstHit = 'none';
		if (rng() < 0.6) shot.miss = true;
		if (shot.miss && rng() < 0.5) shot.clearPath = true;
	} else if (kind < 0.55) {
		shot.firstHit = pick(frame.colours.length ? frame.colours : COLOURS);
		if (frame.ballOn === 'red' && rng() < 0.3) shot.miss = true;
	} else if (kind < 0.7 && frame.reds > 0) {
		shot.potted = ['red', pick(COLOURS)];
	} else if (kind < 0.85) {
		shot.foul = 'in-off';
		if (frame.reds > 0 && rng() < 0.3) shot.potted = ['red'];
	} else {
		shot.foul = pick(SNOOKER_FOULS);
		if (rng() < 0.4) shot.ball = pick(frame.reds > 0 ? BALLS : frame.colours);
	}
	if (rng() < 0.2) shot.snookered = true;
	return shot;
}

/** A legal stroke on the ball on: a player in a break pots most of the time, so centuries happen. */
function legalShot(rng: Rng, frame: SnookerSummary['frame']): Shot {
	const pick = pickFrom(rng);
	const shot: Shot = { t: 'shot' };
	const pots = rng() < (frame.break > 0 ? 0.95 : 0.6);
	if (frame.freeBall && rng() < 0.5) {
		const others = frame.colours.filter((c) => c !== frame.ballOn);
		if (others.length) {
			const free = pick(others);
			shot.freeBall = free;
			shot.firstHit = free;
			if (pots) shot.potted = [free];
			return shot;
		}
	}
	if (frame.ballOn === 'red') {
		if (rng() < 0.5) shot.firstHit = 'red';
		if (pots) shot.potted = frame.reds > 1 && rng() < 0.15 ? ['red', 'red'] : ['red'];
	} else if (frame.ballOn === 'colour') {
		// Mostly the black, as players do.
		const colour: SnookerColour = rng() < 0.6 ? 'black' : pick(COLOURS);
		if (rng() < 0.7) shot.nominated = colour;
		if (pots) shot.potted = [colour];
		else if (rng() < 0.5) shot.firstHit = colour;
	} else if (pots) shot.potted = [frame.ballOn];
	return shot;
}

/** A random candidate action; `summary` steers it to the position (a snooker summary). */
export function sampleSnookerAction(rng: Rng, summary?: Summary): unknown {
	const pick = pickFrom(rng);
	const s = summary && isFamily(summary, 'snooker') ? summary : undefined;
	if (s?.pending && rng() < 0.9) return { t: 'choose', option: pick(s.pending.options) };
	const roll = rng();
	// Referee actions and results are rare, so frames are mostly played out to the black.
	if (roll < 0.001) return { t: 'forfeit', player: Math.floor(rng() * 2) };
	if (roll < 0.004) return { t: 'concede' };
	if (roll < 0.005) return { t: 'rerack' };
	if (roll < 0.008) return { t: 'frame', player: Math.floor(rng() * 3) };
	if (roll < 0.018) return pick([{ t: 'shot', potted: ['purple'] }, { t: 'shot', potted: Array(16).fill('red') }, { t: 'shot', miss: true }, { t: 'choose', option: 'accept' }]);
	if (!s) return { t: 'shot', potted: rng() < 0.5 ? ['red'] : [] };
	return rng() < (s.frame.break > 0 ? 0.02 : 0.12) ? foulShot(rng, s.frame) : legalShot(rng, s.frame);
}

export const snookerSamplers: Partial<Record<DisciplineId, (rng: Rng, summary?: Summary) => unknown>> = {
	snooker: sampleSnookerAction
};

/** A set-up long enough for a benchmark's match of thousands of actions (testing/random-match.ts). */
export const snookerLongSetups: Partial<Record<DisciplineId, unknown>> = {
	snooker: { discipline: 'snooker', players: ['A', 'B'], bestOf: 35 }
};

/** Short set-ups, so the property tests' random play also reaches the end of matches (testing/samplers.ts). */
export const snookerShortSetups: Record<SnookerId, unknown> = {
	snooker: { discipline: 'snooker', players: ['A', 'B'], bestOf: 3, reds: 6 }
};

/** Short set-ups with small run marks, so random play reaches every broadcast moment (engine/events.test.ts). */
export const snookerEventSetups: Record<SnookerId, Record<string, unknown>> = {
	snooker: { discipline: 'snooker', players: ['A', 'B'], bestOf: 5, reds: 6, runEvents: [5, 10] }
};
