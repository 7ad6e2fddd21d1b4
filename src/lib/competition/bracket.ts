/**
 * The bracket, by brackets-manager (a maintained model of round robins with groups, single and
 * double elimination with byes, grand final resets and a match for third place): each time the
 * state changes, a fresh in-memory manager is built from the draw and fed the decided matches in
 * the order they can be played. Rebuilding rather than updating keeps the competition log the
 * one truth: a correction or an undo upstream simply plays out differently, where the manager's
 * own update would refuse to touch a match whose follow-up is already played.
 */
import type { BracketsManager } from 'brackets-manager';
import type { InMemoryDatabase } from 'brackets-memory-db';
import type { Match as BmMatch, Participant, StageType } from 'brackets-model';
import type { CompetitionState, Decision } from './state';
import { decisionOf } from './state';
import { bracketSize } from './draw';
import type { Bracket, CompetitionMatch } from './types';

/** One match of the bracket as the manager has it: where it sits and who plays, as the view says it. */
export interface BracketMatch extends Pick<CompetitionMatch, 'id' | 'stage' | 'bracket' | 'group' | 'round' | 'rounds' | 'number' | 'players' | 'from' | 'winner'> {
	/** The decision fed to the manager (null: not decided, or decided for other players). */
	decision: Decision | null;
	draw: boolean;
}

export interface BracketOutcome {
	matches: BracketMatch[];
	/** Elimination formats: final places (1, 2, 3, 3 …) once the manager can give them. */
	placing: { place: number; name: string }[];
	/** groups-knockout: the groups' players, by group number. */
	groups: Map<number, string[]>;
}

const GROUPS_STAGE = 0;

/**
 * brackets-manager is loaded with the first bracket, not at every start of the server (a club with
 * no competition never needs it); the promise is kept, so later brackets do not go through the
 * module loader again (a dynamic import each time cost more than a small bracket's rebuild).
 */
let bracketLibrary: Promise<[typeof import('brackets-manager'), typeof import('brackets-memory-db')]> | null = null;
const loadBracketLibrary = () => (bracketLibrary ??= Promise.all([import('brackets-manager'), import('brackets-memory-db')]));

export async function buildBracket(s: CompetitionState): Promise<BracketOutcome> {
	const [managerModule, databaseModule] = await loadBracketLibrary();
	const db = new databaseModule.InMemoryDatabase();
	const manager = new managerModule.BracketsManager(db);
	const d = s.definition;
	const names = s.players.map((p) => p.name);
	const kind = d.format;
	const groups = new Map<number, string[]>();
	let matches: BracketMatch[] = [];

	if (kind === 'round-robin' || kind === 'double-round-robin' || kind === 'groups-knockout') {
		const groupCount = kind === 'groups-knockout' ? Math.min(d.options.groups ?? 2, Math.floor(names.length / 2)) : 1;
		await manager.create.stage({
			tournamentId: 0,
			name: 'groups',
			type: 'round_robin',
			seeding: names,
			settings: {
				groupCount,
				roundRobinMode: kind === 'double-round-robin' ? 'double' : 'simple',
				seedOrdering: ['groups.seed_optimized']
			}
		});
		matches = await play(manager, db, s, 0, 'round_robin');
		const data = await manager.get.stageData(0);
		const byId = new Map(data.participant.map((p: Participant) => [p.id, p.name]));
		for (const m of data.match) {
			const g = groupNumber(data.group, m.group_id);
			const list = groups.get(g) ?? [];
			for (const o of [m.opponent1, m.opponent2]) {
				const name = o?.id != null ? byId.get(o.id) : undefined;
				if (name && !list.includes(name)) list.push(name);
			}
			groups.set(g, list);
		}
		for (const [g, list] of groups) groups.set(g, names.filter((n) => list.includes(n)));
		if (kind !== 'groups-knockout' || !s.knockoutSeeds) return { matches, placing: [], groups };
		await manager.create.stage({
			tournamentId: 0,
			name: 'knockout',
			type: 'single_elimination',
			seeding: padded(s.knockoutSeeds),
			settings: { seedOrdering: ['natural'], consolationFinal: thirdPlace(d.options.thirdPlace, s.knockoutSeeds.filter((n) => n !== null).length) }
		});
		matches = matches.concat(await play(manager, db, s, 1, 'single_elimination'));
		return { matches, placing: await placing(manager, 1), groups };
	}

	const type: StageType = kind === 'single-elimination' ? 'single_elimination' : 'double_elimination';
	await manager.create.stage({
		tournamentId: 0,
		name: 'bracket',
		type,
		seeding: padded(names),
		settings: {
			seedOrdering: ['inner_outer'],
			...(type === 'single_elimination' ? { consolationFinal: thirdPlace(d.options.thirdPlace, names.length) } : { grandFinal: d.options.grandFinal ?? 'double' })
		}
	});
	matches = await play(manager, db, s, 0, type);
	return { matches, placing: await placing(manager, 0), groups };
}

/**
 * A match for third place needs two beaten semi-finalists: with three players one semi-final is a
 * bye, so there is none (the bracket's placing then ranks the one semi-final loser third).
 */
const thirdPlace = (asked: boolean | undefined, players: number): boolean => (asked ?? false) && players >= 4;

/** Seeds padded with byes (null) to a power of two: the byes fall to the top seeds. */
const padded = (seeds: readonly (string | null)[]): (string | null)[] => [...seeds, ...Array<null>(bracketSize(seeds.length) - seeds.length).fill(null)];

type Manager = BracketsManager;
type Group = { id: number | string; number: number };

function groupNumber(groups: Group[], id: number | string): number {
	return groups.find((g) => g.id === id)?.number ?? 1;
}

function bracketOf(type: StageType, groupNo: number): Bracket {
	if (type === 'round_robin') return 'group';
	if (groupNo === 1) return 'winners';
	if (type === 'double_elimination' && groupNo === 2) return 'losers';
	return 'final';
}

/**
 * Feeds the decided matches of one stage to the manager, then reads the stage back. Matches are
 * fed in the order they can be played — bracket (winners, losers, final), round, number — each
 * read afresh just before, so one pass places every result (a second pass only confirms): a
 * winners' round is complete before the losers' rounds its losers drop into.
 */
async function play(manager: Manager, db: InMemoryDatabase, s: CompetitionState, stageId: number, type: StageType): Promise<BracketMatch[]> {
	const fed = new Map<string, Decision>();
	const start = await manager.get.stageData(stageId);
	const nameOf = new Map(start.participant.map((p: Participant) => [p.id, p.name]));
	const groupNo = new Map(start.group.map((g) => [g.id, g.number]));
	const roundNo = new Map(start.round.map((r) => [r.id, r.number]));
	const place = (m: BmMatch) => [groupNo.get(m.group_id) ?? 0, roundNo.get(m.round_id) ?? 0, m.number] as const;
	const order = [...(start.match as BmMatch[])].sort((a, b) => {
		const [ga, ra, na] = place(a);
		const [gb, rb, nb] = place(b);
		return ga - gb || ra - rb || na - nb;
	});
	const firstGrandFinal = type === 'double_elimination' ? order.find((m) => place(m)[0] === 3 && place(m)[1] === 1) : undefined;
	for (let progress = true; progress; ) {
		progress = false;
		for (const listed of order) {
			const id = String(listed.id);
			if (fed.has(id)) continue;
			const m = ((await db.select('match', listed.id as number)) as BmMatch | null) ?? listed;
			if (m.status >= 4) continue;
			if (firstGrandFinal && place(m)[0] === 3 && place(m)[1] === 2) {
				const gf1 = (await db.select('match', firstGrandFinal.id as number)) as BmMatch | null;
				if (gf1?.opponent1?.result === 'win') continue; // the reset is not played
			}
			const p1 = m.opponent1?.id != null ? nameOf.get(m.opponent1.id) : undefined;
			const p2 = m.opponent2?.id != null ? nameOf.get(m.opponent2.id) : undefined;
			if (!p1 || !p2) continue;
			const decision = decisionOf(s, id);
			const outcome = decision && outcomeFor(decision, [p1, p2], type);
			if (!decision || !outcome) continue;
			await manager.update.match({ id: m.id, opponent1: outcome[0], opponent2: outcome[1] });
			fed.set(id, decision);
			progress = true;
		}
	}
	const data = await manager.get.stageData(stageId);
	const byId = new Map(data.participant.map((p: Participant) => [p.id, p.name]));
	const rounds = new Map<number | string, { group: number; number: number }>();
	for (const r of data.round) rounds.set(r.id, { group: groupNumber(data.group, r.group_id), number: r.number });
	const roundsIn = new Map<number, number>();
	for (const r of rounds.values()) roundsIn.set(r.group, Math.max(roundsIn.get(r.group) ?? 0, r.number));

	const out: BracketMatch[] = [];
	const resetNotPlayed = grandFinalWonOutright(data, type);
	for (const m of data.match as BmMatch[]) {
		// A bye (no opponent at all) is no match to play; nor is a reset the grand final made needless.
		if (m.opponent1 === null || m.opponent2 === null || resetNotPlayed.has(m.id)) continue;
		const r = rounds.get(m.round_id) ?? { group: 1, number: 1 };
		const g = groupNumber(data.group, m.group_id);
		const bracket = bracketOf(type, g);
		const name = (o: BmMatch['opponent1']) => (o?.id != null ? (byId.get(o.id) ?? null) : null);
		const players: [string | null, string | null] = [name(m.opponent1), name(m.opponent2)];
		const id = String(m.id);
		const decision = fed.get(id) ?? null;
		const w1 = m.opponent1?.result === 'win';
		const w2 = m.opponent2?.result === 'win';
		out.push({
			id,
			stage: stageId,
			bracket,
			group: bracket === 'group' ? g : null,
			round: r.number,
			rounds: roundsIn.get(r.group) ?? r.number,
			number: m.number,
			players,
			from: [null, null],
			decision,
			winner: w1 ? 0 : w2 ? 1 : null,
			draw: m.opponent1?.result === 'draw'
		});
	}
	return withSources(renumberLosers(out));
}

/**
 * A losers' bracket fed by byes has rounds with no match at all (all its players came through a
 * bye): they are left out, and the rounds shown count from the first that is played.
 */
function renumberLosers(matches: BracketMatch[]): BracketMatch[] {
	const played = [...new Set(matches.filter((m) => m.bracket === 'losers').map((m) => m.round))].sort((a, b) => a - b);
	if (played.length === 0 || played.every((r, i) => r === i + 1)) return matches;
	return matches.map((m) => (m.bracket === 'losers' ? { ...m, round: played.indexOf(m.round) + 1, rounds: played.length } : m));
}

/**
 * Double elimination with a reset: the manager fills the reset match whoever won the first grand
 * final, but it is played only when the losers' side won it (the winners' side has lost once
 * then too); when the winners' side won, the reset is no match at all.
 */
function grandFinalWonOutright(data: { match: unknown[]; group: Group[]; round: { id: number | string; group_id: number | string; number: number }[] }, type: StageType): Set<number | string> {
	if (type !== 'double_elimination') return new Set();
	const finalGroup = data.group.find((g) => g.number === 3);
	if (!finalGroup) return new Set();
	const rounds = data.round.filter((r) => r.group_id === finalGroup.id);
	const first = rounds.find((r) => r.number === 1);
	const second = rounds.find((r) => r.number === 2);
	if (!first || !second) return new Set();
	const matches = data.match as BmMatch[];
	const gf1 = matches.find((m) => m.round_id === first.id);
	if (gf1?.opponent1?.result !== 'win') return new Set();
	return new Set(matches.filter((m) => m.round_id === second.id).map((m) => m.id));
}

/**
 * What the manager is told about a decided match, or null when the decision was made for other
 * players than the bracket now has there (a correction upstream changed who plays): such a
 * result is void, never moved onto someone else.
 */
function outcomeFor(d: Decision, players: [string, string], type: StageType) {
	let winner: 0 | 1 | null;
	let scores: [number, number] | null;
	if (d.by === 'table') {
		const names = d.result.players.map((p) => p.name);
		if (names[0] !== players[0] || names[1] !== players[1]) return null;
		winner = d.result.winner === 0 || d.result.winner === 1 ? d.result.winner : null;
		scores = [d.result.players[0]?.score ?? 0, d.result.players[1]?.score ?? 0];
	} else {
		if (d.players && (d.players[0] !== players[0] || d.players[1] !== players[1])) return null;
		winner = d.winner;
		scores = d.scores;
	}
	// Only a round robin can end drawn; an elimination match waits for its tiebreak.
	if (winner === null && type !== 'round_robin') return null;
	const side = (i: 0 | 1) => ({
		...(scores ? { score: scores[i] } : {}),
		result: winner === null ? ('draw' as const) : winner === i ? ('win' as const) : ('loss' as const)
	});
	return [side(0), side(1)] as const;
}

/** Winners' bracket and single elimination: round r match n is fed by round r−1 matches 2n−1 and 2n. */
function withSources(matches: BracketMatch[]): BracketMatch[] {
	const key = (m: { stage: number; bracket: Bracket; round: number; number: number }) => `${m.stage}/${m.bracket}/${m.round}/${m.number}`;
	const byKey = new Map(matches.map((m) => [key(m), m]));
	for (const m of matches) {
		if (m.bracket !== 'winners' || m.round === 1) continue;
		const feeds = [2 * m.number - 1, 2 * m.number].map((n) => byKey.get(key({ ...m, round: m.round - 1, number: n })));
		m.from = [0, 1].map((i) => (m.players[i] === null && feeds[i] ? { kind: 'winner' as const, match: feeds[i].id } : null)) as BracketMatch['from'];
	}
	return matches;
}

async function placing(manager: Manager, stageId: number): Promise<{ place: number; name: string }[]> {
	const data = await manager.get.stageData(stageId);
	const type: StageType = data.stage[0]?.type ?? 'single_elimination';
	const notPlayed = grandFinalWonOutright(data, type);
	const done = (data.match as BmMatch[]).every((m) => m.opponent1 === null || m.opponent2 === null || m.status >= 4 || notPlayed.has(m.id));
	if (!done) return [];
	try {
		const standings = await manager.get.finalStandings(stageId);
		return standings.map((p) => ({ place: p.rank, name: p.name }));
	} catch {
		return [];
	}
}

export { GROUPS_STAGE };
