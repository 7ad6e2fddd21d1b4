/** URL options shared by every overlay (manifest.ts COMMON_OPTIONS): ?lang= &theme= &accent= &scale= &x= &y= &anchor= …, and the page dressed by them. */
import { detectLang, type Lang } from '../../src/lib/i18n/lang';
import { html, pulse } from './dom';

export type Anchor = 'top-left' | 'top' | 'top-right' | 'left' | 'center' | 'right' | 'bottom-left' | 'bottom' | 'bottom-right';
/** The nine anchors (Anchor): an edge, a corner or the centre. */
const ANCHOR = /^((top|bottom)(-left|-right)?|left|right|center)$/;

export interface Options {
	table: string;
	lang: Lang;
	theme: 'dark' | 'light';
	accent: string | null;
	bg: string | null;
	fg: string | null;
	scale: number;
	x: number;
	y: number;
	anchor: Anchor;
	query: URLSearchParams;
}

function colour(v: string | null): string | null {
	if (!v) return null;
	const c = /^[0-9a-f]{3,8}$/i.test(v) ? `#${v}` : v;
	return CSS.supports('color', c) ? c : null;
}

function number(v: string | null, def: number, min: number, max: number): number {
	// (a missing or blank value is no number: Number() would read it as 0)
	const n = v?.trim() ? Number(v) : NaN;
	return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : def;
}

/** /overlay/<table>/<name> → table; ?table= also works (handy when testing a built page elsewhere). */
export function tableFromPath(pathname: string, query: URLSearchParams): string {
	const parts = pathname.split('/').filter(Boolean);
	const i = parts.indexOf('overlay');
	const fromPath = i >= 0 ? parts[i + 1] : undefined;
	return decodeURIComponent(query.get('table') ?? fromPath ?? '');
}

export function readOptions(loc: Location, defaults: { anchor: Anchor; x?: number; y?: number }): Options {
	const q = new URLSearchParams(loc.search);
	const pos = (q.get('anchor') ?? q.get('position') ?? '').toLowerCase().replace('-center', '').replace('center-', '').replace('middle', 'center');
	const anchor = (ANCHOR.test(pos) ? pos : defaults.anchor) as Anchor;
	const centredX = !/left|right/.test(anchor);
	const centredY = !/top|bottom/.test(anchor);
	return {
		table: tableFromPath(loc.pathname, q),
		// ?lang= first, then the one remembered choice of every cuecast page (src/lib/i18n/lang.ts).
		lang: detectLang(),
		theme: q.get('theme') === 'light' ? 'light' : 'dark',
		accent: colour(q.get('accent')),
		bg: colour(q.get('bg')),
		fg: colour(q.get('fg')),
		scale: number(q.get('scale'), 1, 0.25, 4),
		x: number(q.get('x'), centredX ? 0 : (defaults.x ?? 48), -1920, 1920),
		y: number(q.get('y'), centredY ? 0 : (defaults.y ?? 48), -1080, 1080),
		anchor,
		query: q
	};
}

/** Places the graphic: anchor edge + x/y margins, scaled from that same corner. */
export function place(el: HTMLElement, o: Options): void {
	const v = /top|bottom/.exec(o.anchor)?.[0] ?? 'center';
	const hz = /left|right/.exec(o.anchor)?.[0] ?? 'center';
	// (#gfx is absolutely positioned by base.css)
	const s = el.style;
	/** The centred axes' translations, each with its space, then the scale. */
	let tx = '';
	/** One axis: at its near or far edge by the margin, or centred and moved by it; returns the transform origin. */
	const axis = (at: string, near: 'left' | 'top', far: 'right' | 'bottom', by: number, name: string): string => {
		if (at === near || at === far) {
			s[at] = `${by}px`;
			return at === near ? '0%' : '100%';
		}
		s[near] = `calc(50% + ${by}px)`;
		tx += `translate${name}(-50%) `;
		return '50%';
	};
	s.transformOrigin = `${axis(hz, 'left', 'right', o.x, 'X')} ${axis(v, 'top', 'bottom', o.y, 'Y')}`;
	s.transform = `${tx}scale(${o.scale})`;
}

declare global {
	interface WindowEventMap {
		/** OBS's browser source (obs-browser): its source went on program (active) or off it. */
		obsSourceActiveChanged: CustomEvent<{ active: boolean }>;
	}
}

/**
 * The page's language, theme and colours from its options, and the graphic placed: its root (for
 * boot.ts and the competition overlays' boot). In OBS the graphic also enters again (base.css
 * `.enter`) each time its source goes on program: a producer cutting to its scene sees it animate
 * in as on load, not already there. Everything in root enters, whether it was drawn with `.enter`
 * or not (the standings redraw their panel without it), as it is: a root left empty stays empty,
 * a part hidden (display: none) stays hidden, a CasparCG graphic taken out (host-modes.ts) stays
 * out. Off program nothing changes: the next time on replays anyway. Only OBS sends the event;
 * elsewhere the listener is never called.
 */
export function dress(opts: Options): HTMLElement {
	html.lang = opts.lang;
	html.dataset.theme = opts.theme;
	for (const [name, v] of [['accent', opts.accent], ['panel', opts.bg], ['fg', opts.fg]]) if (v) html.style.setProperty(`--${name}`, v);
	const root = document.getElementById('gfx') as HTMLElement;
	place(root, opts);
	addEventListener('obsSourceActiveChanged', (e) => {
		if (e.detail.active) for (const el of root.children) pulse(el, 'enter');
	});
	return root;
}
