/**
 * The stroke list as data, in no language: each accepted action of the match with who played it,
 * whether it was a break, what it cost or scored, and the racks it decided. Built by replaying
 * the match script on the engine (the same pure engine the server runs), so the console never
 * guesses a shooter. The server will push this history with the state; then only `fromScript`
 * goes and the words (./strokes.ts) stay.
 */
import { applyAction, createMatch, summarize, type Match } from '$lib/engine/match';
import type { MatchEvent, Summary } from '$lib/engine/types';

export interface StrokeEntry {
	/** 1-based, in the order played (undone strokes are gone). */
	n: number;
	action: Record<string, unknown>;
	/** Who was at the table (the chooser for a `choose`), null when nobody was. */
	player: number | null;
	/** Pool: the rack this stroke was played in, and whether it was its break. */
	rack: number | null;
	breakShot: boolean;
	/** What the stroke brought the player: points (14.1: −2 for a break foul), racks in a race, pins counted. */
	scored: number;
	events: MatchEvent[];
	/** Pool: ball in hand for the next player after this stroke. */
	ballInHand: 'anywhere' | 'kitchen' | null;
}

const rackOf = (s: Summary) => s.rack as (Summary['rack'] & { breakDue?: boolean }) | null;

/** The strokes standing after a script's undo and redo, oldest first; null if it does not replay. */
export function fromScript(script: { match: unknown; actions: unknown[] }): StrokeEntry[] | null {
	const made = createMatch(script.match);
	if (!made.ok) return null;
	let match: Match = made.match;
	const done: StrokeEntry[] = [];
	const undone: StrokeEntry[] = [];
	for (const raw of script.actions) {
		const action = raw as Record<string, unknown>;
		const before = summarize(match);
		const step = applyAction(match, raw);
		if (!step.ok) return null;
		match = step.match;
		if (action.t === 'undo') {
			const x = done.pop();
			if (x) undone.push(x);
			continue;
		}
		if (action.t === 'redo') {
			const x = undone.pop();
			if (x) done.push(x);
			continue;
		}
		undone.length = 0;
		const after = summarize(match);
		const player = action.t === 'choose' ? (before.pending?.player ?? null) : typeof action.player === 'number' ? action.player : before.turn;
		const rack = rackOf(before);
		// pins count down: what a stroke brought is what it counted, not the drop in points left
		const score = (s: Summary) => {
			const p = player === null ? undefined : s.players[player];
			return typeof p?.counted === 'number' ? p.counted : (p?.score ?? 0);
		};
		done.push({
			n: 0,
			action,
			player,
			rack: rack?.number ?? null,
			breakShot: rack?.breakDue === true,
			scored: score(after) - score(before),
			events: step.events,
			ballInHand: rackOf(after)?.ballInHand ?? null
		});
	}
	return done.map((e, i) => ({ ...e, n: i + 1 }));
}
