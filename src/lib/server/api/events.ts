/**
 * `GET /api/v1/tables/<id>/events`: the table's fields as Server-Sent Events, for tools without
 * Socket.IO. A `state` event on connect and whenever the fields change: after every change the
 * venue publishes, and once a second while something time-driven shows (the shot clock).
 * Fields are computed once per table and language, however many streams read them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lang } from '../../i18n/lang';
import type { TableState } from '../../protocol';
import type { Venue } from '../venue';
import { fieldsFor } from './fields-out';

/** Streams one reader may hold: per address without a key, per key with one (a Companion drives many tables). */
export const MAX_STREAMS_PER_ADDRESS = 16;
export const MAX_STREAMS_PER_KEY = 64;
export const MAX_STREAMS = 2000;
const KEEPALIVE_MS = 15_000;
/** A reader this far behind (bytes not yet taken by its socket) is cut off, not buffered for. */
const MAX_BACKLOG = 512 * 1024;

interface Stream {
	res: ServerResponse;
	lang: Lang;
	address: string;
	last: string;
}

export class FieldStreams {
	private byTable = new Map<string, Set<Stream>>();
	private perAddress = new Map<string, number>();
	private count = 0;
	private readonly unlisten: () => void;
	private readonly tick: ReturnType<typeof setInterval>;
	private readonly keepalive: ReturnType<typeof setInterval>;

	constructor(private readonly venue: Venue) {
		this.unlisten = venue.listen({
			state: (state) => this.publish(state),
			removed: (id) => this.endTable(id)
		});
		// The shot clock counts down without any new state: its seconds are sent as they change.
		this.tick = setInterval(() => {
			for (const id of this.byTable.keys()) {
				const state = venue.tableState(id);
				if (state?.clock) this.publish(state);
			}
		}, 1000);
		this.keepalive = setInterval(() => {
			for (const set of this.byTable.values()) for (const s of set) this.write(s, ': keep-alive\n\n');
		}, KEEPALIVE_MS);
		this.tick.unref();
		this.keepalive.unref();
	}

	/** Why a new stream for `reader` (`k:<key id>` or `a:<address>`) cannot open, or null. */
	refusal(reader: string): { code: 'api-streams'; max: number } | { code: 'server-busy' } | null {
		const max = reader.startsWith('k:') ? MAX_STREAMS_PER_KEY : MAX_STREAMS_PER_ADDRESS;
		if ((this.perAddress.get(reader) ?? 0) >= max) return { code: 'api-streams', max };
		if (this.count >= MAX_STREAMS) return { code: 'server-busy' };
		return null;
	}

	/** Opens a stream on `res` (the caller checked `refusal` and that the table exists). */
	open(req: IncomingMessage, res: ServerResponse, tableId: string, lang: Lang, address: string, cors: Record<string, string>): void {
		res.writeHead(200, {
			'content-type': 'text/event-stream; charset=utf-8',
			'cache-control': 'no-store',
			connection: 'keep-alive',
			// nginx and similar proxies would otherwise hold the events back
			'x-accel-buffering': 'no',
			...cors
		});
		res.write('retry: 2000\n\n');
		const stream: Stream = { res, lang, address, last: '' };
		let set = this.byTable.get(tableId);
		if (!set) this.byTable.set(tableId, (set = new Set()));
		set.add(stream);
		this.count++;
		this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
		const state = this.venue.tableState(tableId);
		if (state) this.send(stream, state, JSON.stringify(fieldsFor(state, lang)));
		const close = () => this.drop(tableId, stream);
		req.on('close', close);
		res.on('error', close);
	}

	private publish(state: TableState) {
		const set = this.byTable.get(state.table.id);
		if (!set?.size) return;
		const now = Date.now();
		const byLang = new Map<Lang, string>();
		for (const s of set) {
			let json = byLang.get(s.lang);
			if (json === undefined) byLang.set(s.lang, (json = JSON.stringify(fieldsFor(state, s.lang, now))));
			this.send(s, state, json);
		}
	}

	private send(s: Stream, state: TableState, json: string) {
		if (json === s.last) return;
		s.last = json;
		this.write(s, `event: state\nid: ${state.match?.revision ?? 0}\ndata: ${json}\n\n`);
	}

	private write(s: Stream, text: string) {
		if (s.res.writableLength > MAX_BACKLOG) {
			s.res.destroy();
			return;
		}
		s.res.write(text);
	}

	private drop(tableId: string, stream: Stream) {
		const set = this.byTable.get(tableId);
		if (!set?.delete(stream)) return;
		if (!set.size) this.byTable.delete(tableId);
		this.count--;
		const n = (this.perAddress.get(stream.address) ?? 1) - 1;
		if (n > 0) this.perAddress.set(stream.address, n);
		else this.perAddress.delete(stream.address);
	}

	private endTable(tableId: string) {
		for (const s of [...(this.byTable.get(tableId) ?? [])]) {
			s.res.end('event: removed\ndata: {}\n\n');
			this.drop(tableId, s);
		}
	}

	close() {
		this.unlisten();
		clearInterval(this.tick);
		clearInterval(this.keepalive);
		for (const [id, set] of this.byTable) for (const s of [...set]) {
			s.res.end();
			this.drop(id, s);
		}
	}
}
