/** Pool's Companion page: the players, the situation, the clock; point, miss, foul, safety; a rack for either player. */
import { extend, foul, macro, miss, player, point, redo, reset, safety, situation, target, clockKey, undo, type CompanionPage } from '../../../companion/keys';

export const poolCompanion: CompanionPage = {
	category: 'Pool: 8-ball, 9-ball, 10-ball, 14.1',
	keys: [
		player(1), situation, clockKey, target, player(2),
		point, miss, foul, safety, undo,
		{ ...macro('rack-1', 'RACK\\n{v:player1Name}'), name: 'Rack for player 1', size: '14' },
		{ ...macro('rack-2', 'RACK\\n{v:player2Name}'), name: 'Rack for player 2', size: '14' },
		reset, extend, redo
	]
};
