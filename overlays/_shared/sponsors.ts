/**
 * The sponsor slot of an overlay: the operators' images (/sponsors) in turn beside the graphic,
 * crossfading with opacity only. `sponsorSlot(root)` is the whole hook: the slot keeps itself
 * in `root` (an overlay may rebuild its graphic with `replaceChildren`), sits on the graphic's
 * outer side (right of a graphic anchored left, left of one anchored right), as tall as it, and
 * leaves `root` while the graphic is empty (no match: the page stays transparent). The list
 * comes pushed over the overlay's own socket (`boot` returns it; the server sends `sponsors` to
 * every socket). URL: ?sponsors=0 hides it, ?rotate=N seconds per image.
 */
import type { SponsorWire } from '../../src/lib/protocol/sponsors';
import { slideAt, sponsorOptions, untilNextSlide } from '../../src/lib/view/sponsors';
import { h, toggle } from './dom';
import type { Wire } from './wire';
import './sponsors.css';


export function sponsorSlot(root: HTMLElement, wire: Wire): void {
	const opts = sponsorOptions(new URLSearchParams(location.search));
	if (!opts.show) return;
	const slot = h('div', `spons off ${root.style.right ? 'r' : 'l'}`);
	slot.dataset.sponsors = '0';
	let images: HTMLImageElement[] = [];
	let timer: ReturnType<typeof setTimeout> | undefined;

	const show = () => {
		clearTimeout(timer);
		const i = slideAt(images.length, Date.now(), opts.rotateMs);
		images.forEach((img, k) => toggle(img, 'on', k === i));
		slot.dataset.current = images[i]?.dataset.id ?? '';
		if (images.length > 1) timer = setTimeout(show, untilNextSlide(Date.now(), opts.rotateMs) + 20);
	};
	const fit = () => toggle(slot, 'off', !images.length);
	// In root while the graphic is (its rebuilds drop the slot: put it back), out while it is empty.
	const keep = () => {
		const graphic = [...root.children].some((c) => c !== slot);
		// (append only when it is not there: appending moves it, and the move would call keep again)
		if (!graphic) slot.remove();
		else if (slot.parentNode !== root) root.append(slot);
	};
	new MutationObserver(keep).observe(root, { childList: true });
	keep();

	wire.on('sponsors', (payload) => {
		const list = Array.isArray(payload) ? (payload as SponsorWire[]) : [];
		const kept = new Map(images.map((img) => [img.dataset.id!, img]));
		images = list.map((s) => {
			const img = kept.get(s.id) ?? Object.assign(h('img'), { src: s.url, alt: s.name });
			img.dataset.id = s.id;
			return img;
		});
		slot.replaceChildren(...images);
		slot.dataset.sponsors = String(images.length);
		show();
		fit();
	});
}
