/**
 * Innings and runs, shared by every discipline. An inning begins with the player's first
 * action in it (match-script.md: a stroke, an `inning` or an `attempt`), so a player who
 * merely has the turn has not begun one yet; it ends when the turn leaves the player.
 */
export interface InningLedger {
	readonly innings: readonly number[];
	/** The player whose inning is under way, or null between innings. */
	readonly openBy: number | null;
	/** Points made in the inning under way, before any foul deduction. */
	readonly run: number;
	readonly highRun: readonly number[];
}

export const newLedger = (players: number): InningLedger => ({
	innings: Array(players).fill(0),
	openBy: null,
	run: 0,
	highRun: Array(players).fill(0)
});

/** Called before a player's stroke: opens his inning if it is not already open. */
export function beginAction(ledger: InningLedger, player: number): InningLedger {
	if (ledger.openBy === player) return ledger;
	return {
		...ledger,
		innings: ledger.innings.with(player, ledger.innings[player] + 1),
		openBy: player,
		run: 0
	};
}

/** Adds points to the run under way; the high run includes the inning in progress. */
export function addToRun(ledger: InningLedger, points: number): InningLedger {
	if (ledger.openBy === null || points === 0) return ledger;
	const run = ledger.run + points;
	const player = ledger.openBy;
	const best = Math.max(ledger.highRun[player], run);
	return { ...ledger, run, highRun: ledger.highRun.with(player, best) };
}

export const endInning = (ledger: InningLedger): InningLedger =>
	ledger.openBy === null ? ledger : { ...ledger, openBy: null, run: 0 };

/** Federations print the general average cut, not rounded, to three decimals (200/72 → 2.777). */
export function cutAverage(points: number, innings: number): number | null {
	if (innings <= 0) return null;
	return Math.trunc((points * 1000) / innings) / 1000;
}

export const otherPlayer = (player: number, count: number): number => (player + 1) % count;
