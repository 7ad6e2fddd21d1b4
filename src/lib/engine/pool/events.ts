/**
 * Broadcast moments of the pool races (8-ball, 9-ball): `hill-hill`, `break-and-run` and
 * `golden-break` (docs/rules-decisions.md, "Broadcast events"). Each is a named predicate on the
 * table; the games call them where a rack is decided, and `awardRack` (common.ts) puts the
 * events beside `rack-won`. They only describe what happened: the rules never read them back.
 */
import type { MatchEvent } from '../types';
import type { PoolTable } from './common';

/** What a race game keeps to tell a break and run: the breaker's inning that the break began. */
export interface BreakRun {
	/**
	 * `innings[breaker]` right after the last break of this rack was played (re-breaks included),
	 * or null before the first break of the match.
	 */
	readonly breakInning: number | null;
}

/** Called once the stroke's inning is open (startStroke): a break records its inning. */
export const markBreak = <T extends PoolTable & BreakRun>(table: T): T =>
	table.breakDue ? { ...table, breakInning: table.ledger.innings[table.shooter]! } : table;

/**
 * Break and run: the shooter, who broke this rack, wins it in the inning the break began, so the
 * opponent never had the table. Any turn handed over ends that inning (innings.ts): a miss, a
 * foul, a safety, a push-out (9B-5, also one the opponent passes back), a choice given to him.
 */
export const isBreakAndRun = (table: PoolTable & BreakRun, winner: number): boolean =>
	winner === table.breaker &&
	winner === table.shooter &&
	table.ledger.openBy === winner &&
	table.breakInning === table.ledger.innings[winner];

/**
 * The moments of a rack won by the shooter's own legal stroke: a break and run, and a golden
 * break when the winning stroke was the break itself (which is always a break and run too).
 * Forfeits, three-foul losses and `rack` results have none.
 */
export function runOutMoments(table: PoolTable & BreakRun, winner: number, onTheBreak: boolean): MatchEvent[] {
	if (!isBreakAndRun(table, winner)) return [];
	const moments: MatchEvent[] = [{ type: 'break-and-run', player: winner, rack: table.rack }];
	if (onTheBreak) moments.push({ type: 'golden-break', player: winner, rack: table.rack });
	return moments;
}
