/**
 * English billiards' keys. A stroke is its marks — R the red potted, W the object white potted,
 * C a cannon, 1 / 2 the cue ball in off the red / the white (priced by the ball struck first,
 * EB-7) — then Enter; an empty stroke is one that hit a ball and scored nothing (the visit ends).
 * M a miss (no ball hit), K a coup, the fouls on their letters; O turns R and W into "forced off
 * the table", X the cue ball off. The letters are the English names' initials, as the marker says
 * them; the console shows each key beside its words in every language.
 */
import type { FamilyBindings } from '../../console/binding';
import type { BilliardsCommand } from './pad';

export const ENGLISH_BILLIARDS: FamilyBindings<BilliardsCommand> = [
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commitBilliards', group: 'stroke', tone: 'primary' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet' },
	{ keys: ['r'], cmd: { k: 'billiardsBall', ball: 'red' }, label: 'cmd.potRed', group: 'stroke' },
	{ keys: ['w'], cmd: { k: 'billiardsBall', ball: 'white' }, label: 'cmd.potWhite', group: 'stroke', when: 'objectOn' },
	{ keys: ['c'], cmd: { k: 'billiardsMark', flag: 'cannon' }, label: 'cmd.cannon', group: 'stroke', when: 'objectOn' },
	{ keys: ['1'], cmd: { k: 'inOffBall', ball: 'red' }, label: 'cmd.inOffRed', group: 'stroke' },
	{ keys: ['2'], cmd: { k: 'inOffBall', ball: 'white' }, label: 'cmd.inOffWhite', group: 'stroke', when: 'objectOn' },
	{ keys: ['s'], cmd: { k: 'billiardsMark', flag: 'both' }, label: 'cmd.bothAtOnce', group: 'stroke', when: 'objectOn' },
	{ keys: ['Shift+r'], cmd: { k: 'spotTaken' }, label: 'cmd.spotTaken', group: 'stroke', tone: 'quiet' },
	{ keys: ['l'], cmd: { k: 'billiardsMark', flag: 'crossedBaulk' }, label: 'cmd.crossedBaulk', group: 'stroke', when: 'baulkLine' },
	{ keys: ['q'], cmd: { k: 'touching' }, label: 'cmd.touchingBall', group: 'stroke', tone: 'quiet' },
	// drawn with the referee's buttons, not among the strokes
	{ keys: ['Shift+e'], cmd: { k: 'callTime' }, label: 'cmd.callTime', group: 'stroke', tone: 'quiet', noButton: true },
	{ keys: ['Shift+c'], cmd: { k: 'concedeGame' }, label: 'cmd.concedeGame', group: 'stroke', tone: 'quiet', noButton: true },
	{ keys: ['m'], cmd: { k: 'billiardsMark', flag: 'miss' }, label: 'cmd.missNoBall', group: 'fouls', tone: 'warn' },
	{ keys: ['d'], cmd: { k: 'billiardsMark', flag: 'doubleBaulk' }, label: 'cmd.doubleBaulk', group: 'fouls', tone: 'warn', when: 'inHand' },
	{ keys: ['k'], cmd: { k: 'billiardsMark', flag: 'coup' }, label: 'cmd.coup', group: 'fouls', tone: 'warn' },
	{ keys: ['o'], cmd: { k: 'billiardsOff' }, label: 'cmd.offTableMode', group: 'fouls', tone: 'warn' },
	{ keys: ['x'], cmd: { k: 'billiardsMark', flag: 'cueOff' }, label: 'cmd.cueOff', group: 'fouls', tone: 'warn' },
	{ keys: ['u'], cmd: { k: 'billiardsFoul', foul: 'push' }, label: 'cmd.pushFoul', group: 'fouls', tone: 'warn' },
	{ keys: ['h'], cmd: { k: 'billiardsFoul', foul: 'double-hit' }, label: 'cmd.doubleHit', group: 'fouls', tone: 'warn' },
	{ keys: ['j'], cmd: { k: 'billiardsFoul', foul: 'jump' }, label: 'cmd.jump', group: 'fouls', tone: 'warn' },
	{ keys: ['n'], cmd: { k: 'billiardsFoul', foul: 'in-hand' }, label: 'cmd.inHandFoul', group: 'fouls', tone: 'warn', when: 'inHand' },
	{ keys: ['v'], cmd: { k: 'billiardsFoul', foul: 'wrong-ball' }, label: 'cmd.wrongCueBall', group: 'fouls', tone: 'warn' },
	{ keys: ['b'], cmd: { k: 'billiardsFoul', foul: 'touch' }, label: 'cmd.touchBall', group: 'fouls', tone: 'warn' },
	{ keys: ['f'], cmd: { k: 'billiardsFoul', foul: 'other' }, label: 'cmd.otherFoul', group: 'fouls', tone: 'warn' }
];
