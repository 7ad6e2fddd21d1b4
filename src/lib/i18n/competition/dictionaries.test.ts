import { describe, expect, it } from 'vitest';
import { compEn } from './en';
import { compPl } from './pl';
import { compRu } from './ru';
import { boardDictionaries } from '../board';
import { en } from '../en';
import { obsEn } from '../obs/en';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('competition dictionaries', () => {
	for (const [lang, d] of [['pl', compPl], ['ru', compRu]] as const) {
		it(`${lang} has every key, no extra one, the same placeholders and no empty text`, () => {
			expect(Object.keys(d).sort()).toEqual(Object.keys(compEn).sort());
			for (const [k, en] of Object.entries(compEn)) {
				expect(d[k as keyof typeof compEn].trim(), `${lang} ${k}`).not.toBe('');
				expect(placeholders(d[k as keyof typeof compEn]), `${lang} ${k}`).toEqual(placeholders(en));
			}
		});
	}

	it('keeps to its prefix (comp.*) and is says no key another area says', () => {
		expect(Object.keys(compEn).filter((k) => !k.startsWith('comp.'))).toEqual([]);
		const others = new Set([...Object.keys(boardDictionaries.en), ...Object.keys(en), ...Object.keys(obsEn)]);
		expect(Object.keys(compEn).filter((k) => others.has(k))).toEqual([]);
	});
});
