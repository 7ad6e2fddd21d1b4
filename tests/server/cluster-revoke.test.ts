/**
 * Issue 22 item 12: a revocation on one node takes effect on every node before that node's
 * next message: a logout or a PIN reset on A, and the very next operator message on B is
 * refused; an API key revoked on A, and the very next request with it on B is refused. (Two
 * real nodes on a private PostgreSQL and Redis: cluster-support.ts.)
 */
import { describe, expect, it } from 'vitest';
import { call, login, poolSetup, postLogin, startServer, streamAction, tempDir, until } from './helpers';
import { clusterFile, nodeEnv, operator, startCluster } from './cluster-support';

const file = clusterFile();
const running = file.running;
const session = (token: string) => ({ cookie: `cuecast_session=${token}` });

/** Two nodes for the whole file (the PIN reset, which ends every session, runs last). */
let cluster: Awaited<ReturnType<typeof startCluster>> | null = null;
async function twoNodes() {
	if (!cluster) {
		cluster = await startCluster(file.peers(), 2);
		running.push(...cluster.nodes);
	}
	return cluster;
}

describe('revocations reach every node at once', () => {
	it('logout on A: the very next operator message on B is refused (five times over)', async () => {
		const { nodes, pin } = await twoNodes();
		const [a, b] = nodes;
		for (let round = 0; round < 5; round++) {
			const { token } = await login(a.url, pin);
			const op = await operator(b, token!);
			const id = `r${round}`;
			// B has the session in its cache: its operator messages are accepted.
			const made = await call(op.socket, 'table:create', { id, name: `Round ${round}` });
			expect(made.ok, made.reason).toBe(true);
			const out = await fetch(`${a.url}/api/logout`, { method: 'POST', headers: session(token!) });
			expect(out.status).toBe(200);
			const next = await call(op.socket, 'table:rename', { table: id, name: 'After logout' });
			expect(next, `round ${round}`).toMatchObject({ ok: false, code: 'operators-only' });
			op.socket.close();
		}
	}, 120_000);

	it('an API key revoked on A: the very next request with it on B is refused', async () => {
		const { nodes, token } = await twoNodes();
		const [a, b] = nodes;
		for (let round = 0; round < 3; round++) {
			const made = (await (
				await fetch(`${a.url}/api/keys`, {
					method: 'POST',
					headers: { ...session(token), 'content-type': 'application/json' },
					body: JSON.stringify({ name: `Round ${round}`, scope: 'control' })
				})
			).json()) as { ok: boolean; key: string; id: string };
			expect(made.ok).toBe(true);
			const ask = () => fetch(`${b.url}/api/v1/key`, { headers: { authorization: `Bearer ${made.key}` } });
			// B looks the key up and caches it.
			expect((await ask()).status).toBe(200);
			expect((await ask()).status).toBe(200);
			const revoked = await fetch(`${a.url}/api/keys/${made.id}`, { method: 'DELETE', headers: session(token) });
			expect(revoked.status).toBe(200);
			expect((await ask()).status, `round ${round}`).toBe(401);
		}
	}, 120_000);

	it('a table device revoked on A: its very next stroke on B is refused (issue 26)', async () => {
		const { nodes, token } = await twoNodes();
		const [a, b] = nodes;
		const op = await operator(a, token);
		expect((await call(op.socket, 'table:create', { id: 'dev', name: 'Device' })).ok).toBe(true);
		expect((await call(op.socket, 'match:start', { table: 'dev', setup: poolSetup(), replaces: null })).ok).toBe(true);
		op.socket.close();
		const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
			fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
		// the code shown on A, typed on B
		const code = (await (await post(a.url, '/api/devices/codes', { role: 'device', table: 'dev' }, session(token))).json()) as { code: string };
		const paired = await post(b.url, '/api/devices/pair', { code: code.code, name: 'Tablet' });
		expect(paired.status).toBe(200);
		const deviceToken = /cuecast_session=([^;]+)/.exec(paired.headers.get('set-cookie') ?? '')![1]!;
		const device = await operator(b, deviceToken, 'dev');
		await until(() => device.latest?.match != null, 5000, 'the match on B');
		const match = device.latest!.match!;
		expect((await call(device.socket, 'act', { table: 'dev', match: match.id, revision: 0, action: streamAction(0) })).ok).toBe(true);
		const listed = (await (await fetch(`${a.url}/api/devices`, { headers: session(token) })).json()) as { devices: { id: string; name: string }[] };
		const id = listed.devices.find((d) => d.name === 'Tablet')!.id;
		expect((await fetch(`${a.url}/api/devices/${id}`, { method: 'DELETE', headers: session(token) })).status).toBe(200);
		expect(await call(device.socket, 'act', { table: 'dev', match: match.id, revision: 1, action: streamAction(1) })).toMatchObject({ ok: false, code: 'device-revoked' });
		device.socket.close();
	}, 120_000);

	it('wrong PINs from one address, spread over A and B, are counted once for the venue: the third locks it out on both', async () => {
		const { nodes, pin } = await twoNodes();
		const [a, b] = nodes;
		const wrong = pin.startsWith('0000') ? '1111-1111' : '0000-0000';
		const from = '127.0.3.1';
		expect((await postLogin(a.url, wrong, from)).body.code).toBe('pin-wrong');
		expect((await postLogin(b.url, wrong, from)).body.code).toBe('pin-wrong');
		// Counted per node this would be A's second failure: a plain pin-wrong.
		const third = await postLogin(a.url, wrong, from);
		expect(third.status, JSON.stringify(third.body)).toBe(429);
		expect(third.body.code).toBe('pin-wrong-wait');
		// B knows the lock-out too: even the right PIN waits.
		const onB = await postLogin(b.url, pin, from);
		expect(onB.status, JSON.stringify(onB.body)).toBe(429);
		expect(onB.body.code).toBe('pin-locked');
	}, 120_000);

	it('a PIN reset on a node that starts: sessions on B stop before that node serves; the new PIN works', async () => {
		const { nodes, token } = await twoNodes();
		const b = nodes[1];
		const op = await operator(b, token);
		expect((await call(op.socket, 'table:create', { id: 'pin', name: 'PIN' })).ok).toBe(true);
		// A third node starting beside two on a loaded machine may take a while to listen.
		const c = await startServer({ dataDir: tempDir('cuecast-node-'), env: nodeEnv(file.peers(), { CUECAST_RESET_PIN: '1' }), startMs: 60_000 });
		running.push(c);
		expect(c.pin).toMatch(/^\d{4}-\d{4}$/);
		expect(await call(op.socket, 'table:rename', { table: 'pin', name: 'After reset' })).toMatchObject({ ok: false, code: 'operators-only' });
		op.socket.close();
		expect((await login(b.url, c.pin!)).status).toBe(200);
	}, 120_000);
});
