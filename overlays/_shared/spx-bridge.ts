/**
 * The functions of the SPX template (overlays/host.ts writes it for `?mode=spx`): SPX (or
 * CasparCG, when SPX plays it there) calls play/stop/next/update on this page, and each goes to
 * the live overlay in its frame (<iframe id="cuecast">, ?mode=caspar, on cuecast's own server)
 * by postMessage. SPX calls update() and play() as soon as this page has loaded, before the
 * frame has: calls wait until the overlay says it is ready, and again while it loads itself
 * anew (another table or language). Built on its own by overlays/build.ts (spx-bridge.js).
 * SPX also runs this file when it imports the template: nothing here may touch the frame then.
 *
 * remove(): SPX itself never calls it (its web renderer clears a layer by loading another page
 * into it; to CasparCG it sends CLEAR), but a CasparCG client may send CG REMOVE to the template
 * SPX put there: the overlay lets go of everything, then CasparCG's own remove() unloads the page.
 */
import type { HostMessage } from './host-modes';

const el = () => document.getElementById('cuecast') as HTMLIFrameElement | null;
/** The overlay's origin: messages go only there and are taken only from there. */
const origin = () => {
	try {
		return new URL(el()?.src ?? '', location.href).origin;
	} catch {
		return '';
	}
};
let ready = false;
const queue: HostMessage[] = [];
const debug: { ready: boolean; queued: number } = ((window as { __bridge?: object }).__bridge = { ready, queued: 0 });

function send(m: HostMessage): void {
	const w = el()?.contentWindow;
	if (ready && w) w.postMessage(m, origin());
	else queue.push(m);
	debug.queued = queue.length;
}

addEventListener('message', (e: MessageEvent<unknown>) => {
	const m = e.data as { cuecast?: unknown } | null;
	if (!m || typeof m !== 'object' || e.source !== el()?.contentWindow || e.origin !== origin()) return;
	if (m.cuecast === 'reloading') ready = false;
	else if (m.cuecast === 'ready') {
		ready = true;
		for (const q of queue.splice(0)) send(q);
	}
	debug.ready = ready;
	debug.queued = queue.length;
});

window.play = () => send({ cuecast: 'play' });
window.stop = () => send({ cuecast: 'stop' });
window.next = () => send({ cuecast: 'next' });
window.update = (data) => send({ cuecast: 'update', data });
// CasparCG's own (its HTML producer puts one on every page before any script), else none.
const hostRemove = typeof window.remove === 'function' ? window.remove : null;
window.remove = () => {
	send({ cuecast: 'remove' });
	hostRemove?.();
};
