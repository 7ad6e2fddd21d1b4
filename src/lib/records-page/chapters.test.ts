/** The match page's chapters block: its addresses and the stream's start between a local-time input and the API's ISO time. */
import { describe, expect, it } from 'vitest';
import { chaptersUrl, fromLocalInput, highlightsCsvUrl, highlightsEdlUrl, localInput } from './chapters';

describe('the stream start typed in local time', () => {
	it('goes to the API as the same instant in ISO (UTC) and back to the input unchanged, seconds or not', () => {
		const iso = fromLocalInput('2026-12-03T18:55:07');
		expect(iso).toBe(new Date(2026, 11, 3, 18, 55, 7).toISOString());
		expect(localInput(iso!)).toBe('2026-12-03T18:55:07');
		expect(fromLocalInput('2026-12-03T18:55')).toBe(new Date(2026, 11, 3, 18, 55, 0).toISOString());
		expect(fromLocalInput('')).toBeNull();
		expect(localInput('not a time')).toBe('');
	});
});

describe('the addresses', () => {
	it('carry the start encoded (its "+" too), the language, and for the EDL the frame rate and the recording', () => {
		const q = { start: '2026-12-03T17:55:00+01:00', lang: 'pl' as const };
		expect(chaptersUrl(12, q)).toBe('/api/matches/12/chapters.txt?start=2026-12-03T17%3A55%3A00%2B01%3A00&lang=pl');
		expect(highlightsCsvUrl(12, { start: null, lang: 'en' })).toBe('/api/matches/12/highlights.csv?lang=en');
		expect(highlightsEdlUrl(12, { start: null, lang: 'ru', fps: 25, clip: ' stream 1.mkv ' })).toBe('/api/matches/12/highlights.edl?lang=ru&fps=25&clip=stream+1.mkv');
		expect(highlightsEdlUrl(12, { start: null, lang: 'en', fps: 30, clip: '' })).toBe('/api/matches/12/highlights.edl?lang=en&fps=30');
	});
});
