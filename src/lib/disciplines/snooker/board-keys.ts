/**
 * Snooker's own board words: the keys (or every key under them) that only the boards of the families
 * naming them show. An overlay's words file for another family leaves them out (overlays/words.ts).
 */
export const snookerBoardKeys: readonly string[] = [
	'board.ballInHand',
	'board.breaks',
	'board.frame',
	'board.winsFrame',
	'board.reds',
	'board.remaining',
	'board.snookersRequired',
	'board.break',
	'board.highBreak',
	'board.centuries',
	'board.ballOn',
	'board.freeBall',
	'board.respottedBlack',
	'board.misses',
	'board.inD',
	'board.moment.century',
	'board.moment.break',
	'board.ball',
	'opt.play-again',
	'opt.replace',
	'opt.free-ball',
	'opt.ball-in-hand',
	'opt.first',
	'opt.second'
];
