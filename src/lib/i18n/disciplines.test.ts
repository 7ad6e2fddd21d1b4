import { describe, expect, it } from 'vitest';
import { disciplineIds } from '../engine/registry';
import { SHORT_NAMES, LONG_NAMES, disciplineKeys, disciplineLongName, disciplineName } from './disciplines';
import type { Lang } from './lang';
import { boardDictionaries, boardT } from './board';
import { disciplineLabel } from '../view/words';

const LANGS: Lang[] = ['en', 'pl', 'ru'];

describe('discipline names: one table for every page', () => {
	it('names every discipline the engine knows, short and long, in English, Polish and Russian', () => {
		const missing: string[] = [];
		for (const id of disciplineIds()) {
			for (const lang of LANGS) {
				if (!(SHORT_NAMES[lang] as Record<string, string | undefined>)[id]?.trim()) missing.push(`${lang} short: ${id}`);
				if (!(LONG_NAMES[lang] as Record<string, string | undefined>)[id]?.trim()) missing.push(`${lang} long: ${id}`);
				// a name is a name, not the id shown raw
				if (disciplineName(lang, id) === id) missing.push(`${lang} short is the id: ${id}`);
			}
		}
		expect(missing).toEqual([]);
		for (const lang of LANGS) {
			expect(Object.keys(SHORT_NAMES[lang]).sort(), `${lang} short`).toEqual([...disciplineIds()].sort());
			expect(Object.keys(LONG_NAMES[lang]).sort(), `${lang} long`).toEqual([...disciplineIds()].sort());
		}
	});

	it('tells the disciplines apart: no two share a name in one language', () => {
		for (const lang of LANGS) {
			for (const [kind, table] of [['short', SHORT_NAMES], ['long', LONG_NAMES]] as const) {
				const names = disciplineIds().map((id) => table[lang][id]);
				expect(new Set(names).size, `${lang} ${kind}`).toBe(names.length);
			}
		}
	});

	it('uses the names players know', () => {
		expect(disciplineName('pl', 'eight-ball')).toBe('Ósemka');
		expect(disciplineName('pl', 'nine-ball')).toBe('Dziewiątka');
		expect(disciplineName('pl', 'straight-pool')).toBe('14/1');
		expect(disciplineName('pl', 'three-cushion')).toBe('Trzy bandy');
		expect(disciplineName('pl', 'kegel')).toBe('Kręgle');
		expect(disciplineName('ru', 'eight-ball')).toBe('Восьмёрка');
		expect(disciplineName('ru', 'straight-rail')).toBe('Прямой карамболь');
		expect(disciplineName('ru', 'three-cushion')).toBe('Трёхбортный');
		expect(disciplineName('ru', 'seven-pins')).toBe('7 фишек');
		expect(disciplineLongName('ru', 'seven-pins')).toBe('7 фишек на «пирамидном» столе');
		expect(disciplineLongName('ru', 'kegel')).toBe('Кегли (карамболь с кеглями)');
		expect(disciplineLongName('pl', 'kegel')).toBe('Kręgle (karambol z kręglami)');
	});

	it('falls back to English for an unknown language and to the id for an unknown discipline', () => {
		expect(disciplineName('de', 'nine-ball')).toBe('9-Ball');
		expect(disciplineName('pl', 'blackball')).toBe('blackball');
		expect(disciplineLongName('ru', 'blackball')).toBe('blackball');
	});

	it('is the table the console, the wall displays and the overlays read', () => {
		// the board's words (every board and the console's one key space) carry them as d.<id>
		const dictionaries = boardDictionaries as Record<Lang, Record<string, string>>;
		const t = boardT('pl');
		for (const lang of LANGS) {
			expect(Object.entries(disciplineKeys(lang)).length).toBe(disciplineIds().length);
			for (const id of disciplineIds()) {
				const short = disciplineName(lang, id);
				expect(dictionaries[lang][`d.${id}`], `board ${lang} ${id}`).toBe(short);
			}
		}
		expect(disciplineLabel({ discipline: 'three-cushion' }, t)).toBe(disciplineName('pl', 'three-cushion'));
	});
});
