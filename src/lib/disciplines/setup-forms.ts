/**
 * What a set-up form's fields give (each family's form is its module's `setupForm`, ./parts.ts
 * FamilySetupForm, drawn by ./SetupFields.svelte in the console and a competition's form).
 */
import type { SetupField } from './parts';

/** A programme typed a figure a line ("Massé; 9"): the figures, or the first line that is not one (1-based). */
export function figuresOf(text: string): { figures: { name: string; points: number }[] } | { line: number } {
	const figures = [];
	for (const [i, raw] of text.split('\n').entries()) {
		const line = raw.trim();
		if (!line) continue;
		const m = /^(.*?)[;,\t]\s*(\d+)$/.exec(line);
		if (!m || !m[1]!.trim()) return { line: i + 1 };
		figures.push({ name: m[1]!.trim(), points: Number(m[2]) });
	}
	return figures.length ? { figures } : { line: 1 };
}

/**
 * The set-up keys a family's fields give, from what the form holds: each field's value (an
 * optional number only when it is one above 0), artistic's programme as `figures`; or the
 * programme's first line that is not a figure.
 */
export function setupKeysOf(fields: readonly SetupField[], values: Record<string, unknown>, programme: string): { keys: Record<string, unknown> } | { line: number } {
	const keys: Record<string, unknown> = {};
	for (const f of fields) {
		if (f.kind === 'programme') {
			const r = figuresOf(programme);
			if ('line' in r) return r;
			keys.figures = r.figures;
			continue;
		}
		const value = values[f.key];
		if (f.kind === 'number' && f.optional && !(typeof value === 'number' && value > 0)) continue;
		keys[f.key] = value;
	}
	return { keys };
}
