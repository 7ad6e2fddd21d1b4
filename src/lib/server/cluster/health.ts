/**
 * GET /api/health: what a load balancer or an operator asks a node — which node it is, its
 * store, whether it leads (keeps the clocks, drives OBS, writes snapshots), whether its bus to
 * the other nodes is up and how far it had to catch up. Public and cheap: no secrets, no store
 * read; it answers 200 while the node serves (viewers are served from memory even while the
 * database is away; scoring is what waits for it).
 */
import type { ServerResponse } from 'node:http';
import type { Node } from '.';
import type { FollowStatus } from './follow';
import { send } from '../http-util';

export function sendHealth(res: ServerResponse, node: Node, follow: { status(): FollowStatus }, obsConnections: () => number): true {
	return send(res, 200, {
		ok: true,
		node: node.bus.nodeId,
		pid: process.pid,
		store: node.kind,
		leader: node.leadership.status(),
		bus: node.bus.status(),
		follow: follow.status(),
		// OBS connections this node holds itself (the leader's; others relay its status).
		obs: { connections: obsConnections() }
	}, { 'cache-control': 'no-store' });
}
