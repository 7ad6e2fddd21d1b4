import adapter from '@sveltejs/adapter-node';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ out: 'build' }),
		// A page's stylesheets come inside its HTML (each under 10 KB; the console's larger one
		// stays a file): a phone on a 400 ms cellular round trip paints the server-rendered score
		// without a second and third round trip for CSS, and a TV stick's wall too (issue 23).
		// No hash is added to the CSP for them: style-src allows inline styles (see below).
		inlineStyleThreshold: 10_000,
		// The app shell's service worker (src/service-worker.ts) is registered by the pages that
		// score (the console, pairing: src/lib/console/app-shell.ts), not by every page: a spectator's
		// phone on cellular must not download the whole app in the background.
		serviceWorker: { register: false },
		// A Content-Security-Policy on every page: scripts only from this server (SvelteKit adds a
		// nonce or hash to its own start-up script); style attributes are Svelte's own (inline
		// styles only, never inline scripts); sockets and fetches to this server. Framing is set
		// per page in src/hooks.server.ts: the wall displays may be framed, the rest may not.
		// The overlays are not SvelteKit pages: the live server serves them (docs/overlays.md).
		csp: {
			mode: 'auto',
			directives: {
				'default-src': ['self'],
				'script-src': ['self'],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'blob:'],
				'font-src': ['self', 'data:'],
				'connect-src': ['self'],
				'media-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
