/**
 * Free pyramid (RULES-more.md FP, the former «Американка»). Shared rules: core.ts, stroke.ts.
 * - FP-1: all 16 balls are counted (`onTable` starts at 16): before each stroke after the break
 *   the striker picks any ball as his cue ball, so a shot's `potted` and `offTable` count the
 *   other balls, and `svoyak` / `cueOff` say the struck ball fell / left the table. The break is
 *   taken with the coloured ball from hand in the house (PY-3), so `wrong-cue` is a foul only
 *   there; afterwards it is refused (`pyramid-free-cue-ball`).
 * - FP-2: a svoyak scores its own ball, the one that fell (no ball is taken off the table).
 * - FP-3: any ball scored continues the visit with a new free choice; none passes the turn.
 * - FP-4 Unclear `foulInHand`: after a foul the opponent plays from the position (`position`,
 *   default: the MKP text read) or, when the struck ball fell or left the table, from hand in
 *   the house (`house`). A placement foul passes the right to play from hand (CP-5) either way.
 */
import { z } from 'zod';
import { defineDiscipline } from '../define';
import { matchSetup, targetsMatchPlayers } from '../setup';
import { reject } from '../refusals';
import type { PyramidSummary } from './summary';
import type { Discipline, Step } from '../types';
import { invalidChoice, newPyramid, pyramidSummary, refereeAction, pyramidTally, type PyramidState } from './core';
import { breakCushionsKey, pyramidActionSchema, pyramidActionTypes, commonSetupKeys, type PyramidAction } from './schema';
import { cueBallLost, isLegalBreak, playShot, type Variant } from './stroke';

const setupSchema = matchSetup('free-pyramid', {
	...commonSetupKeys,
	foulInHand: z.enum(['position', 'house']).default('position'),
	breakCushions: breakCushionsKey
}).superRefine(targetsMatchPlayers);
type Setup = z.infer<typeof setupSchema>;
type State = PyramidState<Setup>;

const free: Variant<Setup> = {
	// FP-1: the struck ball is one of the balls on the table; the others can fall or leave it.
	available: (state) => state.onTable - 1,
	checkFoul: (state, shot) => (shot.foul === 'wrong-cue' && !state.breakDue ? reject('pyramid-free-cue-ball') : null),
	ruleFoul: (state, shot) => state.breakDue && !isLegalBreak(shot, state.setup.breakCushions),
	penalty: () => 'opponent-takes',
	inHandAfterFoul: (state, shot) =>
		shot.foul === 'placement' || (state.setup.foulInHand === 'house' && cueBallLost(shot)) ? 'house' : null,
	// FP-2, FP-3: the struck ball that fell is the svoyak's point; the striker chooses afresh.
	svoyak: () => ({ ball: 'struck', continues: true, inHand: null, premium: false })
};

function apply(state: State, action: PyramidAction): Step<State> {
	switch (action.t) {
		case 'shot':
			return playShot(state, action, free);
		case 'choose':
			return invalidChoice(action.option, state.pending);
		default:
			return refereeAction(state, action);
	}
}

export const freePyramidRules: Discipline<Setup, State, PyramidAction, PyramidSummary> = {
	id: 'free-pyramid',
	init: (setup) => newPyramid(setup, 16),
	apply,
	finished: (state) => state.winner !== null,
	summary: (state) => pyramidSummary('free-pyramid', state)
};

export const freePyramid = defineDiscipline({
	id: 'free-pyramid',
	setupSchema,
	actionSchema: pyramidActionSchema,
	actionTypes: pyramidActionTypes,
	rules: freePyramidRules,
	tally: pyramidTally
});
