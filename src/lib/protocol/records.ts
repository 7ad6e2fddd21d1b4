/**
 * The records' HTTP shapes: a match's record, the match list's, a player's statistics' and the list CSV's (docs/records.md
 * "The match list, statistics and the list CSV"), for the server (src/lib/server/records/list.ts,
 * the store's list entries) and the pages: shared types live with the protocol.
 */
import type { MatchResult } from '../records/result';
import type { MatchRecordView } from '../records/record';

/** One seat of a match as written at `startMatch` from its set-up. */
export interface MatchSeat {
	name: string;
	country: string | null;
}

/** A match as the list shows it: no log, the result as last saved (or null). */
export interface MatchListEntry {
	id: number;
	tableId: string;
	/** The table's name (a removed table's last name). */
	tableName: string;
	discipline: string;
	startedAt: string;
	endedAt: string | null;
	players: MatchSeat[];
	result: MatchResult | null;
}

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

/** `GET /api/matches/<id>/record` answer: the record, its result row, the table's name and whether it is the table's current match. */
export interface RecordReply {
	ok: true;
	record: MatchRecordView;
	result: MatchResult;
	tableName: string | null;
	live: boolean;
}
