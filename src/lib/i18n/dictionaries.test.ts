import { describe, expect, it } from 'vitest';
import { boardDictionaries } from './board';
import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { LANGS } from './lang';
import { OVERLAYS } from '../../../overlays/manifest';
import { obsEn } from './obs/en';
import { obsPl } from './obs/pl';
import { obsRu } from './obs/ru';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every area's dictionaries: English is the reference, Polish and Russian must say all of it. */
const areas = { board: boardDictionaries, pages: { en, pl, ru }, obs: { en: obsEn, pl: obsPl, ru: obsRu } } as const;

describe('dictionaries', () => {
	for (const [area, dicts] of Object.entries(areas)) {
		for (const lang of LANGS) {
			it(`${area}: ${lang} has every key, no extra one, the same placeholders and no empty text`, () => {
				const ref = dicts.en as Record<string, string>;
				const d = dicts[lang] as Record<string, string>;
				expect(Object.keys(d).sort()).toEqual(Object.keys(ref).sort());
				for (const k of Object.keys(ref)) {
					expect(d[k].trim(), `${lang} ${k}`).not.toBe('');
					expect(placeholders(d[k]), `${lang} ${k}`).toEqual(placeholders(ref[k]));
				}
			});
		}
	}

	it('one key space: no key is said in two areas', () => {
		const seen = new Map<string, string>();
		const twice: string[] = [];
		for (const [area, dicts] of Object.entries(areas)) {
			for (const k of Object.keys(dicts.en)) {
				if (seen.has(k)) twice.push(`${k}: ${seen.get(k)} and ${area}`);
				seen.set(k, area);
			}
		}
		expect(twice).toEqual([]);
	});

	it('the OBS area keeps to its prefix (obs.*), so its words are found in one place', () => {
		expect(Object.keys(obsEn).filter((k) => !k.startsWith('obs.'))).toEqual([]);
	});

	it('every overlay of the manifest has its description in the dictionaries', () => {
		for (const o of OVERLAYS) for (const lang of LANGS) expect(areas.pages[lang][o.description as keyof typeof en], `${lang} ${o.name}`).toBeTruthy();
	});
});
