/**
 * Dynamic pyramid (RULES-more.md NP, the former «Невская»). Shared rules: core.ts, stroke.ts.
 * - NP-1: the coloured cue ball, 15 object balls, first to `pointsTo` (8).
 * - NP-2: a break is legal when an object ball falls, three object balls reach the side
 *   cushions (`sideCushions`), or two do and a third crosses the centre line (`crossed`); PY-3's
 *   `cushions` plays no part here. A break that is none of these, and no marked foul, hands the
 *   opponent `accept` (play the table as it lies) | `rebreak` (the balls on the table are racked
 *   again and he breaks). Unclear `failedBreak`: `choice` (default, no penalty) | `penalty`
 *   (also a penalty ball to the opponent, then the same choice). A marked foul on the break is
 *   an ordinary foul (PY-7), with no choice.
 * - NP-3: a legal svoyak takes a ball off the table onto the striker's shelf at once and earns
 *   the premium stroke, in hand anywhere. Unclear `premiumSvoyak`: `no-count` (default: the
 *   svoyak earns nothing, object balls that fell with it count, the turn passes and the
 *   opponent plays from hand) | `foul` (PY-7: everything spotted, the penalty ball).
 * - NP-4 Unclear `foulInHand`: after a foul in which the cue ball fell or left the table (or a
 *   placement foul) the opponent plays from hand in the `house` (default, as CP-5) or
 *   `anywhere`. The same goes for a cue ball lost on a failed break or a premium svoyak.
 */
import { z } from 'zod';
import { defineDiscipline } from '../define';
import { matchSetup, targetsMatchPlayers } from '../setup';
import { otherPlayer } from '../innings';
import type { PyramidSummary } from './summary';
import { accept, type Discipline, type MatchEvent, type Step } from '../types';
import {
	awardFrame,
	frameWinner,
	invalidChoice,
	newPyramid,
	passTurn,
	penalize,
	pyramidSummary,
	pyramidTally,
	refereeAction,
	type PyramidPending,
	type PyramidState
} from './core';
import { dynamicActionSchema, pyramidActionTypes, commonSetupKeys, type PyramidAction, type PyramidShot } from './schema';
import { cueBallLost, playShot, type Played, type Variant } from './stroke';

const setupSchema = matchSetup('dynamic-pyramid', {
	...commonSetupKeys,
	failedBreak: z.enum(['choice', 'penalty']).default('choice'),
	premiumSvoyak: z.enum(['no-count', 'foul']).default('no-count'),
	foulInHand: z.enum(['house', 'anywhere']).default('house')
}).superRefine(targetsMatchPlayers);
type Setup = z.infer<typeof setupSchema>;
type State = PyramidState<Setup>;

export const BREAK_OPTIONS = ['accept', 'rebreak'] as const;

/** NP-2 (a)–(c). */
export const isLegalDynamicBreak = (shot: PyramidShot): boolean => {
	const side = shot.sideCushions ?? 0;
	return shot.potted > 0 || side >= 3 || (side >= 2 && shot.crossed === true);
};

/** NP-4: where the opponent plays from when the cue ball left play or was misplaced. */
const inHandAfterLoss = (state: State, shot: PyramidShot) =>
	cueBallLost(shot) || shot.foul === 'placement' ? state.setup.foulInHand : null;

/** NP-2: the failed break, its penalty ball under `failedBreak: penalty`, then the opponent's choice. */
function failedBreak(state: State, shot: PyramidShot, events: MatchEvent[]): Played<Setup> | null {
	if (isLegalDynamicBreak(shot)) return null;
	let next: State = { ...state, breakDue: false };
	let taken = false;
	if (state.setup.failedBreak === 'penalty') {
		events.push({ type: 'foul', player: state.shooter });
		({ state: next, taken } = penalize(next, state.shooter, 'opponent-takes'));
		const won = frameWinner(next);
		if (won !== null) return { state: awardFrame(next, won, events), taken };
	}
	const chooser = otherPlayer(state.shooter, state.frames.length);
	const options = [...BREAK_OPTIONS];
	events.push({ type: 'choice-pending', player: chooser, options });
	const passed = passTurn(next, null, events);
	const pending: PyramidPending = { kind: 'failed-break', player: chooser, options, inHand: inHandAfterLoss(state, shot) };
	return { state: { ...passed, pending }, taken };
}

const dynamic: Variant<Setup> = {
	available: (state) => state.onTable,
	checkFoul: () => null,
	ruleFoul: (state, shot) => state.premium && shot.svoyak && state.setup.premiumSvoyak === 'foul',
	penalty: () => 'opponent-takes',
	inHandAfterFoul: inHandAfterLoss,
	svoyak: (state) =>
		state.premium
			? // NP-3 `no-count`: a svoyak on the premium stroke earns nothing; the opponent takes the cue ball in hand.
				{ ball: null, continues: false, inHand: state.setup.foulInHand, premium: false }
			: { ball: 'taken', continues: true, inHand: 'anywhere', premium: true },
	failedBreak
};

/** NP-2: `accept` plays the table (from hand if the cue ball fell); `rebreak` racks it again for the chooser. */
function choose(state: State, option: string): Step<State> {
	const pending = state.pending;
	if (!pending || !pending.options.includes(option)) return invalidChoice(option, pending);
	if (option === 'accept') return accept({ ...state, pending: null, inHand: pending.inHand });
	const events: MatchEvent[] = [{ type: 'rerack', rack: state.frame }];
	return accept({ ...state, pending: null, breaker: pending.player, shooter: pending.player, breakDue: true, inHand: 'house' }, events);
}

function apply(state: State, action: PyramidAction): Step<State> {
	switch (action.t) {
		case 'shot':
			return playShot(state, action, dynamic);
		case 'choose':
			return choose(state, action.option);
		default:
			return refereeAction(state, action);
	}
}

export const dynamicPyramidRules: Discipline<Setup, State, PyramidAction, PyramidSummary> = {
	id: 'dynamic-pyramid',
	init: (setup) => newPyramid(setup, 15),
	apply,
	finished: (state) => state.winner !== null,
	summary: (state) => pyramidSummary('dynamic-pyramid', state)
};

export const dynamicPyramid = defineDiscipline({
	id: 'dynamic-pyramid',
	setupSchema,
	actionSchema: dynamicActionSchema,
	actionTypes: pyramidActionTypes,
	rules: dynamicPyramidRules,
	tally: pyramidTally
});
