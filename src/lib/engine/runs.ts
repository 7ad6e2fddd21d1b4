/**
 * `run-reached`: the broadcast moment of a run in progress reaching a threshold (14.1, carom).
 * The run is the inning ledger's run (innings.ts), the one the summary's `highRun` and carom's
 * `currentRun` show: points of the inning under way, before any foul deduction. Thresholds are
 * the set-up's `runEvents`, or the catalog's default for the discipline (catalog.ts), said there
 * once. Events only describe a change; nothing here is read back by the rules.
 */
import { z } from 'zod';
import { setupFacts } from './setup-facts';
import { customIssue } from './refusals';
import type { DisciplineId, MatchEvent } from './types';

export const MAX_RUN_EVENTS = 10;

/** A threshold is an ordinary run length: 1 up to the largest target a set-up allows. */
const threshold = z.int().min(1).max(100_000);

/**
 * The optional `runEvents` set-up key: at most ten positive whole numbers, ascending, each once;
 * `[]` turns the events off. Absent, the discipline's default applies (`thresholdsOf`).
 */
export const runEventsKey = z
	.array(threshold)
	.max(MAX_RUN_EVENTS)
	.superRefine((values, ctx) => {
		const at = values.findIndex((v, i) => i > 0 && v <= values[i - 1]!);
		if (at > 0) ctx.addIssue({ ...customIssue('run-events-ascending'), path: [at] });
	})
	.optional();

/** The thresholds a match uses: its set-up's, else the catalog's default for the discipline. */
export function thresholdsOf(discipline: DisciplineId, fromSetup: readonly number[] | undefined): readonly number[] {
	if (fromSetup) return fromSetup;
	const defaults = setupFacts(discipline)?.runEvents;
	if (!defaults) throw new Error(`${discipline} counts no runs`);
	return defaults;
}

/**
 * The thresholds a run crossed going from `before` to `after` points (one stroke or a whole
 * `inning` may cross several), ascending; a threshold is reached when the run gets to it.
 */
export function crossedThresholds(thresholds: readonly number[], before: number, after: number): number[] {
	if (after <= before) return [];
	return thresholds.filter((t) => before < t && t <= after);
}

/** Pushes one `run-reached` per threshold the player's run crossed, ascending. */
export function pushRunReached(
	events: MatchEvent[],
	thresholds: readonly number[],
	player: number,
	before: number,
	after: number
): void {
	// The common case (no threshold crossed) allocates nothing: this runs on every scoring stroke.
	if (thresholds.length === 0 || after <= before || after < thresholds[0]! || before >= thresholds[thresholds.length - 1]!) return;
	for (const t of crossedThresholds(thresholds, before, after)) events.push({ type: 'run-reached', player, run: after, threshold: t });
}
