/**
 * The carom core: what straight rail, one-cushion, three-cushion and the balkline games
 * share (RULES.md "Carom games", seed 004; match-script.md "Carom"). Each discipline file
 * only says how it differs: whether a foul costs a point (1C-1) and how many caroms a balk
 * space allows (SR-2, BK).
 *
 * Decisions where the seed, the digest and the spec are silent (or where we chose):
 *
 * - Breaker: `firstBreaker` (default 0) plays the first stroke of the match, the break. It
 *   must name one of the players. Rotation is breaker, breaker+1, … (CG-2: with three
 *   players the turn simply goes round; the cue ball rule needs no scoring).
 * - CG-8: on the break (the first stroke of the match) `foul: "wrong-ball"` is the break
 *   hitting the opponent's ball before the red; later it is the wrong cue ball (CG-2). Either
 *   is a foul like any other (CG-16, 3C-3): the inning ends, no point.
 * - CG-16 / 3C-5: a foul ends the inning; the point of the foul stroke does not count,
 *   points made earlier in the inning stand. `points: 1` together with a foul is accepted
 *   (that is exactly the case the rule is about) and scores nothing.
 * - 1C-1: every foul in one-cushion takes one point off the score. The seed only says
 *   "one point is deducted from the current score for each error" and sets no floor, so the
 *   score may go below zero (a player on 0 who fouls shows -1). The protocol records the
 *   inning's net result (run minus the deduction), so a protocol always sums to the score;
 *   the high run is the run before the deduction (match-script.md).
 * - CG-18: a foul named `deliberate` (or `intentional`, the pool word) is a deliberate
 *   foul: the first in the match is a warning (it is still a foul), the second loses the
 *   match, exactly like a `forfeit` of that player.
 * - CG-23…25: `safety: true` marks an intentional safety; it scores nothing and ends the
 *   inning. After a player's inning ends with a foul or an intentional safety, the first
 *   stroke of his own next inning must be an attempt to score: a safety there is a foul
 *   (CG-25; this also covers CG-24, two safeties in a row). A safety cannot carry a point
 *   (`points: 1` with `safety` is refused: mark the carom without the safety).
 * - SR-2 / BK: consecutive caroms marked `balk` count toward the limit (straight-rail
 *   corner zones and 47/1: 1; 47/2 and 71/2: 2); the one past the limit scores nothing and
 *   ends the inning, no penalty; a carom without `balk` restarts the count, and so does every
 *   new inning. `balk` on a miss changes nothing. `balk: true` in a game without balk spaces
 *   (one-cushion, three-cushion) is refused.
 * - `inning` shortcut: N scoring strokes, then a miss, or the stroke named by `foul`,
 *   `safety` or `balk` (balk: a carom past the limit). It continues an inning already
 *   begun with `shot`s. When the N-th point reaches the target the inning ends there and the
 *   closing stroke is not played (so a foul or safety given with it has no effect). Points
 *   that would pass the target are refused (also for a `shot`, which cannot happen: reaching
 *   the target ends the inning).
 * - Target and equalizing inning: with `equalize: false` the first player to reach
 *   `pointsTo` wins at once. With `equalize: true` (default) the match is played in rounds
 *   (one inning each, from the breaker round the table); when a player reaches the target,
 *   the players after him in the current round still play their inning of that round, so
 *   all have had the same number of innings. With two players that is the classic
 *   equalizing inning of the non-breaker; with three it may be one or two last innings.
 *   The match ends at the end of that round: the highest score wins; equal highest scores
 *   are a draw (with three players, `draw` is true when two or three share the top).
 * - Handicaps (set-up `targets`, one per player): each player plays to his own target in place
 *   of `pointsTo` (CEB/UMB handicap practice). Everything above that speaks of "the target"
 *   means the player's own: the first to reach his own target wins at once without `equalize`;
 *   with it, reaching his own target is what owes the rest of the round their equalizing
 *   innings, in which each plays to his own target. The match is decided by the share of his
 *   own target each has made (score ÷ target, compared exactly): whoever reached his target
 *   wins; two who both reached theirs draw (or go to the tiebreak); at an innings limit with
 *   nobody there, the larger share wins and equal shares draw. Without `targets` every target
 *   is `pointsTo` and the share is the score: the rule above, unchanged.
 * - Innings limit: nobody plays more than `inningsLimit` innings; the match ends when the
 *   last player of the rotation has played his last inning (end of round `inningsLimit`),
 *   or earlier by the target rule above. The equalizing inning never goes past the limit:
 *   it is the same round.
 * - Forfeit: the player loses the match. With two players the other wins. With three, the
 *   player leaves the match (skipped in the rotation, cannot win); when one player is left
 *   he wins, otherwise the others play on under the same rules.
 * - Tiebreak (our design, optional): set-up `tiebreak: "penalty-shots"`. A match that would
 *   end drawn instead goes to penalty shots between the tied players, recorded with
 *   `{"t":"penalty","points":0|1}`. Each round every tied player, in rotation order from the
 *   breaker, plays one penalty stroke. If exactly one scores he wins; if nobody or everybody
 *   scores, another round; if some (two of three) score, only they go on. Penalty points are
 *   not match points: score, innings and average do not change. Without the key (or with
 *   `"none"`) a draw is final.
 * - There are never pending choices in carom: `choose` is refused, and so is `rerack`.
 * - Broadcast events (events.ts, ../runs.ts): `run-reached` with the carom that takes the run to
 *   a threshold (set-up `runEvents`, else the catalog's); `equalizing-inning` and `last-inning`
 *   with the action that hands the player the turn for that inning.
 *
 * Files: schemas.ts (set-up, actions), state.ts (state, predicates), strokes.ts (strokes and
 * innings), tiebreak.ts (penalty shots), events.ts (broadcast moments); here the actions and
 * the summary.
 */
import { cutAverage } from '../innings';
import { reject } from '../refusals';
import type { CaromPlayerSummary, CaromSummary } from './summary';
import { accept, type Discipline, type MatchEvent, type Rejection, type Step } from '../types';
import type { CaromAction, CaromInning, CaromRules, CaromSetup, CaromShot } from './schemas';
import { activePlayers, initCarom, isEqualizingRound, sheetToArray, targetFor, type CaromState } from './state';
import { closeLedger, finish, foulName, passTurn, playStrokes, refused, type Outcome, type Stroke } from './strokes';
import { leaveTiebreak, penalty } from './tiebreak';

function checkBalkMark(s: CaromState, balk: boolean): Rejection | null {
	if (balk && s.rules.balkLimit === null) return reject('no-balk', { discipline: s.rules.id });
	return null;
}

function shotStroke(s: CaromState, shot: CaromShot): Stroke | Rejection {
	const foul = foulName(shot.foul);
	const problem = checkBalkMark(s, shot.balk);
	if (problem) return problem;
	if (foul !== null) return { kind: 'foul', name: foul };
	if (shot.safety) {
		if (shot.points > 0) return reject('safety-cannot-score');
		return { kind: 'safety' };
	}
	return shot.points === 1 ? { kind: 'carom', balk: shot.balk } : { kind: 'miss' };
}

function inningStrokes(s: CaromState, inning: CaromInning): Stroke[] | Rejection {
	const p = s.turn;
	const foul = foulName(inning.foul);
	const problem = checkBalkMark(s, inning.balk);
	if (problem) return problem;
	const total = s.scores[p] + inning.points;
	const target = targetFor(s, p);
	if (total > target) return reject('past-target', { points: inning.points, player: s.players[p].name, total, target });
	const closing: Stroke =
		foul !== null
			? { kind: 'foul', name: foul }
			: inning.safety
				? { kind: 'safety' }
				: inning.balk
					? { kind: 'balk-out' }
					: { kind: 'miss' };
	const caroms: Stroke[] = Array.from({ length: inning.points }, () => ({ kind: 'carom', balk: false }));
	return [...caroms, closing];
}

function forfeit(s: CaromState, player: number): Outcome | Rejection {
	if (player >= s.players.length) return reject('no-such-player', { player });
	if (s.out[player]) return reject('already-out', { player: s.players[player].name });
	const gone: CaromState = { ...s, out: s.out.with(player, true) };
	if (s.tiebreak) return leaveTiebreak(gone, s.tiebreak, player);
	if (s.turn !== player) {
		const active = activePlayers(gone);
		return active.length === 1 ? finish(gone, active[0], []) : { state: gone, events: [] };
	}
	const closed: CaromState = { ...closeLedger(gone), balkRun: 0 };
	const events: MatchEvent[] = s.ledger.openBy === player ? [{ type: 'inning-ended', player }] : [];
	return passTurn(closed, player, events);
}

/** CG-18: the referee's forfeit of a player already out (the spec's own example) restates the result. */
export const restatesCaromResult = (s: CaromState, action: CaromAction): boolean =>
	s.result !== null && action.t === 'forfeit' && s.out[action.player] === true;

export function applyCarom(s: CaromState, action: CaromAction): Step<CaromState> {
	if (restatesCaromResult(s, action)) return accept(s, []);
	if (s.result) return reject('match-over');
	const outcome = dispatch(s, action);
	return refused(outcome) ? outcome : accept(outcome.state, outcome.events);
}

function dispatch(s: CaromState, action: CaromAction): Outcome | Rejection {
	switch (action.t) {
		case 'choose':
			return reject('carom-no-choice');
		case 'rerack':
			return reject('carom-no-rerack');
		case 'forfeit':
			return forfeit(s, action.player);
		case 'penalty':
			return penalty(s, action.points);
		case 'shot':
		case 'inning': {
			if (s.tiebreak) return reject('in-tiebreak', { record: '{"t":"penalty","points":0|1}' });
			const strokes = action.t === 'shot' ? shotStroke(s, action) : inningStrokes(s, action);
			if (refused(strokes)) return strokes;
			return playStrokes(s, Array.isArray(strokes) ? strokes : [strokes]);
		}
	}
}

// ---------------------------------------------------------------------------------------
// Summary

export function caromSummary(s: CaromState): CaromSummary {
	const players: CaromPlayerSummary[] = s.players.map((player, i) => ({
		name: player.name,
		score: s.scores[i],
		innings: s.ledger.innings[i],
		highRun: s.ledger.highRun[i],
		average: cutAverage(s.scores[i], s.ledger.innings[i]),
		fouls: 0,
		protocol: s.ledger.openBy === i ? [...sheetToArray(s.protocol[i]), s.openNet] : sheetToArray(s.protocol[i]),
		currentRun: s.ledger.openBy === i ? s.ledger.run : null,
		warnings: s.warnings[i],
		forfeited: s.out[i],
		attemptRequired: s.mustAttempt[i],
		penaltyShots: [...s.penaltyShots[i]],
		// Only a set-up with `targets` (handicaps) shows each player's target in force.
		...(s.targets ? { target: targetFor(s, i) } : {})
	}));
	const finished = s.result !== null;
	return {
		discipline: s.rules.id,
		status: finished ? 'finished' : 'in-progress',
		winner: s.result?.winner ?? null,
		draw: s.result?.draw ?? false,
		turn: finished ? null : s.turn,
		pending: null,
		players,
		rack: null,
		breaker: s.breaker,
		pointsTo: s.pointsTo,
		inningsLimit: s.inningsLimit,
		equalizing: isEqualizingRound(s),
		balk: s.rules.balkLimit === null ? null : { limit: s.rules.balkLimit, run: s.balkRun },
		tiebreak: s.tiebreak ? { players: [...s.tiebreak.players], round: s.tiebreak.number } : null
	};
}

export function caromDiscipline(rules: CaromRules): Discipline<CaromSetup, CaromState, CaromAction, CaromSummary> {
	return {
		id: rules.id,
		init: (setup) => initCarom(rules, setup),
		apply: applyCarom,
		summary: caromSummary,
		finished: (state) => state.result !== null,
		restatesResult: restatesCaromResult
	};
}
