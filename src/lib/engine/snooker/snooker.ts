/**
 * Snooker with 15, 10 or 6 reds (RULES-more.md SN-1…SN-14). The frame's strokes are frame.ts's,
 * the foul values fouls.ts's; here the turn, the choices after a foul (SN-7…SN-10, SN-13), the
 * end of a frame (SN-11) and the referee's actions. Decisions where the digest is silent or
 * unclear are listed in docs (decisions-snooker): the main ones are named where they act.
 */
import { defineDiscipline } from '../define';
import { otherPlayer } from '../innings';
import { reject } from '../refusals';
import type { SnookerSummary } from './summary';
import { accept, type Discipline, type MatchEvent, type Pending, type Rejection, type Step } from '../types';
import { onlyBlackLeft } from './balls';
import { checkFoulKeys, checkShot } from './checks';
import { playStroke } from './frame';
import { snookerActionSchema, snookerActionTypes, snookerSetupSchema, type SnookerAction, type SnookerSetup, type SnookerShot } from './schemas';
import {
	addToBreak,
	awardFrame,
	beginVisit,
	endFrame,
	endVisit,
	newMatch,
	restartFrame,
	snookersRequired,
	type FoulPending,
	type MissChain,
	type SnookerState
} from './state';
import { snookerSummary } from './view';

/** SN-10: the third failure from the replaced position, with a clear path, loses the frame. */
const THREE_MISSES = 3;
/** SN-13 (i): at most five consecutive miss calls in six-red. */
const SIX_RED_MISS_CAP = 5;

function pendingRejection(pending: Pending | null): Rejection | null {
	if (!pending) return null;
	return reject('must-choose-first', { player: pending.player + 1, options: pending.options.join(' or ') });
}

/** SN-9, SN-10: a miss from the position the balls were replaced to adds to the count; any other starts it. */
const chainAfterMiss = (prev: MissChain | null, player: number): MissChain => ({
	player,
	count: prev && prev.player === player && prev.replaced ? prev.count + 1 : 1,
	replaced: false
});

/** SN-10 (not under six-red rules, SN-13): the third miss from the replaced position with a clear path. */
const losesOnMisses = (state: SnookerState, chain: MissChain, shot: SnookerShot): boolean =>
	!state.sixRed && chain.count >= THREE_MISSES && shot.clearPath;

/**
 * SN-7…SN-9, SN-13: the incoming player's options after a foul. A free ball (SN-8) comes first
 * when the referee called one; a miss adds `replace`; six-red's fifth miss has `ball-in-hand`
 * instead (not once snookers are required); without the miss rule, every foul offers it.
 */
function foulOptions(state: SnookerState, chain: MissChain | null, snookered: boolean): string[] {
	const options = snookered ? ['free-ball', 'accept', 'play-again'] : ['accept', 'play-again'];
	if (!state.setup.missRule) return [...options, 'ball-in-hand'];
	if (!chain) return options;
	if (state.sixRed && chain.count >= SIX_RED_MISS_CAP) {
		return snookersRequired(state.points, state.pos) > 0 ? options : [...options, 'ball-in-hand'];
	}
	return [...options, 'replace'];
}

/** SN-6, SN-7: the penalty goes to the opponent, the visit ends, and the opponent chooses. */
function foulStroke(state: SnookerState, shot: SnookerShot, value: number, after: FoulPending['before'], cueInHand: boolean, frameOver: boolean): Step<SnookerState> {
	const events: MatchEvent[] = [];
	const offender = state.striker;
	const incoming = otherPlayer(offender, 2);
	events.push({ type: 'foul', player: offender, points: value });
	const points = state.points.with(incoming, state.points[incoming]! + value);
	const fouled = endVisit({ ...state, points, pos: after }, events);
	if (frameOver) return accept(endFrame(fouled, incoming, events), events); // SN-11: a foul on the last black
	const chain = shot.miss ? chainAfterMiss(state.misses, offender) : null;
	if (chain && losesOnMisses(state, chain, shot)) return accept(awardFrame(fouled, incoming, events), events);
	const options = foulOptions({ ...fouled, misses: chain }, chain, shot.snookered);
	events.push({ type: 'choice-pending', player: incoming, options });
	const pending: FoulPending = { kind: 'foul', player: incoming, options, offender, before: state.pos, cueInHand };
	return accept({ ...fouled, misses: chain, pending }, events);
}

function shotAction(state: SnookerState, shot: SnookerShot): Step<SnookerState> {
	const blocked = pendingRejection(state.pending) ?? checkShot(state.pos, shot, state.setup.missRule);
	if (blocked) return blocked;
	const outcome = playStroke(state.pos, shot);
	const bad = checkFoulKeys(shot, outcome.foul !== null);
	if (bad) return bad;
	const started = beginVisit(state);
	if (outcome.foul !== null) return foulStroke(started, shot, outcome.foul, outcome.after, outcome.cueInHand, outcome.frameOver);
	const events: MatchEvent[] = [];
	// A stroke without a miss ends any run of misses (SN-10).
	const scored = addToBreak({ ...started, pos: outcome.after, misses: null }, outcome.scored, events);
	if (outcome.frameOver) return accept(endFrame(scored, scored.striker, events), events);
	if (outcome.continues) return accept(scored, events);
	const passed = endVisit(scored, events);
	return accept({ ...passed, striker: otherPlayer(state.striker, 2) }, events);
}

/** SN-7…SN-9, SN-13: who plays next after a foul, from where, and on what. */
function chooseAfterFoul(state: SnookerState, pending: FoulPending, option: string): SnookerState {
	const inHand = pending.cueInHand ? 'd' : null;
	const settled = { ...state, pending: null, misses: null };
	switch (option) {
		case 'free-ball':
			return { ...settled, striker: pending.player, pos: { ...state.pos, inHand, freeBall: true } };
		case 'play-again':
			return { ...settled, striker: pending.offender, pos: { ...state.pos, inHand } };
		case 'replace':
			// SN-9: the balls go back; the offender plays again on the same ball on; the penalty stands.
			return { ...settled, striker: pending.offender, pos: pending.before, misses: state.misses && { ...state.misses, replaced: true } };
		case 'ball-in-hand':
			return { ...settled, striker: pending.player, pos: { ...state.pos, inHand: 'anywhere' } };
		default:
			return { ...settled, striker: pending.player, pos: { ...state.pos, inHand } };
	}
}

function choose(state: SnookerState, option: string): Step<SnookerState> {
	const pending = state.pending;
	if (!pending) return reject('no-choice-now');
	if (!pending.options.includes(option)) return reject('not-an-option', { option, options: pending.options.join(', ') });
	if (pending.kind === 'foul') return accept(chooseAfterFoul(state, pending, option));
	// SN-11: the toss winner's decision, entered as the option that gives it to the pending player.
	const striker = option === 'first' ? pending.player : otherPlayer(pending.player, 2);
	return accept({ ...state, pending: null, striker });
}

/** The player at the table concedes (SN-11): the striker, or the player who has a choice to make. */
const playerAtTable = (state: SnookerState): number => state.pending?.player ?? state.striker;

/** SN-11: a black-only lead beyond the black's 7 points cannot be caught. */
const BLACK = 7;

/**
 * SN-11: with only the black left, the striker leading by more than 7 may ask for the frame to
 * end; his `concede` is that request, and the frame is his.
 */
const mayEndFrame = (state: SnookerState): boolean =>
	state.pending === null &&
	onlyBlackLeft(state.pos.reds, state.pos.colours) &&
	state.points[state.striker]! - state.points[otherPlayer(state.striker, 2)]! > BLACK;

/** SN-11: who wins a frame the player at the table gives up (or, leading on the last black, ends). */
const concededTo = (state: SnookerState): number => (mayEndFrame(state) ? state.striker : otherPlayer(playerAtTable(state), 2));

function decideFrame(state: SnookerState, winner: number): Step<SnookerState> {
	const events: MatchEvent[] = [];
	return accept(awardFrame(state, winner, events), events);
}

function apply(state: SnookerState, action: SnookerAction): Step<SnookerState> {
	switch (action.t) {
		case 'shot':
			return shotAction(state, action);
		case 'choose':
			return choose(state, action.option);
		case 'concede':
			return decideFrame(state, concededTo(state));
		case 'forfeit':
			if (action.player > 1) return reject('no-such-player', { player: action.player });
			return decideFrame(state, otherPlayer(action.player, 2));
		case 'frame': {
			// A result over a pending choice would drop the stroke that made it unseen: choose (or undo) first.
			const blocked = action.player > 1 ? reject('no-such-player', { player: action.player }) : pendingRejection(state.pending);
			return blocked ?? decideFrame(state, action.player);
		}
		case 'rerack': {
			const events: MatchEvent[] = [];
			return accept(restartFrame(state, events), events);
		}
	}
}

export const snookerRules: Discipline<SnookerSetup, SnookerState, SnookerAction, SnookerSummary> = {
	id: 'snooker',
	init: newMatch,
	apply,
	finished: (state) => state.winner !== null,
	summary: snookerSummary
};

export const snooker = defineDiscipline({
	id: 'snooker',
	setupSchema: snookerSetupSchema,
	actionSchema: snookerActionSchema,
	actionTypes: snookerActionTypes,
	rules: snookerRules,
	// a stroke brings frame points; the rack a stroke is played in is the frame (never a break shot)
	tally: {
		gained: (s, player) => (s as SnookerSummary).players[player]?.points ?? 0,
		frameEnd: (state) => (state as SnookerState).lastFrame ?? null,
		frame: (s) => ((s as SnookerSummary).frame ? { number: (s as SnookerSummary).frame.number, breakDue: false } : null)
	}
});
