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
		// the Content-Security-Policy SvelteKit writes (svelte.config.js), closed to framing here
		const csp = response.headers.get('content-security-policy');
		if (csp) response.headers.set('content-security-policy', `${csp}; frame-ancestors 'none'`);
	}
	return response;
};
