/**
 * What one accepted action was, as the stroke list shows it: who played it, the rack and whether
 * it was the break, what it brought the player, the events it caused, the ball in hand it left.
 * Worked out once, by the table's authority as it applies the action (src/lib/server/history.ts),
 * from the engine's summaries before and after; clients only word it (src/lib/console/strokes.ts).
 * Snapshots keep these details (src/lib/server/snapshot.ts): a change here bumps the snapshot format.
 */
import { isFamily, type Summary } from '../engine/summary';
import type { MatchEvent } from '../engine/types';
import type { Match } from '../engine/match';

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
}

/**
 * Pins count down: what a stroke brought is what it counted, not the drop in points left.
 * Pyramid and snooker score frames: a stroke brings balls to the shelf or points in the frame.
 */
function gained(s: Summary, player: number | null): number {
	if (player === null) return 0;
	if (isFamily(s, 'snooker')) return s.players[player]?.points ?? 0;
	if (isFamily(s, 'pyramid')) return s.players[player]?.shelf ?? 0;
	const p = s.players[player];
	if (!p) return 0;
	return 'counted' in p && typeof p.counted === 'number' ? p.counted : p.score;
}

/** The frame a pyramid or snooker stroke is played in, and whether it is pyramid's break. */
function frameOf(s: Summary): { number: number; breakDue: boolean } | null {
	if (isFamily(s, 'pyramid') && s.frame) return { number: s.frame.number, breakDue: s.frame.breakDue };
	if (isFamily(s, 'snooker') && s.frame) return { number: s.frame.number, breakDue: false };
	return null;
}

export function strokeDetails(before: Summary, after: Summary, action: { t: string; [k: string]: unknown }, events: readonly MatchEvent[]): StrokeDetails {
	const player = action.t === 'choose' ? (before.pending?.player ?? null) : typeof action.player === 'number' ? action.player : before.turn;
	const rack = before.rack && 'breakDue' in before.rack ? before.rack : frameOf(before);
	const details: StrokeDetails = {
		player,
		rack: rack?.number ?? null,
		breakShot: rack?.breakDue === true,
		scored: gained(after, player) - gained(before, player),
		events: [...events],
		ballInHand: after.rack?.ballInHand ?? null
	};
	const awarded = awardedOthers(before, after, player, events);
	return awarded.length ? { ...details, awarded } : details;
}

/**
 * What the other players gained on this stroke. Not once it decided a rack or frame: the next
 * one starts from nothing, and the line saying who won it tells the rest.
 */
function awardedOthers(before: Summary, after: Summary, player: number | null, events: readonly MatchEvent[]): { player: number; points: number }[] {
	if (player === null || events.some((e) => e.type === 'rack-won' || e.type === 'match-won')) return [];
	return before.players.flatMap((_, p) => {
		const points = p === player ? 0 : gained(after, p) - gained(before, p);
		return points > 0 ? [{ player: p, points }] : [];
	});
}

/** Details for an action whose summaries are not known (a log this engine cannot replay). */
export const unknownStroke = (): StrokeDetails => ({ player: null, rack: null, breakShot: false, scored: 0, events: [], ballInHand: null });

/** The engine calls a replay needs (the server's engine seam, src/lib/server/engine.ts). */
export interface ReplayEngine {
	create(setup: unknown): { ok: true; match: Match } | { ok: false };
	apply(match: Match, action: unknown): { ok: true; match: Match; events: MatchEvent[] } | { ok: false };
	summarize(match: Match): Summary;
}

/**
 * The details of every action of a log replayed from its set-up (undo and redo, and actions
 * after a refusal, get unknownStroke): how an authority builds its stroke list from a stored log.
 */
export function replayDetails(engine: ReplayEngine, setup: unknown, log: readonly unknown[]): StrokeDetails[] {
	const { create: createMatch, apply: applyAction, summarize } = engine;
	const created = createMatch(setup);
	if (!created.ok) return log.map(unknownStroke);
	let match = created.match;
	let broken = false;
	return log.map((raw) => {
		const action = raw as { t: string; [k: string]: unknown };
		if (broken) return unknownStroke();
		const before = summarize(match);
		const step = applyAction(match, raw);
		if (!step.ok) {
			broken = true;
			return unknownStroke();
		}
		match = step.match;
		return action.t === 'undo' || action.t === 'redo' ? unknownStroke() : strokeDetails(before, summarize(match), action, step.events);
	});
}
