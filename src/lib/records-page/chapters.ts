/**
 * The match page's chapters and highlights (issue 27): GET /api/matches/<id>/chapters.txt, the
 * addresses of the highlights' CSV and EDL, and the stream's start between the page's local-time
 * input and the ISO time the API takes (docs/records.md, "Chapters and highlights").
 */
import type { Lang } from '$lib/i18n/lang';
import { ask, type Fetcher } from '$lib/api/client';
import type { RefusalParams } from '$lib/protocol/refusals';

/** Where the server put 00:00: the start given, OBS's stream, or the match's first stroke. */
export type StartFrom = 'given' | 'obs' | 'match';

export interface ChaptersReply {
	text: string;
	/** The stream's start the server used (ISO, UTC). */
	start: string;
	from: StartFrom;
	/** YouTube makes chapters of these lines (at least 3, each at least 10 s). */
	youtube: boolean;
}

export type ChaptersLoaded = { kind: 'ok'; reply: ChaptersReply } | { kind: 'failed'; reason: string; code?: string; params?: RefusalParams };

export interface ChaptersQuery {
	/** The stream's start (ISO with its zone), or null: the server's (OBS's, else the match's first stroke). */
	start: string | null;
	lang: Lang;
}

const query = (params: Record<string, string | null | undefined>): string => {
	const q = new URLSearchParams();
	for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') q.set(k, v);
	const s = q.toString();
	return s ? `?${s}` : '';
};

export const chaptersUrl = (id: number, q: ChaptersQuery): string => `/api/matches/${id}/chapters.txt${query({ start: q.start, lang: q.lang })}`;

export const highlightsCsvUrl = (id: number, q: ChaptersQuery): string => `/api/matches/${id}/highlights.csv${query({ start: q.start, lang: q.lang })}`;

export const highlightsEdlUrl = (id: number, q: ChaptersQuery & { fps: number; clip: string }): string =>
	`/api/matches/${id}/highlights.edl${query({ start: q.start, lang: q.lang, fps: String(q.fps), clip: q.clip.trim() })}`;

const isFrom = (v: string | null): v is StartFrom => v === 'given' || v === 'obs' || v === 'match';

/** The chapters' text and how the server placed 00:00 (its headers); a read refused for the address's read budget waits inside `ask`. */
const chaptersOf = async (res: Response): Promise<ChaptersReply> => {
	const from = res.headers.get('x-stream-start-from');
	return { text: await res.text(), start: res.headers.get('x-stream-start') ?? '', from: isFrom(from) ? from : 'match', youtube: res.headers.get('x-youtube-chapters') === 'yes' };
};

export async function fetchChapters(id: number, q: ChaptersQuery, signal?: AbortSignal, fetcher?: Fetcher): Promise<ChaptersLoaded> {
	const answer = await ask(chaptersUrl(id, q), chaptersOf, { signal }, fetcher);
	return answer.ok ? { kind: 'ok', reply: answer.value } : { kind: 'failed', ...answer.refusal };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, in this browser's zone, to the second: "2026-12-03T19:55:00". */
export function localInput(iso: string): string {
	const d = new Date(iso);
	if (Number.isNaN(d.getTime())) return '';
	return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A `datetime-local` value (this browser's zone; seconds optional) as the ISO time the API takes, or null when it is none. */
export function fromLocalInput(value: string): string | null {
	const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?/.exec(value);
	if (!m) return null;
	const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
	const at = new Date(y, mo - 1, d, h, mi, s);
	return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
