/**
 * The key maps of the two families played in frames: Russian pyramid and snooker (issue 16).
 * Same rules as ./keymap.ts: every key and its pad button come from these tables.
 *
 * Snooker's balls are the digits 1–7 by value (1 red … 7 black): a referee and a marker name
 * a colour by its value ("on the 5"), digits are the same on every layout and on the numpad,
 * and they keep the letters free for fouls — letters by colour would clash (Blue/Brown/Black,
 * Y is redo, G the clock) and differ in Polish and Russian anyway.
 */
import type { SnookerBall } from '$lib/engine/summary';
import type { Binding, Command, Group, Label } from './keymap';

export type PyramidFoul = 'no-contact' | 'no-rail' | 'off-table' | 'house-ball' | 'wrong-cue' | 'placement' | 'time' | 'other';
export type SnookerFoul = 'miss-all' | 'in-off' | 'wrong-ball' | 'pot-not-on' | 'off-table' | 'push' | 'touch' | 'jump' | 'seven' | 'other';
/** What the next snooker ball key names, when not a ball potted. */
export type SnookerPick = 'firstHit' | 'nominated' | 'freeBall' | 'ball';
/** Snooker's referee calls marked on a stroke. */
export type SnookerFlag = 'miss' | 'clearPath' | 'snookered' | 'simultaneous';

/** The balls by value: key 1 is the red, 7 the black (SN-1). */
export const SNOOKER_BALLS: readonly SnookerBall[] = ['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'];

const digit = (n: number, cmd: Command, label: Label): Binding => ({ keys: [String(n)], cmd, label, group: 'balls' as Group, noButton: true });

export const PYRAMID: Binding[] = [
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commit', group: 'stroke', tone: 'primary' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet' },
	{ keys: ['Space', '+'], cmd: { k: 'pyrStep', d: 1 }, label: 'cmd.pyrMore', group: 'stroke' },
	{ keys: ['-'], cmd: { k: 'pyrStep', d: -1 }, label: 'cmd.pyrLess', group: 'stroke', noButton: true },
	{ keys: ['s'], cmd: { k: 'svoyak' }, label: 'cmd.svoyak', group: 'stroke' },
	// PY-3: the break counts object balls that reached a cushion
	{ keys: ['l'], cmd: { k: 'rails', d: 1 }, label: 'cmd.cushions', group: 'stroke', when: 'breakDue', only: ['free-pyramid', 'combined-pyramid'] },
	{ keys: ['Shift+l'], cmd: { k: 'rails', d: -1 }, label: 'cmd.cushions', group: 'stroke', when: 'breakDue', only: ['free-pyramid', 'combined-pyramid'], noButton: true },
	// NP-2: the dynamic break counts balls to the side cushions and a third crossing the centre line
	{ keys: ['l'], cmd: { k: 'rails', d: 1 }, label: 'cmd.sideCushions', group: 'stroke', when: 'breakDue', only: ['dynamic-pyramid'] },
	{ keys: ['Shift+l'], cmd: { k: 'rails', d: -1 }, label: 'cmd.sideCushions', group: 'stroke', when: 'breakDue', only: ['dynamic-pyramid'], noButton: true },
	{ keys: ['k'], cmd: { k: 'crossed' }, label: 'cmd.crossed', group: 'stroke', when: 'breakDue', only: ['dynamic-pyramid'] },
	...Array.from({ length: 10 }, (_, n) => digit(n, { k: 'pyrCount', n }, 'cmd.pyrCount')),
	{ keys: ['o'], cmd: { k: 'pyrOff', d: 1 }, label: 'cmd.pyrOff', group: 'fouls', tone: 'warn' },
	{ keys: ['Shift+o'], cmd: { k: 'pyrOff', d: -1 }, label: 'cmd.pyrOffLess', group: 'fouls', tone: 'warn', noButton: true },
	{ keys: ['c'], cmd: { k: 'cueOff' }, label: 'cmd.cueOffPyramid', group: 'fouls', tone: 'warn' },
	{ keys: ['n'], cmd: { k: 'pyrFoul', foul: 'no-contact' }, label: 'cmd.noContact', group: 'fouls', tone: 'warn' },
	{ keys: ['r'], cmd: { k: 'pyrFoul', foul: 'no-rail' }, label: 'cmd.noRail', group: 'fouls', tone: 'warn' },
	{ keys: ['h'], cmd: { k: 'pyrFoul', foul: 'house-ball' }, label: 'cmd.houseBall', group: 'fouls', tone: 'warn', when: 'inHouse' },
	// FP-1: in free pyramid any ball is the cue ball after the break, so a wrong cue ball is a break foul only
	{ keys: ['w'], cmd: { k: 'pyrFoul', foul: 'wrong-cue' }, label: 'cmd.wrongCue', group: 'fouls', tone: 'warn', only: ['combined-pyramid', 'dynamic-pyramid'] },
	{ keys: ['w'], cmd: { k: 'pyrFoul', foul: 'wrong-cue' }, label: 'cmd.wrongCue', group: 'fouls', tone: 'warn', only: ['free-pyramid'], when: 'breakDue' },
	{ keys: ['p'], cmd: { k: 'pyrFoul', foul: 'placement' }, label: 'cmd.placement', group: 'fouls', tone: 'warn', when: 'inHand' },
	{ keys: ['m'], cmd: { k: 'pyrFoul', foul: 'time' }, label: 'cmd.timeFoul', group: 'fouls', tone: 'warn' },
	{ keys: ['f'], cmd: { k: 'pyrFoul', foul: 'other' }, label: 'cmd.otherFoul', group: 'fouls', tone: 'warn' }
];

/**
 * Snooker. A stroke is its balls (1–7; the red again for each more red) and, when something
 * went wrong, the foul with the ball it concerns. Keys that name a ball (first hit, nominated
 * colour, free ball, the ball touched …) make the NEXT ball key name that ball instead of a
 * pot, once. Only what differs from a clean stroke on the ball on is marked: the engine takes
 * the ball on as hit first and the colour hit or potted as nominated (SN-3).
 */
export const SNOOKER: Binding[] = [
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
