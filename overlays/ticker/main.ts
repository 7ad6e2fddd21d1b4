/**
 * Ticker: a strip along the bottom with the venue's other matches — "Table 2 · Kowalski 5–3
 * Nowak · Race to 7" while live, the result once finished — scrolling (transform only) when it
 * is wider than the screen. It follows every table as the venue wall does (join {venue: true}:
 * the table list, then each table's state and what changes in it, protocol 2). URL: ?exclude=<table>[,<table>…]
 * leaves out the table on stream, ?lang=en|pl|ru, ?theme=light, ?speed=<px per s> (default 90),
 * ?y=<px from the bottom>.
 */
import '../_shared/base.css';
import './style.css';
import type { TableState, TableSync, VenueState } from '../../src/lib/protocol';
import { follow, type Synced } from '../../src/lib/protocol/delta';
import { detectLang } from '../../src/lib/i18n/lang';
import { loadBoardT } from '../_shared/dictionary';
import { openWire } from '../_shared/wire';
import { itemText, tickerItems, type TickerItem } from './items';

const q = new URLSearchParams(location.search);
// The words of the page's language only (one small file the build writes), as every overlay.
const t = await loadBoardT(detectLang());
const exclude = new Set((q.get('exclude') ?? '').split(',').map((s) => s.trim()).filter(Boolean));
const speed = Math.min(600, Math.max(10, Number(q.get('speed')) || 90));
const html = document.documentElement;
html.lang = t.lang;
html.dataset.theme = q.get('theme') === 'light' ? 'light' : 'dark';

const root = document.getElementById('gfx')!;
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, text?: string) => {
	const e = document.createElement(tag);
	e.className = cls;
	if (text !== undefined) e.textContent = text;
	return e;
};
const track = el('div', 'track');
const view = el('div', 'viewport');
view.append(track);
const strip = el('div', 'ticker panel hidden');
strip.style.bottom = `${Math.max(0, Number(q.get('y')) || 0)}px`;
strip.append(el('span', 'live caps', t('board.live')), view);
root.append(strip);

let order: string[] = [];
const states: Record<string, Synced> = {};
const debug = ((window as { __ticker?: { items: string[]; renders: number } }).__ticker = { items: [] as string[], renders: 0 });

function itemEl(i: TickerItem): HTMLElement {
	const e = el('span', i.finished ? 'item done' : 'item');
	e.dataset.table = i.table;
	e.append(el('b', 'tname', i.name), el('span', 'score', i.score));
	if (i.note) e.append(el('span', 'note', i.note));
	return e;
}

/** One copy of the items; a second follows while scrolling, so the loop has no gap. */
let copy = 0;
function render(): void {
	const items = tickerItems(order, Object.fromEntries(Object.entries(states).map(([id, s]) => [id, s.state])), exclude, t);
	debug.items = items.map(itemText);
	debug.renders++;
	strip.classList.toggle('hidden', items.length === 0);
	const one = el('span', 'copy');
	one.append(...items.map(itemEl));
	track.replaceChildren(one);
	copy = one.offsetWidth;
	if (copy > view.clientWidth) track.append(one.cloneNode(true));
	else copy = 0;
	html.dataset.items = String(items.length);
}

let offset = 0;
let last = 0;
function frame(now: number): void {
	const dt = last ? Math.min(0.1, (now - last) / 1000) : 0;
	last = now;
	if (copy > 0) {
		offset = (offset + speed * dt) % copy;
		track.style.transform = `translate3d(${-offset}px,0,0)`;
	} else if (offset) {
		offset = 0;
		track.style.transform = '';
	}
	requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

/** Ready (for OBS tests and the bench) once the venue's answer is rendered. */
const ready = () => {
	if (html.dataset.ready) return;
	render();
	performance.mark('cuecast:rendered');
	requestAnimationFrame(() => {
		performance.mark('cuecast:painted');
		html.dataset.ready = '1';
	});
};
// The page may carry the venue as the server had it when it sent the page: drawn at once; the
// socket's join below then brings each table's full state (a first delta is always whole).
const inline = (window as { __CUECAST_VENUE__?: { venue: VenueState; states: TableState[] } }).__CUECAST_VENUE__;
if (inline?.venue?.tables) {
	order = inline.venue.tables.map((x) => x.id);
	for (const s of inline.states ?? []) if (s?.table?.id) states[s.table.id] = { seq: NaN, state: s };
	ready();
}
const join = () => wire.emit('join', { venue: true }, ready);
const wire = openWire({
	onConnect: join,
	onStatus: (s) => (html.dataset.status = s)
});
wire.on('venue', (v) => {
	order = (v as VenueState).tables.map((x) => x.id);
	for (const id of Object.keys(states)) if (!order.includes(id)) delete states[id];
	render();
});
wire.on('delta', (d) => {
	const sync = d as TableSync;
	if (!sync?.t) return;
	const had = states[sync.t];
	const next = follow(had, sync);
	if (next) {
		states[sync.t] = next;
		render();
	} else if (had && !Number.isNaN(had.seq)) {
		// A gap: every table's full state again; this one stays on screen, its later deltas wait.
		states[sync.t] = { seq: NaN, state: had.state };
		join();
	}
});
wire.on('removed', (r) => {
	delete states[(r as { table: string }).table];
	render();
});
