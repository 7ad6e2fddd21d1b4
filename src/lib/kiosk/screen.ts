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

/**
 * Svelte action: fits a name into its box, the name first and the ellipsis last. It shrinks the
 * font on one line (to 80 % when a second line is allowed, else to 60 %); then, with `lines: 2`,
 * lets it wrap and shrinks again until both lines fit the box and its parent; only past 55 % of
 * the size does the CSS ellipsis (one line) or a two-line clamp cut it. The element's own CSS
 * is the one-line look (nowrap, hidden overflow, ellipsis). Re-fits when the text or the box's
 * width changes.
 */
export function fit(node: HTMLElement, options: FitOptions) {
	let lines = options.lines ?? 1;
	let text = options.text;
	let room = options.room;
	let frame = 0;
	const parent = node.parentElement;
	const fits = () =>
		node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1 && (!parent || node.offsetHeight <= parent.clientHeight + 1);
	const shrink = (base: number, to: number) => {
		for (let scale = 1; scale >= to - 1e-9; scale -= 0.05) {
			node.style.fontSize = `${base * scale}px`;
			if (fits()) return true;
		}
		return false;
	};
	const twoLines = (on: boolean) => {
		node.dataset.lines = on ? '2' : '1';
		node.style.whiteSpace = on ? 'normal' : '';
		node.style.display = on ? '-webkit-box' : '';
		node.style.setProperty('-webkit-box-orient', on ? 'vertical' : '');
		node.style.setProperty('-webkit-line-clamp', on ? '2' : '');
	};
	const run = () => {
		cancelAnimationFrame(frame);
		frame = requestAnimationFrame(() => {
			node.style.fontSize = '';
			twoLines(false);
			const base = parseFloat(getComputedStyle(node).fontSize) || 16;
			if (fits() || shrink(base, lines > 1 ? 0.8 : 0.6) || lines === 1) return;
			twoLines(true);
			shrink(base, 0.55);
		});
	};
	// watch the box the text lives in, by width only: the font change itself alters the
	// element's height, and reacting to that would loop every frame
	const box = parent ?? node;
	let lastWidth = -1;
	const ro = new ResizeObserver(() => {
		const w = box.clientWidth;
		if (w === lastWidth) return;
		lastWidth = w;
		run();
	});
	ro.observe(box);
	run();
	return {
		// a new state re-renders every tile: re-fit only when the name itself changed (a new
		// box is the ResizeObserver's), or a wall of 40 tables spends its time measuring
		update(next: FitOptions) {
			if (next.text === text && next.room === room && (next.lines ?? 1) === lines) return;
			text = next.text;
			room = next.room;
			lines = next.lines ?? 1;
			run();
		},
		destroy() {
			cancelAnimationFrame(frame);
			ro.disconnect();
		}
	};
}
