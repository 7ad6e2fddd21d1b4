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

export { fit, type FitOptions } from './fit';
