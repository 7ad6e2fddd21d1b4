/**
 * Random candidate actions for an English billiards table (benchmarks, property tests): mostly
 * plausible strokes for the balls the summary says are on the table, some fouls and misses, now
 * and then nonsense the engine must refuse.
 */
import { isFamily } from '../summary';
import type { BilliardsSummary } from './summary';
import type { DisciplineId, Summary } from '../types';
import { BILLIARDS_FOULS } from './schemas';
import { pickFrom } from '../testing/pick';
import type { BilliardsId } from './catalog';

type Rng = () => number;
type Shot = Record<string, unknown> & { t: 'shot' };

/** A stroke that breaks a rule: a miss, a coup, a ball off the table, a named foul. */
function foulShot(rng: Rng, game: BilliardsSummary['game']): Shot {
	const kind = rng();
	if (kind < 0.4) return { t: 'shot', firstHit: 'none', ...(game.inHand && rng() < 0.3 ? { doubleBaulk: true } : {}) };
	if (kind < 0.55) return { t: 'shot', firstHit: 'none', inOff: true };
	if (kind < 0.7) return { t: 'shot', firstHit: 'red', offTable: [rng() < 0.5 ? 'red' : 'cue'] };
	return { t: 'shot', firstHit: 'red', foul: pickFrom(rng)(BILLIARDS_FOULS), ...(rng() < 0.3 ? { potted: ['red'] } : {}) };
}

/** A legal stroke: in a break a player scores most of the time, so 50s and centuries happen. */
function legalShot(rng: Rng, game: BilliardsSummary['game'], whiteOn: boolean): Shot {
	const scores = rng() < (game.break > 0 ? 0.93 : 0.6);
	const firstHit = whiteOn ? (rng() < 0.6 ? 'red' : rng() < 0.9 ? 'white' : 'both') : 'red';
	const shot: Shot = { t: 'shot', firstHit };
	if (!scores) return shot;
	// Hazards without a cannon run into the limit; a cannon now and then keeps the break going.
	const cannon = whiteOn && (firstHit === 'both' || rng() < (game.hazards >= 12 ? 0.9 : 0.35));
	if (cannon) shot.cannon = true;
	const potted: string[] = [];
	if (rng() < 0.5) potted.push('red');
	if (whiteOn && rng() < 0.1) potted.push('white');
	if (potted.length) shot.potted = potted;
	if (rng() < 0.15) shot.inOff = true;
	if (!cannon && !potted.length && !shot.inOff) shot.potted = ['red'];
	if (rng() < 0.05) shot.spotBlocked = ['spot'];
	return shot;
}

/** A random candidate action; `summary` steers it to the position (an English billiards summary). */
export function sampleBilliardsAction(rng: Rng, summary?: Summary): unknown {
	const pick = pickFrom(rng);
	const s = summary && isFamily(summary, 'english-billiards') ? summary : undefined;
	if (s?.pending && rng() < 0.9) return { t: 'choose', option: pick(s.pending.options) };
	const roll = rng();
	if (roll < 0.001) return { t: 'forfeit', player: Math.floor(rng() * 2) };
	if (roll < 0.003) return { t: 'concede' };
	if (roll < 0.005) return { t: 'game', player: Math.floor(rng() * 3) };
	if (roll < 0.008) return { t: 'touching' };
	if (roll < 0.018) return pick([{ t: 'shot', potted: ['blue'] }, { t: 'shot', firstHit: 'none', cannon: true }, { t: 'shot', inOff: true }, { t: 'choose', option: 'spot' }]);
	if (!s) return { t: 'shot', firstHit: 'red', potted: rng() < 0.5 ? ['red'] : [] };
	const turn = s.turn ?? 0;
	const whiteOn = s.game.onTable[1 - turn] === true;
	return rng() < (s.game.break > 0 ? 0.03 : 0.12) ? foulShot(rng, s.game) : legalShot(rng, s.game, whiteOn);
}

export const billiardsSamplers: Partial<Record<DisciplineId, (rng: Rng, summary?: Summary) => unknown>> = {
	'english-billiards': sampleBilliardsAction
};

/** Set-ups long enough that random play rarely ends them. */
export const billiardsLongSetups: Partial<Record<DisciplineId, unknown>> = {
	'english-billiards': { discipline: 'english-billiards', players: ['A', 'B'], pointsTo: 100_000 }
};

/** Short set-ups, so the property tests' random play also reaches the end of matches (testing/samplers.ts). */
export const billiardsShortSetups: Record<BilliardsId, unknown> = {
	'english-billiards': { discipline: 'english-billiards', players: ['A', 'B'], pointsTo: 30, bestOf: 3 }
};

/** Short set-ups with small run marks, so random play reaches every broadcast moment (engine/events.test.ts). */
export const billiardsEventSetups: Record<BilliardsId, Record<string, unknown>> = {
	'english-billiards': { discipline: 'english-billiards', players: ['A', 'B'], pointsTo: 40, bestOf: 3, runEvents: [5, 10] }
};
