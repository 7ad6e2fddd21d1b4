/**
 * The match page's charts as geometry (issue 14): pure functions from a record's innings or
 * racks to SVG coordinates and path strings, so the drawing component (src/lib/records-page)
 * only places what these return, and the maths is tested without a browser.
 *
 * - `cumulativeChart`: each player's running total by inning (carom, 14.1, pins), from 0.
 * - `inningBars`: the points of each inning as bars, the players side by side.
 * - `racksChart`: a pool race's racks won over the racks played (pyramid and snooker: frames),
 *   a step line per player.
 * - `frameBars`: pyramid and snooker, each frame's points (balls on the shelf) as `inningBars`.
 */
import type { FrameRecord, InningRecord } from './record';

export interface Box {
	width: number;
	height: number;
	pad: { top: number; right: number; bottom: number; left: number };
}

/** The charts' view box: wide and low, so a chart reads at a glance above its table. */
export const BOX: Box = { width: 640, height: 220, pad: { top: 24, right: 16, bottom: 28, left: 40 } };

export interface Tick {
	value: number;
	at: number;
}

export interface Series {
	player: number;
	path: string;
	points: { x: number; y: number; value: number }[];
}

export interface Bar {
	player: number;
	/** The inning (1-based). */
	n: number;
	value: number;
	x: number;
	y: number;
	width: number;
	height: number;
}

export interface Chart {
	width: number;
	height: number;
	/** The plot area: x0 left, x1 right, y0 bottom (the zero line), y1 top. */
	plot: { x0: number; x1: number; y0: number; y1: number };
	xTicks: Tick[];
	yTicks: Tick[];
	series: Series[];
	bars: Bar[];
	/** Nothing to draw yet (no inning, no rack): the component says so instead of drawing axes. */
	empty: boolean;
}

/** A linear map from [d0, d1] to [r0, r1]; an empty domain maps everything to r0. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
	if (d1 === d0) return () => r0;
	return (v) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);
}

/** The next "round" number at or above `v` (1, 2, 2.5, 5 × 10^k, whole numbers only); 1 for 0 or less. */
export function niceMax(v: number): number {
	if (!(v > 0)) return 1;
	const p = 10 ** Math.floor(Math.log10(v));
	for (const m of [1, 2, 2.5, 5, 10]) {
		const n = m * p;
		if (n >= v && Number.isInteger(n)) return n;
	}
	return Math.ceil(v);
}

/** Whole-number ticks from 0 to `max` (a niceMax), at most `count + 1` of them. */
export function ticks(max: number, count = 5): number[] {
	const step = Math.max(1, niceMax(max / count));
	const out: number[] = [];
	for (let v = 0; v <= max; v += step) out.push(v);
	return out;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

function frame(box: Box, xMax: number, yMax: number, xFrom: number) {
	const plot = { x0: box.pad.left, x1: box.width - box.pad.right, y0: box.height - box.pad.bottom, y1: box.pad.top };
	const top = niceMax(yMax);
	const x = linear(xFrom, Math.max(xFrom + 1, xMax), plot.x0, plot.x1);
	const y = linear(0, top, plot.y0, plot.y1);
	const xTicks = ticks(xMax, 10)
		.filter((v) => v >= Math.max(1, xFrom))
		.map((value) => ({ value, at: r1(x(value)) }));
	const yTicks = ticks(top, 4).map((value) => ({ value, at: r1(y(value)) }));
	return { plot, x, y, xTicks, yTicks };
}

const emptyChart = (box: Box): Chart => ({
	width: box.width,
	height: box.height,
	plot: { x0: box.pad.left, x1: box.width - box.pad.right, y0: box.height - box.pad.bottom, y1: box.pad.top },
	xTicks: [],
	yTicks: [],
	series: [],
	bars: [],
	empty: true
});

/** Each player's running total after each inning, a line from (0, 0). */
export function cumulativeChart(innings: InningRecord[][], box: Box = BOX): Chart {
	const rounds = Math.max(0, ...innings.map((l) => l.length));
	if (rounds === 0) return emptyChart(box);
	const yMax = Math.max(0, ...innings.flatMap((l) => l.map((i) => i.total)));
	const f = frame(box, rounds, yMax, 0);
	const series = innings.map((list, player) => {
		const points = [{ x: r1(f.x(0)), y: r1(f.y(0)), value: 0 }, ...list.map((i) => ({ x: r1(f.x(i.n)), y: r1(f.y(i.total)), value: i.total }))];
		return { player, points, path: points.map((p, k) => `${k ? 'L' : 'M'}${p.x} ${p.y}`).join(' ') };
	});
	return { width: box.width, height: box.height, plot: f.plot, xTicks: f.xTicks, yTicks: f.yTicks, series, bars: [], empty: false };
}

/** The points of every inning as bars: one slot per inning, the players' bars side by side in it. */
export function inningBars(innings: InningRecord[][], box: Box = BOX): Chart {
	const rounds = Math.max(0, ...innings.map((l) => l.length));
	if (rounds === 0) return emptyChart(box);
	// a negative inning (pins: a foul's points to the opponent are not an inning's) draws from zero
	const yMax = Math.max(0, ...innings.flatMap((l) => l.map((i) => i.points)));
	const f = frame(box, rounds, yMax, 0);
	const slot = (f.plot.x1 - f.plot.x0) / rounds;
	const seats = Math.max(1, innings.length);
	const width = Math.max(1, (slot * 0.8) / seats);
	const bars: Bar[] = innings.flatMap((list, player) =>
		list.map((i) => {
			const top = f.y(Math.max(0, i.points));
			return {
				player,
				n: i.n,
				value: i.points,
				x: r1(f.plot.x0 + slot * (i.n - 1) + slot * 0.1 + width * player),
				y: r1(top),
				width: r1(width),
				height: r1(f.plot.y0 - top)
			};
		})
	);
	// bars sit in slots: the tick of inning n is the middle of its slot
	const xTicks = f.xTicks.map((t) => ({ value: t.value, at: r1(f.plot.x0 + slot * (t.value - 0.5)) }));
	return { width: box.width, height: box.height, plot: f.plot, xTicks, yTicks: f.yTicks, series: [], bars, empty: false };
}

/** Racks (frames) won by each player after each one played (a step line per player, from 0). */
export function racksChart(racks: readonly { winner: number | null }[], seats: number, box: Box = BOX): Chart {
	if (racks.length === 0) return emptyChart(box);
	const won = Array<number>(seats).fill(0);
	const steps = racks.map((r) => {
		if (r.winner !== null && r.winner < seats) won[r.winner]!++;
		return [...won];
	});
	const f = frame(box, racks.length, Math.max(1, ...won), 0);
	const series = Array.from({ length: seats }, (_, player) => {
		const points = [{ x: r1(f.x(0)), y: r1(f.y(0)), value: 0 }, ...steps.map((s, k) => ({ x: r1(f.x(k + 1)), y: r1(f.y(s[player]!)), value: s[player]! }))];
		// the count changes when a rack ends: run level to the rack's end, then up
		const path = points.map((p, k) => (k ? `H${p.x} V${p.y}` : `M${p.x} ${p.y}`)).join(' ');
		return { player, points, path };
	});
	return { width: box.width, height: box.height, plot: f.plot, xTicks: f.xTicks, yTicks: f.yTicks, series, bars: [], empty: false };
}

/** Each frame's points (pyramid: balls on the shelf) per player, as bars: one slot per frame. */
export function frameBars(frames: readonly FrameRecord[], seats: number, box: Box = BOX): Chart {
	const innings: InningRecord[][] = Array.from({ length: seats }, (_, seat) => {
		let total = 0;
		return frames.map((f, i) => {
			const points = f.points[seat] ?? 0;
			return { n: i + 1, points, total: (total += points) };
		});
	});
	return inningBars(innings, box);
}
