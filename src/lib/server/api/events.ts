/**
 * `GET /api/v1/tables/<id>/events`: the table's fields as Server-Sent Events, for tools without
 * Socket.IO. A `state` event on connect and whenever the fields change: after every change the
 * venue publishes, and once a second while something time-driven shows (the shot clock).
 * Fields are computed once per table and language, however many streams read them. How many
 * streams a reader may hold, and when one that stopped reading is dropped: streams.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lang } from '../../i18n/lang';
import type { TableState } from '../../protocol';
import type { Venue } from '../venue';
import type { EventStream, EventStreams, Reader } from '../streams';
import { fieldsFor } from './fields-out';
import { originOf } from '../http-util';

interface Stream {
	out: EventStream;
	lang: Lang;
	/** The server's origin as this reader reached it: the photos' URLs start with it. */
	origin: string;
	last: string;
}

export class FieldStreams {
	private byTable = new Map<string, Set<Stream>>();
	private readonly unlisten: () => void;
	private readonly tick: ReturnType<typeof setInterval>;

	constructor(
		private readonly venue: Venue,
		private readonly streams: EventStreams
	) {
		this.unlisten = venue.listen({
			state: (state) => this.publish(state),
			removed: (id) => this.endTable(id)
		});
		// The clocks count down without any new state: their seconds are sent as they change.
		this.tick = setInterval(() => {
			for (const id of this.byTable.keys()) {
				const state = venue.tableState(id);
				if (state?.clock || state?.gameClock?.running) this.publish(state);
			}
		}, 1000);
		this.tick.unref();
	}

	/** Opens a stream on `res` (the caller checked the limiter's `refusal` and that the table exists). */
	open(req: IncomingMessage, res: ServerResponse, tableId: string, lang: Lang, reader: Reader, cors: Record<string, string>): void {
		let set = this.byTable.get(tableId);
		if (!set) this.byTable.set(tableId, (set = new Set()));
		const table = set;
		const stream: Stream = {
			out: this.streams.start(req, res, reader, cors, () => {
				table.delete(stream);
				if (!table.size && this.byTable.get(tableId) === table) this.byTable.delete(tableId);
			}),
			lang,
			origin: originOf(req),
			last: ''
		};
		table.add(stream);
		const state = this.venue.fieldState(tableId);
		if (state) this.send(stream, state, JSON.stringify(fieldsFor(state, lang, Date.now(), stream.origin)));
	}

	private publish(sent: TableState) {
		const set = this.byTable.get(sent.table.id);
		if (!set?.size) return;
		// the same revision sent again (a clock's second, a rename) keeps its last action's events
		const state = this.venue.withLastEvents(sent);
		const now = Date.now();
		// once per language and origin (readers of one table mostly share both)
		const byReader = new Map<string, string>();
		for (const s of [...set]) {
			const key = `${s.lang} ${s.origin}`;
			let json = byReader.get(key);
			if (json === undefined) byReader.set(key, (json = JSON.stringify(fieldsFor(state, s.lang, now, s.origin))));
			this.send(s, state, json);
		}
	}

	private send(s: Stream, state: TableState, json: string) {
		if (json === s.last) return;
		s.last = json;
		s.out.write(`event: state\nid: ${state.match?.revision ?? 0}\ndata: ${json}\n\n`);
	}

	private endTable(tableId: string) {
		for (const s of [...(this.byTable.get(tableId) ?? [])]) s.out.end('event: removed\ndata: {}\n\n');
	}

	close() {
		this.unlisten();
		clearInterval(this.tick);
		for (const set of [...this.byTable.values()]) for (const s of [...set]) s.out.end();
	}
}
