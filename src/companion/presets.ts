/**
 * Ready-made buttons: one 15-key Stream Deck page (5 × 3) per discipline family, each family's
 * in its folder (src/lib/disciplines/<family>/companion.ts, made of ./keys.ts). Status keys
 * show the table through variables — worded ones (situation, target, result) follow the
 * connection's language; the press keys' own words are English, as Companion's UI is. Keys are
 * listed row by row, so dragging a section onto a page in order fills it as drawn here.
 *
 * Module API 2.x keeps the presets (by id) apart from their layout: one section a family, its
 * keys in page order. The section's id is the family's, so it stays stable across updates.
 */
import type { CompanionPresetDefinitions, CompanionPresetFeedback, CompanionPresetSection } from '@companion-module/base';
import type { Family } from '../lib/engine/catalog';
import { FAMILIES } from '../lib/engine/catalog';
import { COMPANION_PAGES } from '../lib/disciplines/companion-pages';
import { feedbackStyle } from './feedbacks';
import type { KeySpec } from './keys';

export type { KeySpec } from './keys';

/** Each family's category name and its page, row by row (5 keys a row, 3 rows). */
export const CATEGORY: Readonly<Record<Family, string>> = Object.fromEntries(FAMILIES.map((f) => [f, COMPANION_PAGES[f].category])) as Record<Family, string>;
export const PAGES: Readonly<Record<Family, readonly KeySpec[]>> = Object.fromEntries(FAMILIES.map((f) => [f, COMPANION_PAGES[f].keys])) as Record<Family, readonly KeySpec[]>;

/** `{v:name}` → `$(label:name)`: the variables of this connection, whatever it is called. */
export const withLabel = (text: string, label: string): string => text.replace(/\{v:([A-Za-z0-9]+)\}/g, (_, v: string) => `$(${label}:${v})`);

export interface Presets {
	structure: CompanionPresetSection[];
	presets: CompanionPresetDefinitions;
}

/** The id of a family's key: `pool-01` … `pool-15`. */
export const presetId = (family: Family, i: number): string => `${family}-${String(i + 1).padStart(2, '0')}`;

export function presetDefinitions(label: string): Presets {
	const presets: CompanionPresetDefinitions = {};
	const structure: CompanionPresetSection[] = [];
	for (const family of FAMILIES) {
		const ids: string[] = [];
		PAGES[family].forEach((key, i) => {
			const feedbacks: CompanionPresetFeedback[] = (key.feedbacks ?? []).map((f) => ({
				feedbackId: f.id,
				options: f.options ?? {},
				style: f.text ? { ...feedbackStyle(f.id), text: withLabel(f.text, label) } : feedbackStyle(f.id)
			}));
			const id = presetId(family, i);
			ids.push(id);
			presets[id] = {
				type: 'simple',
				name: `${String(i + 1).padStart(2, '0')} ${key.name}`,
				style: { text: withLabel(key.text, label), size: key.size ?? 'auto', color: key.fg, bgcolor: key.bg },
				feedbacks,
				steps: [{ down: key.press ? [{ actionId: key.press.actionId, options: key.press.options ?? {} }] : [], up: [] }]
			};
		});
		structure.push({ id: family, name: CATEGORY[family], definitions: ids });
	}
	return { structure, presets };
}
