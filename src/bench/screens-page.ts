/**
 * What screens.bench.ts measures inside each page: an init script that notes, per table, the
 * frame in which its scores changed (a MutationObserver marks the page dirty, the next animation
 * frame reads the scores: that frame is the one that paints them), the long tasks, the frames
 * drawn, and the first frame that showed a score at all. Times are epoch milliseconds
 * (performance.timeOrigin + now), so the bench compares them with the moment it sent a stroke.
 */

/** Where a page's scores are, per table. */
export interface ScoreProbe {
	/** Elements that each hold one table (null: the page shows one table, `table`). */
	tables: string | null;
	/** The table's id on its element (with `tables`). */
	idAttribute?: string;
	/** The score elements, within a table's element or the page. */
	scores: string;
	/** The one table a single-table page shows. */
	table?: string;
}

export interface PageFigures {
	/** [epoch ms, table, scores joined by '|'] each time a table's scores changed on screen. */
	seen: [number, string, string][];
	/** [epoch ms start, duration ms] of every long task (over 50 ms). */
	longTasks: [number, number][];
	/** Epoch ms of every animation frame since counting started. */
	frames: number[];
	/** Epoch ms of the first frame that showed a score, or null. */
	firstScore: number | null;
}

/** The init script: runs before the page's own scripts, in every document of the context. */
export function probeScript(probe: ScoreProbe): string {
	return `(() => {
	const probe = ${JSON.stringify(probe)};
	const figures = { seen: [], longTasks: [], frames: [], firstScore: null, counting: false };
	window.__screens = figures;
	const at = () => performance.timeOrigin + performance.now();
	const last = new Map();
	const read = () => {
		const groups = probe.tables ? [...document.querySelectorAll(probe.tables)].map((el) => [el.getAttribute(probe.idAttribute), el]) : [[probe.table, document]];
		for (const [id, el] of groups) {
			const scores = [...el.querySelectorAll(probe.scores)].map((s) => (s.textContent || '').trim()).join('|');
			if (!scores) continue;
			if (figures.firstScore === null) figures.firstScore = at();
			if (last.get(id) !== scores) {
				last.set(id, scores);
				figures.seen.push([at(), id, scores]);
			}
		}
	};
	let dirty = true;
	const frame = () => {
		if (figures.counting) figures.frames.push(at());
		if (dirty) {
			dirty = false;
			read();
		}
		requestAnimationFrame(frame);
	};
	requestAnimationFrame(frame);
	new MutationObserver(() => (dirty = true)).observe(document, { subtree: true, childList: true, characterData: true });
	try {
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) figures.longTasks.push([performance.timeOrigin + e.startTime, e.duration]);
		}).observe({ type: 'longtask', buffered: true });
	} catch {}
})();`;
}
