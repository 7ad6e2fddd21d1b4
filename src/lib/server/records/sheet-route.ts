/**
 * One match's score sheet and CSV (issue 14; docs/score-sheet.md):
 * - GET /api/matches/<id>/sheet.pdf?lang=en|pl|ru — the A4 protocol (sheet-model.ts, sheet-pdf.ts);
 * - GET /api/matches/<id>/export.csv — a row per inning, rack or figure (sheet-csv.ts).
 * Both read the stored log and replay it (../../records/record.ts) on request, never on the
 * scoring path, and both are heavy reads: counted by the server's one read budget
 * (`call.heavyRead`, reads.ts), per address and venue-wide.
 */
import { z } from 'zod';
import type { RecordsContext } from './context';
import { route, type Call, type Route } from '../router';
import { refusal } from '../../protocol/refusals';
import { engine } from '../engine';
import { buildRecord } from '../../records/record';
import { CSV_CONTENT_TYPE } from '../../records/csv';
import { isLang, LANGS } from '../../i18n/lang';
import { sheetModel } from './sheet-model';
import { renderSheetPdf } from './sheet-pdf';
import { sheetCsv } from './sheet-csv';
import { sheetWords } from './sheet-words';

const idSchema = z.string().regex(/^[1-9]\d{0,11}$/, 'a match id is a positive whole number').transform(Number);
const langSchema = z
	.string()
	.default('en')
	.refine(isLang, { message: `lang must be one of ${LANGS.join(', ')}` });

export const sheetRoutes = (ctx: RecordsContext): Route[] =>
	(['sheet.pdf', 'export.csv'] as const).map((file) =>
		route({ method: 'GET', pattern: `/api/matches/:id/${file}`, access: 'public', handle: (call) => sheet(call, ctx, file) })
	);

async function sheet(call: Call<unknown>, ctx: RecordsContext, file: 'sheet.pdf' | 'export.csv') {
	const { res } = call;
	const kind = file === 'sheet.pdf' ? 'pdf' : 'csv';
	const id = idSchema.safeParse(call.params.id);
	if (!id.success) return call.refuse(400, refusal('match-id', { id: (call.params.id ?? '').slice(0, 20) }));
	const lang = langSchema.safeParse(call.url.searchParams.get('lang') ?? undefined);
	if (kind === 'pdf' && !lang.success) return call.refuse(400, refusal('invalid', { event: 'lang', detail: lang.error.issues[0]?.message ?? 'bad lang' }));
	if (await call.heavyRead(`GET /api/matches/<id>/${file}`)) return;

	const stored = await ctx.store.tables.loadMatch(id.data);
	if (!stored) return call.refuse(404, refusal('no-such-match', { id: id.data }));
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
	res.end(call.method === 'HEAD' ? undefined : body);
	return true;
}
