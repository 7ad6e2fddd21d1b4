/** English billiards' slice of the view model: the game under way (its break, the red, the balls in hand, the limits), each player's games, ball and breaks. */
import type { BilliardsGameSummary, BilliardsSummary } from '../../engine/english-billiards/summary';
import type { FamilyView } from '../../view/model';

/** The game under way as the engine's summary says it, and what a board adds. */
export interface BilliardsGameView extends BilliardsGameSummary {
	/** Games of the match (1: a single game). */
	bestOf: number;
}

export interface BilliardsMatchPart {
	/** The game under way; null once the match is decided. */
	game: BilliardsGameView | null;
}

/** What a board shows of a player beyond the common keys (his ball, games and 50s are in the summary). */
export interface BilliardsPlayerPart {
	centuries: number;
}

export const billiardsView: FamilyView<BilliardsSummary, BilliardsMatchPart, BilliardsPlayerPart> = {
	breaker: (s) => s.game.breaker,
	// The break in progress is the striker's run, shown while he is at the table.
	// in a match of several games the big number is the games won, and the game's points stand beside it
	facts: (s, i) => ({ currentRun: s.turn === i ? s.game.break : null, points: s.bestOf > 1 ? s.players[i]!.points : null, forfeited: false }),
	player: (s, i) => ({ centuries: s.players[i]!.centuries }),
	match: (s, live) => ({
		// the summary's game as it is, with the games of the match
		game: live ? { ...s.game, bestOf: s.bestOf } : null
	})
};

/** The object white of the player to play is off the table: only the red can be played (EB-11). */
export const objectOff = (turn: number | null, game: BilliardsGameView): boolean => !game.onTable[1 - (turn ?? 0)];
