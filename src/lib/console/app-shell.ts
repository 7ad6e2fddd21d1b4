/**
 * Registers the app shell's service worker (src/service-worker.ts) from the pages that score,
 * so a reload while the club's network is down still opens the console. Browsers allow it only
 * in a secure context (https, or localhost): elsewhere this does nothing, and the console still
 * scores offline while the page stays open.
 */
import { dev } from '$app/environment';

export function registerAppShell(): void {
	if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
	navigator.serviceWorker.register('/service-worker.js', { type: dev ? 'module' : 'classic' }).catch((err) => {
		console.warn(`cuecast: the app shell is not kept for offline reloads (${(err as Error)?.message ?? err})`);
	});
}
