/**
 * What a score sheet says, worded and laid out as tables, independent of the PDF library: the
 * header (event, venue, table, date, discipline, target, innings limit), the play (per inning and
 * player points and running total; a pool race rack by rack; artistic per figure; pyramid and
 * snooker frame by frame, then each frame visit by visit: below), the totals,
 * the result and who signs. Everything comes from the record model (../../records/record.ts) and
 * its result row (../../records/result.ts); nothing is re-derived from the log here.
 */
import type { MatchRecordView } from '../../records/record';
import { resultOf } from '../../records/result';
import type { ArtisticSummary } from '../../engine/summary';
import { initials, withCountry, type SheetWords } from './sheet-words';
import { boardT } from '../../i18n/board';
import { competitionLink, roundLabel } from '../../competition/words';
import { venueTime } from '../../records/time';
import { venueTimeZone } from '../config';
import { receivedText, visitLines, type FrameRecord } from '../../records/frames';
import type { MatchResult } from '../../records/result';
import { frameNotes, frameWord, type FramesFamily } from '../../records/frame-words';

export type Align = 'left' | 'center' | 'right';

export interface SheetColumn {
	label: string;
	/** Share of the table's width. */
	width: number;
	align: Align;
}

export interface SheetTable {
	/** A heading above the table (a frame's visits: "Frame 3, visit by visit"), or null. */
	title: string | null;
	/** A row above the column labels: player names over their columns. */
	groups: { label: string; span: number }[] | null;
	columns: SheetColumn[];
	rows: string[][];
}

export interface SheetModel {
	title: string;
	matchLabel: string;
	header: { label: string; value: string }[];
	/** The play, one table or more (pyramid and snooker: the frames, then each frame's visits). */
	play: SheetTable[];
	/** Said instead of an empty play table. */
	empty: string | null;
	totals: SheetTable;
	result: string;
	incomplete: string | null;
	signatures: { label: string; name: string }[];
	/** "Page 2 of 3" in the sheet's language. */
	pageLabel(n: number, total: number): string;
}

const DASH = '—';

/** A competition match: "Club Cup 2026 · Semi-final" in the sheet's language. */
function competitionText(setup: Record<string, unknown>, w: SheetWords): string | null {
	const link = competitionLink(setup);
	return link ? `${link.name} · ${roundLabel(link, boardT(w.lang), { format: link.format })}` : null;
}

/** "2026-05-01T14:02:11.000Z" → "2026-05-01 16:02 (Europe/Warsaw)": the venue's clock, its zone named. */
const when = (iso: string, timeZone: string) => `${venueTime(iso, timeZone)} (${timeZone})`;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function target(r: MatchRecordView, w: SheetWords): string {
	if (r.family === 'pyramid' || r.family === 'snooker') return framesTarget(r, r.family, w) ?? DASH;
	const s = r.setup;
	// handicaps: each player's own target, in seat order ("Race to 7–5")
	const own = Array.isArray(s.targets) && s.targets.every((n) => num(n) !== null) ? (s.targets as number[]).join('–') : null;
	const race = num(s.raceTo);
	if (race !== null) return w.t('records.sheet.target.race', { n: own ?? race });
	const points = num(s.pointsTo);
	if (points !== null) return w.t('records.sheet.target.points', { n: own ?? points });
	const start = num(s.startScore) ?? (r.summary && 'startScore' in r.summary ? r.summary.startScore : null);
	if (start !== null) return w.t('records.sheet.target.countdown', { n: start });
	if (r.family === 'artistic' && r.summary && 'figures' in r.summary) return w.t('records.sheet.target.figures', { n: (r.summary as ArtisticSummary).figures.length });
	return DASH;
}

const playerCols = (w: SheetWords, names: string[], cols: [string, Align][]) => ({
	groups: names.map((label) => ({ label, span: cols.length })),
	columns: names.flatMap(() => cols.map(([label, align]) => ({ label, width: 1, align })))
});

/** Per inning and player: points and running total (carom, 14.1, pins). */
function inningsTable(r: MatchRecordView, w: SheetWords): SheetTable | null {
	const innings = r.innings;
	if (!innings || innings.every((list) => list.length === 0)) return null;
	const rows = Math.max(...innings.map((list) => list.length));
	const p = playerCols(w, r.players.map((pl) => pl.name), [
		[w.t('records.sheet.points'), 'right'],
		[w.t('records.sheet.total'), 'right']
	]);
	return {
		title: null,
		groups: [{ label: '', span: 1 }, ...p.groups],
		columns: [{ label: w.t('records.sheet.inning'), width: 0.8, align: 'center' }, ...p.columns],
		rows: Array.from({ length: rows }, (_, i) => [
			String(i + 1),
			...innings.flatMap((list) => {
				const inn = list[i];
				return inn ? [String(inn.points), String(inn.total)] : ['', ''];
			})
		])
	};
}

/** A pool race rack by rack: breaker, winner, the score after it, fouls per player, notes. */
function racksTable(r: MatchRecordView, w: SheetWords): SheetTable | null {
	const racks = r.racks;
	if (!racks?.length) return null;
	const name = (seat: number | null) => (seat === null ? DASH : (r.players[seat]?.name ?? DASH));
	const won = r.players.map(() => 0);
	return {
		title: null,
		groups: null,
		columns: [
			{ label: w.t('records.sheet.rack'), width: 0.6, align: 'center' },
			{ label: w.t('records.sheet.breaker'), width: 1.7, align: 'left' },
			{ label: w.t('records.sheet.rackWinner'), width: 1.7, align: 'left' },
			{ label: w.t('records.sheet.score'), width: 0.7, align: 'center' },
			...r.players.map((p) => ({ label: `${w.t('board.fouls')} ${initials(p.name)}`, width: 0.8, align: 'center' as const })),
			{ label: w.t('records.sheet.notes'), width: 3.2, align: 'left' }
		],
		rows: racks.map((k) => {
			if (k.winner !== null && won[k.winner] !== undefined) won[k.winner]!++;
			const notes = [k.breakAndRun && w.t('records.sheet.breakAndRun'), k.goldenBreak && w.t('records.sheet.goldenBreak'), k.resultOnly && w.t('records.sheet.resultOnly')].filter(Boolean);
			return [String(k.number), name(k.breaker), name(k.winner), won.join(':'), ...k.fouls.map(String), notes.join(', ')];
		})
	};
}

/** Artistic: per figure its value, and per player the attempts and the points made. */
function figuresTable(r: MatchRecordView, w: SheetWords): SheetTable | null {
	const s = r.summary as ArtisticSummary | null;
	if (!s || !('figures' in s) || !Array.isArray(s.figures)) return null;
	const p = playerCols(w, r.players.map((pl) => pl.name), [
		[w.t('records.sheet.attempts'), 'center'],
		[w.t('records.sheet.points'), 'right']
	]);
	return {
		title: null,
		groups: [{ label: '', span: 3 }, ...p.groups],
		columns: [
			{ label: '#', width: 0.4, align: 'center' },
			{ label: w.t('records.sheet.figure'), width: 2.6, align: 'left' },
			{ label: w.t('records.sheet.value'), width: 0.8, align: 'right' },
			...p.columns
		],
		rows: s.figures.map((f, i) => [
			String(i + 1),
			f.name,
			String(f.points),
			...r.players.flatMap((_, seat) => {
				const res = f.results[seat];
				return res ? [String(res.attempts), String(res.points)] : ['', ''];
			})
		])
	};
}

function totalsTable(r: MatchRecordView, w: SheetWords): SheetTable {
	const res = resultOf(r);
	if (r.family === 'pyramid' || r.family === 'snooker') return frameTotals(r, r.family, res, w);
	const player = { label: w.t('records.sheet.player'), width: 3, align: 'left' as const };
	const col = (label: string) => ({ label, width: 1, align: 'right' as const });
	if (r.racks) {
		const fouls = (seat: number) => r.racks!.reduce((n, k) => n + (k.fouls[seat] ?? 0), 0);
		return {
			title: null,
			groups: null,
			columns: [player, col(w.t('records.sheet.racksWon')), col(w.t('board.fouls')), col(w.t('records.sheet.breakAndRun'))],
			rows: res.players.map((p, i) => [withCountry(p), String(p.racksWon ?? 0), String(fouls(i)), String(p.breakAndRuns ?? 0)])
		};
	}
	if (r.family === 'artistic') {
		return { title: null, groups: null, columns: [player, col(w.t('records.sheet.points'))], rows: res.players.map((p) => [withCountry(p), String(p.score)]) };
	}
	return {
		title: null,
		groups: null,
		// pins count down: the score is what is left to play
		columns: [player, col(w.t(r.family === 'pins' ? 'records.sheet.pointsLeft' : 'records.sheet.points')), col(w.t('board.innings')), col(w.t('board.average')), col(w.t('board.highRun'))],
		rows: res.players.map((p) => [
			withCountry(p),
			String(p.score),
			String(p.innings),
			// the engine's average is already cut (not rounded) to 3 decimals
			p.average === null ? DASH : w.decimal(p.average, 3),
			String(p.highRun)
		])
	};
}

/** The play as tables, per family. */
function playTables(r: MatchRecordView, w: SheetWords): SheetTable[] {
	const family = r.family;
	if (family === 'pyramid' || family === 'snooker') {
		const frames = framesTable(r, family, w);
		if (!frames) return [];
		const visits = (r.frames ?? []).map((f) => visitsTable(r, f, family, w)).filter((t) => t !== null);
		return [frames, ...visits];
	}
	const one = r.racks ? racksTable(r, w) : family === 'artistic' ? figuresTable(r, w) : inningsTable(r, w);
	return one ? [one] : [];
}

/**
 * `timeZone`: the venue's (CUECAST_TIME_ZONE, config.ts), the zone the sheet's times are printed in.
 */
export function sheetModel(r: MatchRecordView, tableName: string, w: SheetWords, timeZone = venueTimeZone()): SheetModel {
	const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
	const limit = num(r.setup.inningsLimit);
	const res = resultOf(r);
	const header = [
		{ label: w.t('records.sheet.event'), value: text(r.setup.event) ?? competitionText(r.setup, w) ?? text(r.setup.title) ?? DASH },
		{ label: w.t('records.sheet.venue'), value: text(r.setup.venue) ?? DASH },
		{ label: w.t('records.sheet.table'), value: text(r.setup.table) ?? tableName },
		{ label: w.t('records.sheet.date'), value: text(r.setup.date) ?? when(r.startedAt, timeZone) },
		// a finished match ends at its deciding action; an unfinished one when it left its table
		{ label: w.t('records.match.ended'), value: r.endedAt ? when(r.endedAt, timeZone) : DASH },
		{ label: w.t('records.sheet.discipline'), value: w.discipline(r.discipline) },
		{ label: w.t('records.sheet.target'), value: target(r, w) }
	];
	if (r.family === 'carom' || limit !== null) header.push({ label: w.t('records.sheet.inningsLimit'), value: limit === null ? w.t('records.sheet.noLimit') : String(limit) });
	const play = playTables(r, w);
	const winner = res.winner !== null ? r.players[res.winner]?.name : undefined;
	return {
		title: w.t('records.sheet.title'),
		matchLabel: w.t('records.sheet.match', { id: r.id }),
		header,
		play,
		empty: play.length ? null : w.t(r.frames ? 'records.frames.none' : 'records.sheet.nothing'),
		totals: totalsTable(r, w),
		result: res.status !== 'finished' ? w.t('records.sheet.live') : res.draw || winner === undefined ? w.t('records.sheet.draw') : w.t('records.sheet.winner', { name: winner }),
		incomplete: r.problem ? w.t('records.sheet.incomplete') : null,
		signatures: [
			...r.players.map((p) => ({ label: w.t('records.sheet.signPlayer'), name: withCountry(p) })),
			{ label: w.t('records.sheet.signReferee'), name: text(r.setup.referee) ?? '' }
		],
		pageLabel: (n, total) => w.t('records.sheet.page', { n, total })
	};
}

/**
 * The score sheet of a game counted in frames (Russian pyramid, snooker): the frames one by one
 * (breaker, winner, each player's points or balls on the shelf, the frames score, the best visit,
 * fouls, and what marked the frame), each frame's visits to the table, and the totals. Everything
 * comes from the record's frames (../../records/frames.ts); the words are the sheet's.
 */

const col = (label: string, width: number, align: 'left' | 'center' | 'right') => ({ label, width, align });

/**
 * Frame by frame: breaker, winner, the frames score after it, then under each player's name his
 * points (balls on the shelf), his best visit and his fouls, and what marked the frame.
 */
export function framesTable(r: MatchRecordView, family: FramesFamily, w: SheetWords): SheetTable | null {
	const frames = r.frames;
	if (!frames?.length) return null;
	const names = r.players.map((p) => p.name);
	const who = (seat: number | null) => (seat === null ? DASH : (names[seat] ?? DASH));
	const snooker = family === 'snooker';
	const perPlayer = [
		col(snooker ? w.t('board.points.short') : w.t('board.shelf'), 0.8, 'right'),
		col(snooker ? w.t('board.highBreak.short') : w.t('board.highRun.short'), 0.6, 'right'),
		col(w.t('board.fouls'), 0.7, 'right')
	];
	const won = names.map(() => 0);
	return {
		title: null,
		groups: [{ label: '', span: 4 }, ...names.map((label) => ({ label, span: perPlayer.length })), { label: '', span: 1 }],
		columns: [
			col(w.t(frameWord(family, 'frame')), 0.9, 'center'),
			col(w.t('records.sheet.breaker'), 1.8, 'left'),
			col(w.t('records.sheet.rackWinner'), 1.8, 'left'),
			col(w.t('records.sheet.score'), 0.9, 'center'),
			...names.flatMap(() => perPlayer),
			col(w.t('records.sheet.notes'), 2.2, 'left')
		],
		rows: frames.map((f) => {
			if (f.winner !== null && won[f.winner] !== undefined) won[f.winner]!++;
			return [
				String(f.number),
				who(f.breaker),
				who(f.winner),
				won.join(':'),
				...names.flatMap((_, seat) => [String(f.points[seat] ?? 0), String(f.best[seat] ?? 0), String(f.fouls[seat] ?? 0)]),
				frameNotes(f, names.map(initials), w.t).join(', ')
			];
		})
	};
}

/**
 * One frame visit by visit: per player what the opponent's fouls gave him before the visit (foul
 * points, penalty balls), the points (balls) of the visit and where it left him.
 */
export function visitsTable(r: MatchRecordView, f: FrameRecord, family: FramesFamily, w: SheetWords): SheetTable | null {
	const lines = visitLines(f);
	if (lines.length === 0) return null;
	const snooker = family === 'snooker';
	const received = w.t(snooker ? 'records.frames.received.snooker' : 'records.frames.received.pyramid');
	const made = snooker ? w.t('records.sheet.points') : w.t('records.frames.balls');
	const after = snooker ? w.t('records.sheet.total') : w.t('board.shelf');
	return {
		title: w.t(frameWord(family, 'visitsOf'), { n: f.number }),
		groups: [{ label: '', span: 1 }, ...r.players.map((p) => ({ label: p.name, span: 3 }))],
		columns: [col(w.t('records.frames.visit'), 0.8, 'center'), ...r.players.flatMap(() => [col(received, 1, 'right'), col(made, 1, 'right'), col(after, 1, 'right')])],
		rows: lines.map((line) => [
			line.n === null ? '' : String(line.n),
			...line.cells.flatMap((c) => (c ? [receivedText(c.received), c.visit ? String(c.visit.points) : '', String(c.total)] : ['', '', '']))
		])
	};
}

/** The match's totals: frames won, points (balls) over all frames, visits, best visit, centuries (snooker), fouls. */
export function frameTotals(r: MatchRecordView, family: FramesFamily, res: MatchResult, w: SheetWords): SheetTable {
	const frames = r.frames ?? [];
	const sum = (of: (f: FrameRecord) => number) => frames.reduce((n, f) => n + of(f), 0);
	const snooker = family === 'snooker';
	return {
		title: null,
		groups: null,
		columns: [
			col(w.t('records.sheet.player'), 3, 'left'),
			col(w.t(frameWord(family, 'won')), 1.8, 'right'),
			col(snooker ? w.t('records.sheet.points') : w.t('records.frames.balls'), 1, 'right'),
			col(w.t('records.frames.visits'), 1, 'right'),
			col(snooker ? w.t('board.highBreak') : w.t('board.highRun'), 1.8, 'right'),
			...(snooker ? [col(w.t('board.centuries'), 1, 'right')] : []),
			col(w.t('board.fouls'), 0.8, 'right')
		],
		rows: res.players.map((p, seat) => [
			withCountry(p),
			String(p.score),
			String(sum((f) => f.points[seat] ?? 0)),
			String(sum((f) => f.visits[seat]?.length ?? 0)),
			String(p.highRun),
			...(snooker ? [String(p.centuries ?? sum((f) => f.centuries[seat]?.length ?? 0))] : []),
			String(sum((f) => f.fouls[seat] ?? 0))
		])
	};
}

/** Pyramid: "race to 3 · Frame to 8"; snooker: "Best of 7", with its reds when not a full rack. */
export function framesTarget(r: MatchRecordView, family: FramesFamily, w: SheetWords): string | null {
	const s = r.summary;
	const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
	if (family === 'snooker') {
		const bestOf = num(r.setup.bestOf) ?? (s && 'bestOf' in s ? s.bestOf : null);
		if (bestOf === null) return null;
		const reds = num(r.setup.reds) ?? (s && 'reds' in s ? s.reds : 15);
		const text = w.t('board.bestOf', { n: bestOf, w: Math.ceil(bestOf / 2) });
		return reds === 15 ? text : `${text} · ${w.t('board.reds', { n: reds })}`;
	}
	const race = num(r.setup.raceTo);
	if (race === null) return null;
	const own = Array.isArray(r.setup.targets) && r.setup.targets.every((n) => num(n) !== null) ? (r.setup.targets as number[]).join('–') : null;
	const to = num(r.setup.pointsTo) ?? (s && 'frame' in s && s.frame && 'pointsTo' in s.frame ? s.frame.pointsTo : 8);
	return `${w.t('records.sheet.target.race', { n: own ?? race })} · ${w.t('board.frameTo', { n: to })}`;
}
