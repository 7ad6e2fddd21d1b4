import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { writeFamilyLists } from './src/cli/family-lists.mjs';

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

/**
 * The family lists (src/cli/family-lists.mjs), written before anything is compiled — `vite dev`,
 * `vite build`, vitest — and again in dev when the registry or a family folder's entry file changes.
 */
function familyLists(): Plugin {
	return {
		name: 'cuecast-family-lists',
		config() {
			writeFamilyLists();
		},
		configureServer(server) {
			server.watcher.on('all', (_event, file) => {
				if (/src[\\/]lib[\\/](engine|disciplines)[\\/](?!generated)/.test(file)) writeFamilyLists();
			});
		}
	};
}

/** Units beside the code that talk to a real PostgreSQL or Redis: the peers' tier. */
const PEER_UNITS = ['src/lib/server/store/pg*.test.ts', 'src/lib/server/cluster/bus.test.ts', 'src/lib/server/cluster/leader.test.ts'];
/**
 * Most of the peers' files that drive Chromium pages (none of them uses OBS, PostgreSQL or
 * Redis). `npm test` runs them one at a time beside the other peers' files, also one at a time,
 * in a vitest process of their own (tests/support/run-tests.mjs: the projects of one vitest run
 * share one worker count). The other line mostly waits (kill -9 and restarts, lock-outs,
 * timeouts, OBS), so it also takes the page files whose pages wait more than they draw (records,
 * the CasparCG/SPX hosts, Companion, the home page, a competition's walls, the keys page, the
 * CSP check): the two lines then take about as long, and only in those files' few minutes do
 * two pages share the two cores.
 */
const BROWSER_FILES = [
	'tests/console/**/*.test.ts',
	'tests/kiosk/**/*.test.ts',
	'tests/overlays/!(caspar-spx|budget|server-module).test.ts',
	'tests/competitions/pages.test.ts',
	'tests/server/browser.test.ts',
	// about 23 s, moved here at stop 52 when the offline scenario's outage went from 60 s to 15 s
	'tests/records/list-pages.test.ts'
];

/** Each peers' project starts its Chromium once for all its files (the files launched one each). */
const SHARED_CHROMIUM = './tests/support/browser-server.ts';

/**
 * A test may take this long before it counts as hung, in every tier. Waits are on conditions,
 * each with its own limit; this only stops a test that never ends. 20 s was too little on a
 * loaded machine of this kind:
 * - the peers' tier, at stop 42: a fresh-clone run, with the host about 2.5 times slower than
 *   an hour before, timed out two tests that had taken 7 and 11 s (an OGraf scorebug's whole
 *   life, three languages of intro cards), with every step passing; dozens more took 12–20 s;
 * - the fast tiers, which `npm test` runs beside the peers' two lines: at stop 46 the pure
 *   property tests took up to 10 s there (0.6 s alone), and the import graph's read 17 and 21 s.
 */
const TEST_TIMEOUT = 60_000;

/**
 * The peers' files run one at a time in one worker that keeps the modules it loaded (playwright,
 * socket.io-client, the helpers, the product's modules) for the next file, not a fresh worker a
 * file. Each file still starts its own servers, Chromium contexts, OBS and folders and stops them
 * in its own afterAll; what it leaves is cleared after it (tests/support/file-end.ts). None mocks
 * a module or sets the environment. Fresh-clone `CI=true .ci/run` at stop 48, two pairs of runs:
 * vitest's own CPU 218 → 158 and 240 → 182 CPU-s, the two lines' imports 25 + 37 → 5 + 10 s,
 * all tiers 542 → 514 and 587 → 566 s.
 */
const PEERS_ISOLATE = false;

/**
 * The engine and the harness tiers run two files side by side alone (`npm run test:fast`), one at
 * a time beside the peers' lines (`npm test`: tests/support/run-tests.mjs sets this to 1).
 */
const FAST_WORKERS = Number(process.env.CUECAST_FAST_WORKERS) || 2;

export default defineConfig({
	plugins: [familyLists(), cuecastLive(), sveltekit()],
	server: { port: Number(process.env.PORT ?? 3000), strictPort: true, host: process.env.HOST ?? '0.0.0.0' },
	// Rolldown prints a [PLUGIN_TIMINGS] block after a build whose plugins took most of its time,
	// which on a first `npm start` is always (the Svelte compiler is a plugin): it reads like a
	// warning but asks nothing of the user. `node --cpu-prof` profiles a build that seems slow.
	build: { rolldownOptions: { checks: { bundlerTimings: false } } },
	test: {
		testTimeout: TEST_TIMEOUT,
		// after every file, what it left running or on disk is cleared (tests/support/file-end.ts)
		setupFiles: ['./tests/support/setup-file.ts'],
		// One file at a time in a project: the integration files each run real servers, Chromium and
		// OBS, and on two cores two pages side by side starve each other into timeouts that prove nothing.
		fileParallelism: false,
		// Three tiers, all run by `npm test`, each alone by `npm run test:<tier>` (README). The
		// engine and the harness tiers (no process, browser or shared peer: each harness file has
		// its own in-process server on a free port and a folder of its own) run first, two files
		// side by side; then the peers' tier, one file at a time: the pages in Chromium
		// (peers-browser) and the rest (peers), which `npm test` runs as two lines at once.
		projects: [
			{
				extends: true,
				test: {
					// the rules engine and every unit beside its code: no server, no network
					name: 'engine',
					sequence: { groupOrder: 0 },
					// pure units: a worker keeps the modules it loaded for the next file
					isolate: false,
					fileParallelism: true,
					maxWorkers: FAST_WORKERS,
					include: ['src/**/*.test.ts', 'overlays/**/*.test.ts', 'tests/fixtures.test.ts', 'tests/structure/**/*.test.ts'],
					exclude: [...PEER_UNITS]
				}
			},
			{
				extends: true,
				// the protocol and the API on the in-process harness (tests/support/harness.ts), and the CLI;
				// a worker keeps the server's modules for its next file (each file still has its own
				// server, folder and port; none sets the environment or mocks a module): 49 → 36 s
				test: { name: 'harness', sequence: { groupOrder: 0 }, isolate: false, fileParallelism: true, maxWorkers: FAST_WORKERS, include: ['tests/protocol/**/*.test.ts', 'tests/cli/replay.test.ts'] }
			},
			{
				extends: true,
				test: {
					// real peers: server processes (kill -9, restarts), OBS, PostgreSQL, Redis
					name: 'peers',
					globalSetup: [SHARED_CHROMIUM],
					isolate: PEERS_ISOLATE,
					sequence: { groupOrder: 1 },
					include: ['tests/**/*.test.ts', ...PEER_UNITS],
					exclude: ['tests/fixtures.test.ts', 'tests/structure/**', 'tests/protocol/**', 'tests/cli/replay.test.ts', ...BROWSER_FILES]
				}
			},
			{
				extends: true,
				// real peers too: servers with their pages in Chromium
				test: { name: 'peers-browser', sequence: { groupOrder: 2 }, globalSetup: [SHARED_CHROMIUM], isolate: PEERS_ISOLATE, include: BROWSER_FILES }
			}
		]
	}
});
