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
import { disciplineInfo, type DisciplineInfo, type Family, type TargetKind } from '../engine/catalog';
import { BROADCAST_MOMENTS } from '../engine/types';
import { isFamily } from '../engine/summary';
import type { ClockView, MatchEventWire, TableState, WireSummary } from '../protocol';
import { countryCode } from './flags';
import { clockTime, type ClockTime } from './clock';

export interface PlayerView {
	index: number;
	name: string;
	/** ISO 3166 alpha-2, upper case, or null. */
	country: string | null;
	rating: number | null;
	/** Racks won (race), points (points), points left (countdown), figure points (artistic). */
	score: number;
	/**
	 * This player's target: racks or points to win (his own with handicaps, set-up `targets`), the
	 * start score of a countdown.
	 */
	target: number | null;
	/** Points still needed (points and countdown matches). */
	toGo: number | null;
	innings: number;
	average: number | null;
	highRun: number;
	/** The run in progress (carom, 14.1), while this player is at the table. */
	run: number | null;
	fouls: number;
	/** Two fouls in a row: the next costs the rack (9-ball) or 15 more points (14.1). */
	foulWarning: 'rack' | 'points' | null;
	atTable: boolean;
	winner: boolean;
	breaker: boolean;
	group: 'solids' | 'stripes' | null;
	forfeited: boolean;
	/** Carom and pins: points per inning, oldest first. */
	protocol: number[];
	/** Artistic: points per figure (null: not played yet). */
	figures: (number | null)[];
	/** Pins: points counted and penalties against. */
	counted: number | null;
	penalties: number | null;
	/** Kegel: must play the final safety (KG-9). */
	safetyDue: boolean;
	/** Points in the frame under way: balls on the pyramid shelf, snooker points; null elsewhere. */
	points: number | null;
}

export interface RackView {
	number: number;
	breaker: number;
	onTable: number[];
	ballInHand: 'anywhere' | 'kitchen' | null;
	openTable: boolean;
	pushOut: boolean;
	breakDue: boolean;
}

/**
 * The frame under way in pyramid and snooker (the engine's summary `frame`, worth showing while
 * live). Pyramid keys are null in snooker and the other way round.
 */
export interface FrameView {
	number: number;
	breaker: number;
	breakDue: boolean;
	/** Pyramid: the balls that win the frame (8) and the balls still on the table. */
	pointsTo: number | null;
	onTable: number | null;
	/** Snooker: reds and colours left, the ball on, points remaining, the snookers the trailer needs. */
	reds: number | null;
	colours: string[];
	ballOn: string | null;
	remaining: number | null;
	snookersRequired: number;
	/** Snooker: the break in progress (the striker's), 0 when none. */
	break: number;
	misses: number;
	freeBall: boolean;
	respottedBlack: boolean;
	/** Where the next stroke is played from (pyramid house/anywhere, snooker the D/anywhere). */
	inHand: 'house' | 'anywhere' | 'd' | null;
	/** Dynamic pyramid's premium stroke after a svoyak (NP-3). */
	premium: boolean;
}

export interface MatchView {
	id: number;
	revision: number;
	discipline: string;
	info: DisciplineInfo;
	family: Family;
	targetKind: TargetKind;
	/** The match's nominal target (players' own targets may differ with handicaps: PlayerView.target). */
	target: number | null;
	inningsLimit: number | null;
	status: 'live' | 'finished';
	winner: number | null;
	draw: boolean;
	/** Who is at the table (null when the match is over or between players). */
	turn: number | null;
	players: PlayerView[];
	/** Pool while the match is live; null once it is decided (no "next rack" on a result). */
	rack: RackView | null;
	/** Pyramid and snooker while the match is live; null elsewhere and once it is decided. */
	frame: FrameView | null;
	/** Carom: the inning being played (the most innings any player has begun). */
	inning: number | null;
	equalizing: boolean;
	/** Carom with an innings limit: the inning under way is the last one. */
	lastInning: boolean;
	balk: { run: number; limit: number } | null;
	tiebreakRound: number | null;
	/** Artistic: the figure under way and the programme's length. */
	figure: { index: number; of: number; name: string; points: number; attempt: number } | null;
	/** Pins: the last stroke. */
	lastStroke: { player: number; counted: number; penalty: number; outcome: string } | null;
	/** A choice the rules offer a player (engine option ids). */
	pending: { player: number; options: string[] } | null;
	/** Both players one rack from the win (pool race). */
	hillHill: boolean;
	/** The most telling event of the action that led here (match won over rack won …). */
	lastEvent: MatchEventWire | null;
	/** The broadcast moments of that action (hill-hill, break and run, a run reaching a mark …). */
	moments: MatchEventWire[];
	/** The event the match belongs to ("Club Cup 2025, final"), from its set-up; null if none. */
	event: string | null;
}

export interface TableView {
	table: { id: string; name: string };
	match: MatchView | null;
	/** The stored match cannot be shown (an unknown discipline, a log this engine cannot replay). */
	problem: string | null;
	clock: ClockTime | null;
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

function matchTarget(info: DisciplineInfo, setup: Record<string, unknown>, s: WireSummary): number | null {
	if (info.target === 'race') return num(setup.raceTo);
	// the set-up's value where a summary (of an older server) lacks the key
	if (isFamily(s, 'carom')) return num(s.pointsTo) ?? num(setup.pointsTo);
	if (info.target === 'points') return num(setup.pointsTo);
	if (isFamily(s, 'pins')) return num(s.startScore) ?? num(setup.startScore);
	if (isFamily(s, 'snooker')) return num(s.bestOf) ?? num(setup.bestOf);
	return null;
}

/**
 * A player's own target with handicaps: the summary's per-player `target`, present exactly when
 * the set-up gave `targets` (a key as new as the summary's, so no older server sends one without
 * the other), else null.
 */
const ownTarget = (p: WireSummary['players'][number]): number | null => ('target' in p && typeof p.target === 'number' ? p.target : null);

/** What one family adds to a player (typed by the engine's summary); defaults elsewhere. */
interface PlayerExtras {
	currentRun: number | null;
	protocol: number[];
	forfeited: boolean;
	figures: (number | null)[];
	counted: number | null;
	penalties: number | null;
	safetyDue: boolean;
	country: string | null;
	rating: number | null;
	points: number | null;
}

function playerExtras(s: WireSummary, i: number): PlayerExtras {
	const none: PlayerExtras = { currentRun: null, protocol: [], forfeited: false, figures: [], counted: null, penalties: null, safetyDue: false, country: null, rating: null, points: null };
	if (isFamily(s, 'carom')) {
		const p = s.players[i]!;
		return { ...none, currentRun: p.currentRun, protocol: p.protocol, forfeited: p.forfeited };
	}
	const p = s.players[i]!;
	const details = { country: 'country' in p ? (p.country ?? null) : null, rating: 'rating' in p ? (p.rating ?? null) : null };
	if (isFamily(s, 'pins')) {
		const pp = s.players[i]!;
		return { ...none, ...details, counted: pp.counted, penalties: pp.penalties, safetyDue: pp.safetyDue };
	}
	if (isFamily(s, 'artistic')) return { ...none, ...details, figures: s.players[i]!.figures, forfeited: s.forfeited === i };
	if (isFamily(s, 'pyramid')) return { ...none, ...details, points: s.players[i]!.shelf };
	if (isFamily(s, 'snooker')) {
		// The break in progress is the striker's run (shown like a carom run while he is at the table).
		return { ...none, ...details, points: s.players[i]!.points, currentRun: s.frame?.break ?? 0 };
	}
	return { ...none, ...details };
}

function playerView(
	p: WireSummary['players'][number],
	i: number,
	ctx: {
		s: WireSummary;
		info: DisciplineInfo;
		setupPlayer: Record<string, unknown>;
		target: number | null;
		live: boolean;
		breaker: number | null;
		groups: readonly string[] | null;
	}
): PlayerView {
	const { s, info, live } = ctx;
	// only races and points matches have a per-player target (the engine gives none elsewhere)
	const target = ownTarget(p) ?? ctx.target;
	const x = playerExtras(s, i);
	const atTable = live && s.turn === i;
	const toGo =
		target === null ? null : info.target === 'points' ? Math.max(0, target - p.score) : info.target === 'countdown' ? p.score : null;
	const group = ctx.groups?.[i];
	return {
		index: i,
		name: text(p.name) ?? text(ctx.setupPlayer.name) ?? `#${i + 1}`,
		country: countryCode(x.country ?? text(ctx.setupPlayer.country)),
		rating: x.rating ?? num(ctx.setupPlayer.rating),
		score: p.score,
		target,
		toGo,
		innings: p.innings,
		average: p.average,
		highRun: p.highRun,
		run: atTable ? x.currentRun : null,
		fouls: p.fouls,
		foulWarning: live && info.threeFoul && p.fouls >= 2 ? info.threeFoul : null,
		atTable,
		winner: !live && s.winner === i,
		breaker: (info.family === 'pool' || info.family === 'pyramid' || info.family === 'snooker') && live && ctx.breaker === i,
		// The groups of a live rack only: a finished match has no rack to play.
		group: live && (group === 'solids' || group === 'stripes') ? group : null,
		forfeited: x.forfeited,
		protocol: x.protocol,
		figures: x.figures,
		counted: x.counted,
		penalties: x.penalties,
		safetyDue: live && x.safetyDue,
		points: x.points
	};
}

function rackView(s: WireSummary): RackView | null {
	if (!isFamily(s, 'pool') || !s.rack) return null;
	const r = s.rack;
	return {
		number: r.number,
		breaker: r.breaker,
		onTable: r.onTable,
		ballInHand: r.ballInHand,
		openTable: r.openTable === true,
		pushOut: r.pushOutAvailable,
		breakDue: r.breakDue
	};
}

function frameView(s: WireSummary): FrameView | null {
	const base = { reds: null, colours: [], ballOn: null, remaining: null, snookersRequired: 0, break: 0, misses: 0, freeBall: false, respottedBlack: false, premium: false };
	if (isFamily(s, 'pyramid') && s.frame) {
		const f = s.frame;
		return { ...base, number: f.number, breaker: f.breaker, breakDue: f.breakDue, pointsTo: f.pointsTo, onTable: f.onTable, inHand: f.inHand, premium: f.premium };
	}
	if (isFamily(s, 'snooker') && s.frame) {
		const f = s.frame;
		// (the summary's frame as it is, and the pyramid keys null)
		return { ...base, ...f, colours: [...f.colours], breakDue: false, pointsTo: null, onTable: null, premium: false };
	}
	return null;
}

function figureView(s: WireSummary): MatchView['figure'] {
	if (!isFamily(s, 'artistic') || !s.figure || !s.figures.length) return null;
	const f = s.figure;
	return { index: f.index, of: s.figures.length, name: f.name, points: f.points, attempt: f.attempt };
}

/** Carom's match-level keys (innings limit, equalizing inning, balk run, tiebreak); null elsewhere. */
function caromOf(s: WireSummary) {
	return isFamily(s, 'carom') ? s : null;
}

/** The racks or frames a player needs to win (race to N; best of N: more than half); 0 for other targets. */
export const framesToWin = (kind: TargetKind, target: number | null): number =>
	target === null ? 0 : kind === 'race' ? target : kind === 'best-of' ? Math.ceil(target / 2) : 0;

export function matchView(state: TableState): MatchView | null {
	const m = state.match;
	const s = m?.summary;
	if (!m || !s || !Array.isArray(s.players)) return null;
	const info = disciplineInfo(s.discipline);
	if (!info) return null;
	const setup = record(m.setup);
	const setupPlayers = Array.isArray(setup.players) ? setup.players : [];
	const live = s.status !== 'finished';
	const target = matchTarget(info, setup, s);
	const carom = caromOf(s);
	const pool = isFamily(s, 'pool') ? s : null;
	const framed = isFamily(s, 'pyramid') || isFamily(s, 'snooker') ? s : null;
	const breaker = pool?.rack?.breaker ?? carom?.breaker ?? framed?.frame?.breaker ?? null;
	const players = s.players.map((p, i) =>
		playerView(p, i, {
			s,
			info,
			setupPlayer: typeof setupPlayers[i] === 'string' ? { name: setupPlayers[i] } : record(setupPlayers[i]),
			target,
			live,
			breaker,
			groups: pool?.rack?.groups ?? null
		})
	);
	const inningsLimit = carom?.inningsLimit ?? null;
	const inning = carom ? Math.max(0, ...players.map((p) => p.innings)) : null;
	const last = isFamily(s, 'pins') ? s.lastStroke : null;
	return {
		id: m.id,
		revision: m.revision,
		discipline: s.discipline,
		info,
		family: info.family,
		targetKind: info.target,
		target,
		inningsLimit,
		status: live ? 'live' : 'finished',
		winner: s.winner,
		draw: s.draw,
		turn: live ? s.turn : null,
		players,
		rack: live ? rackView(s) : null,
		frame: live ? frameView(s) : null,
		inning,
		equalizing: live && carom?.equalizing === true,
		lastInning: live && inning !== null && inningsLimit !== null && inning >= inningsLimit,
		balk: live && carom?.balk ? { run: carom.balk.run, limit: carom.balk.limit } : null,
		tiebreakRound: live ? (carom?.tiebreak?.round ?? null) : null,
		figure: live ? figureView(s) : null,
		lastStroke: last && players[last.player] ? { player: last.player, counted: last.counted, penalty: last.penalty, outcome: last.outcome } : null,
		pending: live && s.pending ? { player: s.pending.player, options: [...s.pending.options] } : null,
		// Each on his own hill: with handicaps the targets differ.
		hillHill: live && players.length === 2 && players.every((p) => p.score === framesToWin(info.target, p.target) - 1),
		lastEvent: mostTelling((state.events ?? []).filter((e) => !(BROADCAST_MOMENTS as readonly string[]).includes(e.type))),
		moments: BROADCAST_MOMENTS.flatMap((type) => (state.events ?? []).filter((e) => e.type === type)),
		event: text(setup.event)
	};
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
		matchId: state.match?.id ?? null,
		revision: state.match?.revision ?? 0
	};
}
