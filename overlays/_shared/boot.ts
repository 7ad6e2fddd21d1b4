/**
 * Starts an overlay: reads the URL options, places and themes the graphic, joins the table and
 * renders every state. The full state is pulled on load and again after every reconnect (OBS
 * may shut a hidden source down and reload it, or the server may restart).
 */
import './base.css';
import { translator, type Lang, type T } from './i18n';
import { matchView, type MatchEventWire, type MatchView, type TableState } from './model';
import { place, readOptions, type Anchor, type Options } from './params';
import { Wire } from './wire';

export interface Ctx {
	opts: Options;
	lang: Lang;
	t: T;
	root: HTMLElement;
}

export interface Overlay {
	anchor: Anchor;
	x?: number;
	y?: number;
	/** Called for every state; `events` are the match events that led to it (empty on join). */
	render(view: MatchView | null, state: TableState, events: MatchEventWire[], ctx: Ctx): void;
}

declare global {
	interface Window {
		/** For tests and the bench: the last state rendered and the socket status. */
		__overlay?: { state: TableState | null; status: string; renders: number };
		/** The table's state as the server had it when it sent the page (optional). */
		__CUECAST_STATE__?: TableState;
	}
}

/** Starts the overlay; returns its socket (for parts that listen to more than the table's state). */
export function boot(overlay: Overlay): Wire {
	performance.mark('cuecast:boot');
	const opts = readOptions(location, overlay);
	const html = document.documentElement;
	html.lang = opts.lang;
	html.dataset.theme = opts.theme;
	if (opts.accent) html.style.setProperty('--accent', opts.accent);
	if (opts.bg) html.style.setProperty('--panel', opts.bg);
	if (opts.fg) html.style.setProperty('--fg', opts.fg);
	const root = document.getElementById('gfx') as HTMLElement;
	place(root, opts);
	const ctx: Ctx = { opts, lang: opts.lang, t: translator(opts.lang), root };
	const debug = (window.__overlay = { state: null as TableState | null, status: 'connecting', renders: 0 });
	let painted = false;
	let lastKey = '';

	const apply = (state: TableState | undefined | null) => {
		if (!state || state.table?.id !== opts.table) return;
		// The join ack and the pushed state can carry the same revision: render it once.
		const key = `${state.match?.id}:${state.match?.revision}:${state.table.name}`;
		const events = Array.isArray(state.events) ? state.events : [];
		if (key === lastKey && events.length === 0) return;
		lastKey = key;
		debug.state = state;
		debug.renders++;
		overlay.render(matchView(state), state, events, ctx);
		html.dataset.revision = String(state.match?.revision ?? -1);
		if (!painted) {
			painted = true;
			performance.mark('cuecast:rendered');
			requestAnimationFrame(() => {
				performance.mark('cuecast:painted');
				html.dataset.ready = '1';
			});
		}
	};

	let retry: ReturnType<typeof setTimeout> | undefined;
	const join = () => {
		clearTimeout(retry);
		wire.emit('join', { table: opts.table }, (reply) => {
			const r = reply as { ok?: boolean; state?: TableState } | undefined;
			if (r?.ok) apply(r.state);
			// Unknown table (yet): ask again later; the overlay stays transparent meanwhile.
			else retry = setTimeout(join, 5000);
		});
	};
	const wire = new Wire({
		onConnect: () => {
			lastKey = '';
			join();
		},
		onStatus: (s) => {
			debug.status = s;
			html.dataset.status = s;
		}
	});
	wire.on('state', (s) => apply(s as TableState));
	// Paint at once from the state the page came with; the socket brings anything newer.
	const inline = window.__CUECAST_STATE__;
	if (inline) apply({ ...inline, events: [] });
	return wire;
}
