/**
 * OBS with several nodes: only the leading node (cluster/leader.ts) connects to OBS and
 * switches scenes, so each event moves OBS once. The others relay over the nodes' bus: the
 * leader's status reaches every node's operators, settings saved anywhere reach the leader, and
 * a manual scene or key pressed on any node is done by the leader and answered back (or, if no
 * leader answers within 3 s, refused with that reason), and so is a question of when a table's
 * stream started (a record's chapters ask it). A node that becomes the leader finishes what the
 * last one left on program (handover.ts). A lone node leads itself: nothing here runs then.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { NodeBus } from '../cluster/bus';
import type { Leadership } from '../cluster/leader';
import type { ObsAdapter, ObsAdapterStatus, ObsResult, ObsStream } from './adapter';

const requestSchema = z.discriminatedUnion('type', [
	z.object({ type: z.literal('scene'), scene: z.string().max(256), table: z.string().max(40).optional() }),
	z.object({ type: z.literal('key'), key: z.string().max(40), table: z.string().max(40).optional() }),
	/** When the stream of a table's OBS started (a record's chapters read it): answered with `startedAt`. */
	z.object({ type: z.literal('stream'), table: z.string().max(40) })
]);
type AnyRequest = z.infer<typeof requestSchema>;
export type ObsRequest = Exclude<AnyRequest, { type: 'stream' }>;

const resultSchema = z.union([z.object({ ok: z.literal(true), startedAt: z.number().optional() }), z.object({ ok: z.literal(false), reason: z.string() })]);
const statusSchema = z.object({ enabled: z.boolean(), connections: z.array(z.looseObject({})) });

const ANSWER_MS = 3000;
const STATUS_EVERY_MS = 5000;

export interface ObsRelay {
	/** The status operators see: the adapter's on the leader, the leader's last word elsewhere. */
	status(): ObsAdapterStatus;
	/** Runs a manual request here (leader) or on the leader. */
	request(req: ObsRequest): Promise<ObsResult>;
	/** The stream of a table's OBS, asked here (leader) or of the leader. */
	streamStatus(table: string): Promise<ObsStream>;
	/** Called when the status changes (here, or a new word from the leader). */
	onStatus(listener: () => void): () => void;
	/** Settings were saved here: the leader must reload them. */
	settingsSaved(): void;
	close(): void;
}

export function obsRelay(adapter: ObsAdapter, leadership: Leadership, bus: NodeBus, reload: () => Promise<void>): ObsRelay {
	let remote: ObsAdapterStatus | null = null;
	const listeners = new Set<() => void>();
	const changed = () => listeners.forEach((l) => l());
	const waiting: Waiting = new Map();
	const publishStatus = () => {
		if (leadership.isLeader()) bus.publish({ kind: 'obs-status', status: adapter.status() });
	};
	const manual = (req: ObsRequest): Promise<ObsResult> => (req.type === 'scene' ? adapter.switchScene(req.scene, req.table !== undefined ? { tableId: req.table } : {}) : adapter.pressKey(req.key, req.table));
	const run = (req: AnyRequest): Promise<ObsResult | ObsStream> => (req.type === 'stream' ? adapter.streamStatus(req.table) : manual(req));

	const unlistenAdapter = adapter.onStatus(() => {
		publishStatus();
		if (leadership.isLeader()) changed();
	});
	const unlistenLeader = leadership.onChange(() => {
		// Taking OBS over: what the old leader left on program to take off later is finished here
		// (handover.ts), once OBS connects. Letting go: nothing inherited is owed by this node any more.
		adapter.inherit(leadership.isLeader() ? remote : null);
		if (leadership.isLeader()) remote = null;
		changed();
	});
	const timer = setInterval(publishStatus, STATUS_EVERY_MS);
	timer.unref();
	const unlistenBus = bus.onMessage((m) => {
		if (m.kind === 'obs-status' && !leadership.isLeader()) {
			const parsed = statusSchema.safeParse(m.status);
			if (!parsed.success) return;
			remote = parsed.data as unknown as ObsAdapterStatus;
			changed();
		} else if (m.kind === 'obs-settings') {
			void reload();
		} else if (m.kind === 'obs-request' && leadership.isLeader()) {
			const parsed = requestSchema.safeParse(m.request);
			const answer = (result: ObsResult | ObsStream) => bus.publish({ kind: 'obs-result', id: m.id, to: m.from, result });
			if (!parsed.success) return answer({ ok: false, reason: 'malformed OBS request' });
			void run(parsed.data).then(answer);
		} else if (m.kind === 'obs-result' && m.to === bus.nodeId) {
			const parsed = resultSchema.safeParse(m.result);
			waiting.get(m.id)?.(parsed.success ? parsed.data : { ok: false, reason: 'malformed OBS answer' });
		}
	});

	const ask = (req: AnyRequest) => askLeader(bus, waiting, req);

	return {
		status: () => (leadership.isLeader() ? adapter.status() : (remote ?? adapter.status())),
		onStatus(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		request(req) {
			if (leadership.isLeader()) return manual(req);
			return ask(req).then((r) => (r.ok ? { ok: true } : r));
		},
		streamStatus(table) {
			if (leadership.isLeader()) return adapter.streamStatus(table);
			return ask({ type: 'stream', table }).then((r) => (!r.ok ? r : r.startedAt !== undefined ? { ok: true, startedAt: r.startedAt } : { ok: false, reason: 'the node that drives OBS gave no stream start' }));
		},
		settingsSaved() {
			bus.publish({ kind: 'obs-settings' });
		},
		close() {
			clearInterval(timer);
			unlistenAdapter();
			unlistenLeader();
			unlistenBus();
			for (const finish of waiting.values()) finish({ ok: false, reason: 'the server is stopping' });
		}
	};
}

type Answer = z.infer<typeof resultSchema>;
/** The requests asked of the leader, by id, each with what takes its answer. */
type Waiting = Map<string, (r: Answer) => void>;

/** A request the leader runs, answered over the bus (or refused when no answer comes within 3 s). */
function askLeader(bus: NodeBus, waiting: Waiting, req: AnyRequest): Promise<Answer> {
	const id = randomUUID();
	return new Promise<Answer>((resolve) => {
		const timeout = setTimeout(() => finish({ ok: false, reason: 'the node that drives OBS did not answer within 3 s' }), ANSWER_MS);
		const finish = (r: Answer) => {
			clearTimeout(timeout);
			waiting.delete(id);
			resolve(r);
		};
		waiting.set(id, finish);
		bus.publish({ kind: 'obs-request', id, request: req });
	});
}
