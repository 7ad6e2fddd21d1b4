/**
 * An overlay as a CasparCG HTML template (`?mode=caspar`; under SPX through the template
 * overlays/host.ts writes for `?mode=spx`). The server puts this script, built on its own
 * (overlays/build.ts → build/overlays/host-modes.js), into the page only with the mode, before
 * the overlay's code, with the overlay's part of the manifest (`__CUECAST_HOST__`): a page
 * loaded without the mode is the same page as ever.
 *
 * CasparCG's HTML producer runs `name()` on `window` for each CG command (its html_cg_proxy):
 * ADD is update(data) then, with play-on-load, play(), both once the page has loaded (it holds
 * them until then); INVOKE runs the function it names. SPX calls the same through its template.
 *   update(data)  what the graphic shows instead of the table's (HOST_FIELDS: names, the table
 *                 to follow, the language); the scores stay live from the table's socket.
 *   play()        animates the graphic in. It starts out (hidden): a controller plays it.
 *   stop()        animates it out (the page stays loaded and live; play() brings it back).
 *   next()        the overlay's next step (the intro's next card), else nothing.
 *   remove()      CG REMOVE: gone at once, the socket closed, every timer cancelled, then
 *                 CasparCG's own remove() (it unloads the page); later calls do nothing.
 * A parent frame (the SPX template, an OGraf graphic) calls the same by postMessage: {cuecast: 'play'|…,
 * data}; play and stop with skip: true are at once (OGraf's skipAnimation).
 */
import type { HostField } from '../manifest';
import type { TableState } from '../../src/lib/protocol';
import { tableFromPath, type Options } from './params';
import { parseJsonData, readHostData, type HostConfig, type HostOverrides } from './host-data';

export interface HostDebug {
	shown: boolean;
	data: HostOverrides;
	/** Why the last update was refused (null: it was taken). */
	error: string | null;
	/** Keys of the last update this overlay does not take. */
	ignored: string[];
	step: number;
	updates: number;
	/** remove() was called: the page has let go of everything and takes no more calls. */
	removed: boolean;
}

/** What crosses from the SPX template (a parent frame) to the page and back. */
export type HostMessage =
	| { cuecast: 'play' | 'stop' | 'next' | 'remove'; /** In or out at once, without the animation (OGraf's skipAnimation). */ skip?: boolean }
	| { cuecast: 'update'; data: unknown }
	| { cuecast: 'ready' | 'reloading' | 'removed' };

declare global {
	interface Window {
		__CUECAST_HOST__?: HostConfig;
		/** The hook boot.ts calls: the state as the graphic shows it, and a way to draw it again. */
		__cuecastHost?: (opts: Options, redraw: (s: TableState) => void) => (s: TableState) => TableState;
		__host?: HostDebug;
		play?: () => void;
		next?: () => void;
		update?: (data: unknown) => void;
		/** CasparCG's HTML producer defines one on every page (it unloads the page); host-modes.ts its own. */
		remove?: () => void;
	}
}

/**
 * Kept across the page's own reload (another table or language): shown, the data, the address's
 * own values, in the new address's #fragment (never sent to the server, taken off on load).
 * Not sessionStorage (every frame of a tab shares it: SPX's renderer has five) nor window.name
 * (Chromium drops it when a frame loads anew).
 */
const KEY = '#cuecast-host=';
interface Saved {
	shown: boolean;
	data: HostOverrides;
	base: { table: string | null; lang: string | null };
	/** next()'s step (the intro's card): the page's ?player= option is the address's, not this. */
	step: number;
}

// cc-gone (removed): display:none also halts the graphic's CSS animations, not only its paint.
const CSS = `#gfx{transition:opacity .45s cubic-bezier(.2,.8,.2,1)}html.cc-out #gfx{opacity:0;transition-duration:.3s;transition-timing-function:ease-in}html.cc-gone #gfx{display:none}`;

function readXml(s: string): Record<string, string> | string {
	const doc = new DOMParser().parseFromString(s, 'text/xml');
	if (doc.getElementsByTagName('parsererror').length || doc.documentElement.nodeName !== 'templateData')
		return 'not CasparCG templateData XML (<templateData><componentData id="f0"><data id="text" value="…"/></componentData></templateData>)';
	const out: Record<string, string> = {};
	for (const c of Array.from(doc.documentElement.getElementsByTagName('componentData'))) {
		const data = Array.from(c.getElementsByTagName('data'));
		const d = data.find((x) => x.getAttribute('id') === 'text') ?? data[0];
		const id = c.getAttribute('id');
		if (id && d) out[id] = d.getAttribute('value') ?? '';
	}
	return out;
}

/** update()'s argument as a record: XML or JSON text, or an object already. */
function readData(data: unknown): { ok: true; data: unknown } | { ok: false; error: string } {
	if (typeof data !== 'string') return { ok: true, data };
	const s = data.trim();
	if (s === '') return { ok: true, data: {} };
	if (s[0] === '<') {
		const r = readXml(s);
		return typeof r === 'string' ? { ok: false, error: r } : { ok: true, data: r };
	}
	return parseJsonData(s);
}

/** What the page kept across its own reload (KEY), taken off the address; null on a fresh load. */
function restoreSaved(): Saved | null {
	if (!location.hash.startsWith(KEY)) return null;
	let saved: Saved | null = null;
	try {
		saved = JSON.parse(decodeURIComponent(location.hash.slice(KEY.length))) as Saved;
	} catch {
		/* not ours after all: start out, as a fresh page */
	}
	history.replaceState(history.state, '', location.pathname + location.search);
	return saved;
}

/** The names the broadcast asked for over the table's; everything else stays the table's. */
function withNames(s: TableState, d: HostOverrides): TableState {
	const names = [d.player1, d.player2];
	const m = s.match;
	const players = m?.summary?.players;
	return {
		...s,
		// a seat shown under another name is not the table's player: not their photo either
		...(s.profiles ? { profiles: s.profiles.map((p, i) => (names[i] ? null : p)) } : {}),
		table: d.tableName ? { ...s.table, name: d.tableName } : s.table,
		match:
			m && Array.isArray(players) && names.some(Boolean)
				? { ...m, summary: { ...m.summary, players: players.map((p, i) => (names[i] ? { ...p, name: names[i] } : p)) } as typeof m.summary }
				: m
	};
}

/** This page's address for `data`'s table and language (the address's own values where it names none). */
function addressFor(data: HostOverrides, base: Saved['base']): URL {
	const u = new URL(location.href);
	const pathTable = tableFromPath(location.pathname, new URLSearchParams());
	const table = data.table || base.table || pathTable;
	if (table === pathTable) u.searchParams.delete('table');
	else u.searchParams.set('table', table);
	const lang = data.lang || base.lang;
	if (lang) u.searchParams.set('lang', lang);
	else u.searchParams.delete('lang');
	return u;
}

/**
 * A play or stop at once (a parent's skip: OGraf's skipAnimation): the fade and the entrance it
 * just started jump to their end. Loops (the ticker's scroll) go on: they have no end.
 */
function atOnce(): void {
	for (const a of document.getAnimations())
		if (a.effect?.getComputedTiming().iterations !== Infinity)
			try {
				a.finish();
			} catch {
				/* an animation without an end after all */
			}
}

/** The SPX template (a parent frame on another origin) calls the same four by message. */
function answerParent(): void {
	addEventListener('message', (e: MessageEvent<unknown>) => {
		const m = e.data as Partial<Record<'cuecast' | 'data' | 'skip', unknown>> | null;
		if (e.source !== parent || parent === window || !m || typeof m !== 'object') return;
		if (m.cuecast === 'play') window.play?.();
		else if (m.cuecast === 'stop') window.stop();
		else if (m.cuecast === 'next') window.next?.();
		else if (m.cuecast === 'update') window.update?.(m.data);
		else if (m.cuecast === 'remove') {
			window.remove?.();
			// The parent (an OGraf graphic) takes the frame away once this page has let go: its
			// sockets closed (their close handshake done, so the server sees them leave), 1 s at most.
			void Promise.race([closed, new Promise((r) => setTimeout(r, 1000))]).then(() => toParent({ cuecast: 'removed' }));
		}
		if (m.skip === true && (m.cuecast === 'play' || m.cuecast === 'stop')) atOnce();
	});
}

/**
 * An update() as the data shown from now on (the fields it sets over those shown before, an empty
 * value clearing one), noted in `debug`; null when it is refused (nothing changes).
 */
function takeUpdate(input: unknown, cfg: HostConfig, debug: HostDebug): HostOverrides | null {
	const read = readData(input);
	const r = read.ok ? readHostData(read.data, cfg.fields) : read;
	debug.updates++;
	if (!r.ok) {
		debug.error = r.error;
		console.error(`cuecast: update refused, nothing changed: ${r.error}`);
		return null;
	}
	debug.error = null;
	debug.ignored = r.ignored;
	if (r.ignored.length) console.warn(`cuecast: this overlay takes ${Object.keys(cfg.fields).join(', ')}; ignored ${r.ignored.join(', ')}`);
	const data = { ...debug.data };
	for (const [k, v] of Object.entries(r.set) as [HostField, string][]) {
		if (v) data[k] = v;
		else delete data[k];
	}
	return (debug.data = data);
}

/** The graphic's own entrance again (transform and opacity keyframes, base.css `.enter`). */
function replayEntrance(): void {
	for (const el of Array.from(document.querySelectorAll('#gfx .enter'))) {
		el.classList.remove('enter');
		void (el as HTMLElement).offsetWidth;
		el.classList.add('enter');
	}
}

/** What the page has open to the server: its sockets (the table's, the ticker's) and event streams (a competition's feed). */
type Connection = WebSocket | EventSource;

/**
 * Every connection the page opens from now on, as remove() finds them: this script runs before the
 * overlay's code, so each socket and feed the overlay opens is made by these constructors. Without
 * a hook in the overlays' own code, which would weigh on every page without the mode.
 */
function trackConnections(removed: () => boolean): Set<Connection> {
	const open = new Set<Connection>();
	const keep = (c: Connection) => {
		// One the overlay opens after remove() (its start was still waiting on a fetch, say) is
		// closed as soon as its opener has set its handlers (the same task), so closeAll drops them
		// and nothing opens it again: the page has let go, and nothing unloads it outside CasparCG.
		if (removed()) return queueMicrotask(() => void closeAll(new Set([c])));
		for (const o of open) if (o.readyState === o.CLOSED) open.delete(o);
		open.add(c);
	};
	window.WebSocket = class extends WebSocket {
		constructor(url: string | URL, protocols?: string | string[]) {
			super(url, protocols);
			keep(this);
		}
	};
	window.EventSource = class extends EventSource {
		constructor(url: string | URL, init?: EventSourceInit) {
			super(url, init);
			keep(this);
		}
	};
	return open;
}

/** What remove() closed: settles once each of the page's sockets has closed. */
let closed: Promise<unknown> = Promise.resolve();

/** Closes each connection so that nothing opens it again; settles once each socket's close is done. */
function closeAll(open: Set<Connection>): Promise<unknown> {
	const closing: Promise<unknown>[] = [];
	for (const c of open) {
		// The handlers first: the table's socket opens a new one when it closes (wire.ts), and a
		// socket's close event comes later than this.
		c.onopen = c.onmessage = c.onerror = null;
		if (c instanceof WebSocket) {
			c.onclose = null;
			if (c.readyState !== c.CLOSED) closing.push(new Promise((r) => c.addEventListener('close', r, { once: true })));
		}
		c.close();
	}
	open.clear();
	return Promise.all(closing);
}

/**
 * Cancels every timer and animation frame the page has asked for (the socket's heartbeat and
 * reconnection, the clocks' ticks, the ticker's scroll, the bracket's pages …). Each browser counts
 * their ids up from 1 (animation frames by the HTML standard, timers in every engine), so a fresh
 * one is the highest: all below it are the page's, without wrapping setTimeout for its whole life.
 */
function cancelTimers(): void {
	const lastTimer = window.setTimeout(() => {}, 0);
	// clearTimeout takes an interval's id too: the two share one list.
	for (let id = 1; id <= lastTimer; id++) clearTimeout(id);
	const lastFrame = requestAnimationFrame(() => {});
	for (let id = 1; id <= lastFrame; id++) cancelAnimationFrame(id);
}

/** What the calls share: what the page shows, and where it is going when it loads itself anew. */
interface Page {
	cfg: HostConfig;
	debug: HostDebug;
	base: Saved['base'];
	opts: Options | null;
	redraw: ((s: TableState) => void) | null;
	raw: TableState | null;
	/** The address the page is loading itself anew at; null while it is not. */
	reloading: URL | null;
	go?: ReturnType<typeof setTimeout>;
}

const toParent = (m: HostMessage) => parent !== window && parent.postMessage(m, '*');

/**
 * To the new address with what is shown then: a moment later, so the calls a controller makes
 * together (update, then play) go with it in one load; a call after that loads again.
 */
function save(page: Page): void {
	if (!page.reloading) return;
	clearTimeout(page.go);
	page.go = setTimeout(() => {
		const u = page.reloading!;
		const { debug, base } = page;
		u.hash = KEY + encodeURIComponent(JSON.stringify({ shown: debug.shown, data: debug.data, base, step: debug.step } satisfies Saved));
		location.replace(u.href);
	}, 30);
}

/** What was asked shown: by the page's next load when it is loading anew, else drawn now. */
function again(page: Page): void {
	if (page.reloading) save(page);
	else if (page.raw && page.redraw) page.redraw({ ...page.raw, events: [] });
}

/** next()'s step as the intro's ?player= option (0: all players). */
function setStep(debug: HostDebug, o: Options, step: number): void {
	debug.step = step;
	if (step) o.query.set('player', String(step));
	else o.query.delete('player');
}

/** play, stop, next and update on window, as CasparCG and the SPX template call them. */
function defineCalls(page: Page): void {
	const { cfg, debug } = page;
	const html = document.documentElement;
	window.play = () => {
		if (debug.removed) return;
		debug.shown = true;
		html.classList.remove('cc-out');
		replayEntrance();
		save(page);
	};
	window.stop = () => {
		if (debug.removed) return;
		debug.shown = false;
		html.classList.add('cc-out');
		save(page);
	};
	window.next = () => {
		const summary = page.raw?.match?.summary;
		if (debug.removed || cfg.next !== 'player' || !page.opts || !summary) return;
		// The intro: all players, then each one, then all again (its ?player= option).
		setStep(debug, page.opts, (debug.step + 1) % (summary.players.length + 1));
		again(page);
	};
	window.update = (input) => {
		if (debug.removed) return;
		const data = takeUpdate(input, cfg, debug);
		if (!data) return;
		// Another table or language: the page loads again for it (as OBS reloads a source), kept shown or out.
		const u = addressFor(data, page.base);
		if (u.search !== location.search) {
			if (!page.reloading) toParent({ cuecast: 'reloading' });
			page.reloading = u;
		}
		again(page);
	};
}

/**
 * CG REMOVE (CasparCG's STOP is the animated way out): gone at once, and nothing left running
 * (no socket, no timer, no reload on its way), whether or not the host then unloads the page.
 * `hostRemove`: CasparCG's own remove() (its HTML producer puts it on every page before any
 * script: it closes the page), handed over to once this page has let go. None in a browser.
 */
function defineRemove(page: Page, connections: Set<Connection>, hostRemove: (() => void) | null): void {
	window.remove = () => {
		if (!page.debug.removed) {
			page.debug.removed = true;
			page.debug.shown = false;
			page.reloading = null;
			document.documentElement.classList.add('cc-out', 'cc-gone');
			closed = closeAll(connections);
			cancelTimers();
		}
		hostRemove?.();
	};
}

function install(cfg: HostConfig): void {
	const q = new URL(location.href).searchParams;
	const saved = restoreSaved();
	const debug: HostDebug = (window.__host = { shown: saved?.shown === true, data: saved?.data ?? {}, error: null, ignored: [], step: 0, updates: 0, removed: false });
	const page: Page = { cfg, debug, base: saved?.base ?? { table: q.get('table'), lang: q.get('lang') }, opts: null, redraw: null, raw: null, reloading: null };
	const hostRemove = typeof window.remove === 'function' ? window.remove : null;
	const connections = trackConnections(() => debug.removed);
	const style = document.createElement('style');
	style.textContent = CSS;
	document.head.append(style);
	document.documentElement.classList.toggle('cc-out', !debug.shown);

	window.__cuecastHost = (o, r) => {
		page.opts = o;
		page.redraw = r;
		// The card shown before the page loaded itself again, else the address's ?player=.
		if (typeof saved?.step === 'number') setStep(debug, o, saved.step);
		else debug.step = Number(o.query.get('player')) || 0;
		return (s) => withNames((page.raw = s), debug.data);
	};
	defineCalls(page);
	defineRemove(page, connections, hostRemove);
	answerParent();
	toParent({ cuecast: 'ready' });
}

if (window.__CUECAST_HOST__) install(window.__CUECAST_HOST__);
