import type { Handle, ResolveOptions } from '@sveltejs/kit';
import { requestLang } from '$lib/i18n/lang';

/**
 * The phone viewer's first response shows the score (docs/protocol.md): the page needs only its
 * HTML and styles for that, so its scripts are not preloaded (they would share a slow phone's link
 * with the styles and hold the score back); they load when the page starts them. Its <html lang>
 * is the language it was rendered in.
 */
function firstResponse(url: URL, headers: Headers): ResolveOptions {
	const lang = requestLang(url, headers.get('cookie'), headers.get('accept-language'));
	return {
		preload: ({ type }) => type === 'css',
		transformPageChunk: ({ html }) => html.replace('<html lang="en"', `<html lang="${lang}"`)
	};
}

/**
 * Security headers for the pages. Overlays must stay embeddable (OBS browser sources, other
 * tools' iframes); the console and login pages must not be framed (click-jacking).
 */
export const handle: Handle = async ({ event, resolve }) => {
	const path = event.url.pathname;
	const response = await resolve(event, path.startsWith('/view/') ? firstResponse(event.url, event.request.headers) : undefined);
	response.headers.set('x-content-type-options', 'nosniff');
	response.headers.set('referrer-policy', 'same-origin');
	if (!path.startsWith('/overlay/') && !path.startsWith('/kiosk')) {
		response.headers.set('x-frame-options', 'DENY');
		// the Content-Security-Policy SvelteKit writes (svelte.config.js), closed to framing here
		const csp = response.headers.get('content-security-policy');
		if (csp) response.headers.set('content-security-policy', `${csp}; frame-ancestors 'none'`);
	}
	return response;
};
