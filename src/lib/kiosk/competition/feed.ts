/**
 * Follows one competition live: `GET /api/competitions/<id>/events` (Server-Sent Events, `event:
 * competition`, the whole CompetitionView on connect and on every change). The browser's
 * EventSource reconnects by itself after a dropped link; when the server refuses the stream (a
 * restart answering 503, an unknown competition's 404) it gives up, so this opens it again with
 * backoff, and asks the plain `GET` once why (404: the screen says there is no such competition,
 * and keeps asking). Live scores arrive the same way (a new view, the same revision). Plain
 * DOM, no framework: the wall display and the overlays share it.
 */
import type { CompetitionView } from '../../competition/types';

export type FeedStatus = 'connecting' | 'connected' | 'disconnected' | 'missing';

export interface Feed {
	close(): void;
}

/**
 * Open the stream again after this long without a message: a proxy or a sleeping network can
 * hold a dead stream open for ever (a comment keep-alive fires no event, so a quiet competition
 * is simply asked again now and then: the same view is not drawn twice).
 */
const SILENCE_MS = 300_000;

export function followCompetition(id: string, onView: (v: CompetitionView) => void, onStatus: (s: FeedStatus) => void = () => {}): Feed {
	const url = `/api/competitions/${encodeURIComponent(id)}`;
	let es: EventSource | null = null;
	let retry: ReturnType<typeof setTimeout> | undefined;
	let quiet: ReturnType<typeof setTimeout> | undefined;
	let attempts = 0;
	let closed = false;
	let last = '';
	let status: FeedStatus | null = null;
	const say = (s: FeedStatus) => {
		if (s !== status) onStatus((status = s));
	};
	/**
	 * The same view again (a reconnect) is not drawn twice. Not by revision: live scores change
	 * the view (the server pushes them) without a new log entry.
	 */
	const take = (raw: string) => {
		const v = raw === last ? null : viewOf(raw, id);
		if (!v) return;
		last = raw;
		onView(v);
	};
	const watch = () => {
		clearTimeout(quiet);
		quiet = setTimeout(() => {
			es?.close();
			reopen();
		}, SILENCE_MS);
	};
	const reopen = () => {
		if (closed) return;
		es?.close();
		es = null;
		clearTimeout(quiet);
		clearTimeout(retry);
		say(status === 'missing' ? 'missing' : 'disconnected');
		retry = setTimeout(open, Math.min(10_000, 500 * 2 ** attempts++) * (0.75 + Math.random() * 0.5));
		// Why was the stream refused? An unknown competition says so; anything else is a wait. (The
		// browser's fetch, not api/client.ts: the overlays' bundles carry this module within 12 KB.)
		void fetch(url, { headers: { accept: 'application/json' } })
			.then(async (r) => {
				if (r.status === 404) say('missing');
				else if (r.ok) take(await r.text());
			})
			.catch(() => {});
	};
	function open(): void {
		if (closed) return;
		if (status !== 'missing') say('connecting');
		const source = new EventSource(`${url}/events`);
		es = source;
		source.onopen = () => {
			attempts = 0;
			say('connected');
			watch();
		};
		source.addEventListener('competition', (e) => {
			watch();
			take((e as MessageEvent<string>).data);
			say('connected');
		});
		source.onmessage = () => watch();
		source.onerror = () => {
			if (es !== source) return;
			// CONNECTING: the browser retries by itself; CLOSED: it gave up, so do it here.
			if (source.readyState === EventSource.CLOSED) reopen();
			else say('disconnected');
		};
	}
	open();
	return {
		close() {
			closed = true;
			clearTimeout(retry);
			clearTimeout(quiet);
			es?.close();
		}
	};
}

/** The competition `id`'s view in a message, or null (a broken message: the next one carries the whole view again). */
function viewOf(raw: string, id: string): CompetitionView | null {
	try {
		const v = JSON.parse(raw) as CompetitionView;
		return v && typeof v === 'object' && v.id === id ? v : null;
	} catch {
		return null;
	}
}
