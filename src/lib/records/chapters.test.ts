/**
 * Chapters and highlights of a match on its stream (issue 27), from logs whose times are written
 * beside their strokes: what each line must say is worked out by hand from those times.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine } from '../server/engine';
import { boardT } from '../i18n/board';
import { chaptersText, highlightsCsv, matchTimeline, streamChapters, streamHighlights, streamTime, type TimedLog } from './chapters';
import { parseCsv } from './csv';
import { SNOOKER_SCRIPT } from './testing';

const en = boardT('en');
/** 19:00:00 UTC on 3 December 2026: the match's first stroke. */
const T0 = Date.UTC(2026, 11, 3, 19, 0, 0);
const at = (seconds: readonly number[]) => seconds.map((s) => T0 + s * 1000);
const min = 60_000;

const breakAndRun = JSON.parse(readFileSync(new URL('../../../tests/fixtures/pool/nine-ball/break-and-run.json', import.meta.url), 'utf8')) as { match: Record<string, unknown>; actions: unknown[] };

/**
 * 9-ball, race to 3, Anna Nowak breaks: the fixture's two racks — Anna breaks and runs rack 1
 * (its 9 falls on the 7th stroke, at 2:00), Anna wins rack 2 after Piotr's scratch (5:30) — then
 * three racks entered by their results: Piotr's (15:00, 2–1), Piotr's (25:00, 2–2: hill-hill, rack
 * 5 decides), Anna's (35:00, 3–2, the match).
 */
const race: TimedLog = {
	setup: { ...breakAndRun.match, raceTo: 3 },
	actions: [...breakAndRun.actions, { t: 'rack', player: 1 }, { t: 'rack', player: 1 }, { t: 'rack', player: 0 }],
	actionTimes: at([0, 20, 40, 60, 80, 100, 120, 200, 230, 240, 260, 290, 330, 900, 1500, 2100])
};

const lines = (text: string) => text.trimEnd().split('\n');

describe('a 9-ball race with a break and run, on a stream that began 5 minutes before the match', () => {
	const tl = matchTimeline(engine, race);
	const start = T0 - 5 * min;

	it('the timeline: each rack as it began with the score before it, every moment with the score after it', () => {
		expect(tl.units).toEqual([
			{ number: 1, at: T0, score: [0, 0] },
			{ number: 2, at: T0 + 120_000, score: [1, 0] },
			{ number: 3, at: T0 + 330_000, score: [2, 0] },
			{ number: 4, at: T0 + 900_000, score: [2, 1] },
			{ number: 5, at: T0 + 1_500_000, score: [2, 2] }
		]);
		expect(tl.moments.map((m) => [m.kind, (m.at - T0) / 1000, m.player, m.unit, m.score])).toEqual([
			['rack-won', 120, 0, 1, [1, 0]],
			['break-and-run', 120, 0, 1, [1, 0]],
			['rack-won', 330, 0, 2, [2, 0]],
			['rack-won', 900, 1, 3, [2, 1]],
			['rack-won', 1500, 1, 4, [2, 2]],
			// hill-hill names the deciding rack
			['hill-hill', 1500, null, 5, [2, 2]],
			['rack-won', 2100, 0, 5, [3, 2]],
			['match-won', 2100, 0, 5, [3, 2]]
		]);
	});

	it('chapters: 00:00 is the match title, then each rack at its stream time with the score before it', () => {
		const list = streamChapters(tl, start, en);
		expect(lines(chaptersText(list))).toEqual([
			'00:00 Anna Nowak – Piotr Kowalski',
			'05:00 Rack 1 · 0–0',
			'07:00 Rack 2 · 1–0',
			'10:30 Rack 3 · 2–0',
			'20:00 Rack 4 · 2–1',
			'30:00 Rack 5 · 2–2'
		]);
		expect(list).toMatchObject({ youtube: true, dropped: 0 });
	});

	it('highlights: the break and run with the rack it won, hill-hill, the match; stream time, players, score after', () => {
		const h = streamHighlights(tl, start, en);
		expect(h.map((x) => [streamTime(x.offset / 1000), x.kind, x.text, x.player, x.unit, x.score.join('–')])).toEqual([
			['07:00', 'rack-won', 'Anna Nowak wins rack 1', 'Anna Nowak', 1, '1–0'],
			['07:00', 'break-and-run', 'Break and run', 'Anna Nowak', 1, '1–0'],
			['10:30', 'rack-won', 'Anna Nowak wins rack 2', 'Anna Nowak', 2, '2–0'],
			['20:00', 'rack-won', 'Piotr Kowalski wins rack 3', 'Piotr Kowalski', 3, '2–1'],
			['30:00', 'rack-won', 'Piotr Kowalski wins rack 4', 'Piotr Kowalski', 4, '2–2'],
			['30:00', 'hill-hill', 'Hill-hill', null, 5, '2–2'],
			['40:00', 'rack-won', 'Anna Nowak wins rack 5', 'Anna Nowak', 5, '3–2'],
			['40:00', 'match-won', 'Anna Nowak wins the match', 'Anna Nowak', 5, '3–2']
		]);
	});

	it('in Polish and Russian: the rack word and the moments in the language', () => {
		const pl = boardT('pl');
		const ru = boardT('ru');
		expect(lines(chaptersText(streamChapters(tl, start, pl)))[1]).toBe('05:00 Partia 1 · 0–0');
		expect(lines(chaptersText(streamChapters(tl, start, ru)))[2]).toBe('07:00 Партия 2 · 1–0');
		expect(streamHighlights(tl, start, pl)[1]!.text).toBe('Zejście z rozbicia');
		expect(streamHighlights(tl, start, ru).map((x) => x.text)).toContain('Anna Nowak выигрывает матч');
	});

	it('the CSV: BOM, English column names, one row per moment, the stream time and the wall-clock time', () => {
		const csv = highlightsCsv(12, tl, streamHighlights(tl, start, en));
		expect(csv.startsWith('\ufeffmatch,time,seconds,at,moment,description,player,rack,score,players\r\n')).toBe(true);
		const [head, ...rows] = parseCsv(csv);
		const col = (row: string[], name: string) => row[head!.indexOf(name)];
		expect(rows).toHaveLength(8);
		expect([col(rows[1]!, 'time'), col(rows[1]!, 'seconds'), col(rows[1]!, 'at'), col(rows[1]!, 'moment')]).toEqual(['07:00', '420', '2026-12-03T19:02:00.000Z', 'break-and-run']);
		// a score as every cuecast CSV writes it, so no spreadsheet reads "2–2" or "2:2" as a date or a time
		expect(col(rows[4]!, 'score')).toBe('2 : 2');
		expect(col(rows[4]!, 'players')).toBe('Anna Nowak – Piotr Kowalski');
	});
});

describe('where the stream and the match do not line up', () => {
	const tl = matchTimeline(engine, race);

	it('a stream that started during rack 3: rack 3 is at 00:00, the racks before it and their moments are left out', () => {
		const start = T0 + 800_000;
		const list = streamChapters(tl, start, en);
		expect(lines(chaptersText(list))).toEqual(['00:00 Rack 3 · 2–0', '01:40 Rack 4 · 2–1', '11:40 Rack 5 · 2–2']);
		expect(list).toMatchObject({ youtube: true, dropped: 2 });
		const h = streamHighlights(tl, start, en);
		expect(h[0]).toMatchObject({ offset: 100_000, kind: 'rack-won', unit: 3 });
		expect(h.every((x) => x.at >= start)).toBe(true);
	});

	it('a stream that started after the match was over: its title alone, no highlights', () => {
		const start = T0 + 3 * 3600_000;
		expect(streamChapters(tl, start, en)).toEqual({ chapters: [{ second: 0, title: 'Anna Nowak – Piotr Kowalski' }], youtube: false, dropped: 0 });
		expect(streamHighlights(tl, start, en)).toEqual([]);
	});

	it('past an hour the lines say H:MM:SS', () => {
		const text = chaptersText(streamChapters(tl, T0 - 50 * min, en));
		expect(lines(text)).toEqual(['00:00 Anna Nowak – Piotr Kowalski', '50:00 Rack 1 · 0–0', '52:00 Rack 2 · 1–0', '55:30 Rack 3 · 2–0', '1:05:00 Rack 4 · 2–1', '1:15:00 Rack 5 · 2–2']);
		expect(streamTime(36_000)).toBe('10:00:00');
	});
});

describe('YouTube: every chapter at least 10 s', () => {
	it('a rack shorter than 10 s (two results typed one after the other) is dropped; the chapter before it keeps its seconds', () => {
		const quick = { ...race, actionTimes: at([0, 20, 40, 60, 80, 100, 120, 200, 230, 240, 260, 290, 330, 335, 1500, 2100]) };
		const list = streamChapters(matchTimeline(engine, quick), T0 - 5 * min, en);
		expect(lines(chaptersText(list))).toEqual(['00:00 Anna Nowak – Piotr Kowalski', '05:00 Rack 1 · 0–0', '07:00 Rack 2 · 1–0', '10:35 Rack 4 · 2–1', '30:00 Rack 5 · 2–2']);
		expect(list.dropped).toBe(1);
	});

	it('a match that begins 5 s into the stream: no 5 s title line, rack 1 is 00:00', () => {
		const list = streamChapters(matchTimeline(engine, race), T0 - 5000, en);
		expect(lines(chaptersText(list)).slice(0, 2)).toEqual(['00:00 Rack 1 · 0–0', '02:05 Rack 2 · 1–0']);
		expect(list).toMatchObject({ youtube: true, dropped: 0 });
	});

	it('fewer than 3 chapters: the lines still come, marked as no chapters for YouTube', () => {
		const two = { setup: breakAndRun.match, actions: breakAndRun.actions, actionTimes: at(breakAndRun.actions.map((_, i) => i * 20)) };
		const list = streamChapters(matchTimeline(engine, two), T0, en);
		expect(lines(chaptersText(list))).toEqual(['00:00 Rack 1 · 0–0', '02:00 Rack 2 · 1–0']);
		expect(list.youtube).toBe(false);
	});
});

describe('snooker: frames, a century break', () => {
	const players = ['Łukasz Żółw', 'Дмитрий Ёлкин'];
	// one action every 15 s from the first: frame 1 is won by the 42nd (10:15), frame 2 conceded in the 54th (13:15)
	const log: TimedLog = { setup: { discipline: 'snooker', bestOf: 3, players }, actions: SNOOKER_SCRIPT, actionTimes: SNOOKER_SCRIPT.map((_, i) => T0 + i * 15_000) };
	const tl = matchTimeline(engine, log);

	it('the century is a run reaching 100 (the break of 50 before it too), worded as the family words a break', () => {
		const runs = tl.moments.filter((m) => m.kind === 'run-reached');
		expect(runs.map((m) => [m.event.type === 'run-reached' && m.event.threshold, m.player, m.unit])).toEqual([
			[50, 0, 1],
			[100, 0, 1]
		]);
		const h = streamHighlights(tl, T0, en).filter((x) => x.kind === 'run-reached');
		expect(h.map((x) => x.text)).toEqual(['Łukasz Żółw: Break of 50', 'Łukasz Żółw: Century break']);
		expect(streamHighlights(tl, T0, boardT('pl')).find((x) => x.kind === 'run-reached' && x.text.endsWith('Setka'))).toBeDefined();
		expect(streamHighlights(tl, T0, boardT('ru')).find((x) => x.text === 'Łukasz Żółw: Сотня')).toBeDefined();
	});

	it('chapters are frames, in each language', () => {
		expect(lines(chaptersText(streamChapters(tl, T0, en)))).toEqual(['00:00 Frame 1 · 0–0', '10:15 Frame 2 · 1–0', '13:15 Frame 3 · 1–1']);
		expect(lines(chaptersText(streamChapters(tl, T0, boardT('pl'))))[1]).toBe('10:15 Frejm 2 · 1–0');
		expect(lines(chaptersText(streamChapters(tl, T0, boardT('ru'))))[2]).toBe('13:15 Фрейм 3 · 1–1');
	});
});

describe('corrections and matches without racks', () => {
	it('an undone rack result is no highlight: the moments are those of the effective strokes', () => {
		const doc = JSON.parse(readFileSync(new URL('../../../tests/fixtures/pool/nine-ball/results-only-rack-results.json', import.meta.url), 'utf8')) as { match: unknown; actions: unknown[] };
		const tl = matchTimeline(engine, { setup: doc.match, actions: doc.actions, actionTimes: at(doc.actions.map((_, i) => i * 60)) });
		const won = tl.moments.filter((m) => m.kind === 'rack-won');
		// Ben wins 4–3: seven racks; the third action's result was taken back by the fourth
		expect(won).toHaveLength(7);
		expect(won.map((m) => m.revision)).not.toContain(3);
		expect(won.at(-1)!.score).toEqual([3, 4]);
	});

	it('carom has no racks: one chapter, its players, at the first stroke; not enough for YouTube', () => {
		const tl = matchTimeline(engine, { setup: { discipline: 'three-cushion', players: ['Anna Nowak', 'Ivan Petrov'], pointsTo: 2 }, actions: [{ t: 'inning', points: 2 }, { t: 'inning', points: 0 }], actionTimes: at([0, 40]) });
		expect(tl.units).toBeNull();
		expect(streamChapters(tl, T0 - 2 * min, en)).toEqual({ chapters: [{ second: 0, title: 'Anna Nowak – Ivan Petrov' }], youtube: false, dropped: 0 });
		expect(streamHighlights(tl, T0, en).map((h) => h.text)).toContain('Anna Nowak wins the match');
	});
});
