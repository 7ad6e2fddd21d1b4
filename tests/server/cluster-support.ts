/**
 * Several cuecast nodes on one PostgreSQL database and one Redis (private servers of the test
 * file's own: tests/support/peers.ts), each node a real server process on its own port and
 * data folder, as a load balancer would see them.
 */
import { call, connect, connected, freePort, login, poolSetup, startServer, tempDir, until, type Running } from './helpers';
import { privatePostgres, privateRedis, type PrivateServer } from '../support/peers';

export interface Peers {
	pg: PrivateServer;
	redis: PrivateServer;
	databaseUrl: string;
	dispose(): Promise<void>;
}

export async function startPeers(): Promise<Peers> {
	const [pgPort, redisPort] = [await freePort(), await freePort()];
	const [pg, redis] = await Promise.all([privatePostgres(pgPort), privateRedis(redisPort)]);
	return {
		pg,
		redis,
		databaseUrl: pg.url,
		async dispose() {
			await Promise.all([pg.dispose(), redis.dispose()]);
		}
	};
}

export function nodeEnv(peers: Peers, extra: Record<string, string> = {}): Record<string, string> {
	return { CUECAST_DATABASE_URL: peers.databaseUrl, CUECAST_REDIS_URL: peers.redis.url, ...extra };
}

export async function startNode(peers: Peers, port?: number): Promise<Running> {
	return startServer({ dataDir: tempDir('cuecast-node-'), port, env: nodeEnv(peers) });
}

export interface Health {
	node: string;
	store: string;
	leader: { leader: boolean };
	bus: { connected: boolean };
	obs: { connections: number };
}

export async function health(node: Running): Promise<Health> {
	const res = await fetch(`${node.url}/api/health`);
	return (await res.json()) as Health;
}

/** The nodes that say they lead (the clock timers, OBS, snapshots). */
export async function leaders(nodes: Running[]): Promise<Running[]> {
	const alive = nodes.filter((n) => n.proc.exitCode === null && n.proc.signalCode === null);
	const said = await Promise.all(alive.map((n) => health(n).then((h) => h.leader.leader).catch(() => false)));
	return alive.filter((_, i) => said[i]);
}

/** Starts `count` nodes one after another (the first makes the schema and prints the PIN). */
export async function startCluster(peers: Peers, count: number) {
	const nodes: Running[] = [];
	for (let i = 0; i < count; i++) nodes.push(await startNode(peers));
	const pin = nodes[0].pin!;
	const { token } = await login(nodes[0].url, pin);
	return { nodes, pin, token: token! };
}

/** An operator socket on `node`, joined to `table`. */
export async function operator(node: Running, token: string, table?: string) {
	const op = connect(node.url, { token, table });
	await connected(op.socket);
	if (table) await until(() => op.latest !== null, 5000, `state of ${table} on ${node.url}`);
	return op;
}

/** Creates table `id` and starts a straight-pool match on it through `node`. */
export async function tableWithMatch(node: Running, token: string, id = 't1') {
	const op = await operator(node, token);
	const created = await call(op.socket, 'table:create', { id, name: `Table ${id}` });
	if (!created.ok) throw new Error(`table:create: ${created.reason}`);
	const started = await call(op.socket, 'match:start', { table: id, setup: poolSetup(), replaces: null });
	if (!started.ok) throw new Error(`match:start: ${started.reason}`);
	op.socket.close();
	return started.state.match.id as number;
}
