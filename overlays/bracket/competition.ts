/**
 * What the two competition overlays (bracket, standings) share: the URL options, the place and
 * theme of the graphic, the page's words, and the competition followed live. `?competition=<id>`
 * names it; without it the overlay follows the competition of its table's current match (the
 * table's state carries the set-up's `competition` key: the socket of every overlay,
 * _shared/wire.ts, joined as _shared/boot.ts does), and changes with it. The competition itself
 * comes over Server-Sent Events (src/lib/kiosk/competition/feed.ts): the browser's EventSource,
 * no client to ship. With `?competition=` no socket is opened at all.
 */
import '../_shared/base.css';
import type { BoardT } from '../../src/lib/i18n/board/translator';
import type { CompetitionView } from '../../src/lib/competition/types';
import { competitionLink } from '../../src/lib/competition/words';
import type { TableSync } from '../../src/lib/protocol';
import { follow, type Synced } from '../../src/lib/protocol/delta';
import { followCompetition, type Feed } from '../../src/lib/kiosk/competition/feed';
import { loadBoardT } from '../_shared/dictionary';
import { dress, readOptions, type Anchor, type Options } from '../_shared/params';
import { openWire } from '../_shared/wire';

export interface CompCtx {
	opts: Options;
	t: BoardT;
	root: HTMLElement;
	/** The group of the table's current match (the standings' default), else null. */
	group: number | null;
}

export interface CompOverlay {
	anchor: Anchor;
	x?: number;
	y?: number;
	/** Called with each new view; null: nothing to show (no competition), the graphic stays transparent. */
	render(view: CompetitionView | null, ctx: CompCtx): void;
}

declare global {
	interface Window {
		/** For tests: the competition shown, its revision, how many renders. */
		__competition?: { id: string | null; revision: number; renders: number; status: string };
	}
}

/**
 * The table's state as it changes: the page's own at once, then the socket's (joined again after
 * a gap, and every 5 s while the table is unknown).
 */
function followTable(table: string, onState: (s: Synced['state']) => void, onStatus: (s: string) => void): void {
	let held: Synced | null = null;
	let retry: ReturnType<typeof setTimeout> | undefined;
	const join = () => {
		clearTimeout(retry);
		wire.emit('join', { table }, (reply) => {
			if (!(reply as { ok?: boolean } | undefined)?.ok) retry = setTimeout(join, 5000);
		});
	};
	const wire = openWire({ onConnect: join, onStatus });
	wire.on('delta', (d) => {
		const had = held;
		held = follow(held, d as TableSync);
		if (held) onState(held.state);
		else if (had) join();
	});
	const inline = (window as { __CUECAST_STATE__?: Synced['state'] }).__CUECAST_STATE__;
	if (inline) onState(inline);
}

export function bootCompetition(o: CompOverlay): void {
	performance.mark('cuecast:boot');
	const opts = readOptions(location, o);
	const html = document.documentElement;
	const root = dress(opts);
	const debug = (window.__competition = { id: null as string | null, revision: -1, renders: 0, status: 'connecting' });
	let t: BoardT | null = null;
	let view: CompetitionView | null = null;
	let decided = false;
	let group: number | null = null;

	const draw = () => {
		if (!t || !decided) return;
		debug.renders++;
		debug.revision = view?.revision ?? -1;
		o.render(view, { opts, t, root, group });
		html.dataset.revision = String(debug.revision);
		// The first paint (the bench reads the marks): what there is to show, or that there is nothing.
		if (!html.dataset.ready && !performance.getEntriesByName('cuecast:rendered').length) {
			performance.mark('cuecast:rendered');
			requestAnimationFrame(() => {
				performance.mark('cuecast:painted');
				html.dataset.ready = '1';
			});
		}
	};
	void loadBoardT(opts.lang).then((words) => {
		t = words;
		draw();
	});

	let feed: Feed | null = null;
	let watching: string | null | undefined;
	const watch = (id: string | null) => {
		if (id === watching) return;
		watching = id;
		feed?.close();
		feed = null;
		view = null;
		debug.id = id;
		if (!id) {
			decided = true;
			return draw();
		}
		feed = followCompetition(
			id,
			(v) => {
				view = v;
				decided = true;
				draw();
			},
			(s) => {
				debug.status = html.dataset.status = s;
				// an unknown competition: nothing to show (and the feed keeps asking)
				if (s === 'missing' && !view) {
					decided = true;
					draw();
				}
			}
		);
	};

	const asked = opts.query.get('competition');
	if (asked) return watch(asked);

	// No ?competition=: the table's match says which one, as it changes.
	followTable(
		opts.table,
		(s) => {
			if (s.table?.id !== opts.table) return;
			const link = competitionLink(s.match?.setup);
			const g = link?.bracket === 'group' ? link.group : null;
			const regroup = g !== group;
			group = g;
			watch(link?.id ?? null);
			if (regroup && view) draw();
		},
		(s) => (debug.status = s)
	);
}
