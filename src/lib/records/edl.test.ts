/**
 * The highlights' EDL read back by the CMX 3600 column rules an importer applies (DaVinci Resolve,
 * Premiere Pro): the header, then per event its number, reel, tracks, transition and four
 * timecodes at fixed columns, the clip's name and comments after it.
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../server/engine';
import { boardT } from '../i18n/board';
import { highlightClips, highlightsEdl, matchTimeline, streamHighlights } from './chapters';
import { edlFile, timecode, EDL_FPS, type EdlFps } from './edl';
import { SNOOKER_SCRIPT } from './testing';

interface EdlEvent {
	number: number;
	reel: string;
	track: string;
	transition: string;
	/** Source in, source out, record in, record out, in frames. */
	tc: [number, number, number, number];
	clip: string | null;
	comments: string[];
}

/** HH:MM:SS:FF as frames, refusing a field out of range. */
function frames(tc: string, fps: number): number {
	const m = /^(\d\d):(\d\d):(\d\d):(\d\d)$/.exec(tc);
	if (!m) throw new Error(`not a timecode: "${tc}"`);
	const [hh, mm, ss, ff] = m.slice(1).map(Number) as [number, number, number, number];
	if (mm > 59 || ss > 59 || ff >= fps) throw new Error(`timecode out of range at ${fps} fps: ${tc}`);
	return ((hh * 60 + mm) * 60 + ss) * fps + ff;
}

/**
 * Parses a CMX 3600 EDL by its columns: event number 1–3, reel 6–13, tracks 15–18 (`V`, `A`,
 * `AA`, `AA/V` …), transition 21 on (`C`), source in 30–40, source out 42–52, record in 54–64,
 * record out 66–76 (1-based). `* FROM CLIP NAME:` and other `*` lines belong to the event above.
 */
function parseEdl(text: string, fps: number): { title: string; fcm: string; events: EdlEvent[] } {
	expect(text.endsWith('\r\n')).toBe(true);
	const lines = text.slice(0, -2).split('\r\n');
	for (const l of lines) expect(l, 'every line ends with CRLF, none with a bare LF').not.toMatch(/[\r\n]/);
	const title = /^TITLE: (.{1,70})$/.exec(lines[0]!)?.[1];
	const fcm = /^FCM: (NON-DROP FRAME|DROP FRAME)$/.exec(lines[1]!)?.[1];
	if (!title || !fcm) throw new Error(`bad header: ${lines.slice(0, 2).join(' | ')}`);
	const events: EdlEvent[] = [];
	for (const line of lines.slice(2)) {
		if (line === '') continue;
		if (line.startsWith('* ')) {
			const event = events.at(-1);
			if (!event) throw new Error(`a comment before any event: ${line}`);
			const clip = /^\* FROM CLIP NAME: (.+)$/.exec(line);
			if (clip) event.clip = clip[1]!;
			else event.comments.push(line.slice(2));
			continue;
		}
		const col = (from: number, to: number) => line.slice(from - 1, to).trimEnd();
		expect(line.length).toBe(76);
		expect(col(1, 3)).toMatch(/^\d{3}$/);
		expect(col(4, 5)).toBe('');
		expect(col(6, 13)).toMatch(/^[A-Za-z0-9_]{1,8}$/);
		expect(col(15, 18)).toMatch(/^(V|A|A2|AA|B|AA\/V)$/);
		expect(col(21, 29)).toMatch(/^(C|D \d{3}|W\d{3} \d{3})$/);
		const tc = [col(30, 40), col(42, 52), col(54, 64), col(66, 76)].map((x) => frames(x, fps)) as EdlEvent['tc'];
		events.push({ number: Number(col(1, 3)), reel: col(6, 13), track: col(15, 18), transition: col(21, 29), tc, clip: null, comments: [] });
	}
	return { title, fcm, events };
}

/** What an importer needs of the events: numbered from 1, in ≤ out, the record side one after the other, as long as the source side. */
function expectImportable(events: readonly EdlEvent[], fps: number) {
	expect(events.length).toBeGreaterThan(0);
	events.forEach((e, i) => {
		const [srcIn, srcOut, recIn, recOut] = e.tc;
		expect(e.number).toBe(i + 1);
		expect(srcIn).toBeLessThan(srcOut);
		expect(recIn).toBeLessThan(recOut);
		expect(recOut - recIn).toBe(srcOut - srcIn);
		expect(recIn).toBe(i === 0 ? 3600 * fps : events[i - 1]!.tc[3]);
		// the source side moves forward too: no picture twice in the reel
		if (i > 0) expect(srcIn).toBeGreaterThanOrEqual(events[i - 1]!.tc[1]);
		expect(e.clip).not.toBeNull();
	});
}

const T0 = Date.UTC(2026, 11, 3, 19, 0, 0);

describe('timecode', () => {
	it('non-drop frame at each rate', () => {
		expect(timecode(0, 30)).toBe('00:00:00:00');
		expect(timecode(30 * 3600 + 29, 30)).toBe('01:00:00:29');
		expect(timecode(25 * 61 + 24, 25)).toBe('00:01:01:24');
		expect(timecode(60 * (2 * 3600 + 3 * 60 + 4) + 59, 60)).toBe('02:03:04:59');
	});
});

describe('the highlights of a snooker match as an EDL', () => {
	const log = { setup: { discipline: 'snooker', bestOf: 3, players: ['Łukasz Żółw', 'Дмитрий Ёлкин'] }, actions: SNOOKER_SCRIPT, actionTimes: SNOOKER_SCRIPT.map((_, i) => T0 + i * 15_000) };
	const tl = matchTimeline(engine, log);
	const en = boardT('en');
	// the stream began 2 minutes before the match
	const list = streamHighlights(tl, T0 - 120_000, en);

	for (const fps of EDL_FPS) {
		it(`${fps} fps: every event by the column rules, one per highlighted stroke, 10 s before to 5 s after`, () => {
			const edl = parseEdl(highlightsEdl(tl, list, en, { fps, clip: 'stream 2026-12-03.mkv' }), fps);
			expect(edl.title).toBe('Łukasz Żółw – Дмитрий Ёлкин · Snooker');
			expect(edl.fcm).toBe('NON-DROP FRAME');
			expectImportable(edl.events, fps);
			// the break of 50, the century, frame 1, frame 2 (with hill-hill), frame 3 (with the match)
			expect(edl.events).toHaveLength(5);
			expect(edl.events.every((e) => e.reel === 'AX' && e.track === 'AA/V' && e.transition === 'C' && e.clip === 'stream 2026-12-03.mkv')).toBe(true);
			const century = edl.events[1]!;
			expect(century.comments).toEqual(['Łukasz Żółw: Century break · Frame 1 · 0–0']);
			// the century's stroke (the black to 104) is the 30th action: 7:15 into the match, 9:15 into the stream
			expect(century.tc.slice(0, 2)).toEqual([(555 - 10) * fps, (555 + 5) * fps]);
			expect(edl.events[3]!.comments).toEqual(['Дмитрий Ёлкин wins frame 2 · Hill-hill · Frame 3 · 1–1']);
		});
	}
});

describe('clips that overlap', () => {
	const opts = { title: 'T', fps: 25 as EdlFps, clip: 'c' };

	it('a clip overlapping the one before starts where it ended; one left with nothing adds its words to it', () => {
		const edl = parseEdl(
			edlFile(
				[
					{ from: 2_000, to: 17_000, comments: ['a'] },
					{ from: 10_000, to: 25_000, comments: ['b'] },
					{ from: 12_000, to: 24_000, comments: ['c'] }
				],
				opts
			),
			25
		);
		expectImportable(edl.events, 25);
		expect(edl.events.map((e) => [e.tc[0] / 25, e.tc[1] / 25, e.comments])).toEqual([
			[2, 17, ['a']],
			[17, 25, ['b', 'c']]
		]);
	});

	it('a clip a day or more into the stream is left out, with those after it: no timecode says where it is', () => {
		const day = 24 * 3600 * 1000;
		const edl = parseEdl(
			edlFile(
				[
					{ from: day - 20_000, to: day - 5_000, comments: ['kept'] },
					{ from: day - 10_000, to: day + 5_000, comments: ['past midnight'] },
					{ from: day + 100 * 3600_000, to: day + 100 * 3600_000 + 15_000, comments: ['days later'] }
				],
				opts
			),
			25
		);
		expectImportable(edl.events, 25);
		expect(edl.events.map((e) => e.comments)).toEqual([['kept']]);
		expect(edlFile([{ from: day + 1000, to: day + 2000, comments: ['x'] }], opts)).not.toMatch(/\b2[4-9]:\d\d:\d\d:\d\d|\d{3}:\d\d:/);
	});

	it('a moment in the stream’s first seconds starts its clip at 00:00:00:00', () => {
		const tl = matchTimeline(engine, { setup: { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 1 }, actions: [{ t: 'rack', player: 0 }], actionTimes: [T0 + 3000] });
		const clips = highlightClips(tl, streamHighlights(tl, T0, boardT('en')), boardT('en'));
		const edl = parseEdl(edlFile(clips, opts), 25);
		expect(edl.events[0]!.tc.slice(0, 2)).toEqual([0, 8 * 25]);
		expect(edl.events[0]!.comments).toEqual(['A wins rack 1 · A wins the match · Rack 1 · 1–0']);
	});
});
