/**
 * The one table of discipline names, in English, Polish and Russian. Every page that names a
 * discipline reads it here: the console, the wall displays and phone viewer (src/lib/kiosk), the
 * overlays (overlays/_shared/i18n.ts bundles this file into each page, so it stays plain
 * TypeScript: no Svelte, no runtime imports) and the tables page.
 *
 * Two names per discipline and language:
 * - SHORT_NAMES (`disciplineName`) — what a scoreboard says and players call the game: overlays,
 *   wall tiles, the console's scoreboard, the tables page;
 * - LONG_NAMES (`disciplineLongName`) — the console's set-up form, where a word of explanation
 *   helps the marker pick.
 *
 * Decisions (made once, here):
 * - English follows the WPA/UMB titles in title case: "8-Ball", "9-Ball", "14.1 Straight Pool"
 *   (long: the WPA's "14.1 Continuous"), "Three-Cushion"; the two pin games keep their
 *   pyramid-table origin in the long name.
 * - Polish as Polish players say it: ósemka, dziewiątka, 14/1 (long: the federation's
 *   "14/1 ciągły"), karambol wolny, jedna banda / trzy bandy (not "jedno-/trzybandowy": that
 *   is the adjective of the long name), kader for balkline, and kręgle for kegel. Seven pins is
 *   "7 kręgli", written with the digit like the Russian «7 фишек», so the two pin games read
 *   differently on a tile.
 * - Russian: восьмёрка, девятка; straight pool stays "Прямой пул 14.1" on scoreboards (the
 *   overlays' tests and docs/overlays.md name it so) and the long name gives the federation's
 *   "14.1 непрерывная"; прямой карамболь (long: свободная игра), однобортный, трёхбортный;
 *   балклайн (long adds "кадр", the other word clubs use); художественный бильярд; «7 фишек»
 *   (long: the seed's "7 фишек на «пирамидном» столе"); кегли (long: карамболь с кеглями).
 * - Issue 16: 10-ball is "Dziesiątka" / «Десятка» like its siblings; the pyramid games take the
 *   MKP names («Свободная», «Комбинированная», «Динамичная» пирамида) with the old names
 *   («американка», «московская», «невская») in the long name, as clubs still say them; snooker is
 *   "Snooker" in Polish and «Снукер» in Russian.
 * - balkline-47-2 is named like its siblings (the engine knows it even where lists forget it).
 *
 * disciplines.test.ts checks that every discipline the engine knows has both names in all three
 * languages.
 */
import type { DisciplineId } from '../engine/types';
import type { Lang } from './lang';

type Names = Readonly<Record<Lang, Readonly<Record<DisciplineId, string>>>>;

/** Short names: scoreboards, overlays, wall tiles, the console's scoreboard, the tables page. */
export const SHORT_NAMES: Names = {
	en: {
		'eight-ball': '8-Ball',
		'nine-ball': '9-Ball',
		'straight-pool': '14.1 Straight Pool',
		'straight-rail': 'Straight Rail',
		'one-cushion': 'One-Cushion',
		'three-cushion': 'Three-Cushion',
		'balkline-47-1': 'Balkline 47/1',
		'balkline-47-2': 'Balkline 47/2',
		'balkline-71-2': 'Balkline 71/2',
		artistic: 'Artistic Billiards',
		'seven-pins': 'Seven Pins',
		kegel: 'Kegel',
		'ten-ball': '10-Ball',
		'free-pyramid': 'Free Pyramid',
		'combined-pyramid': 'Combined Pyramid',
		'dynamic-pyramid': 'Dynamic Pyramid',
		snooker: 'Snooker',
		'english-billiards': 'English Billiards'
	},
	pl: {
		'eight-ball': 'Ósemka',
		'nine-ball': 'Dziewiątka',
		'straight-pool': '14/1',
		'straight-rail': 'Karambol wolny',
		'one-cushion': 'Jedna banda',
		'three-cushion': 'Trzy bandy',
		'balkline-47-1': 'Kader 47/1',
		'balkline-47-2': 'Kader 47/2',
		'balkline-71-2': 'Kader 71/2',
		artistic: 'Bilard artystyczny',
		'seven-pins': '7 kręgli',
		kegel: 'Kręgle',
		'ten-ball': 'Dziesiątka',
		'free-pyramid': 'Piramida wolna',
		'combined-pyramid': 'Piramida kombinowana',
		'dynamic-pyramid': 'Piramida dynamiczna',
		snooker: 'Snooker',
		'english-billiards': 'Bilard angielski'
	},
	ru: {
		'eight-ball': 'Восьмёрка',
		'nine-ball': 'Девятка',
		'straight-pool': 'Прямой пул 14.1',
		'straight-rail': 'Прямой карамболь',
		'one-cushion': 'Однобортный',
		'three-cushion': 'Трёхбортный',
		'balkline-47-1': 'Балклайн 47/1',
		'balkline-47-2': 'Балклайн 47/2',
		'balkline-71-2': 'Балклайн 71/2',
		artistic: 'Художественный бильярд',
		'seven-pins': '7 фишек',
		kegel: 'Кегли',
		'ten-ball': 'Десятка',
		'free-pyramid': 'Свободная пирамида',
		'combined-pyramid': 'Комбинированная пирамида',
		'dynamic-pyramid': 'Динамичная пирамида',
		snooker: 'Снукер',
		'english-billiards': 'Английский бильярд'
	}
};

/**
 * Long names: the console's set-up form. A separate table (not pairs with the short names) so a
 * page that only shows short names, like every overlay, does not carry these in its bundle.
 */
export const LONG_NAMES: Names = {
	en: {
		'eight-ball': '8-Ball',
		'nine-ball': '9-Ball',
		'straight-pool': '14.1 Continuous (straight pool)',
		'straight-rail': 'Straight Rail (free game)',
		'one-cushion': 'One-Cushion',
		'three-cushion': 'Three-Cushion',
		'balkline-47-1': 'Balkline 47/1',
		'balkline-47-2': 'Balkline 47/2',
		'balkline-71-2': 'Balkline 71/2',
		artistic: 'Artistic Billiards',
		'seven-pins': 'Seven Pins (on a pyramid table)',
		kegel: 'Kegel (pin carom on a pyramid table)',
		'ten-ball': '10-Ball (call shot)',
		'free-pyramid': 'Free Pyramid (Russian, formerly "American")',
		'combined-pyramid': 'Combined Pyramid (Russian, formerly "Moscow")',
		'dynamic-pyramid': 'Dynamic Pyramid (Russian, formerly "Nevskaya")',
		snooker: 'Snooker (15, 10 or 6 reds)',
		'english-billiards': 'English Billiards (pots, in-offs and cannons)'
	},
	pl: {
		'eight-ball': 'Ósemka (8-ball)',
		'nine-ball': 'Dziewiątka (9-ball)',
		'straight-pool': '14/1 ciągły',
		'straight-rail': 'Karambol wolny (gra wolna)',
		'one-cushion': 'Jedna banda (karambol jednobandowy)',
		'three-cushion': 'Trzy bandy (karambol trzybandowy)',
		'balkline-47-1': 'Kader 47/1 (balkline)',
		'balkline-47-2': 'Kader 47/2 (balkline)',
		'balkline-71-2': 'Kader 71/2 (balkline)',
		artistic: 'Bilard artystyczny',
		'seven-pins': '7 kręgli (na stole do piramidy)',
		kegel: 'Kręgle (karambol z kręglami)',
		'ten-ball': 'Dziesiątka (10-ball, z zapowiedzią)',
		'free-pyramid': 'Piramida wolna (rosyjska, dawniej „amerykanka”)',
		'combined-pyramid': 'Piramida kombinowana (rosyjska, dawniej „moskiewska”)',
		'dynamic-pyramid': 'Piramida dynamiczna (rosyjska, dawniej „newska”)',
		snooker: 'Snooker (15, 10 lub 6 czerwonych)',
		'english-billiards': 'Bilard angielski (wbicia, wejścia i karambole)'
	},
	ru: {
		'eight-ball': 'Восьмёрка (пул-8)',
		'nine-ball': 'Девятка (пул-9)',
		'straight-pool': '14.1 непрерывная (прямой пул)',
		'straight-rail': 'Прямой карамболь (свободная игра)',
		'one-cushion': 'Однобортный карамболь',
		'three-cushion': 'Трёхбортный карамболь',
		'balkline-47-1': 'Балклайн 47/1 (кадр)',
		'balkline-47-2': 'Балклайн 47/2 (кадр)',
		'balkline-71-2': 'Балклайн 71/2 (кадр)',
		artistic: 'Художественный бильярд',
		'seven-pins': '7 фишек на «пирамидном» столе',
		kegel: 'Кегли (карамболь с кеглями)',
		'ten-ball': 'Десятка (пул-10, с заказом)',
		'free-pyramid': 'Свободная пирамида («американка»)',
		'combined-pyramid': 'Комбинированная пирамида («московская»)',
		'dynamic-pyramid': 'Динамичная пирамида («невская»)',
		snooker: 'Снукер (15, 10 или 6 красных)',
		'english-billiards': 'Английский бильярд (забитые, свояки и карамболи)'
	}
};

const lookup = (table: Names, lang: string, id: string): string =>
	(table as Record<string, Record<string, string>>)[lang]?.[id] ?? (table.en as Record<string, string>)[id] ?? id;

/** The short name (scoreboards, overlays, tiles); English for an unknown language, the id itself for an unknown discipline. */
export function disciplineName(lang: string, id: string): string {
	return lookup(SHORT_NAMES, lang, id);
}

/** The long name (the console's set-up form). */
export function disciplineLongName(lang: string, id: string): string {
	return lookup(LONG_NAMES, lang, id);
}

/** The short names as `d.<id>` dictionary keys, for the console dictionaries (en.ts, pl.ts, ru.ts). */
export function disciplineKeys(lang: Lang): { [K in DisciplineId as `d.${K}`]: string } {
	const out: Record<string, string> = {};
	for (const [id, name] of Object.entries(SHORT_NAMES[lang])) out[`d.${id}`] = name;
	return out as { [K in DisciplineId as `d.${K}`]: string };
}
