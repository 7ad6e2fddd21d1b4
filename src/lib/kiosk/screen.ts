/**
 * What an unattended screen needs: the display kept awake (Screen Wake Lock, re-requested each
 * time the page becomes visible again, since the browser drops the lock when it is hidden) and
 * the state of that request on <html data-wake-lock> so a test or a technician can see it.
 */
export function keepAwake(): () => void {
	let lock: WakeLockSentinel | null = null;
	let stopped = false;
	const root = document.documentElement;
	const request = async () => {
		if (stopped || document.visibilityState !== 'visible') return;
		if (!('wakeLock' in navigator)) {
			root.dataset.wakeLock = 'unavailable';
			return;
		}
		if (lock && !lock.released) return;
		try {
			lock = await navigator.wakeLock.request('screen');
			root.dataset.wakeLock = 'active';
			lock.addEventListener('release', () => {
				if (!stopped) root.dataset.wakeLock = 'released';
			});
		} catch {
			// refused (no user gesture, power saving, insecure origin): try again when visible
			root.dataset.wakeLock = 'denied';
		}
	};
	const onVisible = () => void request();
	document.addEventListener('visibilitychange', onVisible);
	// some browsers refuse without a user activation: a click or key on an attended screen retries
	window.addEventListener('pointerdown', onVisible);
	window.addEventListener('keydown', onVisible);
	void request();
	return () => {
		stopped = true;
		document.removeEventListener('visibilitychange', onVisible);
		window.removeEventListener('pointerdown', onVisible);
		window.removeEventListener('keydown', onVisible);
		void lock?.release().catch(() => {});
	};
}

/** What `fit` fits: the text (re-fit when it changes) and how many lines it may take. */
export interface FitOptions {
	text: unknown;
	/** 2: a wall's name may wrap onto a second line once shrinking on one line is not enough. */
	lines?: 1 | 2;
	/** What else changes the room beside it in the same box (a score's digits, a warning sign). */
	room?: unknown;
}

interface Job {
	node: HTMLElement;
	lines: 1 | 2;
	base: number;
}

/** One line: shrink to 80 % when a second line may follow, else to 60 %; two lines: to 55 %. */
const ONE_LINE = [0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6];
const TWO_LINES = [1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55];

function fits(node: HTMLElement): boolean {
	const parent = node.parentElement;
	return node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1 && (!parent || node.offsetHeight <= parent.clientHeight + 1);
}

function twoLines(node: HTMLElement, on: boolean) {
	node.dataset.lines = on ? '2' : '1';
	node.style.whiteSpace = on ? 'normal' : '';
	node.style.display = on ? '-webkit-box' : '';
	node.style.setProperty('-webkit-box-orient', on ? 'vertical' : '');
	node.style.setProperty('-webkit-line-clamp', on ? '2' : '');
}

/**
 * Tries each size on all waiting names at once, so a wall of 40 tables lays out once per
 * size tried rather than once per name and size (which froze a 4K wall for seconds).
 */
function shrinkAll(jobs: Job[], scales: number[], floor: (j: Job) => number): Job[] {
	let left = jobs;
	for (const scale of scales) {
		const trying = left.filter((j) => scale >= floor(j) - 1e-9);
		if (!trying.length) break;
		for (const j of trying) j.node.style.fontSize = `${j.base * scale}px`;
		left = left.filter((j) => !trying.includes(j) || !fits(j.node));
	}
	return left;
}

const waiting = new Map<HTMLElement, 1 | 2>();
let frame = 0;

function fitWaiting() {
	frame = 0;
	const jobs: Job[] = [...waiting].map(([node, lines]) => ({ node, lines, base: 0 }));
	waiting.clear();
	for (const j of jobs) {
		j.node.style.fontSize = '';
		twoLines(j.node, false);
	}
	for (const j of jobs) j.base = parseFloat(getComputedStyle(j.node).fontSize) || 16;
	const tooWide = jobs.filter((j) => !fits(j.node));
	const still = shrinkAll(tooWide, ONE_LINE, (j) => (j.lines > 1 ? 0.8 : 0.6)).filter((j) => j.lines > 1);
	for (const j of still) twoLines(j.node, true);
	shrinkAll(still, TWO_LINES, () => 0.55);
}

function schedule(node: HTMLElement, lines: 1 | 2) {
	waiting.set(node, lines);
	if (!frame) frame = requestAnimationFrame(fitWaiting);
}

/**
 * Svelte action: fits a name into its box, the name first and the ellipsis last. It shrinks the
 * font on one line (to 80 % when a second line is allowed, else to 60 %); then, with `lines: 2`,
 * lets it wrap and shrinks again until both lines fit the box and its parent; only past 55 % of
 * the size does the CSS ellipsis (one line) or a two-line clamp cut it. The element's own CSS
 * is the one-line look (nowrap, hidden overflow, ellipsis). Re-fits when the text, its room or
 * the box's width changes.
 */
export function fit(node: HTMLElement, options: FitOptions) {
	let { text, room } = options;
	let lines = options.lines ?? 1;
	// watch the box the text lives in, by width only: the font change itself alters the
	// element's height, and reacting to that would loop every frame
	const box = node.parentElement ?? node;
	let lastWidth = -1;
	const ro = new ResizeObserver(() => {
		const w = box.clientWidth;
		if (w === lastWidth) return;
		lastWidth = w;
		schedule(node, lines);
	});
	ro.observe(box);
	schedule(node, lines);
	return {
		// a new state re-renders every tile: re-fit only when the name or its room changed (a new
		// box is the ResizeObserver's), or a wall of 40 tables spends its time measuring
		update(next: FitOptions) {
			if (next.text === text && next.room === room && (next.lines ?? 1) === lines) return;
			({ text, room } = next);
			lines = next.lines ?? 1;
			schedule(node, lines);
		},
		destroy() {
			waiting.delete(node);
			ro.disconnect();
		}
	};
}
