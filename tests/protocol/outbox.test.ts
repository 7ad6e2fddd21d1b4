/**
 * Issue 26: a console's outbox sends each stroke with an idempotency key (`act.request`). The
 * same stroke sent again — its answer was lost when the network dropped — is answered again and
 * stored once; the key reused for another stroke is refused; a key is the console's own (the
 * API's keys live apart). (In-process harness: the real runtime, real Socket.IO clients.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientPool, connected, login, poolSetup, streamAction, tempDir } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';

let server: Served;
const pool = clientPool(() => server.url);

beforeAll(async () => {
	server = await serveInProcess({ dataDir: tempDir('cuecast-outbox-') });
}, 30_000);
afterAll(() => pool.closeAll());

describe('act with an idempotency key', () => {
	it('stores a stroke sent twice once, refuses the key for another stroke, and refuses a malformed key', async () => {
		const token = (await login(server.url, server.pin!)).token!;
		const op = pool.client({ token });
		await connected(op.socket);
		expect((await call(op.socket, 'table:create', { id: 'o1', name: 'Outbox' })).ok).toBe(true);
		const started = await call(op.socket, 'match:start', { table: 'o1', setup: poolSetup(), replaces: null });
		const match = started.state.match.id;
		const first = await call(op.socket, 'act', { table: 'o1', match, revision: 0, action: streamAction(0), request: 'a1b2c3' });
		expect([first.ok, first.revision]).toEqual([true, 1]);
		// the same stroke again (its answer was lost): answered again, not applied again
		const again = await call(op.socket, 'act', { table: 'o1', match, revision: 0, action: streamAction(0), request: 'a1b2c3' });
		expect(again).toMatchObject({ ok: true, revision: 1, repeated: true });
		const other = await call(op.socket, 'act', { table: 'o1', match, revision: 1, action: { t: 'shot', safety: true }, request: 'a1b2c3' });
		expect(other).toMatchObject({ ok: false, code: 'idempotency-key-reused', params: { revision: 1 } });
		const bad = await call(op.socket, 'act', { table: 'o1', match, revision: 1, action: streamAction(1), request: 'with space' });
		expect(bad).toMatchObject({ ok: false, code: 'invalid' });
		const script = (await (await fetch(`${server.url}/api/tables/o1/script`)).json()) as { actions: unknown[] };
		expect(script.actions).toHaveLength(1);
	});
});
