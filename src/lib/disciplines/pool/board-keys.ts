/**
 * Pool's own board words: the keys (or every key under them) that only the boards of the families
 * naming them show. An overlay's words file for another family leaves them out (overlays/words.ts).
 */
export const poolBoardKeys: readonly string[] = [
	'board.rack',
	'board.winsRack',
	'board.solids',
	'board.stripes',
	'board.openTable',
	'board.pushOut',
	'board.kitchen',
	'board.foulWarning',
	'board.moment.goldenBreak',
	'board.moment.breakAndRun',
	'opt.spot8',
	'opt.shoot',
	'opt.pass',
	'board.ballInHand',
	'board.breaks',
	'board.run'
];
