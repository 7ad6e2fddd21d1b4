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
import { withCountry, type SheetWords } from './sheet-words';
import { boardT } from '../../i18n/board';
import { competitionLink, roundLabel } from '../../competition/words';
import { venueTime } from '../../records/time';
import { venueTimeZone } from '../config';
import { sheetOf } from '../../disciplines/server-parts';
import { DASH, type SheetModel } from './sheet-tables';

export type { Align, SheetColumn, SheetModel, SheetTable } from './sheet-tables';

/** A competition match: "Club Cup 2026 · Semi-final" in the sheet's language. */
function competitionText(setup: Record<string, unknown>, w: SheetWords): string | null {
	const link = competitionLink(setup);
	return link ? `${link.name} · ${roundLabel(link, boardT(w.lang), { format: link.format })}` : null;
}

/** "2026-05-01T14:02:11.000Z" → "2026-05-01 16:02 (Europe/Warsaw)": the venue's clock, its zone named. */
const when = (iso: string, timeZone: string) => `${venueTime(iso, timeZone)} (${timeZone})`;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * `timeZone`: the venue's (CUECAST_TIME_ZONE, config.ts), the zone the sheet's times are printed in.
 */
export function sheetModel(r: MatchRecordView, tableName: string, w: SheetWords, timeZone = venueTimeZone()): SheetModel {
	const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
	const limit = num(r.setup.inningsLimit);
	const res = resultOf(r);
	const sheet = sheetOf(r.family);
	const header = [
		{ label: w.t('records.sheet.event'), value: text(r.setup.event) ?? competitionText(r.setup, w) ?? text(r.setup.title) ?? DASH },
		{ label: w.t('records.sheet.venue'), value: text(r.setup.venue) ?? DASH },
		{ label: w.t('records.sheet.table'), value: text(r.setup.table) ?? tableName },
		{ label: w.t('records.sheet.date'), value: text(r.setup.date) ?? when(r.startedAt, timeZone) },
		// a finished match ends at its deciding action; an unfinished one when it left its table
		{ label: w.t('records.match.ended'), value: r.endedAt ? when(r.endedAt, timeZone) : DASH },
		{ label: w.t('records.sheet.discipline'), value: w.discipline(r.discipline) },
		{ label: w.t('records.sheet.target'), value: sheet.target(r, w) }
	];
	if (sheet.inningsLimitAlways || limit !== null) header.push({ label: w.t('records.sheet.inningsLimit'), value: limit === null ? w.t('records.sheet.noLimit') : String(limit) });
	const play = sheet.play(r, w);
	const winner = res.winner !== null ? r.players[res.winner]?.name : undefined;
	return {
		title: w.t('records.sheet.title'),
		matchLabel: w.t('records.sheet.match', { id: r.id }),
		header,
		play,
		empty: play.length ? null : w.t(r.frames ? 'records.frames.none' : 'records.sheet.nothing'),
		totals: sheet.totals(r, res, w),
		result: res.status !== 'finished' ? w.t('records.sheet.live') : res.draw || winner === undefined ? w.t('records.sheet.draw') : w.t('records.sheet.winner', { name: winner }),
		incomplete: r.problem ? w.t('records.sheet.incomplete') : null,
		signatures: [
			...r.players.map((p) => ({ label: w.t('records.sheet.signPlayer'), name: withCountry(p) })),
			{ label: w.t('records.sheet.signReferee'), name: text(r.setup.referee) ?? '' }
		],
		pageLabel: (n, total) => w.t('records.sheet.page', { n, total })
	};
}
