/**
 * English billiards' own board words: the keys (or every key under them) that only the boards of the families
 * naming them show. An overlay's words file for another family leaves them out (overlays/words.ts).
 */
export const billiardsBoardKeys: readonly string[] = [
	'board.breaks',
	'board.break',
	'board.highBreak',
	'board.centuries',
	'board.inD',
	'board.moment.century',
	'board.moment.break',
	'board.average',
	'board.game',
	'board.gameOf',
	'board.winsGame',
	'board.red',
	'board.warning',
	'board.timeCalled',
	'board.visits',
	'board.hazards',
	'board.cannons',
	'board.objectOff',
	'board.ebBall',
	'board.bestOfGames',
	'board.gamesWon',
	'board.pointsUp',
	'board.timed',
	'opt.play',
	'opt.spot'
];
