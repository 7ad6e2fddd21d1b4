/**
 * What a score sheet says, worded and laid out as tables, independent of the PDF library: the
 * header (event, venue, table, date, discipline, target, innings limit), the play (per inning and
 * player points and running total; a pool race rack by rack; artistic per figure; pyramid and
 * snooker frame by frame, then each frame visit by visit: sheet-frames.ts), the totals,
 * the result and who signs. Everything comes from the record model (../../records/record.ts) and
 * its result row (../../records/result.ts); nothing is re-derived from the log here.
 */
import type { MatchRecordView } from '../../records/record';
import { resultOf } from '../../records/result';
import type { ArtisticSummary } from '../../engine/summary';
import { initials, withCountry, type SheetWords } from './sheet-words';
import { framesTable, framesTarget, frameTotals, visitsTable } from './sheet-frames';
import { boardT } from '../../i18n/board';
import { competitionLink, roundLabel } from '../../competition/words';
import { venueTime } from '../../records/time';
import { venueTimeZone } from '../config';

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
