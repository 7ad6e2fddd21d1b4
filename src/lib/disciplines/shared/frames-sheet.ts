import type { MatchRecordView } from '../../records/record';
import type { MatchResult } from '../../records/result';
import { receivedText, visitLines, type FrameRecord } from '../../records/frames';
import { frameNotes, frameWord } from '../../records/frame-words';
import type { FramesWords } from '../parts';
import { initials, withCountry, type SheetWords } from '../../server/records/sheet-words';
import { col, DASH, type FamilySheet, type SheetTable } from '../../server/records/sheet-tables';

/**
 * The score sheet of a game counted in frames (Russian pyramid, snooker): the frames one by one
 * (breaker, winner, each player's points or balls on the shelf, the frames score, the best visit,
 * fouls, and what marked the frame), each frame's visits to the table, and the totals. Everything
 * comes from the record's frames (../../records/frames.ts); the words are the sheet's.
 */


/**
 * Frame by frame: breaker, winner, the frames score after it, then under each player's name his
 * points (balls on the shelf), his best visit and his fouls, and what marked the frame.
 */
export function framesTable(r: MatchRecordView, words: FramesWords, w: SheetWords): SheetTable | null {
	const family = words.family;
	const frames = r.frames;
	if (!frames?.length) return null;
	const names = r.players.map((p) => p.name);
	const who = (seat: number | null) => (seat === null ? DASH : (names[seat] ?? DASH));
	const perPlayer = [
		col(w.t(words.framePoints), 0.8, 'right'),
		col(w.t(words.bestShort), 0.6, 'right'),
		col(w.t('board.fouls'), 0.7, 'right')
	];
	const won = names.map(() => 0);
	return {
		title: null,
		groups: [{ label: '', span: 4 }, ...names.map((label) => ({ label, span: perPlayer.length })), { label: '', span: 1 }],
		columns: [
			col(w.t(frameWord(family, 'frame')), 0.9, 'center'),
			col(w.t('records.sheet.breaker'), 1.8, 'left'),
			col(w.t('records.sheet.rackWinner'), 1.8, 'left'),
			col(w.t('records.sheet.score'), 0.9, 'center'),
			...names.flatMap(() => perPlayer),
			col(w.t('records.sheet.notes'), 2.2, 'left')
		],
		rows: frames.map((f) => {
			if (f.winner !== null && won[f.winner] !== undefined) won[f.winner]!++;
			return [
				String(f.number),
				who(f.breaker),
				who(f.winner),
				won.join(':'),
				...names.flatMap((_, seat) => [String(f.points[seat] ?? 0), String(f.best[seat] ?? 0), String(f.fouls[seat] ?? 0)]),
				frameNotes(f, names.map(initials), w.t).join(', ')
			];
		})
	};
}

/**
 * One frame visit by visit: per player what the opponent's fouls gave him before the visit (foul
 * points, penalty balls), the points (balls) of the visit and where it left him.
 */
export function visitsTable(r: MatchRecordView, f: FrameRecord, words: FramesWords, w: SheetWords): SheetTable | null {
	const lines = visitLines(f);
	if (lines.length === 0) return null;
	const received = w.t(words.received);
	const made = w.t(words.madeOnSheet);
	const after = w.t(words.afterOnSheet);
	return {
		title: w.t(frameWord(words.family, 'visitsOf'), { n: f.number }),
		groups: [{ label: '', span: 1 }, ...r.players.map((p) => ({ label: p.name, span: 3 }))],
		columns: [col(w.t('records.frames.visit'), 0.8, 'center'), ...r.players.flatMap(() => [col(received, 1, 'right'), col(made, 1, 'right'), col(after, 1, 'right')])],
		rows: lines.map((line) => [
			line.n === null ? '' : String(line.n),
			...line.cells.flatMap((c) => (c ? [receivedText(c.received), c.visit ? String(c.visit.points) : '', String(c.total)] : ['', '', '']))
		])
	};
}

/** The match's totals: frames won, points (balls) over all frames, visits, best visit, centuries (snooker), fouls. */
export function frameTotals(r: MatchRecordView, words: FramesWords, res: MatchResult, w: SheetWords): SheetTable {
	const frames = r.frames ?? [];
	const sum = (of: (f: FrameRecord) => number) => frames.reduce((n, f) => n + of(f), 0);
	return {
		title: null,
		groups: null,
		columns: [
			col(w.t('records.sheet.player'), 3, 'left'),
			col(w.t(frameWord(words.family, 'won')), 1.8, 'right'),
			col(w.t(words.madeOnSheet), 1, 'right'),
			col(w.t('records.frames.visits'), 1, 'right'),
			col(w.t(words.best), 1.8, 'right'),
			...(words.centuries ? [col(w.t('board.centuries'), 1, 'right')] : []),
			col(w.t('board.fouls'), 0.8, 'right')
		],
		rows: res.players.map((p, seat) => [
			withCountry(p),
			// frames won, counted from the record (a game whose score is its points, as English billiards', says so only here)
			String(p.racksWon ?? p.score),
			String(sum((f) => f.points[seat] ?? 0)),
			String(sum((f) => f.visits[seat]?.length ?? 0)),
			String(p.highRun),
			...(words.centuries ? [String(p.centuries ?? sum((f) => f.centuries[seat]?.length ?? 0))] : []),
			String(sum((f) => f.fouls[seat] ?? 0))
		])
	};
}

/** The sheet of a family counted in frames: its frames, each frame's visits, the totals. */
export const framesSheet = (words: FramesWords, target: (r: MatchRecordView, w: SheetWords) => string | null): FamilySheet => ({
	target: (r, w) => target(r, w) ?? DASH,
	play: (r, w) => {
		const frames = framesTable(r, words, w);
		if (!frames) return [];
		const visits = (r.frames ?? []).map((f) => visitsTable(r, f, words, w)).filter((t) => t !== null);
		return [frames, ...visits];
	},
	totals: (r, res, w) => frameTotals(r, words, res, w),
	inningsLimitAlways: false
});
