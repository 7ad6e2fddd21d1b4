import { read } from '$app/server';
import icon from '$lib/assets/favicon.ico';
import type { RequestHandler } from './$types';

/**
 * /favicon.ico, which browsers ask for on any page that names no icon of its own (an overlay, a
 * PDF, a refused download's page). A route rather than a file in static/: the pages' file server
 * does not know the .ico type and would send it untyped, which `nosniff` makes a browser refuse.
 * The icon is static/favicon.svg's 9-ball at 16, 32 and 48 px.
 */
export const GET: RequestHandler = () =>
	new Response(read(icon).body, { headers: { 'content-type': 'image/x-icon', 'cache-control': 'public, max-age=86400' } });
