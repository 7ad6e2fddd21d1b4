/**
 * The pin games' own board words: the keys (or every key under them) that only the boards of the families
 * naming them show. An overlay's words file for another family leaves them out (overlays/words.ts).
 */
export const pinsBoardKeys: readonly string[] = [
	'board.countdown',
	'board.counted',
	'board.penalties',
	'board.penalty',
	'board.lastStroke',
	'board.outcome',
	'board.safetyDue',
	'board.noPoints'
];
