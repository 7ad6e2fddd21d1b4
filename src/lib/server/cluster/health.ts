/**
 * GET /api/health: what a load balancer or an operator asks a node — which node it is, its
 * store, whether it leads (keeps the clocks, drives OBS, writes snapshots), whether its bus to
 * the other nodes is up. Public and cheap: no store read; it answers 200 while the node serves
 * (viewers are served from memory even while the database is away; scoring is what waits for
 * it). Anyone gets that much and nothing else (docs/protocol.md); the internals — the process
 * id, the last errors of the leadership lock and the bus (they may name hosts), since when it
 * leads, how far it had to catch up — only an operator's session (issue 22).
 */
import type { ServerResponse } from 'node:http';
import type { Node } from '.';
import type { FollowStatus } from './follow';
import { send } from '../http-util';

export function sendHealth(res: ServerResponse, node: Node, follow: { status(): FollowStatus }, obsConnections: () => number, operator = false): true {
	const leader = node.leadership.status();
	const bus = node.bus.status();
	const open = {
		ok: true,
		node: node.bus.nodeId,
		store: node.kind,
		leader: { leader: leader.leader },
		bus: { connected: bus.connected },
		// OBS connections this node holds itself (the leader's; others relay its status).
		obs: { connections: obsConnections() }
	};
	const body = operator ? { ...open, pid: process.pid, leader, bus, follow: follow.status() } : open;
	return send(res, 200, body, { 'cache-control': 'no-store' });
}
