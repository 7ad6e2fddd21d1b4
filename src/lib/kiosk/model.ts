/**
 * Turns a table's wire state into what a wall display shows: per discipline family the few
 * numbers that matter, already worded in the display's language. Pure, so it is easy to test.
 */
import type { TableState, WireSummary } from '$lib/protocol';
import { disciplineName, type Lang, type T } from './i18n';
import { en as consoleEn } from '../i18n/en';
import { pl as consolePl } from '../i18n/pl';
import { ru as consoleRu } from '../i18n/ru';

/** A choice the rules offer, in the words the console uses for it (accept, re-rack …). */
function optionName(lang: Lang, option: string): string {
	const table: Record<string, string> = { en: consoleEn, pl: consolePl, ru: consoleRu }[lang];
	return table[`opt.${option}`] ?? option;
}

export type Family = 'pool' | 'straight' | 'carom' | 'pins' | 'artistic';

export function familyOf(discipline: string): Family {
	if (discipline === 'eight-ball' || discipline === 'nine-ball') return 'pool';
	if (discipline === 'straight-pool') return 'straight';
	if (discipline === 'artistic') return 'artistic';
	if (discipline === 'seven-pins' || discipline === 'kegel') return 'pins';
	return 'carom';
}

export interface Stat {
	label: string;
	value: string;
	/** Drawn as a warning (two fouls). */
	warn?: boolean;
	/** Drawn highlighted (a run in progress). */
	hot?: boolean;
}

export interface PlayerView {
	name: string;
	score: number;
	turn: boolean;
	winner: boolean;
	breaker: boolean;
	/** 8-ball group (solids/stripes), worded. */
	group: string | null;
	groupKind: 'solids' | 'stripes' | null;
	fouls: number;
	foulWarning: string | null;
	stats: Stat[];
	/** Carom: the last innings of the protocol (oldest first), the one in progress marked. */
	protocol: { n: number; points: number; now: boolean }[];
	/** Artistic: points per figure (null: not played yet). */
	figures: (number | null)[];
}

export interface BoardView {
	family: Family;
	discipline: string;
	disciplineLabel: string;
	/** "Race to 5", "To 100 points", "From 300". */
	target: string | null;
	finished: boolean;
	draw: boolean;
	winner: number | null;
	/** "Anna wins" / "Draw". */
	result: string | null;
	players: PlayerView[];
	/** Short situation line: "Rack 3", "Figure 2/4 · Massé (9) · attempt 2/3", "Inn. 14". */
	situation: string | null;
	/** Pool: balls still on the table. */
	onTable: number[] | null;
	ballInHand: string | null;
	pushOut: boolean;
	openTable: boolean;
	pending: string | null;
	/** Pins: the last stroke, worded. */
	lastStroke: string | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Decimal comma for Polish and Russian. */
export function decimal(lang: Lang, v: number, digits = 3): string {
	const s = v.toFixed(digits);
	return lang === 'en' ? s : s.replace('.', ',');
}

export function targetText(state: TableState, t: T): string | null {
	const setup = state.match?.setup ?? {};
	const s = state.match?.summary;
	const raceTo = num(setup.raceTo);
	if (raceTo !== null) return t('raceTo', { n: raceTo });
	const pointsTo = num(setup.pointsTo) ?? num(s?.pointsTo);
	if (pointsTo !== null) {
		const limit = num(setup.inningsLimit) ?? num(s?.inningsLimit);
		return t('pointsTo', { n: pointsTo }) + (limit !== null ? ` · ${t('innLimit', { n: limit })}` : '');
	}
	const start = num(s?.startScore) ?? num(setup.startScore);
	if (s && familyOf(s.discipline) === 'pins') return t('from', { n: start ?? 300 });
	return null;
}

export function describe(state: TableState, lang: Lang, t: T): BoardView | null {
	const s: WireSummary | undefined = state.match?.summary;
	if (!s) return null;
	const family = familyOf(s.discipline);
	const rack = (s.rack ?? {}) as Record<string, unknown>;
	const finished = s.status === 'finished';
	const groups = Array.isArray(rack.groups) ? (rack.groups as string[]) : null;
	const breaker = num(rack.breaker) ?? num(s.breaker);
	const figures = Array.isArray(s.figures) ? (s.figures as { name: string; points: number }[]) : [];

	const players: PlayerView[] = s.players.map((p, i) => {
		const turn = !finished && s.turn === i;
		const stats: Stat[] = [];
		let foulWarning: string | null = null;
		const threeFoul = s.discipline === 'nine-ball' || family === 'straight';
		if (threeFoul && p.fouls >= 2) foulWarning = family === 'straight' ? t('foulWarning14') : t('foulWarning');
		if (family === 'pool') {
			if (s.discipline === 'nine-ball') stats.push({ label: t('fouls'), value: String(p.fouls), warn: p.fouls >= 2 });
		} else if (family === 'straight') {
			stats.push({ label: t('innings'), value: String(p.innings) });
			stats.push({ label: t('highRun'), value: String(p.highRun) });
			stats.push({ label: t('fouls'), value: String(p.fouls), warn: p.fouls >= 2 });
		} else if (family === 'carom') {
			stats.push({ label: t('innings'), value: String(p.innings) });
			stats.push({ label: t('average'), value: p.average === null ? '–' : decimal(lang, p.average) });
			stats.push({ label: t('highRun'), value: String(p.highRun) });
			const run = num(p.currentRun);
			if (run !== null && turn) stats.push({ label: t('currentRun'), value: String(run), hot: true });
		} else if (family === 'pins') {
			stats.push({ label: t('counted'), value: String(num(p.counted) ?? 0) });
			stats.push({ label: t('penalties'), value: String(num(p.penalties) ?? 0) });
			stats.push({ label: t('innings'), value: String(p.innings) });
		}
		const proto = Array.isArray(p.protocol) ? (p.protocol as unknown[]).map((v) => num(v) ?? 0) : [];
		const runNow = family === 'carom' && turn && num(p.currentRun) !== null;
		const protocol = proto.map((points, k) => ({ n: k + 1, points, now: runNow && k === proto.length - 1 }));
		const group = groups?.[i] === 'solids' || groups?.[i] === 'stripes' ? (groups[i] as 'solids' | 'stripes') : null;
		return {
			name: p.name,
			score: p.score,
			turn,
			winner: finished && s.winner === i,
			breaker: (family === 'pool' || family === 'straight') && breaker === i,
			group: group ? t(group) : null,
			groupKind: group,
			fouls: p.fouls,
			foulWarning,
			stats,
			protocol,
			figures: Array.isArray(p.figures) ? (p.figures as unknown[]).map((v) => num(v)) : []
		};
	});

	let situation: string | null = null;
	if (family === 'pool' || family === 'straight') {
		const n = num(rack.number);
		if (n !== null) situation = t('rack', { n });
	} else if (family === 'artistic') {
		const f = s.figure as { index: number; name: string; points: number; attempt: number } | null | undefined;
		if (f && figures.length) situation = `${t('figure', { n: f.index + 1, of: figures.length })} · ${f.name} (${f.points}) · ${t('attempt', { n: f.attempt })}`;
		else if (figures.length) situation = t('figure', { n: figures.length, of: figures.length });
	} else if (family === 'carom') {
		const most = Math.max(0, ...s.players.map((p) => p.innings));
		situation = `${t('inn')} ${most}` + (s.equalizing === true ? ` · ${t('equalizing')}` : '');
	}

	const bih = rack.ballInHand;
	const last = s.lastStroke as { player: number; counted: number; penalty: number; outcome: string } | null | undefined;
	let lastStroke: string | null = null;
	if (family === 'pins' && last && s.players[last.player]) {
		const outcomeKey = ({ continues: 'continues', miss: 'miss', passes: 'passes', bust: 'bust', won: 'won', penalty: 'penalty', safety: 'safety' } as const)[last.outcome as 'miss'];
		const parts = [s.players[last.player].name];
		if (last.counted) parts.push(`+${last.counted}`);
		if (last.penalty) parts.push(`${t('penalty')} ${last.penalty}`);
		parts.push(outcomeKey ? t(outcomeKey) : last.outcome);
		lastStroke = parts.join(' · ');
	}
	let pending: string | null = null;
	if (s.pending && !finished) {
		const who = s.players[s.pending.player]?.name ?? '';
		pending = `${t('chooses', { name: who })}: ${s.pending.options.map((o) => optionName(lang, o)).join(' / ')}`;
	}
	const result = finished ? (s.draw ? t('draw') : s.winner !== null ? t('wins', { name: s.players[s.winner]?.name ?? '' }) : t('final')) : null;

	return {
		family,
		discipline: s.discipline,
		disciplineLabel: disciplineName(lang, s.discipline),
		target: targetText(state, t),
		finished,
		draw: s.draw,
		winner: s.winner,
		result,
		players,
		situation,
		onTable: (family === 'pool' || family === 'straight') && Array.isArray(rack.onTable) ? (rack.onTable as number[]) : null,
		ballInHand: finished ? null : bih === 'anywhere' ? t('ballInHand') : bih === 'kitchen' ? t('kitchen') : null,
		pushOut: !finished && rack.pushOutAvailable === true,
		openTable: !finished && s.discipline === 'eight-ball' && rack.openTable === true,
		pending,
		lastStroke
	};
}

/**
 * Columns × rows for n tiles on a screen of the given aspect (width / height): the layout whose
 * tiles can hold the largest box of a slightly-wider-than-square shape, then the fewest empty
 * cells. 1 → 1×1, 2 → 2×1, 4 → 2×2, 6 → 3×2, 12 → 4×3, 20 → 5×4, 40 → 8×5 on 16:9.
 */
export function gridFor(n: number, aspect = 16 / 9, tileAspect = 1.2): { cols: number; rows: number } {
	if (n <= 1) return { cols: 1, rows: 1 };
	let best = { cols: n, rows: 1, size: -1, empty: 0 };
	for (let cols = 1; cols <= n; cols++) {
		const rows = Math.ceil(n / cols);
		const w = aspect / cols;
		const h = 1 / rows;
		const size = Math.min(w / tileAspect, h);
		const empty = cols * rows - n;
		if (size > best.size + 1e-9 || (Math.abs(size - best.size) <= 1e-9 && empty < best.empty)) best = { cols, rows, size, empty };
	}
	return { cols: best.cols, rows: best.rows };
}
