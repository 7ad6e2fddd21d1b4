/**
 * What a director (or an API tool) asks of a competition, decided against its current state:
 * redraw, put a ready match on a free table, take it off again, correct a result, choose the
 * tables, switch auto-assignment. Each either names the log entry to store or refuses with a
 * coded reason and the current competition.
 */
import { refusal } from '../../protocol/refusals';
import { engine } from '../engine';
import { alwaysDecided } from '../../competition/standings';
import { checkDefinition } from './validate';
import type { CompetitionEntry, CompetitionPlayerInput } from '../../competition/schema';
import { newSeed } from '../../competition/draw';
import { assignmentFor } from '../../competition/view';
import type { CompetitionMatch } from '../../competition/types';
import type { TableState } from '../../protocol';
import type { Answer, CompetitionService } from './service';

type Loaded = NonNullable<Awaited<ReturnType<CompetitionService['current']>>>;

const no = (status: number, why: ReturnType<typeof refusal>, l: Loaded): Answer => ({ ok: false, status, why, view: l.view });

function findMatch(l: Loaded, match: string): CompetitionMatch | null {
	return l.view.matches.find((m) => m.id === match) ?? null;
}

/**
 * Why a table cannot take a competition match now, or null. A table is busy while its match is
 * under way (a stroke played and no winner yet); a match only set up, with nothing played, is
 * replaced. A table with a live match of any competition is taken until that match ends.
 */
export function tableBusy(svc: CompetitionService, table: string): ReturnType<typeof refusal> | null {
	const state = svc.venue.tableState(table);
	if (!state) return refusal('no-table', { table });
	const on = svc.matchOnTable(table);
	if (on) return refusal('comp-table-taken', { table, match: on.match.id, competition: on.id });
	if (underWay(state)) return refusal('comp-table-busy', { table, tableMatch: state.match!.id });
	return null;
}

export const underWay = (state: TableState): boolean => !!state.match && state.match.revision > 0 && state.match.summary.status !== 'finished';

export function draw(svc: CompetitionService, id: string, body: { seed?: string; players?: CompetitionPlayerInput[]; revision?: number }) {
	return svc.change(id, body.revision, (l) => {
		if (l.state.started) return no(409, refusal('comp-draw-started'), l);
		if (body.players) {
			const wrong = checkDefinition({ ...l.state.definition, players: body.players }, svc.venue);
			if (wrong) return no(wrong.status, wrong.why, l);
		}
		const seed = body.seed ?? (l.state.definition.seeding === 'random' ? newSeed(svc.random) : undefined);
		const entry: CompetitionEntry = { t: 'draw', ...(seed ? { seed } : {}), ...(body.players ? { players: body.players } : {}) };
		return entry;
	});
}

/**
 * Starts `match` on `table` in three steps, each stored before the next: the claim (an `assign`
 * with no table match yet, so another node assigning the same match or table at the same moment
 * is refused before any table is touched), the table's new match (players, set-up, the
 * competition link), then the assignment with the table match's id. A server stopped between
 * them finishes the job at its next start (flow.ts, reconcile).
 */
export async function assign(svc: CompetitionService, id: string, matchId: string, table: string, revision?: number): Promise<Answer> {
	let players: [string, string] | null = null;
	const claimed = await svc.change(id, revision, (l) => {
		const m = findMatch(l, matchId);
		if (!m) return no(404, refusal('comp-no-such-match', { match: matchId }), l);
		if (m.status !== 'ready') return no(409, refusal('comp-match-not-ready', { match: matchId, status: m.status }), l);
		const busy = tableBusy(svc, table);
		if (busy) return no(busy.code === 'no-table' ? 404 : 409, busy, l);
		// the table's set-up must be one the engine takes, or nothing is stored
		const setup = assignmentFor(l.state, m);
		const made = setup ? engine.create(setup) : null;
		if (!made?.ok) return no(422, refusal('comp-setup', { discipline: String(l.state.definition.setup.discipline), detail: made && !made.ok ? made.reason : 'no players' }), l);
		players = [m.players[0]!, m.players[1]!];
		return { t: 'assign', match: matchId, table, tableMatch: 0, players } satisfies CompetitionEntry;
	});
	if (!claimed.ok || !players) return claimed;
	return startClaimed(svc, id, matchId, table, players);
}

/** The claim's second and third steps: the table's match, then its id in the competition. */
export async function startClaimed(svc: CompetitionService, id: string, matchId: string, table: string, players: [string, string]): Promise<Answer> {
	let refused: ReturnType<typeof refusal> | null = null;
	const done = await svc.change(id, undefined, async (l) => {
		const a = l.state.assignments.get(matchId);
		const m = findMatch(l, matchId);
		const same = a && a.table === table && a.players[0] === players[0] && a.players[1] === players[1];
		// already done by the start-up reconcile or a report that found the table's match first
		if (same && a.tableMatch !== 0) return { ok: true, view: l.view };
		if (!a || !same || !m) {
			return no(409, refusal('comp-match-not-ready', { match: matchId, status: m?.status ?? 'waiting' }), l);
		}
		const setup = assignmentFor(l.state, { ...m, players: [players[0], players[1]] });
		const current = svc.venue.tableState(table)?.match ?? null;
		// This claim's match already on the table (a start stored before a crash): the link, the
		// players, not over. Anything else is replaced: the match's old table match left set up when
		// it was taken off (perhaps played out since), or one made for other players before a
		// correction upstream changed who plays.
		const linked = current?.setup?.competition as { id?: string; match?: string } | undefined;
		const seated = Array.isArray(current?.setup?.players) ? (current.setup.players as unknown[]).map((p) => (typeof p === 'string' ? p : (p as { name?: unknown } | null)?.name)) : [];
		const ours = linked?.id === id && linked.match === matchId && seated[0] === players[0] && seated[1] === players[1] && current?.summary.status !== 'finished';
		let tableMatch: number;
		if (current && ours) tableMatch = current.id;
		else {
			const started = setup ? await svc.venue.startMatch(table, setup, current?.id ?? null) : null;
			if (!started?.reply.ok) {
				// the table could not take it: the claim is given back, and the caller told why
				refused = started && !started.reply.ok ? { reason: started.reply.reason, code: started.reply.code ?? 'not-stored', ...(started.reply.params ? { params: started.reply.params } : {}) } : refusal('comp-match-not-ready', { match: matchId, status: 'ready' });
				return { t: 'unassign', match: matchId } satisfies CompetitionEntry;
			}
			started.publish();
			tableMatch = started.reply.state.match!.id;
		}
		return { t: 'assign', match: matchId, table, tableMatch, players } satisfies CompetitionEntry;
	});
	if (done.ok && refused) return { ok: false, status: 409, why: refused, view: done.view };
	return done;
}

/**
 * Takes a live match off its table while nothing has been played there (a stroke played, or a
 * finished match, is for `correct`). The table keeps its players but its match loses the
 * competition link, so its console no longer says it belongs to the competition.
 */
export function unassign(svc: CompetitionService, id: string, matchId: string, revision?: number) {
	return svc.change(id, revision, async (l) => {
		const m = findMatch(l, matchId);
		if (!m) return no(404, refusal('comp-no-such-match', { match: matchId }), l);
		if (m.status !== 'live' || m.table === null) return no(409, refusal('comp-not-live', { match: matchId }), l);
		const state = svc.venue.tableState(m.table);
		const onTable = state?.match && state.match.id === m.tableMatch ? state.match : null;
		if (onTable && onTable.revision > 0) return no(409, refusal('comp-unassign-played', { match: matchId, table: m.table }), l);
		if (onTable) {
			const { competition: _link, ...rest } = onTable.setup;
			const plain = await svc.venue.startMatch(m.table, rest, onTable.id);
			if (plain.reply.ok) plain.publish();
		}
		return { t: 'unassign', match: matchId } satisfies CompetitionEntry;
	});
}

type Decided = { winner: 0 | 1 | null; scores?: [number, number]; revision?: number };

/**
 * The director decides a match (`correct`: any match with both players — a walkover, a paper
 * result, a mistake), or a result is reported by hand for a match being played (`report`: only
 * on a table). A draw only where the match can end drawn (a round-robin match of carom, pins or
 * artistic: never pool, pyramid or snooker); scores, when given, must give the winner (handicap matches are decided by each
 * player's own target, so there the scores are taken as given).
 */
export function decide(svc: CompetitionService, id: string, matchId: string, body: Decided, mode: 'correct' | 'report') {
	return svc.change(id, body.revision, (l) => {
		const m = findMatch(l, matchId);
		if (!m) return no(404, refusal('comp-no-such-match', { match: matchId }), l);
		if (mode === 'report' && m.status !== 'live') return no(409, refusal('comp-not-live', { match: matchId }), l);
		if (m.players[0] === null || m.players[1] === null) return no(409, refusal('comp-correct-waiting', { match: matchId }), l);
		if (body.winner === null && (m.bracket !== 'group' || alwaysDecided(String(l.state.definition.setup.discipline)))) return no(422, refusal('comp-no-draw', { match: matchId }), l);
		const handicap = Array.isArray(m.setup.targets) || l.state.players.some((p) => p.handicap !== undefined && m.players.includes(p.name));
		if (body.scores && !handicap) {
			const [a, b] = body.scores;
			const fits = body.winner === null ? a === b : body.winner === 0 ? a > b : b > a;
			if (!fits) return no(422, refusal('comp-scores-winner', { match: matchId, a, b }), l);
		}
		const sameScores = !body.scores || (m.result?.players[0]?.score === body.scores[0] && m.result?.players[1]?.score === body.scores[1]);
		if (m.status === 'finished' && m.winner === body.winner && sameScores) return no(409, refusal('comp-correct-same', { match: matchId }), l);
		const players: [string, string] = [m.players[0], m.players[1]];
		return { t: 'correct', match: matchId, winner: body.winner, ...(body.scores ? { scores: body.scores } : {}), players } satisfies CompetitionEntry;
	});
}

export function setTables(svc: CompetitionService, id: string, tables: string[], revision?: number) {
	return svc.change(id, revision, (l) => {
		for (const t of tables) if (!svc.venue.has(t)) return no(404, refusal('no-table', { table: t }), l);
		return { t: 'tables', tables: [...new Set(tables)] } satisfies CompetitionEntry;
	});
}

export function setAuto(svc: CompetitionService, id: string, auto: boolean, revision?: number) {
	return svc.change(id, revision, () => ({ t: 'auto', auto }) satisfies CompetitionEntry);
}
