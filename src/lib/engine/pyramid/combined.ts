/**
 * Combined pyramid (RULES-more.md CP, the former «Московская»), and through two set-up options
 * the old Moscow text (MP): `penalty: "offender-returns"` (MP-3) and `svoyakBall: "opponent"`
 * (MP-2). Shared rules: core.ts, stroke.ts.
 * - CP-1: the coloured cue ball, 15 object balls. CP-2: any object ball or a svoyak, no call.
 * - CP-3: a legal svoyak takes a ball off the table onto the striker's shelf at once (no choice
 *   to press: the count is what scores; `penaltyBall` may name it), then he plays from hand in
 *   the house. With the table emptied by the same stroke there is no ball to take.
 * - CP-5: after a foul the opponent plays from hand in the house when the cue ball fell or left
 *   the table, or after a placement foul (the right to play from hand passes); else from the
 *   position.
 * - MP-2 `svoyakBall`: who names the ball taken after a svoyak — the striker (CP-3) or the
 *   opponent (MP-2). Only a numbered set tells the balls apart, so it changes no count.
 * - MP-3 `penalty: offender-returns`: the offender puts a ball of his shelf back on the table;
 *   with an empty shelf he owes it (`debt`) and repays it from his next legally pocketed ball,
 *   which goes back on the table. Debts die with the frame.
 * - MP-4 (old spotting) and MP-5 (a legal break counts every ball) change no count.
 */
import { z } from 'zod';
import { defineDiscipline } from '../define';
import { matchSetup, targetsMatchPlayers } from '../setup';
import type { PyramidSummary } from './summary';
import type { Discipline, Step } from '../types';
import { invalidChoice, newPyramid, pyramidSummary, refereeAction, pyramidTally, type PyramidState } from './core';
import { breakCushionsKey, pyramidActionSchema, pyramidActionTypes, commonSetupKeys, type PyramidAction, type PyramidShot } from './schema';
import { cueBallLost, isLegalBreak, playShot, type Variant } from './stroke';

const setupSchema = matchSetup('combined-pyramid', {
	...commonSetupKeys,
	/** MP-3 Unclear: the MKP penalty (the opponent takes a ball) or the old one (the offender returns one). */
	penalty: z.enum(['opponent-takes', 'offender-returns']).default('opponent-takes'),
	/** MP-2: who names the ball taken after a svoyak. */
	svoyakBall: z.enum(['striker', 'opponent']).default('striker'),
	breakCushions: breakCushionsKey
}).superRefine(targetsMatchPlayers);
type Setup = z.infer<typeof setupSchema>;
type State = PyramidState<Setup>;

/** CP-5: the opponent plays from hand in the house when the cue ball left play, or was misplaced. */
export const houseAfterFoul = (shot: PyramidShot): boolean => cueBallLost(shot) || shot.foul === 'placement';

const combined: Variant<Setup> = {
	available: (state) => state.onTable,
	checkFoul: () => null,
	ruleFoul: (state, shot) => state.breakDue && !isLegalBreak(shot, state.setup.breakCushions),
	penalty: (state) => state.setup.penalty,
	inHandAfterFoul: (_, shot) => (houseAfterFoul(shot) ? 'house' : null),
	// CP-3: a ball off the table for the striker, then from hand in the house.
	svoyak: () => ({ ball: 'taken', continues: true, inHand: 'house', premium: false })
};

function apply(state: State, action: PyramidAction): Step<State> {
	switch (action.t) {
		case 'shot':
			return playShot(state, action, combined);
		case 'choose':
			return invalidChoice(action.option, state.pending);
		default:
			return refereeAction(state, action);
	}
}

export const combinedPyramidRules: Discipline<Setup, State, PyramidAction, PyramidSummary> = {
	id: 'combined-pyramid',
	init: (setup) => newPyramid(setup, 15),
	apply,
	finished: (state) => state.winner !== null,
	summary: (state) => pyramidSummary('combined-pyramid', state)
};

export const combinedPyramid = defineDiscipline({
	id: 'combined-pyramid',
	setupSchema,
	actionSchema: pyramidActionSchema,
	actionTypes: pyramidActionTypes,
	rules: combinedPyramidRules,
	tally: pyramidTally
});
