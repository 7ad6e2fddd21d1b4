/**
 * The server's heartbeat (CUECAST_PING_SECONDS): each socket is pinged at that interval, and one
 * whose network went (it answers no ping) is dropped within 1.8 times it, while a socket that
 * answers stays. Over a bare WebSocket, as an overlay's own client speaks Engine.IO.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../src/lib/server/config';
import { tempDir } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';

let server: Served;

beforeAll(async () => {
	server = await serveInProcess({ dataDir: tempDir(), env: { CUECAST_PING_SECONDS: '3' } });
});
afterAll(() => server?.stop());

/** A bare Engine.IO client: the packets it got, and whether it answers pings. */
function engineClient(answersPings: boolean) {
	const ws = new WebSocket(`ws://127.0.0.1:${server.port}/socket.io/?EIO=4&transport=websocket`);
	const got: string[] = [];
	const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
	const opened = new Promise<{ pingInterval: number; pingTimeout: number }>((resolve) =>
		ws.on('message', (data) => {
			const text = String(data);
			got.push(text);
			if (text.startsWith('0')) {
				resolve(JSON.parse(text.slice(1)));
				ws.send('40');
			}
			if (text === '2' && answersPings) ws.send('3');
		})
	);
	return { ws, got, closed, opened, pings: () => got.filter((p) => p === '2').length };
}

describe('the heartbeat', () => {
	it('pings at CUECAST_PING_SECONDS, drops a socket that stopped answering and keeps one that answers', async () => {
		const gone = engineClient(false);
		const alive = engineClient(true);
		// the interval and the wait for an answer come in Engine.IO's open packet (the overlays' client reads them)
		expect(await gone.opened).toMatchObject({ pingInterval: 3000, pingTimeout: 2400 });
		await alive.opened;
		await gone.closed;
		// dropped for the ping it did not answer
		expect(gone.pings()).toBeGreaterThanOrEqual(1);
		expect(gone.got.some((p) => p.startsWith('40'))).toBe(true);
		// the one that answers is still there, and pinged again after that
		const pingsThen = alive.pings();
		expect(alive.ws.readyState).toBe(WebSocket.OPEN);
		await new Promise<void>((resolve) => alive.ws.on('message', (data) => String(data) === '2' && alive.pings() > pingsThen && resolve()));
		expect(alive.ws.readyState).toBe(WebSocket.OPEN);
		alive.ws.close();
	});

	it('refuses a heartbeat out of range at start, naming the setting', () => {
		for (const value of ['1', '301', 'soon', '2.5']) {
			expect(() => loadConfig({ CUECAST_PING_SECONDS: value })).toThrow(/invalid setting CUECAST_PING_SECONDS/);
		}
		expect(loadConfig({}).pingSeconds).toBe(25);
	});
});
