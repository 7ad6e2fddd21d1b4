/**
 * The match list's, a player's statistics' and the list CSV's HTTP shapes (docs/records.md
 * "The match list, statistics and the list CSV"), for the server (list.ts) and the pages.
 */
import type { MatchListEntry } from '../store/types';

/** `GET /api/matches` row: the store's list entry, and whether it is being played. */
export interface MatchRow extends MatchListEntry {
	/** It is a table's current, unfinished match (the saved result then is the venue's current state). */
	live: boolean;
}

/** `GET /api/matches?…` answer; `next` is the `before` of the next page (null: the last page). */
export interface MatchListResponse {
	ok: true;
	matches: MatchRow[];
	next: number | null;
}

export interface DisciplineStats {
	discipline: string;
	matches: number;
	wins: number;
	points: number;
	innings: number;
	/** points / innings, cut to 3 decimals (null: no innings, or a discipline without averages). */
	generalAverage: number | null;
	/** The best general average of one match (carom). */
	bestAverage: number | null;
	highRun: number;
	racksWon: number;
	racksLost: number;
	breakAndRuns: number;
}

/** `GET /api/players/<name>/stats` answer: finished matches only. */
export interface PlayerStatsResponse {
	ok: true;
	name: string;
	matches: number;
	wins: number;
	draws: number;
	disciplines: DisciplineStats[];
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;
