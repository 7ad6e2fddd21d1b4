/**
 * A competition's log folded into its state: pure and synchronous. The bracket itself (who
 * meets whom next) is worked out from this state by bracket.ts; nothing here knows a format.
 */
import type { MatchResult } from '../records/result';
import { drawOrder } from './draw';
import type { CompetitionDefinition, CompetitionEntry, CompetitionPlayerInput } from './schema';

export interface Assignment {
	table: string;
	tableMatch: number;
	players: [string, string];
}

/** How a match was decided: the table's result, or the director's correction. */
export type Decision =
	| { by: 'table'; tableMatch: number; result: MatchResult }
	| { by: 'director'; winner: 0 | 1 | null; scores: [number, number] | null; players: [string, string] | null };

export interface CompetitionState {
	id: string;
	definition: CompetitionDefinition;
	seed: string;
	/** Players in seed order (the draw). */
	players: CompetitionPlayerInput[];
	/** Live assignments: a match on a table (kept after it finished: the table it was played on). */
	assignments: Map<string, Assignment>;
	/** Table results as last reported (live or finished), by match. */
	results: Map<string, { tableMatch: number; result: MatchResult }>;
	/** Director corrections, by match: they stand until the director corrects again. */
	corrections: Map<string, { winner: 0 | 1 | null; scores: [number, number] | null; players: [string, string] | null }>;
	tables: string[];
	auto: boolean;
	knockoutSeeds: (string | null)[] | null;
	/** True once any match was assigned: the draw is fixed. */
	started: boolean;
	revision: number;
	createdAt: string;
}

/** Starts a state from the `create` entry. */
export function created(id: string, createdAt: string, entry: Extract<CompetitionEntry, { t: 'create' }>): CompetitionState {
	const d = entry.definition;
	return {
		id,
		definition: d,
		seed: entry.seed,
		players: drawOrder(d.players, d.seeding, entry.seed),
		assignments: new Map(),
		results: new Map(),
		corrections: new Map(),
		tables: [...d.tables],
		auto: d.auto,
		knockoutSeeds: null,
		started: false,
		revision: 1,
		createdAt
	};
}

/** One more entry. The service validated it against the state before storing it. */
export function applyEntry(s: CompetitionState, e: CompetitionEntry): CompetitionState {
	const next: CompetitionState = { ...s, revision: s.revision + 1 };
	switch (e.t) {
		case 'create':
			return next;
		case 'draw': {
			const seed = e.seed ?? s.seed;
			const players = e.players ?? s.definition.players;
			next.seed = seed;
			next.definition = { ...s.definition, players };
			next.players = drawOrder(players, s.definition.seeding, seed);
			return next;
		}
		case 'assign':
			next.assignments = new Map(s.assignments).set(e.match, { table: e.table, tableMatch: e.tableMatch, players: e.players });
			next.results = without(s.results, e.match);
			next.started = true;
			return next;
		case 'unassign':
			next.assignments = without(s.assignments, e.match);
			next.results = without(s.results, e.match);
			return next;
		case 'result': {
			const a = s.assignments.get(e.match);
			if (!a || a.tableMatch !== e.tableMatch) return next;
			// A director's correction stands over what the table says later (an undo and redo on
			// the table must not bring back the result the director overruled).
			next.results = new Map(s.results).set(e.match, { tableMatch: e.tableMatch, result: e.result as MatchResult });
			return next;
		}
		case 'correct':
			next.corrections = new Map(s.corrections).set(e.match, { winner: e.winner === null ? null : (e.winner as 0 | 1), scores: e.scores ?? null, players: e.players ?? null });
			next.started = true;
			return next;
		case 'tables':
			next.tables = [...e.tables];
			return next;
		case 'auto':
			next.auto = e.auto;
			return next;
		case 'knockout':
			next.knockoutSeeds = e.seeds;
			return next;
	}
}

export function fold(id: string, createdAt: string, entries: readonly CompetitionEntry[]): CompetitionState {
	const [first, ...rest] = entries;
	if (!first || first.t !== 'create') throw new Error(`competition ${id}: the log does not start with its definition`);
	return rest.reduce(applyEntry, created(id, createdAt, first));
}

function without<V>(map: Map<string, V>, key: string): Map<string, V> {
	if (!map.has(key)) return map;
	const copy = new Map(map);
	copy.delete(key);
	return copy;
}

/** The decision in force for a match: a correction, or the table's finished result. */
export function decisionOf(s: CompetitionState, match: string): Decision | null {
	const c = s.corrections.get(match);
	if (c) {
		const a = s.assignments.get(match);
		return { by: 'director', winner: c.winner, scores: c.scores, players: c.players ?? a?.players ?? null };
	}
	const r = s.results.get(match);
	if (r && r.result.status === 'finished') return { by: 'table', tableMatch: r.tableMatch, result: r.result };
	return null;
}
