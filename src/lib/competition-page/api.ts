/**
 * The competition pages' addresses (docs/api.md "Competitions"): the list, the definition, the
 * view and its live stream (Server-Sent Events), and the director's requests, asked through
 * api/client.ts. Answers are read through zod, so an answer of another shape becomes a refusal
 * the page can word. Refusals keep their code and params: the pages translate them (tReason).
 */
import { z } from 'zod';
import { FORMATS, type CompetitionView } from '../competition/types';
import type { CompetitionDefinitionInput } from '../competition/schema';
import { ask, jsonPicked, type Answer, type AskInit } from '../api/client';
import type { KnownPlayer } from '../protocol/players';

export type { CompetitionView, CompetitionMatch, Standings, StandingRow, CompetitionPlayer, Format } from '../competition/types';

/** Enough of a CompetitionView to draw a page without tripping on a missing list; the rest is the contract (types.ts). */
const viewSchema = z.looseObject({
	id: z.string(),
	name: z.string(),
	format: z.enum(FORMATS),
	discipline: z.string(),
	status: z.enum(['draft', 'running', 'finished']),
	players: z.array(z.looseObject({ name: z.string() })),
	matches: z.array(z.looseObject({ id: z.string(), status: z.string(), players: z.array(z.string().nullable()) })),
	standings: z.array(z.looseObject({ rows: z.array(z.looseObject({ name: z.string() })) })),
	tables: z.array(z.string()),
	auto: z.boolean(),
	revision: z.number()
});
const asView = (v: unknown): CompetitionView | null => (viewSchema.safeParse(v).success ? (v as CompetitionView) : null);

export const listEntrySchema = z.looseObject({
	id: z.string(),
	name: z.string(),
	createdAt: z.union([z.string(), z.number()]),
	revision: z.number(),
	format: z.string(),
	discipline: z.string(),
	status: z.string()
});
export type CompetitionListEntry = z.infer<typeof listEntrySchema>;

export type { Answer } from '../api/client';

const read = <T>(url: string, pick: (body: unknown) => T | null, init?: AskInit): Promise<Answer<T>> => ask(url, jsonPicked(pick), init);

const base = (id: string) => `/api/competitions/${encodeURIComponent(id)}`;
const post = (body: unknown): AskInit => ({ method: 'POST', json: body });
const competitionOf = (b: unknown) => asView((b as { competition?: unknown } | null)?.competition);

export function listCompetitions(): Promise<Answer<CompetitionListEntry[]>> {
	return read('/api/competitions', (b) => {
		const r = z.object({ competitions: z.array(listEntrySchema) }).safeParse(b);
		return r.success ? r.data.competitions : null;
	});
}

export function getCompetition(id: string): Promise<Answer<CompetitionView>> {
	return read(base(id), asView);
}

export function createCompetition(definition: CompetitionDefinitionInput): Promise<Answer<{ id: string }>> {
	return read('/api/competitions', (b) => {
		const r = z.object({ ok: z.literal(true), id: z.string() }).safeParse(b);
		return r.success ? { id: r.data.id } : null;
	}, post(definition));
}

export function removeCompetition(id: string): Promise<Answer<true>> {
	return read(base(id), (b) => ((b as { ok?: unknown } | null)?.ok === true ? true : null), { method: 'DELETE' });
}

/** The director's requests: each answers the competition as it now is. */
export const director = {
	draw: (id: string, body: { seed?: string; revision?: number }) => read(`${base(id)}/draw`, competitionOf, post(body)),
	assign: (id: string, match: string, table: string, revision?: number) =>
		read(`${base(id)}/matches/${encodeURIComponent(match)}/assign`, competitionOf, post({ table, revision })),
	unassign: (id: string, match: string) => read(`${base(id)}/matches/${encodeURIComponent(match)}/unassign`, competitionOf, post({})),
	correct: (id: string, match: string, winner: 0 | 1 | null, scores?: [number, number]) =>
		read(`${base(id)}/matches/${encodeURIComponent(match)}/correct`, competitionOf, post(scores ? { winner, scores } : { winner })),
	tables: (id: string, tables: string[]) => read(`${base(id)}/tables`, competitionOf, post({ tables })),
	auto: (id: string, auto: boolean) => read(`${base(id)}/auto`, competitionOf, post({ auto }))
};

/**
 * Follows a competition live: the whole view on connect and on every change. EventSource
 * reconnects by itself after an error; `onstatus` says whether the stream is open.
 */
export function follow(id: string, onview: (v: CompetitionView) => void, onstatus: (open: boolean) => void): () => void {
	const source = new EventSource(`${base(id)}/events`);
	source.addEventListener('competition', (e) => {
		let data: unknown;
		try {
			data = JSON.parse((e as MessageEvent<string>).data);
		} catch {
			return;
		}
		const view = asView(data);
		if (view) onview(view);
	});
	source.onopen = () => onstatus(true);
	source.onerror = () => onstatus(false);
	return () => source.close();
}

/** The venue's remembered players (operators only): null when they cannot be read. */
export async function venuePlayers(): Promise<KnownPlayer[] | null> {
	const r = await read('/api/players', (b) => {
		const players = (b as { players?: unknown } | null)?.players;
		return Array.isArray(players) ? (players as KnownPlayer[]) : null;
	});
	return r.ok ? r.value : null;
}

const tableListSchema = z.object({ tables: z.array(z.looseObject({ id: z.string(), name: z.string() })) });

/**
 * The venue's table names by id, from the public table list (docs/api.md `GET /api/v1/tables`):
 * the public page has no venue socket (a hall full of phones), but says "Table 2 · Main arena",
 * not the address "t2". Null when it cannot be read (the page then shows the id).
 */
export async function tableNames(): Promise<Record<string, string> | null> {
	const r = await read('/api/v1/tables', (b) => {
		const list = tableListSchema.safeParse(b);
		return list.success ? Object.fromEntries(list.data.tables.map((tb) => [tb.id, tb.name])) : null;
	});
	return r.ok ? r.value : null;
}
