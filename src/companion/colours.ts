/**
 * The buttons' colours, read from the one theme (src/lib/theme/tokens.css) rather than restated:
 * its `--name: #rrggbb` tokens become Companion's 0xRRGGBB numbers (the stylesheet's text:
 * src/lib/theme/tokens.ts).
 */
import { TOKENS_CSS as tokens } from '../lib/theme/tokens';

/** `--name: #abc` / `#aabbcc` declarations of a stylesheet, as numbers. */
export function hexTokens(css: string): Map<string, number> {
	const out = new Map<string, number>();
	for (const m of css.matchAll(/--([a-z0-9-]+)\s*:\s*#([0-9a-f]{3}|[0-9a-f]{6})\s*;/gi)) {
		const hex = m[2].length === 3 ? [...m[2]].map((c) => c + c).join('') : m[2];
		out.set(m[1], parseInt(hex, 16));
	}
	return out;
}

const theme = hexTokens(tokens);
function token(name: string): number {
	const v = theme.get(name);
	// A token renamed in the theme must not silently turn a button black.
	if (v === undefined) throw new Error(`tokens.css has no colour --${name}`);
	return v;
}

export const COLOURS = {
	bg: token('bg'),
	surface: token('surface-2'),
	surfaceRaised: token('surface-3'),
	fg: token('fg'),
	fgStrong: token('fg-strong'),
	muted: token('muted'),
	accent: token('accent'),
	accentFg: token('accent-fg'),
	primary: token('primary'),
	danger: token('danger'),
	good: token('good-surface'),
	turn: token('good-line'),
	warn: token('warn-surface')
} as const;
