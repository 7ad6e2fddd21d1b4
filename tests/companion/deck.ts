/**
 * A Stream Deck page as Companion would draw it from the module's presets: 72 × 72 px keys,
 * each with its preset style, its variables filled in from the values the module reported, and
 * the styles of the feedbacks that hold laid over it in order (Companion's rule). Text that does
 * not fit at a size shrinks, as Companion's "auto" size does. Only for looking at (screenshots)
 * and for checking that every key's text fits and names known variables.
 */
import type { Page } from 'playwright-core';

export interface PresetKey {
	id: string;
	name: string;
	style: { text: string; size: string | number; color: number; bgcolor: number };
	feedbacks: { feedbackId: string; options: Record<string, unknown>; style?: { text?: string; color?: number; bgcolor?: number } }[];
}

export interface DrawnKey {
	id: string;
	text: string;
	bg: string;
	fg: string;
	/** The size it was drawn at, in px (Companion's sizes are px at 72 × 72). */
	size: number;
	fits: boolean;
}

const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** A key's text with its variables filled in and `\n` as line breaks. */
export function fillText(text: string, variables: ReadonlyMap<string, unknown>): string {
	return text.replace(/\$\(([^:)]+):([^)]+)\)/g, (_, _label: string, v: string) => String(variables.get(v) ?? `$(${v}?)`)).replace(/\\n/g, '\n');
}

/** The style a key shows: its own, then each feedback that holds, in order. */
export function keyStyle(key: PresetKey, holds: (feedbackIndex: number) => boolean) {
	let style = { ...key.style };
	key.feedbacks.forEach((f, i) => {
		if (holds(i) && f.style) style = { ...style, ...f.style };
	});
	return style;
}

/** Draws the 15 keys (5 × 3) in the page and returns how each came out. */
export async function drawDeck(page: Page, title: string, keys: { id: string; text: string; bg: number; fg: number; size: string | number }[]): Promise<DrawnKey[]> {
	const html = `<!doctype html><meta charset="utf-8"><style>
		body { margin: 0; background: #202020; font-family: 'DejaVu Sans', 'Noto Sans', Arial, sans-serif; color: #ccc; }
		h1 { font: 13px/1 sans-serif; margin: 10px 12px 0; }
		.deck { display: grid; grid-template-columns: repeat(5, 72px); gap: 10px; padding: 12px; width: max-content; background: #111; margin: 8px 12px 12px; border-radius: 12px; }
		.key { width: 72px; height: 72px; border-radius: 6px; overflow: hidden; display: flex; align-items: center; justify-content: center; }
		.t { white-space: pre-wrap; text-align: center; line-height: 1.1; overflow-wrap: normal; width: 70px; }
	</style><h1></h1><div class="deck"></div>`;
	await page.setContent(html);
	return page.evaluate(
		({ title, keys }) => {
			document.querySelector('h1')!.textContent = title;
			const deck = document.querySelector('.deck')!;
			const out: DrawnKey[] = [];
			// A word wider than the key overflows instead of breaking, so "auto" shrinks until whole
			// words fit (as Companion's renderer prefers to).
			for (const k of keys) {
				const el = document.createElement('div');
				el.className = 'key';
				el.style.background = k.bg;
				const t = document.createElement('div');
				t.className = 't';
				t.style.color = k.fg;
				t.textContent = k.text;
				el.append(t);
				deck.append(el);
				// "auto": the largest size at which the text fits the key (Companion's steps are
				// finer than its named sizes; these approximate them)
				const sizes = k.size === 'auto' ? [30, 24, 18, 14, 12, 10, 8, 7] : [Number(k.size)];
				let size = sizes[0];
				let fits = false;
				for (const s of sizes) {
					size = s;
					t.style.fontSize = `${s}px`;
					if (t.scrollHeight <= 70 && t.scrollWidth <= 70) {
						fits = true;
						break;
					}
				}
				out.push({ id: k.id, text: k.text, bg: k.bg, fg: k.fg, size, fits });
			}
			return out;
		},
		{ title, keys: keys.map((k) => ({ ...k, bg: hex(k.bg), fg: hex(k.fg) })) }
	);
}
