/** Carom's Companion page: the players with their high run, each one's run and average; point, miss, foul, safety. */
import { clockKey, extend, foul, miss, player, point, redo, reset, runs, safety, situation, target, undo, type CompanionPage } from '../../../companion/keys';

export const caromCompanion: CompanionPage = {
	category: 'Carom',
	keys: [
		player(1, true), runs(1), situation, runs(2), player(2, true),
		point, miss, foul, safety, undo,
		clockKey, reset, extend, target, redo
	]
};
