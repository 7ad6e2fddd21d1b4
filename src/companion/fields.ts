/**
 * A table's fields (docs/fields.md) as Companion variables: one variable per field, named as
 * the field, so a button reads `$(cuecast:player1Score)`. The names come from the one list in
 * src/lib/view/fields.ts; only their English descriptions (Companion's UI is English-only) are
 * written here.
 */
import { z } from 'zod';
import type { CompanionVariableDefinitions, CompanionVariableValues } from '@companion-module/base';
import { COMPETITION_FIELDS, MAX_PLAYER_SLOTS, PLAYER_FIELDS, TABLE_FIELDS, type Fields } from '../lib/view/fields';

/** What the server sends: one flat object of strings, numbers, booleans and null. */
export const fieldsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

const TABLE_NAMES: Readonly<Record<(typeof TABLE_FIELDS)[number], string>> = {
	tableId: 'Table id',
	tableName: 'Table name',
	status: 'Match status (none, live, finished)',
	discipline: 'Discipline id',
	disciplineName: 'Discipline name',
	family: 'Discipline family (pool, carom, pins, artistic, pyramid, snooker)',
	target: 'Target (race to, points to win, start score)',
	targetText: 'Target, worded',
	inningsLimit: 'Innings limit (carom)',
	rack: 'Rack under way (pool)',
	inning: 'Inning under way (carom)',
	situation: 'Situation line (pyramid, snooker: the frame under way)',
	ballInHand: 'Ball in hand',
	pending: 'Choice the rules offer',
	turn: 'Player at the table (number)',
	turnName: 'Player at the table (name)',
	winner: 'Winner (number)',
	winnerName: 'Winner (name)',
	draw: 'Match drawn',
	result: 'Result, worded',
	hillHill: 'Hill-hill: both players one rack or frame from the win',
	lastInning: 'Last inning of the innings limit',
	equalizing: 'Equalizing inning',
	lastEvent: 'Last event of the last action',
	clockSeconds: 'Shot clock: seconds left',
	clockRunning: 'Shot clock running',
	clockWarning: 'Shot clock in its last 10 seconds',
	clockExpired: 'Shot clock ran out',
	scoreLine: 'Score line',
	problem: 'Why the match cannot be shown',
	matchId: 'Match id (none: no match)',
	revision: 'Match revision (actions so far)',
	lastEventText: 'Last action’s events, worded',
	frame: 'Frame under way (pyramid, snooker)',
	remaining: 'Points remaining on the table (snooker)',
	gameClock: 'Game clock: time left in a timed match (45:00)',
	gameTimeUp: 'Game clock ran out: time is called'
};

const COMPETITION_NAMES: Readonly<Record<(typeof COMPETITION_FIELDS)[number], string>> = {
	competitionId: 'Competition id (none: not a competition match)',
	competitionName: 'Competition name',
	competitionRound: 'Competition round, worded'
};

const PLAYER_NAMES: Readonly<Record<(typeof PLAYER_FIELDS)[number], string>> = {
	Name: 'name',
	Country: 'country (ISO code)',
	Score: 'score',
	Target: 'target',
	ToGo: 'points still needed',
	Innings: 'innings',
	Average: 'average',
	HighRun: 'high run',
	Run: 'run in progress',
	Fouls: 'consecutive fouls',
	FoulWarning: 'foul warning',
	AtTable: 'at the table',
	Breaker: 'breaks this rack or frame',
	Group: 'group (8-ball)',
	Winner: 'won the match',
	Points: 'points in the frame (pyramid shelf, snooker points)',
	Photo: 'photo (URL of the profile photo)',
	Club: 'club',
	Nickname: 'nickname'
};

/**
 * Every field the module knows, with its description, in the order docs/fields.md lists them
 * (an object keeps its string keys in insertion order, and Companion lists them so).
 */
export function variableDefinitions(extra: readonly string[] = []): CompanionVariableDefinitions {
	const defs: CompanionVariableDefinitions = {};
	for (const id of TABLE_FIELDS) defs[id] = { name: TABLE_NAMES[id] };
	for (const id of COMPETITION_FIELDS) defs[id] = { name: COMPETITION_NAMES[id] };
	for (let n = 1; n <= MAX_PLAYER_SLOTS; n++) {
		for (const f of PLAYER_FIELDS) defs[`player${n}${f}`] = { name: `Player ${n} ${PLAYER_NAMES[f]}` };
	}
	// Fields a newer server added (the list only grows): shown under their own name.
	for (const id of extra) defs[id] = { name: id };
	return defs;
}

const KNOWN = new Set(Object.keys(variableDefinitions()));
/** Companion variable ids are word characters and dashes. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Fields of a state that the module has no variable for yet (a newer server's additions). */
export function unknownFields(fields: Fields, alreadyExtra: readonly string[]): string[] {
	const extra = new Set(alreadyExtra);
	return Object.keys(fields).filter((k) => !KNOWN.has(k) && !extra.has(k) && SAFE_ID.test(k));
}

/**
 * The variable values for a state. Every known variable gets a value: a field the state does
 * not have (player 5 after an eight-player artistic match ended and a two-player one began)
 * becomes empty rather than keeping the last match's value. `null` becomes empty text.
 */
export function variableValues(fields: Fields, extra: readonly string[] = []): CompanionVariableValues {
	const out: CompanionVariableValues = {};
	for (const id of [...KNOWN, ...extra]) {
		const v = fields[id];
		out[id] = v === null || v === undefined ? '' : v;
	}
	return out;
}

/** Only the values that differ from the last ones sent, so Companion redraws only what changed. */
export function changedValues(next: CompanionVariableValues, last: CompanionVariableValues): CompanionVariableValues {
	const out: CompanionVariableValues = {};
	for (const [k, v] of Object.entries(next)) if (last[k] !== v) out[k] = v;
	return out;
}
