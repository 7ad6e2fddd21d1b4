/**
 * Every Server-Sent Events stream the server serves — a table's fields (`/api/v1/tables/<id>/events`)
 * and a competition (`/api/competitions/<id>/events`) — under one limiter (issue 22): a reader
 * holds at most 16 streams (an address without a key) or 64 (an API key: a Companion drives many
 * tables), whatever it streams; the server at most 2000 in all, which no single reader can use up;
 * and a stream whose unsent data passes MAX_BACKLOG (a reader that stopped reading) is dropped,
 * not buffered for, and its place given back.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusal, type CodedReason } from '../protocol/refusals';

export const MAX_STREAMS_PER_ADDRESS = 16;
export const MAX_STREAMS_PER_KEY = 64;
export const MAX_STREAMS = 2000;
/**
 * Bytes a stream may have waiting for its socket before it is dropped: a few of the largest
 * messages (a 128-player competition's view is ~400 KB), so a reader on a slow link keeps up
 * and one that stopped reading costs at most this much (16 streams: 32 MB per address).
 */
export const MAX_BACKLOG = 2 * 1024 * 1024;
const KEEPALIVE_MS = 15_000;

/** Who holds a stream: `k:<key id>` with an API key, `a:<address>` (addressKey) without one. */
export type Reader = `k:${string}` | `a:${string}`;

/** One open stream: what its owner writes to and ends. */
export interface EventStream {
	/** Sends `text`, or drops the stream when its reader is too far behind. */
	write(text: string): void;
	/** Ends the stream (with a last message) and gives its place back. */
	end(last?: string): void;
}

interface Held {
	res: ServerResponse;
	reader: Reader;
	closed: boolean;
	onClose: () => void;
}

export class EventStreams {
	private readonly open = new Set<Held>();
	private readonly perReader = new Map<Reader, number>();
	private readonly keepalive: ReturnType<typeof setInterval>;

	constructor(private readonly maxBacklog = MAX_BACKLOG) {
		this.keepalive = setInterval(() => {
			for (const s of this.open) this.write(s, ': keep-alive\n\n');
		}, KEEPALIVE_MS);
		this.keepalive.unref();
	}

	/**
	 * Why `reader` may not open another stream, as the status and coded refusal to answer with:
	 * 429 `api-streams` at its own limit, 503 `server-busy` when the server is full. Null: it may.
	 */
	refusal(reader: Reader): { status: 429 | 503; why: CodedReason; headers: Record<string, string> } | null {
		const max = reader.startsWith('k:') ? MAX_STREAMS_PER_KEY : MAX_STREAMS_PER_ADDRESS;
		if ((this.perReader.get(reader) ?? 0) >= max) return { status: 429, why: refusal('api-streams', { max }), headers: { 'retry-after': '5' } };
		if (this.open.size >= MAX_STREAMS) return { status: 503, why: refusal('server-busy'), headers: { 'retry-after': '5' } };
		return null;
	}

	/**
	 * Opens a stream on `res` for `reader` (the caller checked `refusal`): the event-stream
	 * headers, a reconnect delay, keep-alive comments. `onClose` runs once when it closes, however
	 * (the reader left, it was dropped, or ended).
	 */
	start(req: IncomingMessage, res: ServerResponse, reader: Reader, headers: Record<string, string>, onClose: () => void): EventStream {
		res.writeHead(200, {
			'content-type': 'text/event-stream; charset=utf-8',
			'cache-control': 'no-store',
			connection: 'keep-alive',
			// nginx and similar proxies would otherwise hold the events back
			'x-accel-buffering': 'no',
			...headers
		});
		res.write('retry: 2000\n\n');
		const held: Held = { res, reader, closed: false, onClose };
		this.open.add(held);
		this.perReader.set(reader, (this.perReader.get(reader) ?? 0) + 1);
		const release = () => this.release(held);
		req.on('close', release);
		res.on('close', release);
		res.on('error', release);
		return {
			write: (text) => this.write(held, text),
			end: (last) => {
				if (held.closed) return;
				res.end(last);
				this.release(held);
			}
		};
	}

	/** Streams held now: by `reader`, and in all. */
	held(reader?: Reader): { reader: number; total: number } {
		return { reader: reader ? (this.perReader.get(reader) ?? 0) : 0, total: this.open.size };
	}

	/** Ends every stream (the server stops). */
	close() {
		clearInterval(this.keepalive);
		for (const s of [...this.open]) {
			s.res.end();
			this.release(s);
		}
	}

	private write(s: Held, text: string) {
		if (s.closed) return;
		if (s.res.writableLength > this.maxBacklog) {
			// the reader stopped reading: cut it off instead of holding more for it
			s.res.destroy();
			this.release(s);
			return;
		}
		s.res.write(text);
	}

	private release(s: Held) {
		if (s.closed) return;
		s.closed = true;
		this.open.delete(s);
		const n = (this.perReader.get(s.reader) ?? 1) - 1;
		if (n > 0) this.perReader.set(s.reader, n);
		else this.perReader.delete(s.reader);
		s.onClose();
	}
}
