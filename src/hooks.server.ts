import type { Handle } from '@sveltejs/kit';

/**
 * Security headers for the pages. Overlays must stay embeddable (OBS browser sources, other
 * tools' iframes); the console and login pages must not be framed (click-jacking).
 */
export const handle: Handle = async ({ event, resolve }) => {
	const response = await resolve(event);
	const path = event.url.pathname;
	response.headers.set('x-content-type-options', 'nosniff');
	response.headers.set('referrer-policy', 'same-origin');
	if (!path.startsWith('/overlay/') && !path.startsWith('/kiosk')) {
		response.headers.set('x-frame-options', 'DENY');
	}
	return response;
};
