/**
 * What enters a competition from outside, as zod schemas that also give the types: the
 * definition (`POST /api/competitions`) and the log's entries (what the director, the API and
 * the tables do to it). The log is the competition's truth; the view (types.ts) is worked out
 * from it (model.ts), so a restart, another node or a correction replays to the same place.
 */
import { z } from 'zod';
import { BRACKETS, FORMATS, SEEDINGS } from './types';
import { tableIdSchema } from '../protocol';

export const MAX_COMPETITION_PLAYERS = 128;

export const competitionPlayerSchema = z.strictObject({
	name: z.string().trim().min(1).max(80),
	country: z
		.string()
		.trim()
		.regex(/^[A-Za-z]{2,3}$/)
		.optional(),
	rating: z.number().finite().optional(),
	/** Pool: the player's race-to; carom and 14.1: the player's points-to. */
	handicap: z.int().min(1).max(100_000).optional()
});
export type CompetitionPlayerInput = z.infer<typeof competitionPlayerSchema>;

/** A set-up template: a match set-up without players (the engine's keys for the discipline). */
const setupTemplate = z.record(z.string(), z.unknown()).refine((s) => typeof s.discipline === 'string', 'the set-up names its discipline');

/**
 * A change of set-up for part of the competition: later rounds may play longer. Applies to the
 * matches of `bracket` (any when absent) from round `fromRound` (1 when absent); later entries
 * win over earlier ones. `setup` holds only the keys it changes (never `discipline`).
 */
export const setupStepSchema = z.strictObject({
	stage: z.int().min(0).max(1).optional(),
	bracket: z.enum(BRACKETS).optional(),
	fromRound: z.int().min(1).max(64).optional(),
	setup: z.record(z.string(), z.unknown()).refine((s) => !('discipline' in s) && !('players' in s), 'a step changes neither the discipline nor the players')
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export const formatOptionsSchema = z
	.strictObject({
		/** groups-knockout: number of groups. */
		groups: z.int().min(1).max(32).optional(),
		/** groups-knockout: players going on from each group. */
		advance: z.int().min(1).max(16).optional(),
		/** double-elimination: `double` plays a reset when the losers' side wins the first grand final. */
		grandFinal: z.enum(['simple', 'double']).optional(),
		/** single-elimination (and the knockout of groups-knockout): play a match for third place. */
		thirdPlace: z.boolean().optional()
	})
	.default({});
export type FormatOptions = z.infer<typeof formatOptionsSchema>;

export const competitionDefinitionSchema = z.strictObject({
	name: z.string().trim().min(1).max(120),
	format: z.enum(FORMATS),
	options: formatOptionsSchema,
	setup: setupTemplate,
	steps: z.array(setupStepSchema).max(32).default([]),
	/** In seed order when `seeding` is `hand`. */
	players: z.array(competitionPlayerSchema).min(2).max(MAX_COMPETITION_PLAYERS),
	seeding: z.enum(SEEDINGS).default('hand'),
	/** The random draw's seed (any text); the server picks one when it is absent. */
	seed: z.string().trim().min(1).max(64).optional(),
	tables: z.array(tableIdSchema).max(64).default([]),
	auto: z.boolean().default(false),
	/**
	 * Seconds a finished match stays on its table before auto-assignment puts the next one there:
	 * the marker's window to undo a mistaken last stroke (the table's own undo after the end).
	 */
	autoDelay: z.int().min(0).max(600).default(15)
});
export type CompetitionDefinitionInput = z.input<typeof competitionDefinitionSchema>;
export type CompetitionDefinition = z.output<typeof competitionDefinitionSchema>;

const matchId = z.string().regex(/^\d{1,6}$/);

/**
 * One entry of a competition's log. `create` is always the first; the rest change it.
 * - `draw`: draw again (random seeding, a new seed) or re-seed; refused once a match started.
 * - `assign`: a ready match goes to a table; `tableMatch` is the table's new match id. It is
 *   stored twice: first with `tableMatch` 0 (the table is claimed: another node's assignment of
 *   the same match or table is refused before any table is touched), then with the id once the
 *   table's match is stored.
 * - `unassign`: a live match with no stroke played goes back to ready.
 * - `result`: the engine's result of the table's match (live score, finished, or un-finished by
 *   an undo after the end); written by the server, never sent by a client.
 * - `correct`: the director decides a match by hand (`winner`, and the scores if known).
 * - `tables` / `auto`: which tables the competition may use, and whether it fills them itself.
 * - `assign` keeps the players it sent to the table: a later correction upstream that changes
 *   who should play makes that assignment (and its result) void rather than misattributed.
 */
export const competitionEntrySchema = z.discriminatedUnion('t', [
	z.strictObject({ t: z.literal('create'), definition: competitionDefinitionSchema, seed: z.string().min(1).max(64) }),
	z.strictObject({ t: z.literal('draw'), seed: z.string().trim().min(1).max(64).optional(), players: z.array(competitionPlayerSchema).min(2).max(MAX_COMPETITION_PLAYERS).optional() }),
	z.strictObject({ t: z.literal('assign'), match: matchId, table: tableIdSchema, tableMatch: z.int().min(0), players: z.tuple([z.string(), z.string()]) }),
	z.strictObject({ t: z.literal('unassign'), match: matchId }),
	z.strictObject({ t: z.literal('result'), match: matchId, tableMatch: z.int().positive(), result: z.unknown() }),
	z.strictObject({
		t: z.literal('correct'),
		match: matchId,
		/** null: a draw (a round-robin match of a discipline that can end drawn). */
		winner: z.int().min(0).max(1).nullable(),
		scores: z.tuple([z.int().min(0), z.int().min(0)]).optional(),
		/** Who the director decided it for (a later correction upstream that changes them voids it). */
		players: z.tuple([z.string(), z.string()]).optional()
	}),
	z.strictObject({ t: z.literal('tables'), tables: z.array(tableIdSchema).max(64) }),
	z.strictObject({ t: z.literal('auto'), auto: z.boolean() }),
	/**
	 * groups-knockout: the knockout's seeds as the groups finished (winners first, paired so that
	 * players of one group meet as late as possible), written by the server when the last group
	 * match ends; null withdraws it (a group result undone before the knockout started).
	 */
	z.strictObject({ t: z.literal('knockout'), seeds: z.array(z.string().nullable()).max(MAX_COMPETITION_PLAYERS).nullable() })
]);
export type CompetitionEntry = z.infer<typeof competitionEntrySchema>;

export const competitionIdSchema = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/);
