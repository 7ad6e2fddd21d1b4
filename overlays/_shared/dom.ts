/** A few DOM helpers: overlays build their markup once per layout and then only patch text. */
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

/** Restarts a CSS animation class (transform/opacity keyframes only). */
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
 * Fits a one-line text into its box: shrinks the font from the CSS size down to `min` of it,
 * then the CSS ellipsis takes over. Text width is proportional to the font size, so one
 * measurement gives the size (a second one corrects rounding). Call after the text changes.
 */
export function fit(el: HTMLElement, min = 0.6): void {
	el.style.fontSize = '';
	if (!el.isConnected) return;
	let [text, box] = widths(el);
	if (text <= box - 0.5 || !box) return;
	const base = parseFloat(getComputedStyle(el).fontSize);
	let k = Math.max(min, (box - 1) / text);
	for (let i = 0; i < 3; i++) {
		el.style.fontSize = `${(base * k).toFixed(2)}px`;
		[text, box] = widths(el);
		if (text <= box - 0.5 || k <= min) return;
		k = Math.max(min, k * ((box - 1) / text));
	}
}

/** Sets a name and fits it, only when it changed. */
export function setName(el: HTMLElement, name: string): void {
	if (setText(el, name)) fit(el);
}
