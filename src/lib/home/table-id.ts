/**
 * The address a new table gets when the operator leaves it empty, decided here (and shown on the
 * form before creating) rather than by the server's "next free number", which gave "Table 3" the
 * address "2". The rule, as the form states it (home.create.idHint):
 *   1. the number in the name, if no table has it: "Table 3" → "3";
 *   2. otherwise the name in plain letters: "Table 3" → "table-3", "Stół Bar" → "stol-bar",
 *      "Стол 3" → "stol-3" (numbered "-2", "-3" … while taken);
 *   3. a name with neither (only signs) gets the next free number, as before.
 * Ids are what the server accepts (protocol tableIdSchema): 1–32 of a–z, 0–9 and "-".
 */

const MAX = 32;

/** Russian and Ukrainian letters as club members type them in Latin (simplified GOST 7.79 B). */
const CYRILLIC: Record<string, string> = {
	а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k',
	л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c',
	ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g'
};

/** "Stół 3 – TV" → "stol-3-tv": lower case, Latin letters, digits and single dashes. */
export function slugOf(name: string): string {
	const latin = [...name.toLowerCase()].map((c) => CYRILLIC[c] ?? (c === 'ł' ? 'l' : c)).join('');
	const plain = latin.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
	return plain
		.replace(/[^a-z0-9]+/g, '-')
		.slice(0, MAX)
		.replace(/^-+|-+$/g, '');
}

/** The id a table named `name` gets when none is typed, given the ids already in use. */
export function suggestTableId(name: string, taken: Iterable<string>): string {
	const used = new Set(taken);
	const number = /(\d+)(?!.*\d)/.exec(name)?.[1]?.replace(/^0+(?=\d)/, '');
	if (number && number.length <= MAX && !used.has(number)) return number;
	const slug = slugOf(name);
	if (slug) {
		if (!used.has(slug)) return slug;
		for (let n = 2; ; n++) {
			const suffix = `-${n}`;
			const id = slug.slice(0, MAX - suffix.length).replace(/-+$/, '') + suffix;
			if (!used.has(id)) return id;
		}
	}
	let n = 1;
	while (used.has(String(n))) n++;
	return String(n);
}
