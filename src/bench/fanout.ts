/**
 * Fan-out measures, reusable for one node or several (`bench:server` here; a cluster bench can
 * pass a target whose viewers are spread over several nodes' ports): action → every viewer's
 * screen state, p50/p95/p99; broadcast bytes per action as sent (the WebSocket frame a viewer
 * receives); the largest viewer count with p99 under a bound.
 *
 * The viewers live in viewer hosts (fanout-host.ts), child processes that each hold a share of
 * them: with every viewer in the one process that also drives the bench, that process's event
 * loop (socket.io-client's work per message, about twice a server's write) is what the figures
 * would measure, whatever the server does. Each host reports when every one of its viewers
 * reached a revision, in epoch ms; latency is from just before the operator's `act`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { epochNow, type HostCommand, type HostReport, type ViewerMode } from './fanout-host';
import { pct, root, sleep } from './support';

export type { ViewerMode } from './fanout-host';

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

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Command = WithoutId<HostCommand>;

/** One viewer-host process. */
export class ViewerHost {
	private proc: ChildProcess;
	private nextId = 0;
	private replies = new Map<number, (r: HostReport) => void>();
	onArrived: ((r: Extract<HostReport, { kind: 'arrived' }>) => void) | null = null;

	constructor() {
		this.proc = spawn(process.execPath, ['--import', 'tsx', 'src/bench/fanout-host.ts', '--viewer-host'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
		this.proc.on('message', (r: HostReport) => {
			if (r.kind === 'arrived') return this.onArrived?.(r);
			this.replies.get(r.id)?.(r);
			this.replies.delete(r.id);
		});
	}

	call(command: Command): Promise<Extract<HostReport, { kind: 'done' }>> {
		const id = this.nextId++;
		return new Promise((resolve, reject) => {
			this.replies.set(id, (r) => (r.kind === 'failed' ? reject(new Error(`viewer host: ${r.error}`)) : resolve(r as Extract<HostReport, { kind: 'done' }>)));
			this.proc.send({ ...command, id } as HostCommand);
		});
	}

	stop(): void {
		this.proc.disconnect();
	}
}

/**
 * `--light`: viewers that read each frame and nothing more (light-viewer.ts), to time the server's
 * fan-out alone; by default each viewer is a real socket.io client that applies what it gets.
 */
export const lightViewers = process.argv.includes('--light');

/** Viewer hosts for a bench: `--hosts N` (default: one per core). */
export function startHosts(count = Number(process.argv[process.argv.indexOf('--hosts') + 1]) || cpus().length): ViewerHost[] {
	return Array.from({ length: count }, () => new ViewerHost());
}

export interface Viewers {
	/** The hosts holding viewers, with how many each. */
	shares: { host: ViewerHost; n: number }[];
	n: number;
}

/** Opens `n` viewers of the target, spread evenly over the hosts (and the target's ports). */
export async function openViewers(target: FanoutTarget, n: number, hosts: ViewerHost[]): Promise<Viewers> {
	const shares: Viewers['shares'] = [];
	let offset = 0;
	for (const [i, host] of hosts.entries()) {
		const share = Math.floor(n / hosts.length) + (i < n % hosts.length ? 1 : 0);
		if (!share) continue;
		shares.push({ host, n: share });
		await host.call({ cmd: 'open', ports: target.ports, offset, n: share, mode: target.mode, join: target.join, light: lightViewers });
		offset += share;
	}
	return { shares, n };
}

export async function closeViewers(viewers: Viewers): Promise<void> {
	await Promise.all(viewers.shares.map((s) => s.host.call({ cmd: 'close' })));
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
export async function measureLatency(target: FanoutTarget, viewers: Viewers, count: number, warmup = 10): Promise<Latency> {
	const latencies: number[] = [];
	const bytes: number[] = [];
	const startRev = target.rev;
	const sentAt = new Map<number, number>();
	const reported = new Map<number, number>();
	let waiting: { rev: number; resolve: () => void } | null = null;
	for (const [i, { host }] of viewers.shares.entries()) {
		host.onArrived = (r) => {
			const t0 = sentAt.get(r.rev);
			if (t0 === undefined) return;
			if (r.rev - startRev > warmup) {
				for (const t of r.times) latencies.push(t - t0);
				if (i === 0) bytes.push(r.bytes);
			}
			const n = (reported.get(r.rev) ?? 0) + 1;
			reported.set(r.rev, n);
			if (n === viewers.shares.length && waiting?.rev === r.rev) waiting.resolve();
		};
	}
	await Promise.all(viewers.shares.map((s) => s.host.call({ cmd: 'record', next: target.rev + 1 })));
	for (let i = 0; i < warmup + count; i++) {
		const next = target.rev + 1;
		const done = new Promise<void>((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error(`${target.name}: revision ${next} not delivered to all viewers`)), 20_000);
			waiting = { rev: next, resolve: () => (clearTimeout(timer), resolve()) };
		});
		sentAt.set(next, epochNow());
		await target.send(target.rev);
		await done;
		target.rev = next;
		await sleep(5);
	}
	const stopped = await Promise.all(viewers.shares.map((s) => s.host.call({ cmd: 'stop' })));
	for (const { host } of viewers.shares) host.onArrived = null;
	latencies.sort((a, b) => a - b);
	return {
		p50: pct(latencies, 50),
		p95: pct(latencies, 95),
		p99: pct(latencies, 99),
		samples: latencies.length,
		bytesPerAction: bytes.length ? bytes.reduce((s, b) => s + b, 0) / bytes.length : NaN,
		gaps: stopped.reduce((s, r) => s + (r.gaps ?? 0), 0)
	};
}

/** Opens `n` viewers, measures, closes them. */
export async function latencyAt(target: FanoutTarget, n: number, hosts: ViewerHost[], count: number, warmup = 10): Promise<Latency> {
	const viewers = await openViewers(target, n, hosts);
	await sleep(300);
	try {
		return await measureLatency(target, viewers, count, warmup);
	} finally {
		await closeViewers(viewers);
		await sleep(300);
	}
}

/**
 * The largest of `counts` (ascending) at which p99 stays under `boundMs`; stops at the first
 * count over it (bounded). Returns the figure and each step's latencies.
 */
export async function maxViewers(
	target: FanoutTarget,
	counts: readonly number[],
	hosts: ViewerHost[],
	boundMs = 50,
	actions = 60
): Promise<{ largest: number; steps: { n: number; latency: Latency }[] }> {
	let largest = 0;
	const steps: { n: number; latency: Latency }[] = [];
	for (const n of counts) {
		const latency = await latencyAt(target, n, hosts, actions, 5);
		steps.push({ n, latency });
		if (latency.p99 >= boundMs) break;
		largest = n;
	}
	return { largest, steps };
}

/**
 * `maxViewers` for several targets side by side: at each count every target still under the
 * bound is measured in turn (so all sides meet the machine in the same state). A miss is
 * measured once more (a moment's load from elsewhere on the machine is not a limit); a target
 * stops at a count it misses twice. Returns each target's largest count and its steps.
 */
export async function maxViewersSideBySide(
	targets: FanoutTarget[],
	counts: readonly number[],
	hosts: ViewerHost[],
	boundMs = 50,
	actions = 150
): Promise<Map<FanoutTarget, { largest: number; steps: { n: number; latency: Latency }[] }>> {
	const out = new Map(targets.map((t) => [t, { largest: 0, steps: [] as { n: number; latency: Latency }[] }]));
	let alive = [...targets];
	for (const n of counts) {
		if (!alive.length) break;
		for (const t of alive) {
			const r = out.get(t)!;
			for (let attempt = 0; attempt < 2 && r.largest !== n; attempt++) {
				const latency = await latencyAt(t, n, hosts, actions, 5);
				r.steps.push({ n, latency });
				if (latency.p99 < boundMs) r.largest = n;
			}
		}
		alive = alive.filter((t) => out.get(t)!.largest === n);
	}
	return out;
}
