import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitToRoom, textFrame } from './fanout';

let io: Server;
let url: string;
const clients: ClientSocket[] = [];

beforeAll(async () => {
	const http = createServer();
	io = new Server(http, { serveClient: false });
	io.on('connection', (socket) => socket.on('join', (room: string, ack: () => void) => (socket.join(room), ack())));
	await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
	url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
	for (const c of clients) c.close();
	await new Promise((r) => io.close(r));
});

async function viewer(room: string, transports: ('websocket' | 'polling')[] = ['websocket']) {
	const socket = connect(url, { transports, forceNew: true, reconnection: false });
	clients.push(socket);
	const got: unknown[] = [];
	socket.onAny((event: string, payload: unknown) => got.push([event, payload]));
	await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
	await socket.timeout(2000).emitWithAck('join', room);
	return { socket, got };
}

const until = async (fn: () => boolean) => {
	const end = Date.now() + 3000;
	while (!fn()) {
		if (Date.now() > end) throw new Error('timed out');
		await new Promise((r) => setTimeout(r, 5));
	}
};

describe('emitToRoom', () => {
	it('frames every length the way a WebSocket reader expects', () => {
		expect([...textFrame('hi')]).toEqual([0x81, 2, 0x68, 0x69]);
		const medium = textFrame('é'.repeat(100));
		expect([medium[0], medium[1], medium.readUInt16BE(2), medium.length]).toEqual([0x81, 126, 200, 204]);
		const large = textFrame('x'.repeat(70_000));
		expect([large[1], Number(large.readBigUInt64BE(2)), large.length]).toEqual([127, 70_000, 70_010]);
	});

	it('delivers to the room only, intact at every size, in order with Socket.IO’s own emits', async () => {
		const a = await viewer('r');
		const b = await viewer('r');
		const other = await viewer('elsewhere');
		const payloads = [{ n: 1 }, { text: 'Łódź 🎱 '.repeat(20) }, { big: 'y'.repeat(70_000), nil: null }, [1, 'two', { three: 3 }]];
		expect(emitToRoom(io, 'r', 'delta', payloads[0])).toBe(2);
		io.to('r').emit('state', { between: true });
		for (const p of payloads.slice(1)) emitToRoom(io, 'r', 'delta', p);
		const expected = [['delta', payloads[0]], ['state', { between: true }], ...payloads.slice(1).map((p) => ['delta', p])];
		await until(() => a.got.length === expected.length && b.got.length === expected.length);
		expect(a.got).toEqual(expected);
		expect(b.got).toEqual(expected);
		expect(other.got).toEqual([]);
		expect(emitToRoom(io, 'nobody', 'delta', {})).toBe(0);
	});

	it('goes through Socket.IO for a socket that is not on WebSocket, and keeps a socket’s order behind what it has queued', async () => {
		const polling = await viewer('p', ['polling']);
		const ws = await viewer('p');
		expect(emitToRoom(io, 'p', 'delta', { i: 0 })).toBe(1);
		// A send in progress on the WebSocket: the next goes behind it through Socket.IO.
		const wsSide = io.sockets.sockets.get(ws.socket.id!)!;
		wsSide.emit('state', { queued: true });
		expect(emitToRoom(io, 'p', 'delta', { i: 1 })).toBe(0);
		await until(() => polling.got.length === 2 && ws.got.length === 3);
		expect(polling.got).toEqual([
			['delta', { i: 0 }],
			['delta', { i: 1 }]
		]);
		expect(ws.got).toEqual([
			['delta', { i: 0 }],
			['state', { queued: true }],
			['delta', { i: 1 }]
		]);
	});
});
