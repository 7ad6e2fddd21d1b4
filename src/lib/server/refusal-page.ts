/**
 * A refusal as a page, for a browser that opened an API address itself: a download link (a
 * score sheet's PDF, a CSV) clicked while the server is busy, or a link to a match that is gone.
 * A script or an integration gets the JSON refusal as always (docs/api.md); only a navigation
 * (`Sec-Fetch-Mode: navigate`, which browsers send and other clients do not) gets this page, with
 * the same status and headers. It says what happened in the reader's language, and a page refused
 * for the load (429) asks again by itself after the `retry-after` the refusal carries.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CodedReason } from '../protocol/refusals';
import { en, type Key } from '../i18n/en';
import { pl } from '../i18n/pl';
import { ru } from '../i18n/ru';
import { format, requestLang, type Lang } from '../i18n/lang';
import { translateRefusal } from '../i18n/reasons';
import { TOKENS_CSS } from '../theme/tokens';

const WORDS: Record<Lang, Record<Key, string>> = { en, pl, ru };

/** A browser's own request for a page: a link followed, an address typed (not a script's fetch). */
export function isNavigation(req: IncomingMessage): boolean {
	return (req.method === 'GET' || req.method === undefined) && req.headers['sec-fetch-mode'] === 'navigate';
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's own look, on the one theme's tokens. */
const STYLE = `${TOKENS_CSS}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:18px/1.5 system-ui,sans-serif}
main{box-sizing:border-box;width:min(32rem,calc(100vw - 2rem));padding:2rem;background:var(--surface);border:1px solid var(--line-strong);border-radius:12px}
h1{margin:0 0 .5rem;font-size:1.6rem;color:var(--fg-strong)}p{margin:.5rem 0}.why{color:var(--muted)}a{color:var(--link)}`;

/**
 * Answers a navigation's refusal with the page: the refusal's status and headers (`retry-after`
 * among them), HTML in place of JSON. Returns true, as `send` does.
 */
export function sendRefusalPage(req: IncomingMessage, res: ServerResponse, status: number, why: CodedReason, headers: Record<string, string | string[]> = {}): true {
	const retryAfter = headers['retry-after'];
	res.writeHead(status, {
		...headers,
		'content-type': 'text/html; charset=utf-8',
		'cache-control': 'no-store',
		'x-content-type-options': 'nosniff',
		// its one inline style, nothing else (no script)
		'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
		vary: 'Sec-Fetch-Mode'
	});
	res.end(refusalPage(req, status, why, typeof retryAfter === 'string' ? retryAfter : undefined));
	return true;
}

/**
 * The page for `why`, refused with `status`. `retryAfter` (seconds, from the refusal's header)
 * makes it ask again by itself. Its link leads back to the page the link was on, when that was
 * this server's, else to the tables.
 */
function refusalPage(req: IncomingMessage, status: number, why: CodedReason, retryAfter?: string): string {
	const url = new URL(req.url ?? '/', 'http://x');
	const lang = requestLang(url, req.headers.cookie ?? null, req.headers['accept-language'] ?? null);
	const t = (key: Key, params?: Record<string, string | number>) => format(WORDS[lang][key], params);
	const heading = status === 429 || status === 503 ? t('refused.busy') : status === 404 ? t('refused.notFound') : t('refused.other');
	const text = translateRefusal(why, lang);
	const seconds = retryAfter !== undefined && /^\d{1,3}$/.test(retryAfter) ? Number(retryAfter) : null;
	const back = sameOriginPath(req);
	return [
		`<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
		`<meta name="viewport" content="width=device-width,initial-scale=1">`,
		seconds !== null ? `<meta http-equiv="refresh" content="${Math.max(1, seconds)}">` : '',
		`<title>${escapeHtml(heading)} · cuecast</title><style>${STYLE}</style></head>`,
		`<body><main data-status="${status}"${why.code ? ` data-code="${escapeHtml(why.code)}"` : ''}>`,
		`<h1>${escapeHtml(heading)}</h1>`,
		`<p class="why">${escapeHtml(text.charAt(0).toUpperCase() + text.slice(1))}</p>`,
		seconds !== null ? `<p class="retry">${escapeHtml(t('refused.retrying', { seconds: Math.max(1, seconds) }))}</p>` : '',
		`<p><a href="${escapeHtml(back ?? '/')}">${escapeHtml(back ? t('refused.back') : t('app.tables'))}</a></p>`,
		`</main></body></html>`
	].join('');
}

/** The path of the page the link was on, when it was on this server (the Referer's host is the request's). */
function sameOriginPath(req: IncomingMessage): string | null {
	const referer = req.headers.referer;
	if (!referer || !req.headers.host) return null;
	try {
		const from = new URL(referer);
		// one leading slash: `//elsewhere/x` would be a link to another site
		return from.host === req.headers.host ? from.pathname.replace(/^\/+/, '/') + from.search : null;
	} catch {
		return null;
	}
}
