import { describe, expect, it } from 'vitest';
import { csvHref, filtersOf, hrefOf, listApi, playerHref } from './filters';

describe('match list filters in the address', () => {
	it('reads the filters back from the query they were written to', () => {
		const f = { table: 'pool-1', player: 'Łukasz Żak', discipline: 'three-cushion', from: '2026-01-01', to: '2026-12-31', before: 120, limit: 5 };
		const href = hrefOf('/matches', f);
		expect(filtersOf(new URL(href, 'http://x').searchParams)).toEqual(f);
	});

	it('leaves empty filters out, so the plain list is plain /matches', () => {
		expect(hrefOf('/matches', { table: '', player: '  ', before: null })).toBe('/matches?player=++');
		expect(hrefOf('/matches', filtersOf(new URLSearchParams('player=%20%20')))).toBe('/matches');
		expect(listApi({})).toBe('/api/matches');
	});

	it('keeps only whole positive numbers for before and limit (a typed address may hold anything)', () => {
		const f = filtersOf(new URLSearchParams('before=abc&limit=-3'));
		expect(f.before).toBeNull();
		expect(f.limit).toBeNull();
		expect(filtersOf(new URLSearchParams('before=0')).before).toBeNull();
	});

	it('passes a malformed date on to the server as written (it refuses it, in words the page translates)', () => {
		expect(listApi(filtersOf(new URLSearchParams('from=yesterday')))).toBe('/api/matches?from=yesterday');
	});

	it('exports the date range only, and quotes names in links', () => {
		expect(csvHref({ from: '2026-03-01', to: '' })).toBe('/api/matches/export.csv?from=2026-03-01');
		expect(csvHref({ from: '', to: '' })).toBe('/api/matches/export.csv');
		expect(playerHref('Anna/Nowak =1')).toBe('/players/Anna%2FNowak%20%3D1');
	});
});
