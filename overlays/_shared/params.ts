/** URL options shared by every overlay (manifest.ts COMMON_OPTIONS): ?lang= &theme= &accent= &scale= &x= &y= &anchor= … */
import { detectLang, type Lang } from '../../src/lib/i18n/lang';

export type Anchor = 'top-left' | 'top' | 'top-right' | 'left' | 'center' | 'right' | 'bottom-left' | 'bottom' | 'bottom-right';
const ANCHORS: readonly string[] = ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right'];

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
	return typeof CSS !== 'undefined' && CSS.supports('color', c) ? c : null;
}

function number(v: string | null, def: number, min: number, max: number): number {
	const n = v === null || v.trim() === '' ? NaN : Number(v);
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
	const anchor = (ANCHORS.includes(pos) ? pos : defaults.anchor) as Anchor;
	const centredX = anchor === 'top' || anchor === 'bottom' || anchor === 'center';
	const centredY = anchor === 'left' || anchor === 'right' || anchor === 'center';
	return {
		table: tableFromPath(loc.pathname, q),
		// ?lang= first, then the one remembered choice of every cuecast page (src/lib/i18n/lang.ts).
		lang: detectLang(new URL(loc.href)),
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
	const [v, hz] = o.anchor.includes('-') ? o.anchor.split('-') : o.anchor === 'top' || o.anchor === 'bottom' ? [o.anchor, 'center'] : ['center', o.anchor];
	const s = el.style;
	s.position = 'absolute';
	const tx: string[] = [];
	if (hz === 'left') s.left = `${o.x}px`;
	else if (hz === 'right') s.right = `${o.x}px`;
	else {
		s.left = `calc(50% + ${o.x}px)`;
		tx.push('translateX(-50%)');
	}
	if (v === 'top') s.top = `${o.y}px`;
	else if (v === 'bottom') s.bottom = `${o.y}px`;
	else {
		s.top = `calc(50% + ${o.y}px)`;
		tx.push('translateY(-50%)');
	}
	const ox = hz === 'left' ? '0%' : hz === 'right' ? '100%' : '50%';
	const oy = v === 'top' ? '0%' : v === 'bottom' ? '100%' : '50%';
	s.transformOrigin = `${ox} ${oy}`;
	s.transform = [...tx, `scale(${o.scale})`].join(' ');
}
