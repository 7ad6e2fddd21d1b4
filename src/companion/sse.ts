/**
 * A small Server-Sent Events parser (the WHATWG "event stream" format), fed text as it arrives
 * in whatever chunks the network gives. Own code rather than a package: Companion modules are
 * one bundled file, and this is all the module needs of EventSource (which Node 20 lacks).
 */
export interface SseEvent {
	/** `event:` — "message" when the server names none. */
	event: string;
	data: string;
	/** The last `id:` seen on the stream (kept across events, as EventSource does). */
	id: string | null;
}

export class SseParser {
	#buffer = '';
	/** The last chunk ended in "\r": a "\n" opening the next one belongs to that line end. */
	#skipLf = false;
	#event = '';
	#data: string[] = [];
	#lastId: string | null = null;
	/** A `retry:` the server asked for, in ms. */
	retry: number | null = null;

	/** Parses what arrived; returns the events it completed. */
	feed(chunk: string): SseEvent[] {
		if (this.#skipLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
		this.#skipLf = false;
		this.#buffer += chunk;
		const out: SseEvent[] = [];
		let start = 0;
		for (let i = 0; i < this.#buffer.length; i++) {
			const c = this.#buffer[i];
			if (c !== '\n' && c !== '\r') continue;
			const line = this.#buffer.slice(start, i);
			if (c === '\r') {
				if (i + 1 === this.#buffer.length) this.#skipLf = true;
				else if (this.#buffer[i + 1] === '\n') i++;
			}
			start = i + 1;
			const ev = this.#line(line);
			if (ev) out.push(ev);
		}
		this.#buffer = this.#buffer.slice(start);
		return out;
	}

	#line(line: string): SseEvent | null {
		if (line === '') return this.#dispatch();
		if (line.startsWith(':')) return null; // a comment: the server's keep-alive
		const colon = line.indexOf(':');
		const name = colon < 0 ? line : line.slice(0, colon);
		let value = colon < 0 ? '' : line.slice(colon + 1);
		if (value.startsWith(' ')) value = value.slice(1);
		if (name === 'event') this.#event = value;
		else if (name === 'data') this.#data.push(value);
		else if (name === 'id' && !value.includes('\0')) this.#lastId = value;
		else if (name === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
		return null;
	}

	#dispatch(): SseEvent | null {
		const event = this.#event || 'message';
		const data = this.#data;
		this.#event = '';
		this.#data = [];
		// An event with no data lines is not dispatched (the spec's rule).
		if (data.length === 0) return null;
		return { event, data: data.join('\n'), id: this.#lastId };
	}
}
