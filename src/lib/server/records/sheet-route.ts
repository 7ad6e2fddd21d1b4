/**
 * One match's score sheet and CSV (issue 14; docs/score-sheet.md):
 * - GET /api/matches/<id>/sheet.pdf?lang=en|pl|ru — the A4 protocol (sheet-model.ts, sheet-pdf.ts);
 * - GET /api/matches/<id>/export.csv — a row per inning, rack or figure (sheet-csv.ts).
 * Both read the stored log and replay it (../../records/record.ts) on request, never on the
 * scoring path, and both are heavy reads: counted by the server's one read budget
 * (`ctx.heavyRead`, reads.ts), per address and venue-wide.
 */
import { z } from 'zod';
import type { RecordsHandler } from './context';
import { send } from '../http-util';
import { refusal } from '../../protocol/refusals';
import { engine } from '../engine';
import { buildRecord } from '../../records/record';
import { CSV_CONTENT_TYPE } from '../../records/csv';
import { isLang, LANGS } from '../../i18n/lang';
import { sheetModel } from './sheet-model';
import { renderSheetPdf } from './sheet-pdf';
import { sheetCsv } from './sheet-csv';
import { sheetWords } from './sheet-words';

const ROUTE = /^\/api\/matches\/([^/]+)\/(sheet\.pdf|export\.csv)$/;
const idSchema = z.string().regex(/^[1-9]\d{0,11}$/, 'a match id is a positive whole number').transform(Number);
const langSchema = z
	.string()
	.default('en')
	.refine(isLang, { message: `lang must be one of ${LANGS.join(', ')}` });

export const handleSheet: RecordsHandler = async (req, res, url, path, ctx) => {
	const m = ROUTE.exec(path);
	if (!m) return false;
	const kind = m[2] === 'sheet.pdf' ? 'pdf' : 'csv';
	const id = idSchema.safeParse(m[1]);
	if (!id.success) return send(res, 400, { ok: false, ...refusal('match-id', { id: (m[1] ?? '').slice(0, 20) }) });
	const lang = langSchema.safeParse(url.searchParams.get('lang') ?? undefined);
	if (kind === 'pdf' && !lang.success) return send(res, 400, { ok: false, ...refusal('invalid', { event: 'lang', detail: lang.error.issues[0]?.message ?? 'bad lang' }) });
	const event = `GET /api/matches/<id>/${m[2]}`;
	const tooMany = await ctx.heavyRead(req, event);
	if (tooMany) return send(res, 429, { ok: false, ...tooMany }, { 'retry-after': '1' });

	const stored = await ctx.store.tables.loadMatch(id.data);
	if (!stored) return send(res, 404, { ok: false, ...refusal('no-such-match', { id: id.data }) });
	const record = buildRecord(engine, { ...stored, actionTimes: await ctx.store.records.actionTimes(id.data) });
	const tableName = ctx.venue.venueState().tables.find((t) => t.id === stored.tableId)?.name ?? stored.tableId;
	let body: Buffer;
	const headers: Record<string, string> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
	if (kind === 'pdf') {
		body = await renderSheetPdf(sheetModel(record, tableName, sheetWords(lang.success ? (lang.data as 'en' | 'pl' | 'ru') : 'en')));
		headers['content-type'] = 'application/pdf';
		headers['content-disposition'] = `inline; filename="match-${id.data}.pdf"`;
	} else {
		body = Buffer.from(sheetCsv(record, tableName), 'utf8');
		headers['content-type'] = CSV_CONTENT_TYPE;
		headers['content-disposition'] = `attachment; filename="match-${id.data}.csv"`;
	}
	headers['content-length'] = String(body.length);
	res.writeHead(200, headers);
	res.end(req.method === 'HEAD' ? undefined : body);
	return true;
};
