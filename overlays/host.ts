/**
 * The overlays under CasparCG and SPX (docs/overlays.md, "CasparCG and SPX"), server side: what
 * src/lib/server/overlays answers for /overlay/<table>/<name>?mode=caspar|spx. Everything here
 * comes from the overlay's manifest entry (manifest.ts `host`, HOST_FIELDS).
 *
 *   ?mode=caspar  the overlay page itself, with the host script (build/overlays/host-modes.js,
 *                 from _shared/host-modes.ts) before its code: play/stop/next/update on window.
 *   ?mode=spx     an SPX template: SPX reads a template from a file in its own ASSETS/templates
 *                 folder (it runs the file's plain scripts to find `SPXGCTemplateDefinition`,
 *                 no module scripts, no query string) and plays it from its own server, calling
 *                 the functions on it directly. So this page is what to save there: the
 *                 definition, the same four functions (_shared/spx-bridge.ts) and the live overlay
 *                 (?mode=caspar) in a frame from this server, driven by postMessage. The overlay
 *                 stays this server's page (its socket, its words) and is always this version's.
 */
import { boardDictionaries } from '../src/lib/i18n/board';
import { en } from '../src/lib/i18n/en';
import { format, isLang, LANG_NAMES, LANGS, type Lang } from '../src/lib/i18n/lang';
import { pl } from '../src/lib/i18n/pl';
import { ru } from '../src/lib/i18n/ru';
import type { HostConfig } from './_shared/host-data';
import { HOST_FIELDS, SPX_SLOTS, type OverlayEntry } from './manifest';

export type HostMode = 'caspar' | 'spx';
export const hostModeOf = (v: string | null | undefined): HostMode | null => (v === 'caspar' || v === 'spx' ? v : null);

/** The built scripts the server puts into the pages (overlays/build.ts writes them beside the overlays). */
export const HOST_SCRIPT = 'host-modes.js';
export const SPX_BRIDGE_SCRIPT = 'spx-bridge.js';

/** The overlay's part of the manifest for its host script: field id → field, what next() does. */
export function hostConfig(entry: OverlayEntry): HostConfig {
	return { fields: Object.fromEntries(entry.host.fields.map((f) => [HOST_FIELDS[f].id, f])), next: entry.host.next ?? null };
}

/** An SPX data field (SPX-GC template definition: field, ftype, title, value; a dropdown's items). */
export interface SpxField {
	field: string;
	ftype: 'textfield' | 'dropdown';
	title: string;
	value: string;
	items?: { text: string; value: string }[];
}

/** SPX-GC's template definition (window.SPXGCTemplateDefinition): strings, as SPX writes them. */
export interface SpxDefinition {
	description: string;
	playserver: string;
	playchannel: string;
	playlayer: string;
	webplayout: string;
	/** How many steps the graphic has: more than 1 gives SPX's Continue button (next()). */
	steps: string;
	/** "manual": it stays until stopped (a live graphic has no natural end). */
	out: 'manual';
	uicolor: string;
	dataformat: 'json';
	DataFields: SpxField[];
}

const WORDS: Record<Lang, Record<string, string>> = {
	en: { ...boardDictionaries.en, ...en },
	pl: { ...boardDictionaries.pl, ...pl },
	ru: { ...boardDictionaries.ru, ...ru }
};
const word = (lang: Lang, key: string, params?: Record<string, number>) => format(WORDS[lang][key] ?? WORDS.en[key] ?? key, params);

/** The definition SPX lists the overlay with; the fields start at the table and language of the address. */
export function spxDefinition(entry: OverlayEntry, at: { table: string; lang: Lang }): SpxDefinition {
	const layer = String(SPX_SLOTS[entry.host.slot]);
	return {
		description: `cuecast · ${word(at.lang, entry.description)}`,
		// SPX's default name for its CasparCG server; "-" in SPX plays it in SPX's web renderer only.
		playserver: 'OVERLAY',
		playchannel: '1',
		playlayer: layer,
		webplayout: layer,
		// The intro: both players, player 1, player 2 (a head-to-head; more players, more next()).
		steps: entry.host.next === 'player' ? '3' : '1',
		out: 'manual',
		uicolor: '2',
		dataformat: 'json',
		DataFields: entry.host.fields.map((f) => {
			const def = HOST_FIELDS[f];
			const title = word(at.lang, def.title, 'n' in def ? { n: def.n } : undefined);
			if (f === 'lang') return { field: def.id, ftype: 'dropdown', title, value: at.lang, items: LANGS.map((l) => ({ text: LANG_NAMES[l], value: l })) };
			return { field: def.id, ftype: 'textfield', title, value: f === 'table' ? at.table : '' };
		})
	};
}

/** JSON that is safe inside a <script> element. */
export const scriptJson = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
/** Code that is safe inside a <script> element. */
export const scriptCode = (js: string): string => js.replace(/<\/script/gi, '<\\/script');
const attr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The overlay page with its host script: the config first, then the script, both before the overlay's code. */
export function casparPage(html: string, entry: OverlayEntry, hostScript: string): string {
	return html.replace('<head>', () => `<head><script>window.__CUECAST_HOST__=${scriptJson(hostConfig(entry))}</script><script>${scriptCode(hostScript)}</script>`);
}

/** The language the SPX template is made in: ?lang= of the address, else English. */
export const spxLang = (asked: string | null): Lang => (isLang(asked) ? asked : 'en');

/**
 * The SPX template for an overlay: `src` is the overlay's address on this server with
 * ?mode=caspar (absolute: SPX serves this file from its own server).
 */
export function spxTemplate(entry: OverlayEntry, at: { table: string; lang: Lang; src: string }, bridgeScript: string): string {
	const { width, height } = entry.size;
	const definition = spxDefinition(entry, at);
	return `<!doctype html>
<html lang="${at.lang}">
<head>
<meta charset="utf-8">
<title>cuecast · ${attr(entry.name)} · SPX</title>
<style>html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden;background:transparent}#cuecast{position:absolute;left:0;top:0;width:${width}px;height:${height}px;border:0;background:transparent}</style>
<script>window.SPXGCTemplateDefinition = ${scriptJson(definition)};</script>
<script>${scriptCode(bridgeScript)}</script>
</head>
<body><iframe id="cuecast" src="${attr(at.src)}" title="cuecast ${attr(entry.name)}" allowtransparency="true" scrolling="no" allow="autoplay"></iframe></body>
</html>
`;
}
