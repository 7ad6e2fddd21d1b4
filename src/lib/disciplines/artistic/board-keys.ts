/**
 * Artistic billiards' own board words: the keys (or every key under them) that only the boards of the families
 * naming them show. An overlay's words file for another family leaves them out (overlays/words.ts).
 */
export const artisticBoardKeys: readonly string[] = [
	'board.forfeited',
	'board.figure',
	'board.attempt'
];
