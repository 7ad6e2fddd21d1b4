/**
 * The list CSV (`GET /api/matches/export.csv?from=&to=`): one row per match, newest first, for
 * a spreadsheet. Written through the one CSV writer (records/csv.ts: quoting, CRLF, BOM, the
 * formula guard) and streamed page by page so a season's matches never sit in memory at once.
 * Figures only (scores, innings, averages, high runs); the header row is the API's English.
 */
import type { ServerResponse } from 'node:http';
import { CSV_BOM, CSV_CONTENT_TYPE, csvRow, figuresText, type CsvCell } from '../../records/csv';
import type { MatchFilter, MatchListEntry, RecordStore } from '../store/types';
import type { MatchRow } from '../../protocol/records';
import { venueTimeZone } from '../config';
import { venueTime } from '../../records/time';

export const LIST_CSV_HEADER = ['match', 'date', 'table', 'discipline', 'status', 'players', 'winner', 'result', 'innings', 'averages', 'high runs'];
const PAGE = 500;

/** Per player, joined with " / " (records/csv.ts figuresText); nothing when no player has one. */
const each = (list: (number | string | null)[]) => (list.every((x) => x === null) ? null : figuresText(list, '/'));
/** A general average as every federation's sheet writes it: 3 decimals (the figure is already cut, not rounded). */
const average = (x: number | null) => (x === null ? null : x.toFixed(3));

export function csvCellsOf(m: MatchRow): CsvCell[] {
	const r = m.result;
	return [
		m.id,
		// the start in the venue's time zone, as the date filters read it
		venueTime(m.startedAt, venueTimeZone()),
		m.tableName,
		m.discipline,
		m.live ? 'live' : (r?.status ?? (m.endedAt ? 'ended' : 'live')),
		m.players.map((p) => (p.country ? `${p.name} (${p.country})` : p.name)).join(' / '),
		r && r.winner !== null ? (m.players[r.winner]?.name ?? null) : r?.draw ? 'draw' : null,
		r ? figuresText(r.players.map((p) => p.score)) : null,
		r?.innings ?? null,
		r ? each(r.players.map((p) => average(p.average))) : null,
		r ? each(r.players.map((p) => p.highRun)) : null
	];
}

export async function sendListCsv(res: ServerResponse, records: RecordStore, filter: MatchFilter, rowOf: (m: MatchListEntry) => MatchRow): Promise<void> {
	// Read the first page before the head, so a failing store still gets a plain 500.
	let page = await records.searchMatches(filter, null, PAGE);
	const stamp = new Date().toISOString().slice(0, 10);
	res.writeHead(200, {
		'content-type': CSV_CONTENT_TYPE,
		'content-disposition': `attachment; filename="cuecast-matches-${stamp}.csv"`,
		'cache-control': 'no-store'
	});
	res.write(CSV_BOM + csvRow(LIST_CSV_HEADER));
	try {
		for (;;) {
			res.write(page.matches.map((m) => csvRow(csvCellsOf(rowOf(m)))).join(''));
			if (page.next === null) break;
			page = await records.searchMatches(filter, page.next, PAGE);
		}
		res.end();
	} catch (err) {
		// the head is sent: a cut connection is the only honest way to say the file is incomplete
		console.warn(`cuecast: the match list CSV was cut off: ${(err as Error).message}`);
		res.destroy();
	}
}
