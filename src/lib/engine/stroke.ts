/**
 * What one accepted action was, as the stroke list shows it: who played it, the rack and whether
 * it was the break, what it brought the player, the events it caused, the ball in hand it left.
 * The match layer (match.ts) gives it with every accepted action (`MatchResult.stroke`), read off
 * the summaries before and after; each discipline says what its players count (`StrokeTally`,
 * given with its entry), so nothing here knows a family. Clients only word it
 * (src/lib/console/strokes.ts). Snapshots keep these details (src/lib/server/snapshot.ts): a
 * change here bumps the snapshot format.
 */
import type { MatchEvent } from './types';
import type { Summary } from './summary';

export interface StrokeDetails {
	/** Who was at the table (the chooser for a `choose`, the named player for a forfeit). */
	player: number | null;
	/** Pool: the rack this stroke was played in (pyramid, snooker: the frame), and whether it was its break. */
	rack: number | null;
	breakShot: boolean;
	/** What the stroke brought the player: points (14.1: −2 for a break foul), racks in a race, pins counted, snooker's frame points, pyramid's balls on the shelf. */
	scored: number;
	events: MatchEvent[];
	/** Pool: ball in hand for the next player after this stroke. */
	ballInHand: 'anywhere' | 'kitchen' | null;
	/**
	 * What the stroke brought the other players, when it did (snooker's foul points, pyramid's
	 * penalty ball, pins' penalty points), so every point has its line; absent otherwise (and
	 * in stroke lists kept before it was added).
	 */
	awarded?: { player: number; points: number }[];
	/**
	 * A stroke that decided a frame (pyramid, snooker): each player's points (balls on the shelf)
	 * as the frame ended, which the summary after it no longer shows once the next frame is racked.
	 * Absent on every other stroke (and in stroke lists kept before it was added).
	 */
	frameEnd?: number[];
	/**
	 * A foul the engine called on this stroke where the marker named none (English billiards' limits:
	 * `hazard-limit`, `cannon-limit`, `baulk-line`), so the stroke list can say which. Absent otherwise.
	 */
	call?: string;
}

/**
 * How a discipline's summary counts what a stroke brought: the defaults read the score and the
 * pool rack; a family that counts otherwise (pins' points counted, pyramid's shelf, snooker's
 * frame points, a frame in place of a rack) gives its own with its entry (define.ts).
 */
export interface StrokeTally {
	/** What `player` has that a stroke adds to. */
	gained(summary: Summary, player: number): number;
	/** The frame a stroke is played in, when the family plays frames rather than pool racks. */
	frame?(summary: Summary): { number: number; breakDue: boolean } | null;
	/** The points of the frame just decided, read off the engine's state after the deciding action. */
	frameEnd?(state: unknown): readonly number[] | null;
	/** A foul the engine called on the action just applied (StrokeDetails.call), read off its state. */
	call?(state: unknown): string | null;
}

export const scoreTally: StrokeTally = { gained: (s, player) => s.players[player]?.score ?? 0 };

export function strokeDetails(tally: StrokeTally, before: Summary, after: Summary, action: { t: string; [k: string]: unknown }, events: readonly MatchEvent[], stateAfter?: unknown): StrokeDetails {
	const player = action.t === 'choose' ? (before.pending?.player ?? null) : typeof action.player === 'number' ? action.player : before.turn;
	const rack = before.rack && 'breakDue' in before.rack ? before.rack : (tally.frame?.(before) ?? null);
	const gained = (s: Summary, p: number | null) => (p === null ? 0 : tally.gained(s, p));
	const details: StrokeDetails = {
		player,
		rack: rack?.number ?? null,
		breakShot: rack?.breakDue === true,
		scored: gained(after, player) - gained(before, player),
		events: [...events],
		ballInHand: after.rack?.ballInHand ?? null
	};
	const frameEnd = tally.frameEnd && events.some((e) => e.type === 'rack-won') ? tally.frameEnd(stateAfter) : null;
	if (frameEnd) details.frameEnd = [...frameEnd];
	const call = tally.call?.(stateAfter) ?? null;
	if (call) details.call = call;
	// What the other players gained on this stroke. Not once it decided a rack or frame: the next
	// one starts from nothing, and the line saying who won it tells the rest.
	if (player === null || events.some((e) => e.type === 'rack-won' || e.type === 'match-won')) return details;
	const awarded = before.players.flatMap((_, p) => {
		const points = p === player ? 0 : gained(after, p) - gained(before, p);
		return points > 0 ? [{ player: p, points }] : [];
	});
	return awarded.length ? { ...details, awarded } : details;
}

/** Details for an action whose summaries are not known (a log this engine cannot replay), and for undo and redo. */
export const unknownStroke = (): StrokeDetails => ({ player: null, rack: null, breakShot: false, scored: 0, events: [], ballInHand: null });
