/**
 * A competition as every page, overlay and API client sees it (`GET /api/competitions/<id>`):
 * plain data worked out on the server from the competition's log (definition, draw, assignments,
 * results). Figures and codes, never words: pages word them through the one i18n
 * (`competition.*` keys). docs/competitions.md describes the model; docs/api.md the routes.
 */
import type { MatchResult } from '../records/result';

import { LINK_BRACKETS, LINK_FORMATS } from '../engine/link';

/** The formats and brackets are the match script's (a match's `competition` link, engine/link.ts): the rules own the words a script may carry. */
export const FORMATS = LINK_FORMATS;
export type Format = (typeof FORMATS)[number];

export const SEEDINGS = ['hand', 'rating', 'random'] as const;
export type Seeding = (typeof SEEDINGS)[number];

/**
 * Where a match sits. `group`: a round-robin group (round-robin formats have one group, the
 * groups stage of groups-knockout several); `winners` / `losers` / `final`: the brackets of an
 * elimination (single elimination has only `winners`, plus `final` for the match for third place
 * under `thirdPlace`; double elimination's `final` is the grand final and its reset).
 */
export const BRACKETS = LINK_BRACKETS;
export type Bracket = (typeof BRACKETS)[number];

/** `waiting`: a player still to come; `ready`: both known, not on a table; `live`: on a table; `finished`. */
export type CompetitionMatchStatus = 'waiting' | 'ready' | 'live' | 'finished';

export interface CompetitionPlayer {
	name: string;
	country: string | null;
	rating: number | null;
	/** The player's own target (pool: race to; carom and 14.1: points to), or null: the set-up's. */
	handicap: number | null;
	/** 1 = first seed, after the draw; null before it. */
	seed: number | null;
}

export interface CompetitionMatch {
	/** Stable within the competition (`GET …/matches/<id>`, `POST …/matches/<id>/assign`). */
	id: string;
	/** 0: the first stage; 1: the knockout of groups-knockout. */
	stage: number;
	bracket: Bracket;
	/** Group number from 1 (the group stage), else null. */
	group: number | null;
	/** Round from 1 within its bracket (and group). */
	round: number;
	/** Rounds in that bracket (and group): pages name "Final", "Semi-final", … from it. */
	rounds: number;
	/** Order within the round, from 1. */
	number: number;
	/** Player names by seat; null: still to come (`from` says from where), or a bye. */
	players: [string | null, string | null];
	/** Where a missing player comes from: winner or loser of another match, or a bye (null). */
	from: [CompetitionSlotSource | null, CompetitionSlotSource | null];
	status: CompetitionMatchStatus;
	/** Table id while live (or last played on, once finished), else null. */
	table: string | null;
	/** The table's match (records id, `/matches/<id>`) once started, else null. */
	tableMatch: number | null;
	/** The set-up the table gets (discipline keys, per-player targets); players are added on assign. */
	setup: Record<string, unknown>;
	/** The engine's result (live score while on a table), or null. */
	result: MatchResult | null;
	/** Seat of the winner (0/1) once finished, or null (draw, or not finished). */
	winner: 0 | 1 | null;
	/** True when a correction by the director decided it rather than the table. */
	corrected: boolean;
}

export type CompetitionSlotSource = { kind: 'winner' | 'loser'; match: string } | { kind: 'group'; group: number; place: number };

/** One row of a standings table, best first. Which figures decide is the discipline family's. */
export interface StandingRow {
	place: number;
	name: string;
	played: number;
	won: number;
	drawn: number;
	lost: number;
	/** Carom: 2 a win, 1 a draw; pool: matches won. */
	matchPoints: number;
	/** Racks (pool races) or points (14.1, carom) for and against. */
	scored: number;
	conceded: number;
	/** Carom: points ÷ innings over all the player's matches, cut to 3 decimals; else null. */
	average: number | null;
	highRun: number;
	/** What separated this row from the next one when match points were level (null: nothing did). */
	tiebreak: 'average' | 'high-run' | 'difference' | 'head-to-head' | 'scored' | null;
}

export interface Standings {
	/** Group number from 1, or null for a whole round robin or the final placing of an elimination. */
	group: number | null;
	rows: StandingRow[];
}

export interface CompetitionView {
	id: string;
	name: string;
	format: Format;
	discipline: string;
	/** `draft`: players can change and the draw can be redone; `running`: a match has started; `finished`. */
	status: 'draft' | 'running' | 'finished';
	seeding: Seeding;
	/** The random draw's seed (seeding `random`), shown so the draw can be checked and redrawn. */
	seed: string | null;
	players: CompetitionPlayer[];
	matches: CompetitionMatch[];
	standings: Standings[];
	/** Tables the competition may use (auto-assignment picks from these), in order. */
	tables: string[];
	/** Whether cuecast puts the next ready matches on free tables by itself. */
	auto: boolean;
	/** Places once decided (elimination: 1, 2, 3…; round robin: the standings), else empty. */
	placing: { place: number; name: string }[];
	/** The competition log's length: a client's pin for "what I saw" (like a table's revision). */
	revision: number;
}

/** What a table's match carries in its set-up to say which competition it belongs to. */
export interface CompetitionLink {
	id: string;
	name: string;
	match: string;
	bracket: Bracket;
	group: number | null;
	round: number;
	rounds: number;
	format?: Format;
}
