/**
 * Fan-out measures, reusable for one node or several (`bench:server` here; a cluster bench can
 * pass a target whose viewers are spread over several nodes' ports): action → every viewer's
 * screen state, p50/p95/p99; broadcast bytes per action as sent (the WebSocket frame each viewer
 * receives); the largest viewer count with p99 under a bound.
 *
 * A viewer is a real socket.io client in this process. `full` viewers take the `state` event;
 * `delta` viewers hold the state and apply every `delta` with the app's own function
 * (src/lib/protocol/delta.ts `follow`), re-joining on a gap, so their cost is the real client's.
 */
import type { TableState, TableSync } from '../lib/protocol';
import { follow, type Synced } from '../lib/protocol/delta';
import { open, pct, sleep, type AnySocket } from './support';

export type ViewerMode = 'full' | 'delta';

export interface FanoutTarget {
	name: string;
	/** Where viewers connect, round-robin (one node: one port). */
	ports: number[];
	mode: ViewerMode;
	/** The join each viewer sends. */
	join: object;
	/** Sends the action that makes revision `rev + 1`; resolves on its acknowledgement. */
	send(rev: number): Promise<void>;
	/** The revision the table is at (the next `send` takes it). */
	rev: number;
}

export interface Viewer {
	socket: AnySocket;
	/** Called with each revision this viewer's screen reaches. */
	onRevision: ((rev: number) => void) | null;
	/** Gaps seen (a delta whose base was not held): each costs a re-join. */
	gaps: number;
}

const revisionOf = (s: TableState | null | undefined) => s?.match?.revision ?? -1;

/** A viewer as a screen is one: it keeps the table's state from the events its mode brings. */
function follower(socket: AnySocket, target: FanoutTarget): Viewer {
	const viewer: Viewer = { socket, onRevision: null, gaps: 0 };
	if (target.mode === 'full') {
		socket.on('state', (s: TableState) => viewer.onRevision?.(revisionOf(s)));
		return viewer;
	}
	let held: Synced | null = null;
	socket.on('delta', (d: TableSync) => {
		const had = held;
		held = follow(held, d);
		if (held) viewer.onRevision?.(revisionOf(held.state));
		else if (had) {
			viewer.gaps++;
			socket.emit('join', target.join);
		}
	});
	return viewer;
}

/** Opens `n` viewers spread over the target's ports, in batches, each joined before it counts. */
export async function openViewers(target: FanoutTarget, n: number): Promise<Viewer[]> {
	const out: Viewer[] = [];
	for (let i = 0; i < n; i += 100) {
		const batch = await Promise.all(Array.from({ length: Math.min(100, n - i) }, (_, k) => open(target.ports[(i + k) % target.ports.length]!)));
		const viewers = batch.map((s) => follower(s, target));
		await Promise.all(batch.map((s) => s.timeout(20_000).emitWithAck('join', target.join)));
		out.push(...viewers);
	}
	return out;
}

export function closeViewers(viewers: Viewer[]): void {
	for (const v of viewers) v.socket.close();
}

export interface Latency {
	p50: number;
	p95: number;
	p99: number;
	samples: number;
	/** Mean bytes of the frame one viewer got per action (the table's broadcast as sent). */
	bytesPerAction: number;
	gaps: number;
}

/**
 * Sends `warmup + count` actions one after another; each completes when every viewer's state
 * is at its revision. Latency: from just before the send to each viewer's arrival.
 */
export async function measureLatency(target: FanoutTarget, viewers: Viewer[], count: number, warmup = 10): Promise<Latency> {
	const latencies: number[] = [];
	const startRev = target.rev;
	const sentAt = new Map<number, number>();
	const got = new Map<number, number>();
	let waiting: { rev: number; resolve: () => void } | null = null;
	const arrived = (rev: number) => {
		const t0 = sentAt.get(rev);
		if (t0 === undefined) return;
		if (rev - startRev > warmup) latencies.push(performance.now() - t0);
		const n = (got.get(rev) ?? 0) + 1;
		got.set(rev, n);
		if (n === viewers.length && waiting?.rev === rev) waiting.resolve();
	};
	for (const v of viewers) v.onRevision = arrived;
	// The frames the first viewer receives for the measured actions (engine.io packet + "4").
	let frameBytes = 0;
	let frames = 0;
	let counting = false;
	const engine = (viewers[0]!.socket.io as unknown as { engine: { on(e: 'packet', f: (p: { type: string; data?: unknown }) => void): void; off(e: 'packet', f: unknown): void } }).engine;
	const onPacket = (p: { type: string; data?: unknown }) => {
		if (!counting || p.type !== 'message' || typeof p.data !== 'string') return;
		if (!p.data.startsWith('2["state"') && !p.data.startsWith('2["delta"')) return;
		frameBytes += Buffer.byteLength(p.data) + 1;
		frames++;
	};
	engine.on('packet', onPacket);
	const gapsBefore = viewers.reduce((s, v) => s + v.gaps, 0);
	for (let i = 0; i < warmup + count; i++) {
		const next = target.rev + 1;
		counting = i >= warmup;
		const done = new Promise<void>((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error(`${target.name}: revision ${next} not delivered to all viewers`)), 20_000);
			waiting = { rev: next, resolve: () => (clearTimeout(timer), resolve()) };
		});
		sentAt.set(next, performance.now());
		await target.send(target.rev);
		await done;
		target.rev = next;
		await sleep(5);
	}
	engine.off('packet', onPacket);
	for (const v of viewers) v.onRevision = null;
	latencies.sort((a, b) => a - b);
	return {
		p50: pct(latencies, 50),
		p95: pct(latencies, 95),
		p99: pct(latencies, 99),
		samples: latencies.length,
		bytesPerAction: frames ? frameBytes / frames : NaN,
		gaps: viewers.reduce((s, v) => s + v.gaps, 0) - gapsBefore
	};
}

/** Opens `n` viewers, measures, closes them. */
export async function latencyAt(target: FanoutTarget, n: number, count: number, warmup = 10): Promise<Latency> {
	const viewers = await openViewers(target, n);
	await sleep(300);
	try {
		return await measureLatency(target, viewers, count, warmup);
	} finally {
		closeViewers(viewers);
		await sleep(300);
	}
}

/**
 * The largest of `counts` (ascending) at which p99 stays under `boundMs`; stops at the first
 * count over it (bounded). Returns the figure and each step's latencies.
 */
export async function maxViewers(target: FanoutTarget, counts: readonly number[], boundMs = 50, actions = 60): Promise<{ largest: number; steps: { n: number; latency: Latency }[] }> {
	let largest = 0;
	const steps: { n: number; latency: Latency }[] = [];
	for (const n of counts) {
		const latency = await latencyAt(target, n, actions, 5);
		steps.push({ n, latency });
		if (latency.p99 >= boundMs) break;
		largest = n;
	}
	return { largest, steps };
}
