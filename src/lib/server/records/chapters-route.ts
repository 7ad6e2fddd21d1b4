/**
 * A match's chapters and highlights on its stream (issue 27; docs/records.md "Chapters and
 * highlights"), public reads like the match's other records:
 * - GET /api/matches/<id>/chapters.txt?start=&lang= — lines for a video description;
 * - GET /api/matches/<id>/highlights.csv?start=&lang= — a row per moment;
 * - GET /api/matches/<id>/highlights.edl?start=&lang=&fps=&clip= — a CMX 3600 EDL of clips.
 *
 * The stream's start is `start` when given; else, when the OBS that shows the match's table is
 * streaming a stream that began before the match ended, OBS's (now less its output duration);
 * else the match's first stroke is 00:00. The answer says which in `x-stream-start` and
 * `x-stream-start-from: given | obs | match`.
 *
 * Each reads the stored log and replays it (../../records/chapters.ts), so each is a heavy read
 * counted by the server's one read budget (`call.heavyRead`, reads.ts); the replay is kept per
 * (match, revision), as the record's is, so a page that changes the start does not replay again.
 */
import { z } from 'zod';
import type { RecordsContext } from './context';
import { route, type Call, type Route } from '../router';
import { refusal } from '../../protocol/refusals';
import { CSV_CONTENT_TYPE } from '../../records/csv';
import { chaptersText, highlightsCsv, highlightsEdl, matchTimeline, streamChapters, streamHighlights, type MatchTimeline } from '../../records/chapters';
import { DEFAULT_EDL_FPS, EDL_FPS, type EdlFps } from '../../records/edl';
import { boardT } from '../../i18n/board';
import { isLang, LANGS, type Lang } from '../../i18n/lang';
import { RecordCache } from './record-cache';

const FILES = ['chapters.txt', 'highlights.csv', 'highlights.edl'] as const;
type File = (typeof FILES)[number];

const idSchema = z.string().regex(/^[1-9]\d{0,11}$/).transform(Number);
const langSchema = z.union([z.undefined(), z.custom<Lang>(isLang)]).transform((v): Lang => v ?? 'en');
const fpsSchema = z
	.string()
	.optional()
	.transform((v, ctx): EdlFps => {
		if (v === undefined) return DEFAULT_EDL_FPS;
		const fps = EDL_FPS.find((f) => String(f) === v);
		if (fps === undefined) ctx.addIssue({ code: 'custom', message: 'fps' });
		return fps ?? DEFAULT_EDL_FPS;
	});
/** The recording's file name, so an editor's import links every clip to it. */
const clipSchema = z
	.string()
	.trim()
	.min(1)
	.max(128)
	.regex(/^[^\u0000-\u001f\u007f]+$/, 'one line of text')
	.optional();

/** Times before this are a mistake (seconds since 1970 given for milliseconds read as January 1970), and so are those after. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const isoWithZone = z.iso.datetime({ offset: true });

/**
 * The stream's start as sent: milliseconds since 1970, or ISO 8601 with its zone (a time without
 * one would be read in the server's zone, which is nobody's intent). A `+` of an offset sent
 * unencoded arrives as a space in a query string: it is read back as the `+` it was.
 */
export function parseStreamStart(raw: string): number | null {
	const text = raw.trim().replace(/ (\d\d:?\d\d)$/, '+$1');
	const ms = /^\d{1,15}$/.test(text) ? Number(text) : isoWithZone.safeParse(text).success ? Date.parse(text) : NaN;
	return Number.isFinite(ms) && ms >= EARLIEST && ms < LATEST ? ms : null;
}

/** Per venue store (one per server): the timelines replayed, by match and revision. */
const perStore = new WeakMap<object, RecordCache<MatchTimeline>>();
const cacheOf = (ctx: RecordsContext) => {
	let cache = perStore.get(ctx.store);
	if (!cache) perStore.set(ctx.store, (cache = new RecordCache<MatchTimeline>(64)));
	return cache;
};

export const chaptersRoutes = (ctx: RecordsContext): Route[] =>
	FILES.map((file) => route({ method: 'GET', pattern: `/api/matches/:id/${file}`, access: 'public', handle: (call) => answer(call, ctx, file) }));

/** Where 00:00 is: the start given, OBS's stream when it is this match's, else the match's first stroke. */
async function streamStart(ctx: RecordsContext, tableId: string, given: number | null, tl: MatchTimeline, startedAt: string): Promise<{ at: number; from: 'given' | 'obs' | 'match' }> {
	if (given !== null) return { at: given, from: 'given' };
	const obs = ctx.stream ? await ctx.stream(tableId) : null;
	// a stream that began after the match was over is another match's
	if (obs?.ok && !(tl.finished && tl.last !== null && obs.startedAt > tl.last)) return { at: obs.startedAt, from: 'obs' };
	return { at: tl.first ?? Date.parse(startedAt), from: 'match' };
}

async function answer(call: Call<unknown>, ctx: RecordsContext, file: File) {
	const q = call.url.searchParams;
	const id = idSchema.safeParse(call.params.id);
	if (!id.success) return call.refuse(400, refusal('match-id', { id: (call.params.id ?? '').slice(0, 20) }));
	const rawStart = q.get('start');
	const given = rawStart === null || rawStart === '' ? null : parseStreamStart(rawStart);
	if (rawStart && given === null) return call.refuse(400, refusal('stream-start', { start: rawStart.slice(0, 40) }));
	const lang = langSchema.safeParse(q.get('lang') ?? undefined);
	if (!lang.success) return call.refuse(400, refusal('invalid', { event: 'lang', detail: `lang must be one of ${LANGS.join(', ')}` }));
	const fps = fpsSchema.safeParse(q.get('fps') ?? undefined);
	if (!fps.success) return call.refuse(400, refusal('edl-fps', { fps: String(q.get('fps')).slice(0, 10), list: EDL_FPS.join(', ') }));
	const clip = clipSchema.safeParse(q.get('clip') ?? undefined);
	if (!clip.success) return call.refuse(400, refusal('invalid', { event: 'clip', detail: 'clip is the recording’s file name: 1 to 128 characters on one line' }));
	if (await call.heavyRead(`GET /api/matches/<id>/${file}`)) return;

	const stored = await ctx.store.tables.loadMatch(id.data);
	if (!stored) return call.refuse(404, refusal('no-such-match', { id: id.data }));
	const cache = cacheOf(ctx);
	let tl = cache.get(id.data, stored.actions.length);
	if (!tl) {
		tl = matchTimeline(ctx.venue.engine, { setup: stored.setup, actions: stored.actions, actionTimes: await ctx.store.records.actionTimes(id.data) });
		cache.set(id.data, stored.actions.length, tl);
	}
	const start = await streamStart(ctx, stored.tableId, given, tl, stored.startedAt);
	const t = boardT(lang.data);
	const headers: Record<string, string> = {
		'cache-control': 'no-store',
		'x-content-type-options': 'nosniff',
		'x-stream-start': new Date(start.at).toISOString(),
		'x-stream-start-from': start.from
	};
	let text: string;
	if (file === 'chapters.txt') {
		const list = streamChapters(tl, start.at, t);
		text = chaptersText(list);
		headers['x-youtube-chapters'] = list.youtube ? 'yes' : 'no';
		headers['content-type'] = 'text/plain; charset=utf-8';
		headers['content-disposition'] = `inline; filename="match-${id.data}-chapters.txt"`;
	} else if (file === 'highlights.csv') {
		text = highlightsCsv(id.data, tl, streamHighlights(tl, start.at, t));
		headers['content-type'] = CSV_CONTENT_TYPE;
		headers['content-disposition'] = `attachment; filename="match-${id.data}-highlights.csv"`;
	} else {
		text = highlightsEdl(tl, streamHighlights(tl, start.at, t), t, { fps: fps.data, clip: clip.data ?? `match-${id.data}` });
		headers['content-type'] = 'text/plain; charset=utf-8';
		headers['content-disposition'] = `attachment; filename="match-${id.data}-highlights.edl"`;
	}
	const body = Buffer.from(text, 'utf8');
	headers['content-length'] = String(body.length);
	call.res.writeHead(200, headers);
	call.res.end(call.method === 'HEAD' ? undefined : body);
	return true;
}
