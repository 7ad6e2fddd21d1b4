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

/**
 * Svelte action: shrinks the element's font (down to `min` of its size) until its text fits on
 * one line; past that the CSS ellipsis takes over. Re-fits when the text or the box changes.
 */
export function fit(node: HTMLElement, _text?: unknown) {
	const min = 0.7;
	let frame = 0;
	const run = () => {
		cancelAnimationFrame(frame);
		frame = requestAnimationFrame(() => {
			node.style.fontSize = '';
			let scale = 1;
			const base = parseFloat(getComputedStyle(node).fontSize) || 16;
			while (node.scrollWidth > node.clientWidth + 1 && scale > min) {
				scale = Math.max(min, scale - 0.05);
				node.style.fontSize = `${base * scale}px`;
			}
		});
	};
	// watch the box the text lives in, by width only: the font change itself alters the
	// element's height, and reacting to that would loop every frame
	const box = node.parentElement ?? node;
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
		update: run,
		destroy() {
			cancelAnimationFrame(frame);
			ro.disconnect();
		}
	};
}
