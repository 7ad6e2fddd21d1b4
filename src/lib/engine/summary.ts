/**
 * The summary `replay` prints (match-script.md, "Summary"), typed per family. The contract
 * keys are common to all; each family adds the extra keys its `summary()` really returns,
 * and nothing here adds a key to the output. A summary says its family only through its
 * `discipline` id (catalog.ts): narrow with `isFamily(summary, 'carom')` or on `discipline`.
 */
import { familyOf, type Family } from './catalog';
import type { SummaryByFamily } from './generated/summaries';
import type { PlayerDetails, PlayerSummary } from './summary-parts';

export type { PlayerSummary, PlayerDetails, PlayerTarget, RackSummary, Pending } from './summary-parts';

/** Each family's summary (its ./<family>/summary.ts), by family. */
export type { SummaryByFamily };

/** The public summary of match-script.md, one member per family. */
export type Summary = SummaryByFamily[Family];

/** Narrows a summary to its family, by the catalog's family of its discipline. */
export const isFamily = <F extends Family>(summary: Summary, family: F): summary is SummaryByFamily[F] =>
	familyOf(summary.discipline) === family;

/** The summary as its family's member; throws when it is another family's (a caller's bug). */
export function asFamily<F extends Family>(summary: Summary, family: F): SummaryByFamily[F] {
	if (!isFamily(summary, family)) throw new Error(`${summary.discipline} is not a ${family} discipline`);
	return summary;
}

/** The set-up's country and rating of a player, when it gave them (after the family's keys). */
export const playerDetails = (p: { country?: string; rating?: number }): PlayerDetails => ({
	...(p.country ? { country: p.country } : {}),
	...(p.rating !== undefined ? { rating: p.rating } : {})
});

/** The contract keys of a player in a game with no runs, averages or foul marks (pins, artistic). */
export const countingPlayer = (name: string, score: number, innings: number): PlayerSummary => ({
	name,
	score,
	innings,
	highRun: 0,
	average: null,
	fouls: 0
});
