/** The records' lists of the families that compare points only (pins, artistic), and of the two counted in frames. */
import type { FamilyRecordFigures, FramesWords } from '../parts';
import { frameWord } from '../../records/frame-words';

export const pointsRecordFigures: FamilyRecordFigures = {
	player: (s, t) => [{ key: 'points', label: t('records.player.points'), value: s.points }],
	row: () => [],
	rowInnings: false
};

/** Frames won and lost (the results count frames as racks, records/result.ts) and the best visit of a family counted in frames. */
export const framesPlayerFigures =
	(words: FramesWords): FamilyRecordFigures['player'] =>
	(s, t) => [
		{ key: 'framesWon', label: t(frameWord(words.family, 'won')), value: s.racksWon ?? 0 },
		{ key: 'framesLost', label: t(frameWord(words.family, 'lost')), value: s.racksLost ?? 0 },
		{ key: 'highRun', label: t(words.best), value: s.highRun }
	];
