/**
 * The one view model: what every board shows of a table, as data and in no language. The wall
 * displays, the phone viewer, every overlay, the console's scoreboard, the tables page and OBS's
 * text sources all read `tableView(state, now)`; only their layouts differ, and their words come
 * from ./words.ts. Pure and small (no Svelte, no zod), so the overlays bundle it.
 *
 * Facts about disciplines come from the engine's catalog; facts about the match from the
 * engine's summary. Nothing here re-derives a rule: it only decides what is worth showing
 * (a finished match shows its result, not the next rack the engine has set up).
 */
import { disciplineInfo, type TargetKind } from '../engine/catalog';
import { BROADCAST_MOMENTS } from '../engine/types';
import type { ClockView, MatchEventWire, TableState, WireSummary } from '../protocol';
import { FAMILY_VIEWS, type MatchView, type PlayerView } from '../disciplines/view';
import type { FamilyView, PlayerCommon } from './model';
import { countryCode } from './flags';
import { clockTime, gameTime, type ClockTime, type GameTime } from './clock';

export type { MatchView, MatchViewOf, PlayerView } from '../disciplines/view';
export type { FrameView } from './model';
export type { RackView } from '../disciplines/pool/view';

export interface TableView {
	table: { id: string; name: string };
	match: MatchView | null;
	/** The stored match cannot be shown (an unknown discipline, a log this engine cannot replay). */
	problem: string | null;
	clock: ClockTime | null;
	/** A timed match's playing time (the game clock); null when the match is not timed. */
	gameClock: GameTime | null;
	/** The current match's id (null: none) and revision (0: none yet). */
	matchId: number | null;
	revision: number;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** Events by how much a board cares: a result card follows the first it finds. */
const EVENT_ORDER = ['match-won', 'match-drawn', 'rack-won', 'rerack', 'foul', 'choice-pending', 'inning-ended'];

function mostTelling(events: readonly MatchEventWire[] | undefined): MatchEventWire | null {
	if (!events?.length) return null;
	for (const type of EVENT_ORDER) {
		const e = events.find((x) => x.type === type);
		if (e) return e;
	}
	return events[0] ?? null;
}

/** Where the target of each kind is, in the set-up and (newer servers, with handicaps applied) the summary. */
const TARGET_KEY: Record<TargetKind, string> = { race: 'raceTo', points: 'pointsTo', countdown: 'startScore', 'best-of': 'bestOf', figures: '' };

/**
 * A player's own target with handicaps: the summary's per-player `target`, present exactly when
 * the set-up gave `targets` (a key as new as the summary's, so no older server sends one without
 * the other), else null.
 */
const ownTarget = (p: WireSummary['players'][number]): number | null => ('target' in p && typeof p.target === 'number' ? p.target : null);

/** The racks or frames a player needs to win (race to N; best of N: more than half); 0 for other targets. */
export const framesToWin = (kind: TargetKind, target: number | null): number =>
	target === null ? 0 : kind === 'race' ? target : kind === 'best-of' ? Math.ceil(target / 2) : 0;

export function matchView(state: TableState): MatchView | null {
	const m = state.match;
	const s = m?.summary;
	if (!m || !s || !Array.isArray(s.players)) return null;
	const info = disciplineInfo(s.discipline);
	if (!info) return null;
	// The family's builder for its member of the summary (the catalog's family of its discipline).
	const family = FAMILY_VIEWS[info.family] as FamilyView<WireSummary, object, object>;
	const setup = record(m.setup);
	const setupPlayers = Array.isArray(setup.players) ? setup.players : [];
	const live = s.status !== 'finished';
	// the summary's value where it has one (a set-up's with handicaps applied), else the set-up's
	const key = TARGET_KEY[info.target];
	const target = num(record(s)[key]) ?? num(setup[key]);
	const breaker = live ? family.breaker(s) : null;
	const players = s.players.map((p, i): PlayerView => {
		const seat = typeof setupPlayers[i] === 'string' ? { name: setupPlayers[i] } : record(setupPlayers[i]);
		const facts = family.facts(s, i);
		// only races and points matches have a per-player target (the engine gives none elsewhere)
		const mine = ownTarget(p) ?? target;
		const atTable = live && s.turn === i;
		const common: PlayerCommon = {
			index: i,
			name: text(p.name) ?? text(seat.name) ?? `#${i + 1}`,
			country: countryCode(('country' in p ? p.country : null) ?? text(seat.country)),
			rating: ('rating' in p ? p.rating : null) ?? num(seat.rating),
			score: p.score,
			target: mine,
			toGo: mine === null ? null : info.target === 'points' ? Math.max(0, mine - p.score) : info.target === 'countdown' ? p.score : null,
			innings: p.innings,
			average: p.average,
			highRun: p.highRun,
			run: atTable ? facts.currentRun : null,
			fouls: p.fouls,
			foulWarning: live && info.threeFoul && p.fouls >= 2 ? info.threeFoul : null,
			atTable,
			winner: !live && s.winner === i,
			breaker: breaker === i,
			forfeited: facts.forfeited,
			points: facts.points
		};
		// (the family's keys added to the one object: a spread into a new one costs half the view's time)
		return Object.assign(common, family.player(s, i, live)) as PlayerView;
	});
	return {
		id: m.id,
		revision: m.revision,
		discipline: s.discipline,
		info,
		family: info.family,
		targetKind: info.target,
		target,
		status: live ? 'live' : 'finished',
		winner: s.winner,
		draw: s.draw,
		turn: live ? s.turn : null,
		players,
		pending: live && s.pending ? { player: s.pending.player, options: [...s.pending.options] } : null,
		// Each on his own hill: with handicaps the targets differ.
		hillHill: live && players.length === 2 && players.every((p) => p.score === framesToWin(info.target, p.target) - 1),
		lastEvent: mostTelling((state.events ?? []).filter((e) => !(BROADCAST_MOMENTS as readonly string[]).includes(e.type))),
		moments: BROADCAST_MOMENTS.flatMap((type) => (state.events ?? []).filter((e) => e.type === type)),
		event: text(setup.event),
		...family.match(s, live, players)
	} as MatchView;
}

/**
 * Everything a board shows of a table at `now` (this screen's epoch ms). `skew` is the server's
 * clock minus this screen's (see ./clock.ts `skewOf`), so a TV whose clock is off by seconds
 * still counts the shot clock down to the server's deadline.
 */
export function tableView(state: TableState, now: number, skew = 0): TableView {
	const match = matchView(state);
	const unknown = !match && state.match ? `unknown discipline ${state.match.summary?.discipline ?? '?'}` : null;
	return {
		table: state.table,
		match,
		problem: state.error ?? unknown,
		clock: state.clock ? clockTime(state.clock as ClockView, now, skew) : null,
		gameClock: state.gameClock ? gameTime(state.gameClock, now, skew) : null,
		matchId: state.match?.id ?? null,
		revision: state.match?.revision ?? 0
	};
}
