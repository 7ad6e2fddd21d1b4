import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * `npm run dev`: runs the live server (store, venue, Socket.IO, /api) inside Vite's dev
 * server, on the same port, so pages hot-reload while the socket keeps working.
 */
function cuecastLive(): Plugin {
	return {
		name: 'cuecast-live',
		apply: 'serve',
		async configureServer(server) {
			if (process.env.VITEST || !server.httpServer) return;
			// Loaded through Vite's SSR pipeline (TypeScript, same module graph as the pages);
			// a plain import here would bundle the whole server into the config.
			const { loadConfig } = (await server.ssrLoadModule('/src/lib/server/config.ts')) as typeof import('./src/lib/server/config');
			const { createRuntime, banner } = (await server.ssrLoadModule('/src/lib/server/runtime.ts')) as typeof import('./src/lib/server/runtime');
			const config = loadConfig();
			// One runtime per process: Vite re-runs this hook when it restarts its server, and
			// the store (an exclusive SQLite lock) must not be opened twice.
			const holder = globalThis as { __cuecastDev?: ReturnType<typeof createRuntime> };
			const fresh = !holder.__cuecastDev;
			holder.__cuecastDev ??= createRuntime(config);
			const rt = await holder.__cuecastDev;
			rt.attach(server.httpServer as import('node:http').Server);
			server.middlewares.use((req, res, next) => {
				if (!rt.handle(req, res)) next();
			});
			server.httpServer.once('listening', () => {
				const addr = server.httpServer?.address();
				const port = typeof addr === 'object' && addr ? addr.port : config.port;
				if (fresh) console.log(banner(rt, config, port));
			});
		}
	};
}

export default defineConfig({
	plugins: [cuecastLive(), sveltekit()],
	server: { port: Number(process.env.PORT ?? 3000), strictPort: true, host: process.env.HOST ?? '0.0.0.0' },
	// Rolldown prints a [PLUGIN_TIMINGS] block after a build whose plugins took most of its time,
	// which on a first `npm start` is always (the Svelte compiler is a plugin): it reads like a
	// warning but asks nothing of the user. `node --cpu-prof` profiles a build that seems slow.
	build: { rolldownOptions: { checks: { bundlerTimings: false } } },
	test: {
		include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
		testTimeout: 20_000,
		// One file at a time: the integration files each run real servers, Chromium and OBS, and
		// on two cores side by side they starve each other into timeouts that prove nothing.
		fileParallelism: false
	}
});
