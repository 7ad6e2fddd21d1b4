/**
 * THE list of overlays: what the overlay build makes (overlays/build.ts writes each page's
 * index.html from it), what the tables page offers, what the OBS scene-collection export puts
 * into a collection and what the overlay bench measures. Add an overlay here and in its folder
 * (`overlays/<name>/main.ts` + `style.css`); nothing else lists them.
 *
 * Plain data (it imports only the engine's catalog, itself plain data), so any page, server
 * module or test can read it. Descriptions
 * are i18n keys of the app's dictionaries (src/lib/i18n/{en,pl,ru}.ts): the words live there.
 */
import { FAMILIES, type Family } from '../src/lib/engine/catalog';

/** URL options every overlay takes (docs/overlays.md). */
export const COMMON_OPTIONS = ['lang', 'theme', 'accent', 'bg', 'fg', 'scale', 'anchor', 'x', 'y', 'table'] as const;
export type OverlayOption = (typeof COMMON_OPTIONS)[number] | 'player' | 'hold' | 'sponsors' | 'rotate' | 'exclude' | 'speed';

export interface OverlayEntry {
	/** Folder and URL name: /overlay/<table>/<name>. */
	name: string;
	/** The families it shows something for; for any other it stays fully transparent. */
	families: readonly Family[];
	/** The browser source's size in OBS (the page is drawn for it). */
	size: { width: number; height: number };
	/** i18n key of its one-line description (tables page, OBS page). */
	description: `home.ov.${string}`;
	/** The URL options it takes beyond COMMON_OPTIONS. */
	options: readonly OverlayOption[];
	/** It follows the whole venue, not the one table of its address (the ticker). */
	venue?: true;
}

const ALL = FAMILIES;
const FULL_HD = { width: 1920, height: 1080 } as const;

export const OVERLAYS: readonly OverlayEntry[] = [
	{ name: 'scorebug', families: ALL, size: FULL_HD, description: 'home.ov.scorebug', options: ['sponsors', 'rotate'] },
	{ name: 'ball-tracker', families: ['pool'], size: FULL_HD, description: 'home.ov.ball-tracker', options: [] },
	{ name: 'carom-stats', families: ['carom'], size: FULL_HD, description: 'home.ov.carom-stats', options: [] },
	{ name: 'pins-board', families: ['pins'], size: FULL_HD, description: 'home.ov.pins-board', options: [] },
	{ name: 'intro', families: ALL, size: FULL_HD, description: 'home.ov.intro', options: ['player'] },
	{ name: 'result', families: ALL, size: FULL_HD, description: 'home.ov.result', options: ['hold'] },
	/** The venue's other live scores along the bottom (it follows every table, not one). */
	{ name: 'ticker', families: ALL, size: FULL_HD, description: 'home.ov.ticker', options: ['exclude', 'speed'], venue: true }
];

export const OVERLAY_NAMES: readonly string[] = OVERLAYS.map((o) => o.name);

export const overlayEntry = (name: string): OverlayEntry | undefined => OVERLAYS.find((o) => o.name === name);

/** True when the overlay shows something for every family (the tables page says "every discipline"). */
export const servesEveryFamily = (o: OverlayEntry): boolean => ALL.every((f) => o.families.includes(f));
