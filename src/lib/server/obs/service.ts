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
import { readBody, send } from '../http-util';
import { ObsAdapter } from './adapter';
import { sceneCollection, collectionFileName } from './collection';
import type { ObsEvent } from './rules';
import { JsonFileObsSettingsStore, ObsSettingsError, mergeSettingsInput, publicStatus } from './store';
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

export async function createObsService(venue: Venue, dataDir: string, log: (line: string) => void = console.log): Promise<ObsService> {
	const store = new JsonFileObsSettingsStore(dataDir);
	let settings: ObsSettings | null = null;
	try {
		settings = await store.load();
	} catch (err) {
		// A broken settings file must not stop scoring: OBS stays off and the console says why.
		log(`cuecast: OBS settings ignored: ${(err as Error).message}`);
	}
	const adapter = new ObsAdapter(settings, { log });
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
		if (path === '/api/obs' && method === 'GET') return send(res, 200, { ok: true, ...publicStatus(settings, adapter.status()) });
		if (path === '/api/obs' && (method === 'PUT' || method === 'POST')) {
			const body = await readJson(req);
			if (!body.ok) return send(res, 400, body);
			try {
				settings = await store.save(mergeSettingsInput(settings, body.value as Record<string, unknown>));
			} catch (err) {
				if (err instanceof ObsSettingsError) return send(res, 400, { ok: false, reason: err.message });
				throw err;
			}
			adapter.configure(settings);
			return send(res, 200, { ok: true, ...publicStatus(settings, adapter.status()) });
		}
		if (path === '/api/obs/scene' && method === 'POST') {
			const body = await readJson(req);
			const parsed = body.ok ? sceneRequest.safeParse(body.value) : null;
			if (!parsed?.success) return send(res, 400, { ok: false, reason: 'expected {"scene": "…"}' });
			const options = parsed.data.table ? { tableId: parsed.data.table } : {};
			return send(res, 200, await adapter.switchScene(parsed.data.scene, options));
		}
		if (path === '/api/obs/key' && method === 'POST') {
			const body = await readJson(req);
			const parsed = body.ok ? keyRequest.safeParse(body.value) : null;
			if (!parsed?.success) return send(res, 400, { ok: false, reason: 'expected {"key": "…"}' });
			return send(res, 200, await adapter.pressKey(parsed.data.key, parsed.data.table));
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
		current: () => publicStatus(settings, adapter.status()) as unknown as ObsStatusWire,
		onChange: (listener) => adapter.onStatus(() => listener())
	};

	return {
		adapter,
		feed,
		handle,
		async close() {
			unlisten();
			await adapter.close();
		}
	};
}

/** The request body as JSON, or why it is not. */
async function readJson(req: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> {
	const raw = await readBody(req, MAX_BODY);
	if (raw === null) return { ok: false, reason: 'request too large' };
	try {
		return { ok: true, value: JSON.parse(raw) };
	} catch {
		return { ok: false, reason: 'body is not JSON' };
	}
}
