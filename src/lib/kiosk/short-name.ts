/**
 * A player's name by the walls' abbreviation rule (issue 22 item 6): the first given name's
 * initial and the surname — "Sameh Sidhom" → "S. Sidhom", "Claude-Alexandre de la Roche" →
 * "C.-A. de la Roche", "Иван Петрович Сидоров" → "И. Сидоров". The surname is the last word,
 * with the particles before it ("van", "de la") that belong to it. One word stays as it is.
 */
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'du', 'des', 'la', 'le', 'ten', 'ter', 'dos', 'das', 'do', 'al', 'el', 'bin', 'ibn', 'mac', 'st.']);

export function shortName(name: string): string {
	const words = name.trim().split(/\s+/).filter(Boolean);
	if (words.length < 2) return name.trim();
	let start = words.length - 1;
	while (start > 1 && PARTICLES.has(words[start - 1].toLowerCase())) start--;
	const initial = words[0]
		.split('-')
		.filter(Boolean)
		.map((part) => `${[...part][0]}.`)
		.join('-');
	return `${initial} ${words.slice(start).join(' ')}`;
}
