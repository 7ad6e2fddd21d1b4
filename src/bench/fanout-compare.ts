/**
 * Fan-out side by side, in one run (issue 12): (a) bare Socket.IO broadcasting the full state,
 * (b) cuecast with full-state viewers, (c) cuecast with delta viewers (`sync: 'delta'`): bytes per
 * action, action → viewer p50/p95/p99 at 100 and 1,000 viewers, and the largest viewer count with
 * p99 < 50 ms, then the ratios the issue sets as goals. The targets take lists of ports, so a
 * cluster bench can put its viewers on several nodes and reuse `compareFanout`.
 */
import { cpus, loadavg } from 'node:os';
import type { TableState, TableSync } from '../lib/protocol';
import { latencyAt, lightViewers, maxViewersSideBySide, type FanoutTarget, type Latency, type ViewerHost } from './fanout';
import { emitWithinLimit, login, open, quick, streamAction, type AnySocket } from './support';

/** One cuecast table under bench: its operator (on the first node), the shared revision counter. */
export interface BenchTable {
	operator: AnySocket;
	matchId: number;
	rev: number;
	/** The table's state as a joiner gets it (the bare server broadcasts this). */
	sample: TableState;
	send(rev: number): Promise<void>;
}

/** Creates table `id` through an operator on `port`, starts a long straight-pool match, plays its break. */
export async function benchTable(port: number, pin: string, id = 'b'): Promise<BenchTable> {
	// The operator speaks protocol 2, as the console does: its acks say the revision, not the state.
	const operator = await open(port, await login(port, pin), 2);
	await operator.timeout(5000).emitWithAck('table:create', { id, name: 'Bench' });
	const started = (await operator.timeout(5000).emitWithAck('match:start', {
		table: id,
		setup: { discipline: 'straight-pool', players: ['Anna Nowak', 'Piotr Kowalski'], pointsTo: 1000 },
		replaces: null
	})) as { match: number };
	const matchId = started.match;
	const send = async (rev: number) => {
		const r = await emitWithinLimit<{ ok: boolean; code?: string; reason?: string }>(operator, 'act', { table: id, match: matchId, revision: rev, action: streamAction(rev) });
		if (!r.ok) throw new Error(`refused: ${r.reason}`);
	};
	await send(0);
	// The state as a joiner gets it: a protocol 1 join's ack carries it.
	const joiner = await open(port);
	const sample = ((await joiner.timeout(5000).emitWithAck('join', { table: id })) as { state: TableState }).state;
	joiner.close();
	return { operator, matchId, rev: 1, sample, send };
}

/** One action's broadcasts as a full-state viewer and a delta viewer get them. */
export async function sampleBroadcasts(table: BenchTable, port: number, id = 'b'): Promise<{ state: TableState; delta: TableSync }> {
	const [full, delta] = await Promise.all([open(port), open(port)]);
	await full.timeout(5000).emitWithAck('join', { table: id });
	await delta.timeout(5000).emitWithAck('join', { table: id, sync: 'delta' });
	const got = Promise.all([
		new Promise<TableState>((r) => full.once('state', r)),
		new Promise<TableSync>((r) => delta.on('delta', (d: TableSync) => 'p' in d && r(d)))
	]);
	await table.send(table.rev);
	table.rev++;
	const [state, change] = await got;
	full.close();
	delta.close();
	return { state, delta: change };
}

/** The table's viewers in one mode, on `ports` (round-robin); both modes share the table's revision. */
export function cuecastTarget(table: BenchTable, ports: number[], mode: 'full' | 'delta', id = 'b', label = 'cuecast'): FanoutTarget {
	return {
		name: `${label}, ${mode === 'delta' ? 'delta' : 'full-state'} viewers`,
		ports,
		mode,
		join: mode === 'delta' ? { table: id, sync: 'delta' } : { table: id },
		send: (rev) => table.send(rev),
		get rev() {
			return table.rev;
		},
		set rev(v) {
			table.rev = v;
		}
	};
}

/** The bare Socket.IO server (server.bench.ts --bare) broadcasting `sample` with each revision. */
export async function bareTarget(ports: number[], sample: TableState): Promise<FanoutTarget & { operator: AnySocket }> {
	const operator = await open(ports[0]!);
	return {
		name: 'bare socket.io, full state',
		ports,
		mode: 'full',
		join: {},
		operator,
		rev: 1,
		async send(rev) {
			await operator.timeout(10_000).emitWithAck('act', { ...sample, match: { ...sample.match!, revision: rev + 1 } });
		}
	};
}

const ROUNDS = quick ? 2 : 4;
const fmt = (l: Latency) => `${l.p50.toFixed(1)} / ${l.p95.toFixed(1)} / ${l.p99.toFixed(1)}`;
const mean = (ls: Latency[]): Latency => {
	const avg = (k: keyof Latency) => ls.reduce((s, l) => s + l[k], 0) / ls.length;
	return { p50: avg('p50'), p95: avg('p95'), p99: avg('p99'), samples: avg('samples'), bytesPerAction: avg('bytesPerAction'), gaps: avg('gaps') * ls.length };
};

export interface FanoutFigures {
	/** Mean of two rotated rounds, by viewer count then target name. */
	latency: Record<number, Record<string, Latency>>;
	largest: Record<string, number>;
	goals: { name: string; value: number; goal: string; met: boolean }[];
}

/**
 * Runs the comparison and prints it. `bare`, `full` and `delta` are the three sides; the ratios
 * are delta against bare (latency, viewers) and against full-state (bytes).
 */
export async function compareFanout(
	sides: { bare: FanoutTarget; full: FanoutTarget; delta: FanoutTarget },
	hosts: ViewerHost[],
	opts: { counts?: number[]; scale?: number[] } = {}
): Promise<FanoutFigures> {
	const all = [sides.bare, sides.full, sides.delta];
	const counts = opts.counts ?? (quick ? [100] : [100, 1000]);
	const latency: FanoutFigures['latency'] = {};
	for (const n of counts) {
		const actions = quick ? 100 : n <= 100 ? 300 : 150;
		const rounds: Record<string, Latency[]> = {};
		// four rounds, each side first, middle and last in turn, so none always meets the machine
		// (and the other sessions on it) in the same state
		for (let round = 0; round < ROUNDS; round++) {
			const rotated = [...all.slice(round % all.length), ...all.slice(0, round % all.length)];
			for (const target of round % 2 ? rotated.reverse() : rotated) (rounds[target.name] ??= []).push(await latencyAt(target, n, hosts, actions));
		}
		latency[n] = Object.fromEntries(all.map((t) => [t.name, mean(rounds[t.name]!)]));
	}
	const rows: Record<string, Record<string, string>> = {};
	for (const n of counts) {
		const bare = latency[n]![sides.bare.name]!;
		for (const t of all) {
			const l = latency[n]![t.name]!;
			rows[`${n} viewers · ${t.name}`] = {
				'p50 / p95 / p99 ms': fmt(l),
				'p99 ÷ bare': t === sides.bare ? '1' : (l.p99 / bare.p99).toFixed(2),
				'bytes per action per viewer': l.bytesPerAction.toFixed(0),
				gaps: String(l.gaps)
			};
		}
	}
	console.log(`\nAction → state at every viewer (ms; mean of ${ROUNDS} rounds in rotated order); bytes = the WebSocket frame each viewer gets per action`);
	console.table(rows);

	const scale = opts.scale ?? (quick ? [100, 500] : [250, 500, 750, 1000, 1500, 2000, 3000, 4000, 6000, 8000]);
	const largest: Record<string, number> = {};
	const scaleRows: Record<string, Record<string, string>> = {};
	const found = await maxViewersSideBySide(all, scale, hosts);
	for (const t of all) {
		const r = found.get(t)!;
		largest[t.name] = r.largest;
		for (const [i, s] of r.steps.entries()) {
			const again = i > 0 && r.steps[i - 1]!.n === s.n ? ' (again)' : '';
			scaleRows[`${t.name} · ${s.n}${again}`] = { 'p50 / p95 / p99 ms': fmt(s.latency), 'under 50 ms': s.latency.p99 < 50 ? 'yes' : 'no' };
		}
	}
	console.log(
		`\nLargest viewer count with p99 < 50 ms (tried ${scale.join(', ')}, 150 actions each, the sides in turn at each count; a miss is measured again, a side stops at a count it misses twice):`
	);
	console.table(scaleRows);

	const first = counts[0]!;
	const bytes = (t: FanoutTarget) => latency[first]![t.name]!.bytesPerAction;
	const goals: FanoutFigures['goals'] = [
		{ name: 'bytes per action: full-state ÷ delta', value: bytes(sides.full) / bytes(sides.delta), goal: '≥ 5', met: bytes(sides.full) / bytes(sides.delta) >= 5 },
		...counts.map((n) => {
			const value = latency[n]![sides.delta.name]!.p99 / latency[n]![sides.bare.name]!.p99;
			return { name: `p99 at ${n} viewers: cuecast delta ÷ bare full-state`, value, goal: '≤ 0.8', met: value <= 0.8 };
		}),
		{
			name: 'largest viewer count with p99 < 50 ms: cuecast delta ÷ bare',
			value: largest[sides.delta.name]! / Math.max(1, largest[sides.bare.name]!),
			goal: '≥ 2',
			met: largest[sides.delta.name]! >= 2 * largest[sides.bare.name]! && largest[sides.bare.name]! > 0
		}
	];
	console.log(`\nLargest viewer counts: ${all.map((t) => `${t.name} ${largest[t.name] || 'none'}`).join('; ')}`);
	console.log(`bytes per action per viewer: ${all.map((t) => `${t.name} ${bytes(t).toFixed(0)}`).join('; ')}`);
	console.log('\nGoals (issue 12; issue 24 for the latency ratio):');
	console.table(Object.fromEntries(goals.map((g) => [g.name, { value: g.value.toFixed(2), goal: g.goal, met: g.met ? 'yes' : 'NO' }])));
	console.log(
		`viewers: ${lightViewers ? 'light (a WebSocket that reads each frame and nothing more: the server timed alone)' : 'socket.io clients applying what they get'}; ` +
			`in ${hosts.length} viewer-host processes; machine load average: ${loadavg().map((x) => x.toFixed(2)).join(' ')} on ${cpus().length} cores`);
	return { latency, largest, goals };
}
