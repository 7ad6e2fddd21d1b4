/**
 * Broadcast moments of the carom games (docs/rules-decisions.md, "Broadcast events"):
 * `equalizing-inning` and `last-inning` go with the action that hands a player the turn for
 * that inning (the miss, foul or safety that ends the inning before, or a forfeit), so a
 * broadcast hears of it while he walks to the table, not after his first stroke: an `inning`
 * shortcut records a whole inning in one action. `run-reached` is shared with 14.1 (../runs.ts).
 * The rules never read these events back.
 */
import type { MatchEvent } from '../types';
import { isEqualizingRound, type CaromState } from './state';

/** The player given the turn now plays an inning the round owes him after the target was reached. */
export const beginsEqualizingInning = (s: CaromState): boolean => s.equalize && isEqualizingRound(s);

/** The player's next inning is the last the innings limit allows him (he has played one fewer). */
export const beginsLastInning = (s: CaromState, player: number): boolean =>
	s.inningsLimit !== null && s.ledger.innings[player]! + 1 === s.inningsLimit;

/**
 * The breaker's first inning is given by no action (the match starts with it): with an innings
 * limit of 1 it is his last, and the event goes with his first stroke instead.
 */
export const opensMatchOnLastInning = (s: CaromState): boolean =>
	s.inningsLimit === 1 && s.ledger.openBy === null && s.turn === s.breaker && s.ledger.innings[s.breaker] === 0;

/** The moments of a turn handed to `player` (state after the hand-over), appended to `events`. */
export function withTurnMoments(s: CaromState, player: number, events: MatchEvent[]): MatchEvent[] {
	const equalizing = beginsEqualizingInning(s);
	const last = beginsLastInning(s, player);
	if (!equalizing && !last) return events;
	const moments: MatchEvent[] = [...events];
	if (equalizing) moments.push({ type: 'equalizing-inning', player });
	if (last) moments.push({ type: 'last-inning', player });
	return moments;
}
