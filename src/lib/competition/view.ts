/**
 * The competition as every board sees it (types.ts), from its state (state.ts), its bracket
 * (bracket.ts), the standings (standings.ts) and the live scores of the matches on tables.
 */
import type { MatchResult } from '../records/result';
import { buildBracket, type BracketMatch } from './bracket';
import { matchSetupFor, templateFor } from './setup';
import type { CompetitionState } from './state';
import { standingsOf } from './standings';
import type { CompetitionMatch, CompetitionMatchStatus, CompetitionPlayer, CompetitionView, Standings } from './types';
import type { CompetitionPlayerInput } from './schema';

export interface ViewExtras {
	/** The live result of each match on a table now (from the table's state), by match id. */
	live?: ReadonlyMap<string, MatchResult>;
}

/** The players and set-up the table gets when `match` is assigned (null: not ready). */
export function assignmentFor(s: CompetitionState, m: CompetitionMatch): Record<string, unknown> | null {
	if (m.players[0] === null || m.players[1] === null) return null;
	const byName = new Map(s.players.map((p) => [p.name, p]));
	const seat = (name: string): CompetitionPlayerInput => byName.get(name) ?? { name };
	return matchSetupFor(s.definition, { id: s.id, name: s.definition.name, match: m.id, ...placed(m) }, [seat(m.players[0]), seat(m.players[1])]);
}

const placed = (m: Pick<BracketMatch, 'stage' | 'bracket' | 'group' | 'round' | 'rounds'>) => ({
	stage: m.stage,
	bracket: m.bracket,
	group: m.group,
	round: m.round,
	rounds: m.rounds
});

/**
 * The bracket of a state, built once: a state is never changed (applyEntry makes a new one), and
 * a live score refreshes the view of the same state many times a minute.
 */
const brackets = new WeakMap<CompetitionState, ReturnType<typeof buildBracket>>();
function bracketOf(s: CompetitionState): ReturnType<typeof buildBracket> {
	let b = brackets.get(s);
	if (!b) brackets.set(s, (b = buildBracket(s)));
	return b;
}

export async function viewOf(s: CompetitionState, extras: ViewExtras = {}): Promise<{ view: CompetitionView; bracket: BracketMatch[] }> {
	const built = await bracketOf(s);
	const matches = built.matches.map((b) => matchOf(s, b, extras.live?.get(b.id) ?? null));
	const discipline = String(s.definition.setup.discipline);
	const standings: Standings[] = [];
	for (const [group, names] of built.groups) {
		const groupMatches = matches.filter((m) => m.bracket === 'group' && m.group === group);
		standings.push(standingsOf(discipline, names, groupMatches, built.groups.size > 1 ? group : null));
	}
	const allDone = matches.length > 0 && matches.every((m) => m.status === 'finished');
	const knockoutPending = s.definition.format === 'groups-knockout' && !matches.some((m) => m.stage === 1);
	const finished = allDone && !knockoutPending;
	let placing = built.placing;
	if (finished && placing.length === 0 && standings.length === 1) placing = standings[0].rows.map((r) => ({ place: r.place, name: r.name }));
	const players: CompetitionPlayer[] = s.players.map((p, i) => ({
		name: p.name,
		country: p.country?.toUpperCase() ?? null,
		rating: p.rating ?? null,
		handicap: p.handicap ?? null,
		seed: i + 1
	}));
	const view: CompetitionView = {
		id: s.id,
		name: s.definition.name,
		format: s.definition.format,
		discipline,
		status: finished ? 'finished' : s.started ? 'running' : 'draft',
		seeding: s.definition.seeding,
		seed: s.definition.seeding === 'random' ? s.seed : null,
		players,
		matches,
		standings,
		tables: s.tables,
		auto: s.auto,
		placing: finished ? placing : [],
		revision: s.revision
	};
	return { view, bracket: built.matches };
}

function matchOf(s: CompetitionState, b: BracketMatch, live: MatchResult | null): CompetitionMatch {
	const assignment = s.assignments.get(b.id);
	// An assignment made for other players (a correction upstream changed who plays) is void.
	const valid = assignment && assignment.players[0] === b.players[0] && assignment.players[1] === b.players[1] ? assignment : null;
	const decided = b.decision !== null && (b.winner !== null || b.draw);
	let status: CompetitionMatchStatus;
	if (decided) status = 'finished';
	else if (valid) status = 'live';
	else if (b.players[0] !== null && b.players[1] !== null) status = 'ready';
	else status = 'waiting';
	const tableResult = valid ? (s.results.get(b.id)?.result ?? null) : null;
	let result: MatchResult | null = status === 'live' ? (live ?? tableResult) : tableResult;
	if (b.decision?.by === 'director') result = correctedResult(b, b.decision.scores);
	const base = {
		id: b.id,
		stage: b.stage,
		bracket: b.bracket,
		group: b.group,
		round: b.round,
		rounds: b.rounds,
		number: b.number,
		players: b.players,
		from: b.from
	};
	return {
		...base,
		status,
		table: valid?.table ?? null,
		tableMatch: valid?.tableMatch || null,
		setup: templateFor(s.definition, placed(b)),
		result,
		winner: decided ? b.winner : null,
		corrected: b.decision?.by === 'director'
	};
}

/** A result for a match the director decided: the scores he gave, nothing the table did not say. */
function correctedResult(b: BracketMatch, scores: [number, number] | null): MatchResult {
	return {
		status: 'finished',
		winner: b.winner,
		draw: b.draw,
		innings: null,
		players: [0, 1].map((i) => ({
			name: b.players[i] ?? '',
			country: null,
			score: scores?.[i] ?? 0,
			innings: 0,
			average: null,
			highRun: 0,
			racksWon: null,
			breakAndRuns: null
		}))
	};
}
