/**
 * /overlay/<table>/<name> when the live server did not serve it (src/lib/server/overlays answers
 * every built overlay first): says why, in the page's language, instead of an empty page or a
 * second, English-only scorebug. 503 when the overlay exists but is not built (OBS keeps
 * retrying a refreshed source), 404 for an unknown overlay or a malformed table address.
 */
import type { RequestHandler } from './$types';
import { OVERLAY_NAMES, overlayEntry } from '../../../../../overlays/manifest';
import { boardT } from '$lib/i18n/board';
import { isLang, type Lang } from '$lib/i18n/lang';
import { createOverlayServer } from '$lib/server/overlays';

function langOf(url: URL, cookie: string | undefined, accept: string | null): Lang {
	const asked = url.searchParams.get('lang') ?? cookie;
	if (isLang(asked)) return asked;
	const browser = (accept ?? '').slice(0, 2).toLowerCase();
	return isLang(browser) ? browser : 'en';
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const GET: RequestHandler = ({ params, url, cookies, request }) => {
	const t = boardT(langOf(url, cookies.get('cuecast_lang'), request.headers.get('accept-language')));
	const { table, name } = params;
	let status = 404;
	let message: string;
	if (!overlayEntry(name)) message = t('board.overlay.unknown', { name, list: OVERLAY_NAMES.join(', ') });
	else if (!createOverlayServer().serveOverlay(name)) {
		status = 503;
		message = t('board.overlay.notBuilt', { name });
	} else message = t('board.overlay.badTable', { table });
	const html = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><title>cuecast · ${escape(name)}</title></head>
<body style="margin:0;background:transparent"><p style="display:inline-block;margin:48px;padding:16px 20px;max-width:900px;font:600 22px/1.4 system-ui,sans-serif;color:#fff;background:rgb(122 30 22 / 0.92);border-radius:6px">${escape(message)}</p></body></html>`;
	return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
};
