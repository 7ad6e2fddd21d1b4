/**
 * Wires the live server together: store → venue (authorities) → socket + HTTP API. Used by the
 * production entry (main.ts) and by the Vite plugin in dev, so both run the same code.
 */
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import { Auth } from './auth';
import { DevicePairing } from './devices';
import type { Config } from './config';
import { engine } from './engine';
import { createApi } from './http';
import { createOverlayServer } from './overlays';
import { attachSocket } from './socket';
import { SocketLimits } from './limits';
import { hostPolicy } from './hosts';
import { ReadBudget } from './reads';
import { newControlToken, removeControl, writeControl } from './backup';
import { SCHEMA_VERSION } from './store/sqlite';
import { openNode, type Node, type VenueStore } from './cluster';
import { followNodes, NOT_FOLLOWING } from './cluster/follow';
import { replicatedTable } from './cluster/replicated-table';
import { Revocations } from './cluster/revocations';
import { sendHealth } from './cluster/health';
import { Venue } from './venue';
import { createObsService } from './obs/service';
import { DatabaseObsSettingsStore } from './obs/store';
import { Sponsors } from './sponsors';
import { PlayerProfiles } from './profiles';
import { playersOfSetup } from '../protocol/players';
import type { PlayerStore } from './store/types';
import { ApiKeys } from './api/keys';
import { createV1 } from './api/v1';
import { KeyGate } from './api/key-gate';
import { EventStreams } from './streams';
import { writeResults } from './records/results-writer';
import { openCompetitions, type Competitions } from './competitions';
import { providePageReads } from './page-reads';
import { mdnsLine, type MdnsStatus } from './mdns';

export interface Runtime {
	venue: Venue;
	/** The competitions (draws, brackets, standings) and their loop with the tables. */
	competitions: Competitions;
	auth: Auth;
	store: VenueStore;
	/** The store, leadership and bus this node runs on (cluster/index.ts). */
	node: Node;
	/** The new operator PIN when it was just created (print it once), else null. */
	newPin: string | null;
	/** Paired devices and directors when the PIN was just reset (they stay paired: the banner says so). */
	pairedDevices: number;
	loaded: { tables: number; actions: number; ms: number };
	/**
	 * Answers what the live server owns — /api/*, the sponsor images (/media/*) and the built overlays (/overlay/<table>/<name>
	 * when build/overlays/<name> exists, /overlay-assets/*) — and returns true; false: the pages'.
	 */
	handle(req: IncomingMessage, res: ServerResponse): boolean;
	attach(server: HttpServer): void;
	/** Tells `cuecast backup` where this server listens (`<dataDir>/control.json`). */
	announce(port: number, host: string): void;
	close(): Promise<void>;
}

export async function createRuntime(config: Config): Promise<Runtime> {
	const node = await openNode(config);
	try {
		return runtimeOf(await openParts(config, node));
	} catch (err) {
		await node.close().catch(() => {});
		throw err;
	}
}

/** Every service of a node, opened in order on its store: what the runtime serves and closes. */
type Parts = Awaited<ReturnType<typeof openParts>>;

async function openParts(config: Config, node: Awaited<ReturnType<typeof openNode>>) {
	const { store, leadership, bus } = node;
	// A lone SQLite node follows no one: its tables are plain authorities and no follower is built.
	// On PostgreSQL other nodes may store too (or a node may join): its tables follow them.
	const alone = node.kind === 'sqlite';
	const venue = new Venue(store.tables, engine, { leads: () => leadership.isLeader() }, alone ? undefined : replicatedTable);
	const loaded = await venue.init();
	const follow = alone ? NOT_FOLLOWING : followNodes(venue, bus, store.tables);
	const unlistenLeader = leadership.onChange(() => venue.leadershipChanged());
	const makeAdapter = bus.socketAdapter ? await bus.socketAdapter() : null;
	// A logout, PIN reset or revoked key here reaches every node's caches before the answer.
	const revocations = new Revocations(bus);
	const auth = new Auth(store.auth, { announce: (r) => revocations.announce(r) });
	await auth.loadBrakes();
	const newPin = await auth.ensurePin(config.resetPin);
	const pairedDevices = newPin ? (await store.auth.listDevices()).length : 0;
	// With PostgreSQL the OBS settings live in the database, so every node (and the next leader) has them.
	const obsStore = node.kind === 'postgres' ? new DatabaseObsSettingsStore(store.auth) : undefined;
	const obs = await createObsService(venue, config.dataDir, console.log, { leadership, bus, store: obsStore });
	const stopRecording = recordPlayers(venue, store.players);
	const results = writeResults(venue, store.tables, store.records, engine);
	// in the store, so every node serves the same images; an older version's media folder is imported once
	const sponsors = await new Sponsors(store.sponsors, bus, config.dataDir).init();
	// every table state carries its players' profiles; a changed profile is a new state where the player plays
	const profiles = await new PlayerProfiles(store.players, bus).init();
	venue.decorateStates((s) => profiles.decorate(s));
	profiles.onChange((keys) => venue.restate((s) => PlayerProfiles.concerns(s, keys)));
	const reads = new ReadBudget();
	const keys = new ApiKeys(store.keys, Date.now, (id) => revocations.announce({ keys: [id] }));
	revocations.onRevoke((r) => {
		auth.revoked(r);
		for (const id of r.keys ?? []) keys.forget(id);
	});
	// one key check and one limiter of event streams for every route that takes a key or streams
	const keyGate = new KeyGate(keys);
	const streams = new EventStreams();
	const v1 = createV1(venue, streams);
	const competitions = await openCompetitions(venue, store, engine, node, streams);
	const controlToken = newControlToken();
	const api = createApi({
		venue,
		auth,
		allowedOrigins: config.allowedOrigins,
		obs,
		players: store.players,
		reads,
		backup: {
			token: controlToken,
			dataDir: config.dataDir,
			run: (file) => (store.backup ? store.backup(file) : Promise.reject(new Error('this venue is in PostgreSQL: back it up with pg_dump (docs/deploy.md)')))
		},
		sponsors,
		profiles,
		broadcast: { v1, keys, gate: keyGate },
		// anyone: up or not; an operator: the internals too (cluster/health.ts)
		health: (res, operator) => sendHealth(res, node, follow, () => obs.adapter.status().connections.length, operator),
		records: { venue, store, stream: (table) => obs.streamStatus(table) },
		competitions: competitions.routes,
		devices: new DevicePairing(store.auth, auth, (id) => venue.has(id))
	});
	const overlays = createOverlayServer({
		stateOf: (table) => venue.tableState(table),
		venueOf: () => {
			const v = venue.venueState();
			return { venue: v, states: v.tables.map((t) => venue.tableState(t.id)).filter(Boolean) };
		}
	});
	return { node, config, store, venue, loaded, follow, unlistenLeader, makeAdapter, revocations, auth, newPin, pairedDevices, obs, stopRecording, results, sponsors, profiles, reads, streams, v1, competitions, controlToken, api, overlays };
}

/** The runtime over its parts: the request handler, Socket.IO's attachment, the control file, the clean stop. */
function runtimeOf(parts: Parts): Runtime {
	const { node, config, store, venue, loaded, follow, unlistenLeader, makeAdapter, revocations, auth, newPin, pairedDevices, obs, stopRecording, results, sponsors, profiles, reads, streams, v1, competitions, controlToken, api, overlays } = parts;
	let socket: ReturnType<typeof attachSocket> | null = null;
	const limits = SocketLimits.from(config);
	const hostOk = hostPolicy(config);
	return {
		venue,
		competitions,
		auth,
		store,
		node,
		newPin,
		pairedDevices,
		loaded,
		handle: (req, res) => {
			// Every response: no MIME sniffing (static files and pages too).
			res.setHeader('x-content-type-options', 'nosniff');
			if (!hostOk(req)) {
				res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
				res.end('cuecast: unknown Host name (list it in CUECAST_ALLOWED_HOSTS)\n');
				return true;
			}
			if (api(req, res) || overlays.handle(req, res)) return true;
			// the pages' turn: the phone viewer renders its table's state into its first response
			providePageReads(req, { tableState: (id) => venue.tableState(id) });
			return false;
		},
		/** Attaches Socket.IO to `server` (detaching it from a previous one, e.g. a Vite restart). */
		attach(server) {
			const previous = socket;
			socket = attachSocket(server, { venue, auth, allowedOrigins: config.allowedOrigins, obs: obs.feed, limits, reads, hostOk, sponsors, pingSeconds: config.pingSeconds });
			// Several nodes: Socket.IO itself spans them too (a broadcast that is not node-local
			// reaches every node's sockets), on the streams adapter that rides out a short outage.
			if (makeAdapter) socket.io.adapter(makeAdapter() as Parameters<typeof socket.io.adapter>[0]);
			void previous?.detach();
		},
		announce(port, host) {
			try {
				writeControl(config.dataDir, { pid: process.pid, port, host, token: controlToken });
			} catch (err) {
				console.warn(`cuecast: ${(err as Error).message}; \`cuecast backup\` will not reach this server`);
			}
		},
		async close() {
			removeControl(config.dataDir, controlToken);
			stopRecording();
			results.close();
			await results.idle();
			await competitions.close();
			v1.close();
			sponsors.close();
			profiles.close();
			streams.close();
			auth.close();
			revocations.close();
			follow.close();
			unlistenLeader();
			if (socket) await socket.detach();
			await obs.close();
			venue.close();
			await venue.snapshotAll(true).catch(() => {});
			await node.close();
		}
	};
}

/**
 * Remembers the players of every match started from now on in the venue's player list (the
 * console picks names from it), once: on the node that stored the new match (`stored`), not on
 * every node that follows it.
 */
function recordPlayers(venue: Venue, store: PlayerStore): () => void {
	return venue.listen({
		stored(change) {
			if (change.kind !== 'match') return;
			const match = venue.tableState(change.table)?.match;
			if (!match) return;
			const at = Date.parse(match.startedAt) || Date.now();
			const players = playersOfSetup(match.setup).map((p) => ({ ...p, at }));
			if (players.length === 0) return;
			store.recordPlayers(players).catch((err) => console.warn(`cuecast: the players of match ${match.id} were not remembered: ${(err as Error).message}`));
		}
	});
}

/** The lines printed at start-up: where to open what, whether the network hears of it (mDNS), and the PIN the first time. */
export function banner(rt: Runtime, config: Config, port: number, mdns?: MdnsStatus): string {
	const hosts = new Set<string>();
	if (config.host === '0.0.0.0' || config.host === '::') {
		hosts.add('localhost');
		for (const list of Object.values(networkInterfaces())) {
			for (const i of list ?? []) if (i.family === 'IPv4' && !i.internal) hosts.add(i.address);
		}
	} else hosts.add(config.host.includes(':') ? `[${config.host}]` : config.host);
	const bases = [...hosts].map((h) => `http://${h}:${port}`);
	const base = bases[bases.length > 1 ? 1 : 0];
	const lines = [
		`cuecast listening on ${bases.join('  ')}`,
		`  data: ${printable(rt.store.path)} (${rt.loaded.tables} tables, ${rt.loaded.actions} actions replayed in ${rt.loaded.ms.toFixed(0)} ms)`,
		...(rt.store.migratedFrom !== null ? [`  data: upgraded from schema version ${rt.store.migratedFrom} to ${rt.store.schemaVersion ?? SCHEMA_VERSION}`] : []),
		...(rt.node.kind === 'postgres' ? [`  node: ${rt.node.bus.status().kind === 'redis' ? 'one of several (Redis bus)' : 'alone on PostgreSQL'}, ${rt.node.leadership.isLeader() ? 'leading (clocks, OBS, snapshots)' : 'following'}`] : []),
		...(mdns ? [mdnsLine(mdns)] : []),
		`  tables:  ${base}/`,
		`  venue wall display: ${base}/kiosk`
	];
	for (const t of rt.venue.venueState().tables) {
		lines.push(`  table ${t.id} (${printable(t.name)}): console ${base}/console/${t.id}  kiosk ${base}/kiosk/${t.id}  overlay ${base}/overlay/${t.id}/scorebug`);
	}
	if (rt.newPin) {
		lines.push('', `  Operator PIN: ${rt.newPin}`, '  (shown only now; only its hash is stored. CUECAST_RESET_PIN=1 makes a new one.)');
		// A reset because the PIN leaked: a device paired with it stays paired until revoked.
		if (rt.pairedDevices > 0) lines.push(`  ${rt.pairedDevices} paired device(s) and director(s) stay paired: check them at ${base}/devices and revoke any you do not know.`);
		lines.push('');
	}
	return lines.join('\n');
}

/** Text for the terminal: control characters and direction overrides shown as \u escapes, never sent raw. */
export function printable(text: string): string {
	return text.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
