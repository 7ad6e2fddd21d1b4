/**
 * OBS in the live server: the adapter follows every table's state, the settings live in the
 * data folder, and the operator reaches both through /api/obs. OBS never sits on the path of
 * an action: the venue's listeners run after the action is stored and acknowledged, and the
 * adapter only queues work.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OVERLAY_NAMES } from '../../../../overlays/manifest';
import { z } from 'zod';
import type { ObsStatusWire, TableState } from '../../protocol';
import type { ObsFeed } from '../socket';
import type { Venue } from '../venue';
import { readJson, refuseBody, send } from '../http-util';
import { ObsAdapter } from './adapter';
import { sceneCollection, collectionFileName } from './collection';
import type { ObsEvent } from './rules';
import { JsonFileObsSettingsStore, ObsSettingsError, mergeSettingsInput, publicStatus, type ObsSettingsStore } from './store';
import { obsRelay } from './relay';
import { LocalBus, type NodeBus } from '../cluster/bus';
import { SoloLeadership, type Leadership } from '../cluster/leader';
import type { ObsSettings } from './rules';

const MAX_BODY = 16 * 1024;
const sceneRequest = z.strictObject({ scene: z.string().trim().min(1).max(256), table: z.string().max(40).optional() });
const keyRequest = z.strictObject({ key: z.string().min(1).max(40), table: z.string().max(40).optional() });

export interface ObsService {
	adapter: ObsAdapter;
	/** What operator sockets get as `obs` (the status `/api/obs` answers, no password). */
	feed: ObsFeed;
	/** Handles /api/obs*; `operator` says whether the request carries an operator session. */
	handle(req: IncomingMessage, res: ServerResponse, url: URL, operator: boolean): Promise<boolean>;
	close(): Promise<void>;
}

export interface ObsPlace {
	/** Where the settings live: the data folder's obs.json by default, the database with several nodes. */
	store?: ObsSettingsStore;
	/** Only the leader drives OBS (relay.ts); a lone node leads. */
	leadership?: Leadership;
	bus?: NodeBus;
}

export async function createObsService(venue: Venue, dataDir: string, log: (line: string) => void = console.log, place: ObsPlace = {}): Promise<ObsService> {
	const store = place.store ?? new JsonFileObsSettingsStore(dataDir);
	const leadership = place.leadership ?? new SoloLeadership();
	let settings: ObsSettings | null = null;
	const load = async () => {
		try {
			settings = await store.load();
		} catch (err) {
			// Broken settings must not stop scoring: OBS stays off and the console says why.
			log(`cuecast: OBS settings ignored: ${(err as Error).message}`);
		}
	};
	await load();
	const adapter = new ObsAdapter(leadership.isLeader() ? settings : null, { log });
	// The leader connects to OBS; a node that stops leading lets go of it.
	const follow = async () => {
		await load();
		adapter.configure(leadership.isLeader() ? settings : null);
	};
	const relay = obsRelay(adapter, leadership, place.bus ?? new LocalBus(), follow);
	const unlistenLeader = leadership.onChange(() => void follow());
	const lastMatch = new Map<string, number | null>();

	const unlisten = venue.listen({
		state(state: TableState) {
			const id = state.table.id;
			const matchId = state.match?.id ?? null;
			const events: ObsEvent[] = [...(state.events as ObsEvent[])];
			// A new match on the table is the "match start" the scene rules know.
			if (matchId !== null && lastMatch.has(id) && lastMatch.get(id) !== matchId) events.unshift({ type: 'match-start' });
			lastMatch.set(id, matchId);
			adapter.onMatchEvents(id, events, state);
		},
		removed(id) {
			lastMatch.delete(id);
		}
	});
	for (const t of venue.venueState().tables) lastMatch.set(t.id, venue.tableState(t.id)?.match?.id ?? null);

	async function handle(req: IncomingMessage, res: ServerResponse, url: URL, operator: boolean): Promise<boolean> {
		const path = url.pathname.replace(/\/+$/, '');
		if (!path.startsWith('/api/obs')) return false;
		// Settings hold a password and scene switches act on a stream: operators only.
		if (!operator) return send(res, 401, { ok: false, reason: 'operator login required' });
		const method = req.method ?? 'GET';
		if (path === '/api/obs' && method === 'GET') return send(res, 200, { ok: true, ...publicStatus(settings, relay.status()) });
		if (path === '/api/obs' && (method === 'PUT' || method === 'POST')) {
			const body = await readJson(req, MAX_BODY);
			if (!body.ok) return refuseBody(res, body);
			try {
				settings = await store.save(mergeSettingsInput(settings, body.body as Record<string, unknown>));
			} catch (err) {
				if (err instanceof ObsSettingsError) return send(res, 400, { ok: false, reason: err.message });
				throw err;
			}
			if (leadership.isLeader()) adapter.configure(settings);
			else relay.settingsSaved();
			return send(res, 200, { ok: true, ...publicStatus(settings, relay.status()) });
		}
		if (path === '/api/obs/scene' && method === 'POST') {
			const body = await readJson(req, MAX_BODY);
			if (!body.ok) return refuseBody(res, body);
			const parsed = sceneRequest.safeParse(body.body);
			if (!parsed.success) return send(res, 400, { ok: false, reason: 'expected {"scene": "…"}' });
			return send(res, 200, await relay.request({ type: 'scene', scene: parsed.data.scene, ...(parsed.data.table ? { table: parsed.data.table } : {}) }));
		}
		if (path === '/api/obs/key' && method === 'POST') {
			const body = await readJson(req, MAX_BODY);
			if (!body.ok) return refuseBody(res, body);
			const parsed = keyRequest.safeParse(body.body);
			if (!parsed.success) return send(res, 400, { ok: false, reason: 'expected {"key": "…"}' });
			return send(res, 200, await relay.request({ type: 'key', key: parsed.data.key, ...(parsed.data.table !== undefined ? { table: parsed.data.table } : {}) }));
		}
		if (path === '/api/obs/collection' && method === 'GET') {
			const table = url.searchParams.get('table') ?? '';
			if (!venue.has(table)) return send(res, 404, { ok: false, reason: 'no such table' });
			const overlays = url.searchParams.get('overlays')?.split(',') ?? [...OVERLAY_NAMES];
			const baseUrl = url.searchParams.get('base') ?? `http://${req.headers.host ?? 'localhost:3000'}`;
			const name = url.searchParams.get('name') ?? `cuecast ${table}`;
			try {
				const collection = sceneCollection({ baseUrl, table, overlays, name });
				return send(res, 200, collection, { 'content-disposition': `attachment; filename="${collectionFileName(name)}"` });
			} catch (err) {
				return send(res, 400, { ok: false, reason: err instanceof z.ZodError ? err.issues[0]?.message ?? 'invalid options' : String(err) });
			}
		}
		return send(res, 404, { ok: false, reason: 'not found' });
	}

	const feed: ObsFeed = {
		current: () => publicStatus(settings, relay.status()) as unknown as ObsStatusWire,
		onChange: (listener) => relay.onStatus(() => listener())
	};

	return {
		adapter,
		feed,
		handle,
		async close() {
			unlisten();
			unlistenLeader();
			relay.close();
			await adapter.close();
		}
	};
}
