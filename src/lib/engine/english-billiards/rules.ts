/**
 * English billiards (RULES-billiards.md EB-1…EB-26): the turn, the foul and the incoming player's
 * choice (EB-16, EB-17), the cue ball touching a ball (EB-21), time (EB-23) and the referee's
 * actions. A stroke's price and judgement are stroke.ts's; the game's bookkeeping state.ts's.
 */
import { defineDiscipline } from '../define';
import { otherPlayer } from '../innings';
import { reject } from '../refusals';
import type { BilliardsSummary } from './summary';
import { accept, type Discipline, type MatchEvent, type Rejection, type Step } from '../types';
import { billiardsActionSchema, billiardsActionTypes, billiardsSetupSchema, type BilliardsAction, type BilliardsSetup, type BilliardsShot } from './schemas';
import {
	addToBreak,
	award,
	beginVisit,
	callTime,
	decideGame,
	endVisit,
	breakOf,
	HAZARD_LIMIT,
	newMatch,
	reachedTarget,
	settleTimeTie,
	targetOf,
	type BilliardsState
} from './state';
import { checkShot, countsAfter, factsOf, foulOf, isDoubleBaulkMiss, penaltyOf, pointsOf, redAfterPot, respot, type Facts, type FoulKind } from './stroke';
import { billiardsSummary } from './view';

/** EB-16: after a foul the incoming player plays from where the balls lie, or has them spotted. */
const FOUL_OPTIONS = ['play', 'spot'];

const pendingRejection = (state: BilliardsState): Rejection | null =>
	state.pending ? reject('must-choose-first', { player: state.pending.player + 1, options: state.pending.options.join(' or ') }) : null;

/**
 * EB-22: the game is decided the moment a player reaches the target (`scoreCap: target`: his
 * score capped there; his break and average keep the stroke's points); EB-23: a tie played out
 * after time may end now.
 */
function settle(state: BilliardsState, events: MatchEvent[]): BilliardsState {
	const reached = reachedTarget(state);
	if (reached === null) return settleTimeTie(state, events);
	const target = targetOf(state)!;
	const capped = state.setup.scoreCap === 'target' ? { ...state, points: state.points.with(reached, Math.min(state.points[reached]!, target)) } : state;
	return decideGame(capped, reached, events);
}

/**
 * EB-16 (Unclear) `foulBreak: wipe`: the offender's earlier points in the break leave his score
 * and his average ([ST]); the break's high-break mark stays, as it was made. EB-26 (Unclear)
 * `foulVisits: skip`: a visit whose first stroke is the foul is not counted as a visit.
 */
function offenderAfterFoul(state: BilliardsState): BilliardsState {
	const offender = state.striker;
	const made = breakOf(state);
	const wiped =
		state.setup.foulBreak === 'wipe' && made > 0
			? { ...state, points: state.points.with(offender, state.points[offender]! - made), own: state.own.with(offender, state.own[offender]! - made) }
			: state;
	if (state.setup.foulVisits !== 'skip' || made > 0) return wiped;
	const ledger = wiped.ledger;
	return { ...wiped, ledger: { ...ledger, innings: ledger.innings.with(offender, ledger.innings[offender]! - 1) } };
}

/** EB-16, EB-18: the penalty goes to the incoming player's score (`penaltyAverage: in`, Unclear: his average too). */
const awardPenalty = (state: BilliardsState, player: number, value: number): BilliardsState => {
	const awarded = award(state, player, value);
	return state.setup.penaltyAverage === 'in' ? { ...awarded, own: awarded.own.with(player, awarded.own[player]! + value) } : awarded;
};

/** EB-23 `extra-stroke`: each player has one stroke, so the turn passes after every stroke. */
const oneStrokeEach = (state: BilliardsState): boolean => state.timeTie?.mode === 'extra-stroke';

/**
 * EB-16, EB-17: the stroke scores nothing, the opponent gets the penalty, the visit ends; the red
 * is re-spotted if it went down or off, a cue ball that did stays off; the incoming player then
 * chooses (not after a double-baulk miss).
 */
function foulStroke(state: BilliardsState, shot: BilliardsShot, facts: Facts, foul: FoulKind): Step<BilliardsState> {
	const events: MatchEvent[] = [];
	const offender = state.striker;
	const incoming = otherPlayer(offender, 2);
	const value = penaltyOf(state, shot, foul);
	events.push({ type: 'foul', player: offender, points: value });
	const redDown = facts.red || shot.offTable.includes('red');
	const whiteDown = facts.white || shot.offTable.includes('white');
	const onTable: [boolean, boolean] = [state.onTable[0], state.onTable[1]];
	onTable[offender] = !facts.cueDown; // played from hand, it is on the table now unless it went down
	if (whiteDown) onTable[incoming] = false;
	const engineFoul = foul === 'hazard-limit' || foul === 'cannon-limit' || foul === 'baulk-line' ? foul : null;
	const fouled = endVisit(awardPenalty(offenderAfterFoul({ ...state, onTable, red: redDown ? respot(shot.spotBlocked) : 'play', engineFoul }), incoming, value), events);
	const passed = { ...fouled, striker: incoming };
	const settled = settle(passed, events);
	const noChoice = isDoubleBaulkMiss(shot, foul) && state.setup.missRule === 'double-baulk';
	if (settled.winner !== null || settled.draw || settled.game !== state.game || noChoice) return accept(settled, events);
	events.push({ type: 'choice-pending', player: incoming, options: FOUL_OPTIONS });
	return accept({ ...settled, pending: { player: incoming, options: FOUL_OPTIONS, offender } }, events);
}

/** EB-5…EB-13: a legal stroke scores for the striker, who plays on when it scored (EB-4). */
function legalStroke(state: BilliardsState, shot: BilliardsShot, facts: Facts): Step<BilliardsState> {
	const events: MatchEvent[] = [];
	const striker = state.striker;
	const opponent = otherPlayer(striker, 2);
	const scored = pointsOf(facts, shot.firstHit);
	const counts = countsAfter(state, facts);
	const onTable: [boolean, boolean] = [state.onTable[0], state.onTable[1]];
	onTable[striker] = !facts.cueDown;
	if (facts.white) onTable[opponent] = false;
	// EB-12 (c): at the limit's last hazard the object white, if off, goes on the baulk line.
	if (counts.hazards === HAZARD_LIMIT && !onTable[opponent]) onTable[opponent] = true;
	const red = facts.red ? redAfterPot(state, shot, facts) : { red: 'play' as const, redRun: 0 };
	const crossedAt = shot.crossedBaulk ? state.ledger.run : state.crossedAt;
	const played = addToBreak({ ...state, ...counts, ...red, onTable, crossedAt }, scored, events);
	if (scored > 0 && !oneStrokeEach(state)) return accept(settle(played, events), events);
	const passed = { ...endVisit(played, events), striker: opponent };
	return accept(settle(passed, events), events);
}

function shotAction(state: BilliardsState, shot: BilliardsShot): Step<BilliardsState> {
	const blocked = pendingRejection(state) ?? checkShot(state, shot);
	if (blocked) return blocked;
	const facts = factsOf(shot);
	const started = beginVisit(state);
	const foul = foulOf(started, shot, facts);
	return foul ? foulStroke(started, shot, facts, foul) : legalStroke(started, shot, facts);
}

/** EB-16: `play` from where the balls lie; `spot`: red on the Spot, the offender's ball on the Centre Spot, the incoming player in hand. */
function choose(state: BilliardsState, option: string): Step<BilliardsState> {
	const pending = state.pending;
	if (!pending) return reject('no-choice-now');
	if (!pending.options.includes(option)) return reject('not-an-option', { option, options: pending.options.join(', ') });
	const settled = { ...state, pending: null, striker: pending.player };
	if (option === 'play') return accept(settled);
	const onTable: [boolean, boolean] = [false, false];
	// the offender's ball on the Centre Spot (`spotOffBall: in-hand`, Unclear: not when it was off the table)
	onTable[pending.offender] = state.setup.spotOffBall === 'centre' || state.onTable[pending.offender];
	return accept({ ...settled, onTable, red: 'spot', redRun: 0 });
}

/** EB-21: the red on the Spot, the object white (if on) on the Centre Spot, the striker in hand; no score, no penalty. */
function touching(state: BilliardsState): Step<BilliardsState> {
	const blocked = pendingRejection(state);
	if (blocked) return blocked;
	const onTable: [boolean, boolean] = [state.onTable[0], state.onTable[1]];
	onTable[state.striker] = false;
	return accept({ ...state, onTable, red: 'spot' });
}

/** The player at the table: the striker, or the player who has a choice to make. */
const playerAtTable = (state: BilliardsState): number => state.pending?.player ?? state.striker;

function decided(state: BilliardsState, winner: number | null): Step<BilliardsState> {
	const events: MatchEvent[] = [];
	return accept(decideGame(state, winner, events), events);
}

/** Every action: what the last stroke's engine-called foul was is forgotten first (`engineFoul`). */
const apply = (state: BilliardsState, action: BilliardsAction): Step<BilliardsState> => applyAction(state.engineFoul ? { ...state, engineFoul: null } : state, action);

function applyAction(state: BilliardsState, action: BilliardsAction): Step<BilliardsState> {
	switch (action.t) {
		case 'shot':
			return shotAction(state, action);
		case 'choose':
			return choose(state, action.option);
		case 'touching':
			return touching(state);
		case 'time': {
			if (state.timeTie) return reject('billiards-time-called');
			const events: MatchEvent[] = [];
			return accept(callTime({ ...state, pending: null }, events), events);
		}
		case 'concede':
			return decided(state, otherPlayer(playerAtTable(state), 2));
		case 'game': {
			const blocked = action.player > 1 ? reject('no-such-player', { player: action.player }) : pendingRejection(state);
			return blocked ?? decided(state, action.player);
		}
		case 'forfeit': {
			if (action.player > 1) return reject('no-such-player', { player: action.player });
			const events: MatchEvent[] = [];
			const ended = endVisit({ ...state, pending: null, timeTie: null }, events);
			const winner = otherPlayer(action.player, 2);
			events.push({ type: 'match-won', player: winner });
			return accept({ ...ended, winner }, events);
		}
	}
}

export const billiardsRules: Discipline<BilliardsSetup, BilliardsState, BilliardsAction, BilliardsSummary> = {
	id: 'english-billiards',
	init: newMatch,
	apply,
	finished: (state) => state.winner !== null || state.draw,
	summary: billiardsSummary
};

export const englishBilliards = defineDiscipline({
	id: 'english-billiards',
	setupSchema: billiardsSetupSchema,
	actionSchema: billiardsActionSchema,
	actionTypes: billiardsActionTypes,
	rules: billiardsRules,
	// A stroke brings game points; the rack a stroke is played in is the game (never a break shot).
	tally: {
		gained: (s, player) => (s as BilliardsSummary).players[player]?.points ?? 0,
		frameEnd: (state) => (state as BilliardsState).lastGame ?? null,
		call: (state) => (state as BilliardsState).engineFoul ?? null,
		frame: (s) => ('game' in s && s.game ? { number: (s as BilliardsSummary).game.number, breakDue: false } : null)
	}
});
