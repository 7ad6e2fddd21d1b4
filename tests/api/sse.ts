/**
 * A Server-Sent Events client over Node's fetch (a real HTTP stream, parsed as the EventSource
 * specification says: fields per line, events end at a blank line, comments ignored).
 */
export interface SseEvent {
	event: string;
	data: string;
	id: string | null;
}

export async function sseReader(url: string, headers: Record<string, string> = {}) {
	const abort = new AbortController();
	const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
	if (res.status !== 200 || !res.body) throw new Error(`SSE ${url}: HTTP ${res.status} ${await res.text()}`);
	if (!res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`SSE ${url}: ${res.headers.get('content-type')}`);
	const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
	const queue: SseEvent[] = [];
	let buffer = '';
	let current: SseEvent = { event: 'message', data: '', id: null };
	let dataLines: string[] = [];

	const parse = (chunk: string) => {
		buffer += chunk;
		let nl: number;
		while ((nl = buffer.search(/\r?\n/)) >= 0) {
			const line = buffer.slice(0, nl);
			buffer = buffer.slice(nl + (buffer[nl] === '\r' ? 2 : 1));
			if (line === '') {
				if (dataLines.length) queue.push({ ...current, data: dataLines.join('\n') });
				current = { event: 'message', data: '', id: current.id };
				dataLines = [];
				continue;
			}
			if (line.startsWith(':')) continue;
			const colon = line.indexOf(':');
			const field = colon < 0 ? line : line.slice(0, colon);
			const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
			if (field === 'event') current.event = value;
			else if (field === 'data') dataLines.push(value);
			else if (field === 'id') current.id = value;
		}
	};

	return {
		status: res.status,
		/** The next event (waits up to `ms`). */
		async next(ms = 5000): Promise<SseEvent> {
			const deadline = Date.now() + ms;
			while (!queue.length) {
				const left = deadline - Date.now();
				if (left <= 0) throw new Error(`SSE ${url}: no event within ${ms} ms`);
				const read = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
				if (read === null) continue;
				if (read.done) throw new Error(`SSE ${url}: the stream ended`);
				parse(read.value);
			}
			return queue.shift()!;
		},
		close() {
			abort.abort();
		}
	};
}
