/**
 * The match list and player statistics as the server answers them (docs/api.md "Match
 * records"), read through zod: an answer of another shape (an older server, a proxy's error
 * page) becomes a refusal the page can word, not a page that breaks on a missing field.
 */
import { z } from 'zod';
import type { MatchResult } from '../records/result';
// types only (erased in the browser bundle): the server's shapes these schemas must accept
import type { DisciplineStats as ServerDisciplineStats, MatchListResponse, PlayerStatsResponse } from '../protocol/records';

const playerResult = z.object({
	name: z.string(),
	country: z.string().nullable(),
	score: z.number(),
	innings: z.number(),
	average: z.number().nullable(),
	highRun: z.number(),
	racksWon: z.number().nullable(),
	breakAndRuns: z.number().nullable(),
	centuries: z.number().optional()
});

export const matchResultSchema = z.object({
	status: z.enum(['live', 'finished']),
	winner: z.number().int().nullable(),
	draw: z.boolean(),
	innings: z.number().nullable(),
	players: z.array(playerResult)
}) satisfies z.ZodType<MatchResult>;

/** A time as the store keeps it: epoch milliseconds or an ISO string. */
const when = z.union([z.number(), z.string()]);

export const matchRowSchema = z.object({
	id: z.number().int(),
	tableId: z.string(),
	tableName: z.string(),
	discipline: z.string(),
	startedAt: when,
	endedAt: when.nullable(),
	live: z.boolean(),
	players: z.array(z.object({ name: z.string(), country: z.string().nullable() })),
	result: matchResultSchema.nullable()
});
export type MatchRow = z.infer<typeof matchRowSchema>;

export const matchListSchema = z.object({ ok: z.literal(true), matches: z.array(matchRowSchema), next: z.number().int().nullable() });
export type MatchList = z.infer<typeof matchListSchema>;

export const disciplineStatsSchema = z.object({
	discipline: z.string(),
	matches: z.number(),
	wins: z.number(),
	points: z.number(),
	innings: z.number(),
	generalAverage: z.number().nullable(),
	bestAverage: z.number().nullable(),
	highRun: z.number(),
	racksWon: z.number().nullable(),
	racksLost: z.number().nullable(),
	breakAndRuns: z.number().nullable()
});
export type DisciplineStats = z.infer<typeof disciplineStatsSchema>;

export const playerStatsSchema = z.object({
	ok: z.literal(true),
	name: z.string(),
	matches: z.number(),
	wins: z.number(),
	draws: z.number(),
	disciplines: z.array(disciplineStatsSchema)
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** True when every value of type A is one the schema's input B takes. */
type Accepts<B, A extends B> = A;
/** Compile-time: every answer the server's types allow parses here (a changed shape fails `tsc`). */
export type ServerAnswers = [
	Accepts<z.input<typeof matchListSchema>, MatchListResponse>,
	Accepts<z.input<typeof playerStatsSchema>, PlayerStatsResponse>,
	Accepts<z.input<typeof disciplineStatsSchema>, ServerDisciplineStats>
];
