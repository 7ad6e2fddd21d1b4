/**
 * OBS in the live server: the adapter follows every table's state, the settings live in the
 * data folder, and the operator reaches both through /api/obs. OBS never sits on the path of
 * an action: the venue's listeners run after the action is stored and acknowledged, and the
 * adapter only queues work.
 */
import { OVERLAY_NAMES } from '../../../../overlays/manifest';
import { z } from 'zod';
import type { ObsStatusWire, TableState } from '../../protocol';
import type { ObsFeed } from '../socket';
import type { Venue } from '../venue';
import { bind, route, type Route, type RouteGroup } from '../router';
import { refusal } from '../../protocol/refusals';
import { ObsAdapter, type ObsStream } from './adapter';
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
	/** /api/obs, /api/obs/scene, /api/obs/key, /api/obs/collection: operators only. */
	group: RouteGroup;
	/** When the stream of the OBS showing this table started, as the node that drives OBS asks it (records' chapters). */
	streamStatus(table: string): Promise<ObsStream>;
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
	// The leader connects to OBS; a node that stops leading lets go of it at once (its settings
	// read may wait on the very database link it lost, while the new leader drives OBS).
	const follow = async () => {
		if (!leadership.isLeader()) adapter.configure(null);
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
			// the rules fire on this change's events; the text sources show the last action's (lastEventText holds)
			adapter.onMatchEvents(id, events, venue.withLastEvents(state));
		},
		removed(id) {
			lastMatch.delete(id);
		}
	});
	for (const t of venue.venueState().tables) lastMatch.set(t.id, venue.tableState(t.id)?.match?.id ?? null);

	const control: ObsControl = {
		venue,
		status: () => ({ ok: true, ...publicStatus(settings, relay.status()) }),
		async save(input) {
			settings = await store.save(mergeSettingsInput(settings, input as Record<string, unknown>));
			if (leadership.isLeader()) adapter.configure(settings);
			else relay.settingsSaved();
		},
		request: (r) => relay.request(r)
	};

	const feed: ObsFeed = {
		current: () => publicStatus(settings, relay.status()) as unknown as ObsStatusWire,
		onChange: (listener) => relay.onStatus(() => listener())
	};

	return {
		adapter,
		feed,
		group: { prefix: '/api/obs', routes: bind(ROUTES, control) },
		streamStatus: (table) => relay.streamStatus(table),
		async close() {
			unlisten();
			unlistenLeader();
			relay.close();
			await adapter.close();
		}
	};
}

/** What the routes work with: the venue, the settings and the leader's OBS (by the relay on a follower). */
interface ObsControl {
	venue: Venue;
	status(): object;
	/** Saves settings (ObsSettingsError when they are wrong) and applies them where OBS is driven. */
	save(input: unknown): Promise<void>;
	request(r: Parameters<ReturnType<typeof obsRelay>['request']>[0]): Promise<object>;
}

/** Settings hold a password and scene switches act on a stream: operators only. */
const save = route({
	method: 'PUT',
	pattern: '/api/obs',
	access: 'operator',
	body: { max: MAX_BODY, schema: z.unknown() },
	async handle(call, obs: ObsControl) {
		try {
			await obs.save(call.body);
		} catch (err) {
			if (err instanceof ObsSettingsError) return call.send(400, { ok: false, reason: err.message, ...(err.code ? { code: err.code } : {}) });
			throw err;
		}
		return call.send(200, obs.status());
	}
});

const ROUTES: Route<ObsControl>[] = [
	route({ method: 'GET', pattern: '/api/obs', access: 'operator', handle: (call, obs: ObsControl) => call.send(200, obs.status()) }),
	save,
	{ ...save, method: 'POST' },
	route({
		method: 'POST',
		pattern: '/api/obs/scene',
		access: 'operator',
		body: { max: MAX_BODY, schema: sceneRequest, invalid: () => refusal('invalid', { event: 'POST /api/obs/scene', detail: 'expected {"scene": "…"}' }) },
		handle: async (call, obs: ObsControl) => call.send(200, await obs.request({ type: 'scene', scene: call.body.scene, ...(call.body.table ? { table: call.body.table } : {}) }))
	}),
	route({
		method: 'POST',
		pattern: '/api/obs/key',
		access: 'operator',
		body: { max: MAX_BODY, schema: keyRequest, invalid: () => refusal('invalid', { event: 'POST /api/obs/key', detail: 'expected {"key": "…"}' }) },
		handle: async (call, obs: ObsControl) => call.send(200, await obs.request({ type: 'key', key: call.body.key, ...(call.body.table !== undefined ? { table: call.body.table } : {}) }))
	}),
	route({
		method: 'GET',
		pattern: '/api/obs/collection',
		access: 'operator',
		handle(call, { venue }: ObsControl) {
			const query = call.url.searchParams;
			const table = query.get('table') ?? '';
			if (!venue.has(table)) return call.send(404, { ok: false, reason: 'no such table' });
			const overlays = query.get('overlays')?.split(',') ?? [...OVERLAY_NAMES];
			const baseUrl = query.get('base') ?? `http://${call.req.headers.host ?? 'localhost:3000'}`;
			const name = query.get('name') ?? `cuecast ${table}`;
			try {
				const collection = sceneCollection({ baseUrl, table, overlays, name });
				return call.send(200, collection, { 'content-disposition': `attachment; filename="${collectionFileName(name)}"` });
			} catch (err) {
				return call.send(400, { ok: false, reason: err instanceof z.ZodError ? (err.issues[0]?.message ?? 'invalid options') : String(err) });
			}
		}
	})
];
