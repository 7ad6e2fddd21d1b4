/**
 * Snooker's keys. The balls are the digits 1–7 by value (1 red … 7 black): a referee and a
 * marker name a colour by its value ("on the 5"), digits are the same on every layout and on the
 * numpad, and they keep the letters free for fouls — letters by colour would clash (Blue/Brown/
 * Black, Y is redo, G the clock) and differ in Polish and Russian anyway.
 */
import type { FamilyBindings } from '../../console/binding';
import type { SnookerCommand } from './pad';
import { digit } from '../../console/binding';
import { SNOOKER_BALLS } from './pad';

/**
 * Snooker. A stroke is its balls (1–7; the red again for each more red) and, when something
 * went wrong, the foul with the ball it concerns. Keys that name a ball (first hit, nominated
 * colour, free ball, the ball touched …) make the NEXT ball key name that ball instead of a
 * pot, once. Only what differs from a clean stroke on the ball on is marked: the engine takes
 * the ball on as hit first and the colour hit or potted as nominated (SN-3).
 */
export const SNOOKER: FamilyBindings<SnookerCommand> = [
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commitSnooker', group: 'stroke', tone: 'primary' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet' },
	// the balls say their own name (the board's word): "1 Red", "5 Blue"
	...SNOOKER_BALLS.map((ball, i) => digit(i + 1, { k: 'snookerBall', ball }, `board.ball.${ball}`)),
	{ keys: ['Shift+1'], cmd: { k: 'lessRed' }, label: 'cmd.lessRed', group: 'balls', noButton: true },
	{ keys: ['h'], cmd: { k: 'pick', what: 'firstHit' }, label: 'cmd.firstHit', group: 'stroke' },
	{ keys: ['a'], cmd: { k: 'pick', what: 'nominated' }, label: 'cmd.nominate', group: 'stroke', when: 'nominate' },
	{ keys: ['b'], cmd: { k: 'pick', what: 'freeBall' }, label: 'cmd.freeBallBall', group: 'stroke', when: 'freeBall' },
	// drawn with the referee's buttons (re-rack, forfeit), not among the strokes
	{ keys: ['Shift+c'], cmd: { k: 'concede' }, label: 'cmd.concede', group: 'stroke', tone: 'quiet', noButton: true },
	{ keys: ['n'], cmd: { k: 'snookerFoul', foul: 'miss-all' }, label: 'cmd.missAll', group: 'fouls', tone: 'warn' },
	{ keys: ['x'], cmd: { k: 'snookerFoul', foul: 'in-off' }, label: 'cmd.inOff', group: 'fouls', tone: 'warn' },
	{ keys: ['c'], cmd: { k: 'snookerFoul', foul: 'off-table' }, label: 'cmd.cueOff', group: 'fouls', tone: 'warn' },
	{ keys: ['o'], cmd: { k: 'offMode' }, label: 'cmd.offTableMode', group: 'fouls', tone: 'warn' },
	{ keys: ['w'], cmd: { k: 'snookerFoul', foul: 'wrong-ball' }, label: 'cmd.wrongBall', group: 'fouls', tone: 'warn' },
	{ keys: ['p'], cmd: { k: 'snookerFoul', foul: 'pot-not-on' }, label: 'cmd.potNotOn', group: 'fouls', tone: 'warn' },
	{ keys: ['u'], cmd: { k: 'snookerFoul', foul: 'push' }, label: 'cmd.pushStroke', group: 'fouls', tone: 'warn' },
	{ keys: ['k'], cmd: { k: 'snookerFoul', foul: 'touch' }, label: 'cmd.touch', group: 'fouls', tone: 'warn' },
	{ keys: ['j'], cmd: { k: 'snookerFoul', foul: 'jump' }, label: 'cmd.jump', group: 'fouls', tone: 'warn' },
	{ keys: ['s'], cmd: { k: 'snookerFoul', foul: 'seven' }, label: 'cmd.seven', group: 'fouls', tone: 'warn' },
	{ keys: ['f'], cmd: { k: 'snookerFoul', foul: 'other' }, label: 'cmd.otherFoul', group: 'fouls', tone: 'warn' },
	{ keys: ['d'], cmd: { k: 'mark', flag: 'simultaneous' }, label: 'cmd.simultaneous', group: 'fouls', tone: 'warn' },
	{ keys: ['m'], cmd: { k: 'mark', flag: 'miss' }, label: 'cmd.foulMiss', group: 'fouls', tone: 'warn' },
	{ keys: ['l'], cmd: { k: 'mark', flag: 'clearPath' }, label: 'cmd.clearPath', group: 'fouls', tone: 'warn' },
	{ keys: ['r'], cmd: { k: 'mark', flag: 'snookered' }, label: 'cmd.snookered', group: 'fouls', tone: 'warn' }
];
