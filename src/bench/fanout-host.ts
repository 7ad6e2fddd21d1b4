/**
 * A viewer host: a child process holding some of a fan-out bench's viewers (fanout.ts), so the
 * viewers' own work (socket.io-client, JSON, applying deltas) is spread over processes as a
 * venue's screens are, not queued behind one process's event loop. Driven over IPC by fanout.ts:
 * `open` viewers, `record` the time each reaches each revision (epoch ms, comparable across
 * processes), `stop`, `close`.
 *
 * A viewer is a real socket.io client. `full` viewers take the `state` event; `delta` viewers
 * hold the state and apply every `delta` with the app's own function (src/lib/protocol/delta.ts
 * `follow`), re-joining on a gap, so their cost is the real client's.
 *
 * Or, with `light`, a bare WebSocket that reads each frame and nothing more (light-viewer.ts):
 * what a viewer on its own machine costs this one. On one 2-core machine a thousand real clients'
 * own work (about 20 µs a message each, three times the server's write) queues behind one
 * another and sets the latency, whatever the server does; at a venue each screen does its own.
 */
import type { TableState, TableSync } from '../lib/protocol';
import { follow, type Synced } from '../lib/protocol/delta';
import { open, type AnySocket } from './support';
import { eventName, openLight } from './light-viewer';

export type ViewerMode = 'full' | 'delta';

export type HostCommand =
	| { id: number; cmd: 'open'; ports: number[]; offset: number; n: number; mode: ViewerMode; join: object; light?: boolean }
	/** `next`: the revision the next broadcast brings (light viewers count frames from it). */
	| { id: number; cmd: 'record'; next: number }
	| { id: number; cmd: 'stop' | 'close' };

export type HostReport =
	| { id: number; kind: 'done'; gaps?: number }
	| { id: number; kind: 'failed'; error: string }
	/** Every viewer of this host is at `rev`: when each got there, and the frame that brought it to the first. */
	| { kind: 'arrived'; rev: number; times: number[]; bytes: number };

/** Epoch ms with sub-ms precision, the same clock in every process of the machine. */
export const epochNow = () => performance.timeOrigin + performance.now();

const revisionOf = (s: TableState | null | undefined) => s?.match?.revision ?? -1;

interface Viewer {
	close(): void;
	gaps: number;
	/** A light viewer's count: the revision its next broadcast brings. */
	next: number;
}

/** Keeps one screen's table from the events its mode brings; calls `reached` with each revision. */
function follower(socket: AnySocket, mode: ViewerMode, join: object, reached: (rev: number) => void): Viewer {
	const viewer: Viewer = { close: () => socket.close(), gaps: 0, next: 0 };
	if (mode === 'full') {
		socket.on('state', (s: TableState) => reached(revisionOf(s)));
		return viewer;
	}
	let held: Synced | null = null;
	socket.on('delta', (d: TableSync) => {
		const had = held;
		held = follow(held, d);
		if (held) reached(revisionOf(held.state));
		else if (had) {
			viewer.gaps++;
			socket.emit('join', join);
		}
	});
	return viewer;
}

/**
 * A light viewer counts its mode's broadcasts from the revision `record` names, without reading
 * them. With `check` (one viewer a host) it also decodes each as a real screen does and stops the
 * bench when a counted revision is not the one the state says: a frame more or less would skew
 * every figure silently.
 */
async function lightFollower(port: number, mode: ViewerMode, join: object, reached: (rev: number, bytes: number) => void, check: (() => boolean) | null): Promise<Viewer> {
	const event = mode === 'full' ? 'state' : 'delta';
	const viewer: Viewer = { close: () => {}, gaps: 0, next: 0 };
	let held: Synced | null = null;
	const light = await openLight(port, join, (data) => {
		if (eventName(data) !== event) return;
		const counted = viewer.next++;
		if (check) {
			const payload = (JSON.parse(data.toString('utf8', 2)) as [string, TableState & TableSync])[1];
			const actual = mode === 'full' ? revisionOf(payload) : revisionOf((held = follow(held, payload))?.state);
			if (check() && actual !== counted) {
				console.error(`light viewer: counted revision ${counted}, the ${event} says ${actual}`);
				process.exit(1);
			}
		}
		reached(counted, data.length);
	});
	viewer.close = () => light.close();
	return viewer;
}

function runHost(): void {
	const send = (r: HostReport) => process.send!(r);
	let viewers: Viewer[] = [];
	let recording = false;
	const arrivals = new Map<number, number[]>();
	const bytesOf = new Map<number, number>();
	let lastFrame = 0;
	/** `bytes`: the frame's size, when the viewer knows it (else the last one its engine saw). */
	const reached = (first: boolean) => (rev: number, bytes?: number) => {
		if (!recording) return;
		const now = epochNow();
		if (first) bytesOf.set(rev, bytes ?? lastFrame);
		const times = arrivals.get(rev) ?? [];
		times.push(now);
		arrivals.set(rev, times);
		if (times.length !== viewers.length) return;
		arrivals.delete(rev);
		send({ kind: 'arrived', rev, times, bytes: bytesOf.get(rev) ?? NaN });
		bytesOf.delete(rev);
	};
	process.on('message', async (c: HostCommand) => {
		try {
			if (c.cmd === 'open') {
				for (let i = 0; i < c.n; i += 100) {
					const first = viewers.length === 0;
					const ports = Array.from({ length: Math.min(100, c.n - i) }, (_, k) => c.ports[(c.offset + i + k) % c.ports.length]!);
					if (c.light) {
						viewers.push(...(await Promise.all(ports.map((port, k) => lightFollower(port, c.mode, c.join, reached(first && k === 0), first && k === 0 ? () => recording : null)))));
						continue;
					}
					const batch = await Promise.all(ports.map((port) => open(port)));
					viewers.push(...batch.map((s, k) => follower(s, c.mode, c.join, reached(first && k === 0))));
					if (first) {
						// The size of each broadcast frame the first viewer gets (engine.io message + its "4").
						const engine = (batch[0]!.io as unknown as { engine: { on(e: 'packet', f: (p: { type: string; data?: unknown }) => void): void } }).engine;
						engine.on('packet', (p) => {
							if (p.type === 'message' && typeof p.data === 'string') lastFrame = Buffer.byteLength(p.data) + 1;
						});
					}
					await Promise.all(batch.map((s) => s.timeout(20_000).emitWithAck('join', c.join)));
				}
				send({ id: c.id, kind: 'done' });
			} else if (c.cmd === 'record') {
				arrivals.clear();
				for (const v of viewers) v.next = c.next;
				recording = true;
				send({ id: c.id, kind: 'done' });
			} else if (c.cmd === 'stop') {
				recording = false;
				send({ id: c.id, kind: 'done', gaps: viewers.reduce((s, v) => s + v.gaps, 0) });
			} else {
				for (const v of viewers) v.close();
				viewers = [];
				send({ id: c.id, kind: 'done' });
			}
		} catch (err) {
			send({ id: c.id, kind: 'failed', error: String((err as Error)?.stack ?? err) });
		}
	});
	process.on('disconnect', () => process.exit(0));
}

if (process.argv.includes('--viewer-host')) runHost();
