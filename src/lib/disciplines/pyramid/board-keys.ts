/**
 * Russian pyramid's own board words: the keys (or every key under them) that only the boards of the families
 * naming them show. An overlay's words file for another family leaves them out (overlays/words.ts).
 */
export const pyramidBoardKeys: readonly string[] = [
	'board.ballInHand',
	'board.breaks',
	'board.pyramidFrame',
	'board.winsPyramidFrame',
	'board.frameBalls',
	'board.ballsOnTable',
	'board.shelf',
	'board.house',
	'board.premium'
];
