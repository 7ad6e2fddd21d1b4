/**
 * Sockets per address (issue 17): past the limit a viewer's connection is refused with a reason
 * the client can show; operators still connect, and so do other addresses.
 */
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { login, tempDir, until, type Client } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';

type Outcome = { ok: true } | { ok: false; message: string; data: any };

function open(url: string, opts: { token?: string; localAddress?: string } = {}): { socket: Client; outcome: Promise<Outcome> } {
	const socket: Client = io(url, {
		transports: ['websocket'],
		reconnection: false,
		forceNew: true,
		timeout: 20_000,
		auth: opts.token ? { token: opts.token } : {},
		...(opts.localAddress ? { localAddress: opts.localAddress } : {})
	} as any);
	const outcome = new Promise<Outcome>((resolve) => {
		socket.once('connect', () => resolve({ ok: true }));
		socket.once('connect_error', (e: any) => resolve({ ok: false, message: e.message, data: e.data }));
	});
	return { socket, outcome };
}

describe('sockets per address', () => {
	let s: Served;
	const sockets: Client[] = [];
	afterAll(async () => {
		for (const x of sockets) x.close();
		await s?.stop();
	});

	it('300 viewer sockets from one address: 50 are accepted, the rest refused with a reason; an operator and another address still connect', async () => {
		s = await serveInProcess({ dataDir: tempDir(), env: { CUECAST_LIMIT_LOOPBACK: '1', CUECAST_MAX_SOCKETS_PER_ADDRESS: '50' } });
		const opened = [];
		for (let i = 0; i < 300; i++) {
			const o = open(s.url);
			sockets.push(o.socket);
			opened.push(o.outcome);
			if (i % 50 === 49) await Promise.all(opened); // in waves, to spare the shared machine
		}
		const outcomes = await Promise.all(opened);
		const accepted = outcomes.filter((o) => o.ok).length;
		const refused = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
		expect(accepted).toBe(50);
		expect(refused.length).toBe(250);
		expect(refused[0].data.code).toBe('too-many-sockets');
		expect(refused[0].message).toMatch(/too many connections from your address \(at most 50\)/);
		// The refused connections are closed by the server, not left open.
		const stillOpen = () => sockets.filter((x) => (x.io as any).engine?.readyState === 'open').length;
		await until(() => stillOpen() === 50, 10_000, 'the server to close the refused connections');

		const token = (await login(s.url, s.pin!)).token!;
		const operator = open(s.url, { token });
		sockets.push(operator.socket);
		expect(await operator.outcome).toEqual({ ok: true });
		const other = open(s.url, { localAddress: '127.0.0.2' });
		sockets.push(other.socket);
		expect(await other.outcome).toEqual({ ok: true });

		// Closing one gives its place back, once the server has heard of the close (a round trip:
		// until then a new one is still refused, so it tries again until one is let in).
		for (const x of sockets.slice(0, 300)) if (x.connected) { x.close(); break; }
		const deadline = Date.now() + 10_000;
		for (;;) {
			const again = open(s.url);
			sockets.push(again.socket);
			const outcome = await again.outcome;
			if (outcome.ok || Date.now() > deadline) {
				expect(outcome).toEqual({ ok: true });
				break;
			}
			expect(outcome.data.code).toBe('too-many-sockets');
			await new Promise((r) => setTimeout(r, 50));
		}
	}, 120_000);
});

describe('an oversized message', () => {
	let s: Served;
	afterAll(async () => {
		await s?.stop();
	});

	it('of any size gets a stated reason: a refused event (message-too-large) up to the transport bound, the WebSocket close code 1009 beyond it', async () => {
		s = await serveInProcess({ dataDir: tempDir() });
		// 100 KB and 600 KB: over the 16 KB message limit and over the old 64 KB transport bound.
		for (const size of [100_000, 600_000]) {
			const { socket, outcome } = open(s.url);
			expect(await outcome).toEqual({ ok: true });
			const refused = new Promise<any>((resolve) => socket.once('refused' as any, resolve));
			const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
			socket.emit('join' as any, { table: 'x'.repeat(size) });
			const r = await refused;
			expect(r, `${size} bytes`).toMatchObject({ event: 'message', code: 'message-too-large', params: { max: 16 * 1024 } });
			await closed;
		}
		// Past the transport bound the server never reads the message: the WebSocket's own close
		// code says why (1009, "message too big"); the browser helper turns it into the same code.
		const { socket, outcome } = open(s.url);
		expect(await outcome).toEqual({ ok: true });
		const details = new Promise<any>((resolve) => socket.once('disconnect', (_reason, d) => resolve(d)));
		socket.emit('join' as any, { table: 'x'.repeat(3 * 1024 * 1024) });
		expect((await details)?.context?.code).toBe(1009);
	}, 60_000);
});
