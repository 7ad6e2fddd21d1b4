/**
 * Fitting names into the boxes of the wall displays and the phone viewer (issue 22 item 6,
 * issue 23). A name is fitted when it appears, when its text changes and when its box changes
 * size — never because a score changed: a stroke changes numbers, and the boxes are laid out so
 * that numbers do not take room from names (a score's digits have a reserved width).
 *
 * How, without a layout per step: every name waiting in a frame is reset to its own CSS, then
 * read once (its box's width, its text's width, its font); the size is computed, not searched
 * for — a line's width is proportional to the font size, and a name's words are measured once
 * on a canvas (calibrated against the page's own measurement) to find the best place for a
 * second line. The sizes are written, and one more read checks the height of names that took
 * two lines (a line-height the canvas does not know); only those that still overflow are
 * stepped down, at most a few times. A wall of 16 tables thus lays out two or three times per
 * fitting, and not at all per stroke.
 *
 * The rule, in order: the name at full size on one line; shrunk on one line (to 80 % when a
 * second line may follow, else 60 %); on two lines, shrunk to 80 %; where a third line may
 * follow (the phone viewer), on three when they show it larger; on two, shrunk to 55 %; then
 * abbreviated by a rule (first initial + surname: "S. Sidhom") and fitted again, shrunk below
 * those floors if it must (to a third of its size); only then cut (an ellipsis).
 */
import { shortName } from './short-name';

export interface FitOptions {
	/** The text (a name); re-fit when it changes. */
	text: unknown;
	/** 2 (3): the name may wrap onto a second (and a third) line once shrinking on one line is not enough. */
	lines?: 1 | 2 | 3;
	/** What else changes the room beside it in the same box (a warning sign, a third digit). */
	room?: unknown;
	/** false: wrap (and abbreviate) before shrinking, so that a list of names keeps one size. */
	shrink?: boolean;
	/** The short form to show when the whole name cannot be read; default: first initial + surname; null: never. */
	short?: string | null;
	/** The fixed-size box whose size decides the room (default: the parent); its size changes re-fit. */
	within?: string;
	/** Names of one list (a wall's results): all at the size the hardest of them needs, fitted together. */
	group?: string;
	/** 'line': a state line ("Rack 3 · Race to 9"), whose words change with a stroke now and then; counted apart from names. */
	what?: 'name' | 'line';
}

interface Job {
	node: HTMLElement;
	group: string | null;
	line: boolean;
	full: string;
	short: string | null;
	lines: 1 | 2 | 3;
	shrink: boolean;
	base: number;
	room: number;
	natural: number;
	font: string;
	scale: number;
	/** How many lines the name is set on (1: not wrapped). */
	wrap: number;
	abbreviated: boolean;
}

const ONE_LINE_FLOOR = 0.6;
const BEFORE_WRAP_FLOOR = 0.8;
const TWO_LINES_FLOOR = 0.55;
/** Smaller than this a name is no longer read across a room: cut instead. */
const LAST_RESORT = 0.33;
/** A hair under the computed size, so rounding in the browser's own layout never tips it over. */
const SAFETY = 0.985;

/**
 * What a score beside a name takes from it, for `room`: nothing changes while the digits fit the
 * width reserved for two (the score's CSS min-width), so a stroke does not re-fit the name.
 */
export const scoreRoom = (score: number | string | null | undefined): string => (score === null || score === undefined ? '' : String(Math.max(2, String(score).length)));

/** How many fittings ran, and on how many names: read by the tests (a stroke must fit nothing). */
export const fitStats = { batches: 0, names: 0, lines: 0 };

let canvas: CanvasRenderingContext2D | null = null;
function measure(text: string, font: string): number {
	canvas ??= document.createElement('canvas').getContext('2d');
	if (!canvas) return text.length;
	canvas.font = font;
	return canvas.measureText(text).width;
}

/**
 * The narrowest `lines` lines (or fewer) a text can be broken into (at a space or after a
 * hyphen), as a width at the font the canvas was given: the smallest, over the ways to break it,
 * of its widest line.
 */
function linesWidth(text: string, font: string, lines: number): number {
	const parts = text.split(/(?<=[\s-])/);
	const widest = (from: number, depth: number): number => {
		const whole = measure(parts.slice(from).join('').trim(), font);
		if (depth === 1) return whole;
		let best = whole;
		for (let i = from + 1; i < parts.length; i++) best = Math.min(best, Math.max(measure(parts.slice(from, i).join('').trim(), font), widest(i, depth - 1)));
		return best;
	};
	return widest(0, lines);
}

function setText(job: Job, text: string) {
	const node = job.node.firstChild;
	if (node instanceof Text) {
		if (node.nodeValue !== text) node.nodeValue = text;
	}
}

function wrapStyle(node: HTMLElement, lines: number) {
	const on = lines > 1;
	node.dataset.lines = String(lines);
	node.style.whiteSpace = on ? 'normal' : '';
	node.style.display = on ? '-webkit-box' : '';
	node.style.setProperty('-webkit-box-orient', on ? 'vertical' : '');
	node.style.setProperty('-webkit-line-clamp', on ? String(lines) : '');
}

/**
 * The size and shape for one text: the first of the rule's steps that shows it whole. With a
 * third line allowed, a name that two lines show only below 80 % goes on to three when they show
 * it larger (a phone's card has the height, not the width).
 */
function choose(text: string, job: Job, calibrate: number): { scale: number; wrap: number } | null {
	const natural = measure(text, job.font) * calibrate;
	const oneLine = Math.min(1, job.room / Math.max(1, natural));
	if (oneLine >= 1) return { scale: 1, wrap: 1 };
	const scaleOn = (lines: number) => (job.lines >= lines ? Math.min(1, job.room / Math.max(1, linesWidth(text, job.font, lines) * calibrate)) : 0);
	const two = scaleOn(2);
	if (!job.shrink && two >= 1) return { scale: 1, wrap: 2 };
	const lineFloor = job.lines > 1 ? BEFORE_WRAP_FLOOR : ONE_LINE_FLOOR;
	if (oneLine >= lineFloor) return { scale: oneLine * SAFETY, wrap: 1 };
	if (two >= BEFORE_WRAP_FLOOR) return { scale: two * SAFETY, wrap: 2 };
	const three = scaleOn(3);
	if (three > two && three >= (job.shrink ? TWO_LINES_FLOOR : 1)) return { scale: three * SAFETY, wrap: 3 };
	if (job.lines > 1 && two >= TWO_LINES_FLOOR) return { scale: two * SAFETY, wrap: 2 };
	return null;
}

function decide(job: Job) {
	if (job.natural <= job.room + 0.01) return Object.assign(job, { scale: 1, wrap: 1, abbreviated: false });
	// the page's own width of the text against the canvas's: fonts, kerning and letter-spacing the canvas may not apply
	const calibrate = job.natural / Math.max(1, measure(job.full, job.font));
	const hasShort = !!job.short && job.short !== job.full;
	// not shrinking first: whole or abbreviated at full size before either is made smaller
	const tries: [string, boolean, boolean][] = job.shrink
		? [[job.full, false, true], ...(hasShort ? [[job.short!, true, true] as [string, boolean, boolean]] : [])]
		: [[job.full, false, false], ...(hasShort ? [[job.short!, true, false] as [string, boolean, boolean]] : []), [job.full, false, true], ...(hasShort ? [[job.short!, true, true] as [string, boolean, boolean]] : [])];
	for (const [text, abbreviated, shrink] of tries) {
		const got = choose(text, { ...job, shrink }, calibrate);
		if (got && (shrink || got.scale >= 1)) return Object.assign(job, got, { abbreviated });
	}
	// smaller than the rule likes rather than cut, down to a last floor; only past it the ellipsis
	const abbreviated = !!job.short && job.short !== job.full;
	const text = abbreviated ? job.short! : job.full;
	const wrap = job.lines;
	const width = linesWidth(text, job.font, wrap) * calibrate;
	return Object.assign(job, { scale: Math.max(LAST_RESORT, Math.min(1, job.room / Math.max(1, width)) * SAFETY), wrap, abbreviated });
}

function overflows(node: HTMLElement): boolean {
	const parent = node.parentElement;
	return node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1 || (!!parent && parent.scrollHeight > parent.clientHeight + 1);
}

type Waiting = Omit<Job, 'base' | 'room' | 'natural' | 'font' | 'scale' | 'wrap' | 'abbreviated'>;
const waiting = new Map<HTMLElement, Waiting>();
/** Each group's members and how to queue them: one name of a list changed, the whole list is fitted again. */
const groups = new Map<string, Map<HTMLElement, () => Waiting>>();
let frame = 0;
let range: Range | null = null;

/**
 * A text's width and the room its box gives it (the box less its padding and border), to the
 * fraction of a pixel: scrollWidth and clientWidth are whole pixels, and a name half a pixel too
 * wide already shows its ellipsis. Both as the screen shows them (client rects), so a scaled
 * ancestor scales both alike. Also the console's fit (src/lib/console/fit.ts).
 */
export function textAndRoom(node: HTMLElement, style: CSSStyleDeclaration = getComputedStyle(node)): { text: number; room: number } {
	const edges = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth);
	range ??= document.createRange();
	range.selectNodeContents(node);
	return { text: range.getBoundingClientRect().width, room: Math.max(0, node.getBoundingClientRect().width - (edges || 0)) };
}

function fitWaiting() {
	frame = 0;
	const jobs: Job[] = [...waiting.values()].map((j) => ({ ...j, base: 0, room: 0, natural: 0, font: '', scale: 1, wrap: 1, abbreviated: false }));
	waiting.clear();
	fitStats.batches++;
	for (const j of jobs) fitStats[j.line ? 'lines' : 'names']++;
	// write: every name back to its own CSS, whole
	for (const j of jobs) {
		j.node.style.fontSize = '';
		wrapStyle(j.node, 1);
		setText(j, j.full);
		j.node.removeAttribute('data-short');
	}
	// read, once for all: the room, the text's width, the font
	for (const j of jobs) {
		const style = getComputedStyle(j.node);
		j.base = parseFloat(style.fontSize) || 16;
		// from the longhands: the `font` shorthand reads empty when, say, tabular numbers are on
		j.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
		const widths = textAndRoom(j.node, style);
		j.room = widths.room;
		j.natural = widths.text;
	}
	for (const j of jobs) decide(j);
	// a list's names share the smallest size any of them needs
	const least = new Map<string, number>();
	for (const j of jobs) if (j.group) least.set(j.group, Math.min(least.get(j.group) ?? 1, j.scale));
	for (const j of jobs) if (j.group) j.scale = Math.min(j.scale, least.get(j.group)!);
	const todo = jobs.filter((j) => j.scale < 1 || j.wrap > 1 || j.abbreviated);
	// write the sizes
	for (const j of todo) apply(j);
	// a name on two lines may be taller than its box allows (line-height, a row's height): step those down
	let tall = todo.filter((j) => j.wrap > 1);
	for (let step = 0; step < 4 && tall.length; step++) {
		tall = tall.filter((j) => overflows(j.node) && j.scale > LAST_RESORT + 1e-6);
		for (const j of tall) {
			j.scale = Math.max(LAST_RESORT, j.scale * 0.88);
			apply(j);
		}
	}
}

function apply(j: Job) {
	if (j.abbreviated && j.short) {
		setText(j, j.short);
		j.node.dataset.short = '';
	}
	j.node.style.fontSize = j.scale < 1 ? `${(j.base * j.scale).toFixed(2)}px` : '';
	wrapStyle(j.node, j.wrap);
}

/**
 * Svelte action: fits a name into its box by the rule above. The element's own CSS is the
 * one-line look (nowrap, hidden overflow, ellipsis) and its only child is the name's text. The
 * whole name stays in its title (a tooltip) and is what assistive technology reads.
 */
export function fit(node: HTMLElement, options: FitOptions) {
	let current = options;
	const key = (o: FitOptions) => `${String(o.text)}\u0000${o.lines ?? 1}\u0000${String(o.room ?? '')}\u0000${o.shrink ?? true}\u0000${o.short ?? ''}\u0000${o.group ?? ''}`;
	let lastKey = key(options);
	const job = (): Waiting => {
		const full = String(current.text ?? '');
		const short = current.short === null ? null : (current.short ?? shortName(full));
		node.setAttribute('aria-label', full);
		node.title = full;
		return { node, group: current.group ?? null, line: current.what === 'line', full, short, lines: current.lines ?? 1, shrink: current.shrink ?? true };
	};
	let group = current.group ?? null;
	const join = () => {
		if (!group) return;
		if (!groups.has(group)) groups.set(group, new Map());
		groups.get(group)!.set(node, job);
	};
	const leave = () => {
		if (!group) return;
		groups.get(group)?.delete(node);
		if (!groups.get(group)?.size) groups.delete(group);
	};
	const queue = () => {
		waiting.set(node, job());
		for (const [other, make] of group ? (groups.get(group) ?? []) : []) if (!waiting.has(other)) waiting.set(other, make());
		if (!frame) frame = requestAnimationFrame(fitWaiting);
	};
	join();
	// watch the box by its size only when it is not sized by the name itself (its parent's width;
	// a fixed box's width and height), or the font change would loop every frame
	const box = (current.within ? node.closest<HTMLElement>(current.within) : null) ?? node.parentElement ?? node;
	const fixed = box !== node.parentElement;
	let last = '';
	const ro = new ResizeObserver((entries) => {
		const size = entries[entries.length - 1].contentRect;
		const now = fixed ? `${Math.round(size.width)}x${Math.round(size.height)}` : `${Math.round(size.width)}`;
		if (now === last) return;
		const first = last === '';
		last = now;
		if (!first) queue();
	});
	ro.observe(box);
	queue();
	return {
		// a new state re-renders every tile: re-fit only when the name, its room or its rule changed
		update(next: FitOptions) {
			current = next;
			const k = key(next);
			if (k === lastKey) return;
			lastKey = k;
			if ((next.group ?? null) !== group) {
				leave();
				group = next.group ?? null;
				join();
			}
			queue();
		},
		destroy() {
			waiting.delete(node);
			leave();
			ro.disconnect();
			// the list's other names may grow back now
			for (const [other, make] of group ? (groups.get(group) ?? []) : []) waiting.set(other, make());
			if (waiting.size && !frame) frame = requestAnimationFrame(fitWaiting);
		}
	};
}

if (typeof window !== 'undefined') (window as unknown as { cuecastFit?: typeof fitStats }).cuecastFit = fitStats;
