/**
 * A Svelte action for a name in a box: shrink the text until it fits (down to `min` of its
 * size), and only then let CSS cut it with an ellipsis. "Shane Van Boening" fits a 1440 px
 * console at a slightly smaller size instead of reading "Shane Van Boeni…".
 */
import { textAndRoom } from '../kiosk/fit';

export function fit(node: HTMLElement, opts: { min?: number; text?: string } = {}) {
	let min = opts.min ?? 0.6;
	const measure = () => {
		node.style.fontSize = '';
		const full = parseFloat(getComputedStyle(node).fontSize);
		let size = full;
		while (overflows(node) && size > full * min) {
			size -= full * 0.05;
			node.style.fontSize = `${size}px`;
		}
	};
	const observer = new ResizeObserver(() => measure());
	observer.observe(node);
	measure();
	return {
		update(next: { min?: number; text?: string } = {}) {
			min = next.min ?? 0.6;
			measure();
		},
		destroy: () => observer.disconnect()
	};
}

/** The text is wider than its box, to the fraction of a pixel (textAndRoom). */
function overflows(node: HTMLElement): boolean {
	const { text, room } = textAndRoom(node);
	return text > room + 0.01;
}
