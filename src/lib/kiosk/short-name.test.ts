import { describe, expect, it } from 'vitest';
import { shortName } from './short-name';

describe('shortName: first initial + surname', () => {
	it.each([
		['Sameh Sidhom', 'S. Sidhom'],
		['Иван Петрович Сидоров', 'И. Сидоров'],
		['Shane Van Boening', 'S. Van Boening'],
		['Claude-Alexandre de la Roche-Saint-Hilaire', 'C.-A. de la Roche-Saint-Hilaire'],
		['Aleksandra Wiśniewska-Grzybowska', 'A. Wiśniewska-Grzybowska'],
		['Łukasz  Nowak ', 'Ł. Nowak'],
		['Efren', 'Efren']
	])('%s → %s', (name, short) => expect(shortName(name)).toBe(short));
});
