/**
 * Raw HTTP for the hardening tests (issue 22): requests from a chosen loopback address (any
 * 127.x.y.z reaches a server on 127.0.0.1 under Linux, so each test is an address of its own),
 * event streams held open or left unread, and bodies sent only in part.
 */
import { request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Answer {
	status: number;
	headers: IncomingMessage['headers'];
	body: any;
}

/** A request from `localAddress`; the answer's body parsed as JSON when it is JSON. */
export function from(localAddress: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false }, (res) => {
			let text = '';
			res.setEncoding('utf8');
			res.on('data', (d) => (text += d));
			res.on('end', () => {
				let body: unknown = text;
				try {
					body = JSON.parse(text);
				} catch {
					// not JSON: the text
				}
				resolve({ status: res.statusCode!, headers: res.headers, body });
			});
		});
		req.on('error', reject);
		req.end(init.body);
	});
}

/** An event stream from `localAddress` that is read (and its data thrown away), or the refusal. */
export interface OpenStream {
	status: number;
	body: any;
	/** Bytes received so far. */
	received(): number;
	/** Whether the server ended or dropped it. */
	ended(): boolean;
	close(): void;
}

export function stream(localAddress: string, url: string): Promise<OpenStream> {
	return new Promise((resolve, reject) => {
		const req = request(url, { headers: { accept: 'text/event-stream' }, localAddress, agent: false }, (res) => {
			let received = 0;
			let ended = false;
			let text = '';
			const handle: OpenStream = {
				status: res.statusCode!,
				body: null,
				received: () => received,
				ended: () => ended,
				close: () => req.destroy()
			};
			res.on('data', (d: Buffer) => {
				received += d.length;
				if (res.statusCode !== 200) text += d.toString('utf8');
			});
			res.on('close', () => (ended = true));
			if (res.statusCode === 200) return resolve(handle);
			res.on('end', () => resolve({ ...handle, body: JSON.parse(text) }));
		});
		req.on('error', reject);
		req.end();
	});
}

/**
 * A raw connection from `localAddress` that sends `head` (and `body`, if any) and then reads
 * nothing until told: what a reader that stopped reading looks like to the server.
 */
export function rawConnection(localAddress: string, port: number) {
	const socket: Socket = connect({ host: '127.0.0.1', port, localAddress });
	let received = '';
	let closed = false;
	socket.on('data', (d) => (received += d.toString('latin1')));
	const gone = new Promise<void>((resolve) =>
		socket.on('close', () => {
			closed = true;
			resolve();
		})
	);
	socket.on('error', () => {});
	return {
		socket,
		/** Resolves once the data is handed to the system, or the connection is gone. */
		send: (data: string | Buffer) => (closed ? Promise.resolve() : Promise.race([gone, new Promise<void>((resolve) => socket.write(data, () => resolve()))])),
		received: () => received,
		closed: () => closed,
		pause: () => socket.pause(),
		resume: () => socket.resume()
	};
}
