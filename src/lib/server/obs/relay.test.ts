/**
 * The OBS relay between two nodes over an in-memory bus: a node that does not drive OBS asks the
 * leader when a table's stream started (a match's chapters), and its manual requests still come
 * back as they did.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { NodeBus } from '../cluster/bus';
import type { Leadership } from '../cluster/leader';
import type { NodeMessage, Outgoing } from '../cluster/messages';
import type { ObsAdapter, ObsStream } from './adapter';
import { obsRelay, type ObsRelay } from './relay';

/** Two nodes' buses: what one publishes the other hears (a microtask later), stamped with its sender. */
function busPair(): [NodeBus, NodeBus] {
	type Node = NodeBus & { other: Node | null; hear(m: NodeMessage): void };
	const make = (): Node => {
		const listeners = new Set<(m: NodeMessage) => void>();
		const node: Node = {
			nodeId: randomUUID(),
			other: null,
			publish: (m: Outgoing) => node.other?.hear({ ...m, from: node.nodeId } as NodeMessage),
			onMessage: (l) => (listeners.add(l), () => void listeners.delete(l)),
			onReconnect: () => () => {},
			status: () => ({ kind: 'local', connected: true, dropped: 0, lastError: null }),
			peers: async () => [],
			close: async () => {},
			hear: (m) => queueMicrotask(() => listeners.forEach((l) => l(m)))
		};
		return node;
	};
	const a = make();
	const b = make();
	a.other = b;
	b.other = a;
	return [a, b];
}

const leading = (leader: boolean): Leadership => ({
	isLeader: () => leader,
	onChange: () => () => {},
	status: () => ({ leader, kind: 'solo', since: 0, lastError: null }),
	close: async () => {}
});

/** The leader's adapter: only what the relay calls. */
function adapterStub(stream: (table: string) => ObsStream): ObsAdapter {
	const stub = {
		status: () => ({ enabled: true, connections: [] }),
		onStatus: () => () => {},
		switchScene: async () => ({ ok: true }),
		pressKey: async () => ({ ok: false, reason: 'no rule is bound to key "x"' }),
		streamStatus: async (table: string) => stream(table)
	};
	return stub as unknown as ObsAdapter;
}

const relays: ObsRelay[] = [];
afterEach(() => relays.splice(0).forEach((r) => r.close()));

describe('the relay', () => {
	it('a follower asks the leader when a table’s stream started, and gets its answer or its reason', async () => {
		const [leaderBus, followerBus] = busPair();
		const asked: string[] = [];
		const leaderAdapter = adapterStub((table) => (asked.push(table), table === 't2' ? { ok: true, startedAt: 1_796_320_500_000 } : { ok: false, reason: 'OBS is not streaming' }));
		relays.push(obsRelay(leaderAdapter, leading(true), leaderBus, async () => {}));
		const follower = obsRelay(adapterStub(() => ({ ok: false, reason: 'a follower drives no OBS' })), leading(false), followerBus, async () => {});
		relays.push(follower);

		expect(await follower.streamStatus('t2')).toEqual({ ok: true, startedAt: 1_796_320_500_000 });
		expect(await follower.streamStatus('t1')).toEqual({ ok: false, reason: 'OBS is not streaming' });
		expect(asked).toEqual(['t2', 't1']);
		// manual requests come back as before: no stream start in a scene's answer
		expect(await follower.request({ type: 'scene', scene: 'Game' })).toEqual({ ok: true });
		expect(await follower.request({ type: 'key', key: 'x' })).toEqual({ ok: false, reason: 'no rule is bound to key "x"' });
	});

	it('the leader answers from its own adapter, without the bus', async () => {
		const [bus] = busPair();
		const leader = obsRelay(adapterStub(() => ({ ok: true, startedAt: 42 })), leading(true), bus, async () => {});
		relays.push(leader);
		expect(await leader.streamStatus('t1')).toEqual({ ok: true, startedAt: 42 });
	});
});
