/**
 * The overlays the tables page offers, each with the families it is made for and the key of its
 * description. ONE list, standing in for the overlay manifest (`overlays/manifest.ts`, being
 * written): once it exists, this file becomes `export { OVERLAYS } from '../../../overlays/manifest'`
 * (same shape: name, families, labelKey), and nothing else changes.
 */
import { FAMILIES, type Family } from '../engine/catalog';
import type { Key } from '../i18n/index.svelte';

export interface OverlayEntry {
	/** Its address: /overlay/<table>/<name>. */
	name: string;
	/** The disciplines' families it shows well; all four: every discipline. */
	families: readonly Family[];
	labelKey: Key;
}

export const OVERLAYS: readonly OverlayEntry[] = [
	{ name: 'scorebug', families: FAMILIES, labelKey: 'home.ov.scorebug' },
	{ name: 'ball-tracker', families: ['pool'], labelKey: 'home.ov.ball-tracker' },
	{ name: 'carom-stats', families: ['carom'], labelKey: 'home.ov.carom-stats' },
	{ name: 'pins-board', families: ['pins'], labelKey: 'home.ov.pins-board' },
	{ name: 'intro', families: FAMILIES, labelKey: 'home.ov.intro' },
	{ name: 'result', families: FAMILIES, labelKey: 'home.ov.result' }
];
