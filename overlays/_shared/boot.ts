/**
 * Starts an overlay: reads the URL options, places and themes the graphic, joins the table and
 * renders every state through the one view model (src/lib/view/table-view.ts) and the one board
 * translator (src/lib/i18n/board). The full state is pulled on load and again after every
 * reconnect (OBS may shut a hidden source down and reload it, or the server may restart), then
 * only what changed arrives (protocol 2's deltas); on a gap the overlay joins again.
 */
import './base.css';
import type { BoardT } from '../../src/lib/i18n/board/translator';
import type { Lang } from '../../src/lib/i18n/lang';
import type { MatchEventWire, TableState, TableSync } from '../../src/lib/protocol';
import { follow, type Synced } from '../../src/lib/protocol/delta';
import { skewOf, type Countdown } from '../../src/lib/view/clock';
import { matchView, type MatchView } from '../../src/lib/view/table-view';
import { loadBoardT } from './dictionary';
import { boardTranslator } from '../../src/lib/i18n/board/translator';
import type { BoardKey } from '../../src/lib/i18n/board/en';
import { dress, readOptions, type Anchor, type Options } from './params';
import { html } from './dom';
import { openWire, type Wire } from './wire';
// Its `declare global` (window.__cuecastHost); the script itself comes only with ?mode=caspar.
import type {} from './host-modes';

export interface Ctx {
	opts: Options;
	lang: Lang;
	t: BoardT;
	root: HTMLElement;
}

/** One state as it arrived: the match in view-model form, the events that led to it, the clock. */
export interface Frame {
	state: TableState;
	/** The match events of the action that led to this state (empty on join). */
	events: MatchEventWire[];
	/**
	 * The clock on air: a timed match's game clock, else the table's shot clock; and this screen's skew from the
	 * server's clock, taken on arrival.
	 */
	clock: { view: Countdown; skew: number } | null;
}

export interface Overlay {
	anchor: Anchor;
	x?: number;
	y?: number;
	/** Called for every state; `match` is null with no match (or one that cannot be shown). */
	render(match: MatchView | null, frame: Frame, ctx: Ctx): void;
}

declare global {
	interface Window {
		/** The table's state as the server had it when it sent the page (optional). */
		__CUECAST_STATE__?: TableState;
	}
}

/** Draws a table's states: once each (by revision and clock), in the words of its discipline. */
interface Renderer {
	apply(state: TableState | undefined | null): void;
	/** The next state is drawn even if it is the last one again (after a reconnect). */
	reset(): void;
}

function renderer(overlay: Overlay, ctx: Ctx): Renderer {
	const { opts } = ctx;
	// The words of the discipline of the match on the table load beside the socket (a state that
	// arrives first waits for them; the page's state has it at once). A page that asks for a word
	// its discipline's file lacks loads all of its words (dictionary.ts) and draws the state again.
	/** The discipline whose words ctx.t holds ('': all the page's), the one loading, the last state. */
	let have: string | null = null;
	let want: string | null = null;
	let last: TableState | null = null;
	let painted = false;
	let lastKey = '';
	const load = (discipline: string) => {
		if (want === discipline || want === '') return;
		want = discipline;
		void loadBoardT(opts.lang, discipline, () => load('')).then((t) => {
			if (want !== discipline) return;
			ctx.t = t;
			have = discipline;
			lastKey = '';
			apply(last);
		});
	};
	const apply = (state: TableState | undefined | null) => {
		if (!state || state.table?.id !== opts.table) return;
		last = state;
		if (host) state = host(state);
		const match = matchView(state);
		if (match && have !== '' && have !== match.discipline) return load(match.discipline);
		// Skew at arrival: the view's serverNow is when the server made it.
		// A timed match's game clock is the match's clock on air; else the shot clock.
		const c = state.gameClock ?? state.clock;
		const clock = c ? { view: c, skew: skewOf(c, Date.now()) } : null;
		// The join ack and the pushed state can carry the same revision: render it once. A clock
		// command (the shot clock's, a timed match's game clock's) or a player's profile changes no
		// revision, so the key is the whole state but its events, without the times it was sent at.
		const key = JSON.stringify({ ...state, events: 0 }, (k, v) => (k == 'serverNow' || k == 'at' ? 0 : v));
		const events = Array.isArray(state.events) ? state.events : [];
		if (key === lastKey && !events.length) return;
		lastKey = key;
		overlay.render(match, { state, events, clock }, ctx);
		html.dataset.revision = String(state.match?.revision ?? -1);
		if (!painted) {
			painted = true;
			requestAnimationFrame(() => {
				performance.mark('cuecast:painted');
				html.dataset.ready = '1';
			});
		}
	};
	// ?mode=caspar: the host script the server puts into the page (host-modes.ts) may show other
	// names or the next card; it gets the options and a way to draw the last state again.
	const host = window.__cuecastHost?.(opts, (s) => {
		lastKey = '';
		apply(s);
	});
	return {
		apply,
		reset: () => {
			lastKey = '';
		}
	};
}

/**
 * Joins the table on every (re)connect: the full state arrives as the first `delta` (before the
 * acknowledgement), then only what changed; on a gap it joins again.
 */
function joinTable(opts: Options, draw: Renderer): Wire {
	let retry: ReturnType<typeof setTimeout> | undefined;
	const join = () => {
		clearTimeout(retry);
		wire.emit('join', { table: opts.table }, (reply) => {
			// Unknown table (yet): ask again later; the overlay stays transparent meanwhile.
			if (!(reply as { ok?: boolean } | undefined)?.ok) retry = setTimeout(join, 5000);
		});
	};
	let held: Synced | null = null;
	const wire = openWire({
		onConnect: () => {
			draw.reset();
			join();
		},
		onStatus: (s) => {
			html.dataset.status = s;
		}
	});
	wire.on('delta', (d) => {
		const had = held;
		held = follow(held, d as TableSync);
		if (held) draw.apply(held.state);
		// A gap: the full state again (once: later deltas wait for it).
		else if (had) join();
	});
	return wire;
}

/** Starts the overlay; returns its socket (for parts that listen to more than the table's state). */
export function boot(overlay: Overlay): Wire {
	const opts = readOptions(location, overlay);
	const ctx: Ctx = { opts, lang: opts.lang, t: boardTranslator(opts.lang, {} as Record<BoardKey, string>), root: dress(opts) };
	const draw = renderer(overlay, ctx);
	const wire = joinTable(opts, draw);
	// Paint at once from the state the page came with; the socket brings anything newer.
	const inline = window.__CUECAST_STATE__;
	if (inline) draw.apply({ ...inline, events: [] });
	return wire;
}
