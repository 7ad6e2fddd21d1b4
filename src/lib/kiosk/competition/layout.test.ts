import { describe, expect, it } from 'vitest';
import { bracketColumns, bracketPages, currentPages, kioskPages, knockoutColumns, liveMatches, nextMatches, standingsPages } from './layout';
import { fixtureView, NAMES } from './fixture';

const names = (n: number) => Array.from({ length: n }, (_, i) => NAMES[i % NAMES.length] + (i >= NAMES.length ? ` ${i}` : ''));

describe('bracket pages', () => {
	it('a field that fits is one page of every round', () => {
		const v = fixtureView({ format: 'single-elimination', players: names(8), played: 5, live: 1 });
		const pages = bracketPages(bracketColumns(v.matches, 'winners'), { rows: 8, cols: 5 }, 'winners');
		expect(pages).toHaveLength(1);
		expect(pages[0].columns.map((c) => c.matches.length)).toEqual([4, 2, 1]);
	});

	it('a big field: the first rounds in parts (each with its share of the next rounds), then the rounds that decide, whole', () => {
		const v = fixtureView({ format: 'single-elimination', players: names(64), played: 0 });
		const cols = bracketColumns(v.matches, 'winners');
		expect(cols.map((c) => c.matches.length)).toEqual([32, 16, 8, 4, 2, 1]);
		const pages = bracketPages(cols, { rows: 8, cols: 4 }, 'winners');
		expect(pages.map((p) => [p.part, p.parts, p.columns.map((c) => c.matches.length).join('-')])).toEqual([
			[0, 4, '8-4-2-1'],
			[1, 4, '8-4-2-1'],
			[2, 4, '8-4-2-1'],
			[3, 4, '8-4-2-1'],
			[0, 1, '4-2-1']
		]);
		// part 2 shows matches 9–16 of the first round and the matches they lead to
		expect(pages[1].columns[0].matches.map((m) => m.number)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
		expect(pages[1].columns[1].matches.map((m) => m.number)).toEqual([5, 6, 7, 8]);
		// every match is on some page
		const shown = new Set(pages.flatMap((p) => p.columns.flatMap((c) => c.matches.map((m) => m.id))));
		expect(shown.size).toBe(63);
	});

	it('few columns: a page of as many rounds as fit, then the next', () => {
		const v = fixtureView({ format: 'single-elimination', players: names(16), played: 0 });
		const pages = bracketPages(bracketColumns(v.matches, 'winners'), { rows: 8, cols: 2 }, 'winners');
		expect(pages.map((p) => p.columns.map((c) => c.round))).toEqual([
			[1, 2],
			[3, 4]
		]);
	});

	it('double elimination: the grand final after the winners rounds; single elimination: third place under the final', () => {
		const de = knockoutColumns(fixtureView({ format: 'double-elimination', players: names(8), played: 0 }));
		expect(de.winners.map((c) => `${c.bracket}${c.round}`)).toEqual(['winners1', 'winners2', 'winners3', 'final1', 'final2']);
		expect(de.losers.map((c) => c.matches.length)).toEqual([2, 2, 1, 1]);
		const se = knockoutColumns(fixtureView({ format: 'single-elimination', players: names(8), played: 0, thirdPlace: true }));
		expect(se.winners.at(-1)!.extra.map((m) => m.bracket)).toEqual(['final']);
	});

	it('a broadcast graphic shows the pages of the round being played', () => {
		const v = fixtureView({ format: 'single-elimination', players: names(64), played: 40, live: 2 });
		const pages = bracketPages(bracketColumns(v.matches, 'winners'), { rows: 8, cols: 4 }, 'winners');
		const now = currentPages(pages);
		expect(now.length).toBe(4);
		const done = fixtureView({ format: 'single-elimination', players: names(8), played: 7 });
		const last = currentPages(bracketPages(bracketColumns(done.matches, 'winners'), { rows: 8, cols: 4 }, 'winners'));
		expect(last).toHaveLength(1);
		expect(done.status).toBe('finished');
	});
});

describe('standings pages and the matches lists', () => {
	it('packs group tables side by side and under each other, and cuts one too long', () => {
		const v = fixtureView({ format: 'groups-knockout', groups: 4, players: names(16), played: 10 });
		expect(v.standings.map((s) => s.rows.length)).toEqual([4, 4, 4, 4]);
		expect(standingsPages(v.standings, { rows: 14, cols: 2 }).map((p) => p.tables.length)).toEqual([4]);
		expect(standingsPages(v.standings, { rows: 7, cols: 2 }).map((p) => p.tables.length)).toEqual([2, 2]);
		const big = fixtureView({ format: 'round-robin', players: names(16), played: 0 });
		const cut = standingsPages(big.standings, { rows: 10, cols: 1 });
		expect(cut.map((p) => p.tables.map((t) => [t.from, t.to]))).toEqual([[[0, 8]], [[8, 16]]]);
	});

	it('the kiosk rotates the stage being played first; the placing once finished', () => {
		const cap = { rows: 8, cols: 4 };
		const groups = fixtureView({ format: 'groups-knockout', groups: 2, players: names(8), played: 3 });
		expect(kioskPages(groups, cap, { rows: 14, cols: 2 }).map((p) => p.kind)).toEqual(['standings', 'bracket']);
		const ko = fixtureView({ format: 'groups-knockout', groups: 2, players: names(8), played: 12 });
		expect(kioskPages(ko, cap, { rows: 14, cols: 2 }).map((p) => p.kind)).toEqual(['bracket', 'standings']);
		const done = fixtureView({ format: 'double-elimination', players: names(8), played: 15 });
		expect(kioskPages(done, { rows: 8, cols: 5 }, cap).map((p) => p.kind)).toEqual(['placing', 'bracket', 'bracket']);
	});

	it('live matches by table, the next ready ones earliest round first', () => {
		const v = fixtureView({ format: 'single-elimination', players: names(16), played: 4, live: 3 });
		expect(liveMatches(v).map((m) => m.table)).toEqual(['t1', 't2', 't3']);
		expect(nextMatches(v).every((m) => m.status === 'ready' && m.players[0] && m.players[1])).toBe(true);
		expect(nextMatches(v)[0].round).toBe(1);
	});
});
