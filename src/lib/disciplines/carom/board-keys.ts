/**
 * Carom's own board words: the keys (or every key under them) that only the boards of the families
 * naming them show. An overlay's words file for another family leaves them out (overlays/words.ts).
 */
export const caromBoardKeys: readonly string[] = [
	'board.run',
	'board.forfeited',
	'board.innings',
	'board.average',
	'board.highRun',
	'board.inningsLimit',
	'board.equalizing',
	'board.lastInning',
	'board.tiebreak',
	'board.balk'
];
