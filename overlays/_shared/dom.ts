/** A few DOM helpers: overlays build their markup once per layout and then only patch text. */

/** The page's root element (its options, status and revision sit on it as classes and data). */
export const html = document.documentElement;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, cls = '', ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
	const el = document.createElement(tag);
	if (cls) el.className = cls;
	el.append(...kids);
	return el;
}

/** Sets text only when it differs; true when it changed (the caller may animate). */
export function setText(el: Element, text: string | number): boolean {
	const s = String(text);
	if (el.textContent === s) return false;
	el.textContent = s;
	return true;
}

/**
 * Restarts a class's animation: `pop` (transform keyframes only) on a score or a count that
 * changed, `enter` on the graphic going on air (boot.ts, dress).
 */
export function pulse(el: Element, cls = 'pop'): void {
	el.classList.remove(cls);
	void (el as HTMLElement).offsetWidth;
	el.classList.add(cls);
}

/** (A class already as asked is left alone: the DOM does not even write the attribute.) */
export function toggle(el: Element, cls: string, on: boolean): void {
	el.classList.toggle(cls, on);
}

/** Width of the text of `el` and of its box (fractional: scrollWidth is rounded). */
function widths(el: HTMLElement): [number, number] {
	const range = document.createRange();
	range.selectNodeContents(el);
	return [range.getBoundingClientRect().width, el.getBoundingClientRect().width];
}

/**
 * Fits a one-line text into its box: the font shrinks from its CSS size down to `min` of it, by a
 * size computed from one measurement (a line's width is proportional to its font size) and
 * checked with one more, not searched for step by step. A text that cannot be read whole even so
 * gives way to its `short` form (a name: first initial + surname), fitted the same way; only then
 * does the CSS ellipsis cut it. Call when the text or its room changes, never on every state.
 */
export function fit(el: HTMLElement, text = el.textContent ?? '', short?: string, min = 0.6): void {
	for (const s of [text, short]) {
		if (s === undefined) return;
		el.textContent = s;
		el.style.fontSize = '';
		// (a box out of the document, or not laid out, measures 0: nothing to fit into yet)
		let [width, box] = widths(el);
		if (width <= box - 0.5 || !box) return;
		const k = Math.max(min, (box - 2) / width);
		el.style.fontSize = `${(parseFloat(getComputedStyle(el).fontSize) * k).toFixed(2)}px`;
		[width, box] = widths(el);
		if (width <= box - 0.5) return;
	}
}

/** Sets a name (or a line) and fits it, only when it changed; `short`: its short form (fit). */
export function setName(el: HTMLElement, text: string, short?: string): void {
	if (el.dataset.text === text) return;
	el.dataset.text = text;
	fit(el, text, short);
}
