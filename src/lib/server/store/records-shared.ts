/**
 * What both stores write for the match records (schema: SQLite 6, PostgreSQL 3): a match's
 * discipline and seats, taken from its set-up at `startMatch` (and by the migrations from the
 * rows already stored), and each seat's figures from a saved result, so the list and a player's
 * statistics are plain indexed queries, never a replay of logs.
 */
import { cleanCountry, cleanName, playerKey } from '../../protocol/names';
import { isPlaceholderName } from '../../protocol/players';
import type { MatchResult } from '../../records/result';

export interface SeatRow {
	seat: number;
	name: string;
	/**
	 * The player list's key (playerKey: case and spacing apart), what a search by name compares;
	 * null for a blank or placeholder name ("Player 2"), which is nobody to search for.
	 */
	key: string | null;
	country: string | null;
}

export const disciplineOf = (setup: unknown): string => {
	const d = (setup as { discipline?: unknown } | null)?.discipline;
	return typeof d === 'string' ? d : '';
};

/** Every seat of a set-up, in order (plain names or `{name, country}`), names cleaned as the player list cleans them. */
export function seatsOfSetup(setup: unknown): SeatRow[] {
	const list = (setup as { players?: unknown } | null)?.players;
	if (!Array.isArray(list)) return [];
	return list.map((p, seat) => {
		const raw = typeof p === 'string' ? { name: p } : ((p ?? {}) as { name?: unknown; country?: unknown });
		const name = cleanName(typeof raw.name === 'string' ? raw.name : '').slice(0, 200);
		return { seat, name, key: name && !isPlaceholderName(name) ? playerKey(name) : null, country: cleanCountry(raw.country) };
	});
}

/** A seat's figures from a result, as the match_players columns keep them. */
export interface SeatFigures {
	seat: number;
	finished: number;
	won: number;
	draw: number;
	score: number;
	innings: number;
	average: number | null;
	highRun: number;
	racksWon: number;
	racksLost: number;
	breakAndRuns: number;
}

export function seatFigures(result: MatchResult): SeatFigures[] {
	const finished = result.status === 'finished';
	const racksTotal = result.players.reduce((n, p) => n + (p.racksWon ?? 0), 0);
	return result.players.map((p, seat) => ({
		seat,
		finished: finished ? 1 : 0,
		won: finished && result.winner === seat ? 1 : 0,
		draw: finished && result.draw ? 1 : 0,
		score: p.score,
		innings: p.innings,
		average: p.average,
		highRun: p.highRun,
		racksWon: p.racksWon ?? 0,
		racksLost: racksTotal - (p.racksWon ?? 0),
		breakAndRuns: p.breakAndRuns ?? 0
	}));
}

/** JSON of a stored result, or null when it is not JSON any more. */
export function parseResult(text: string | null | undefined): MatchResult | null {
	if (!text) return null;
	try {
		return JSON.parse(text) as MatchResult;
	} catch {
		return null;
	}
}
