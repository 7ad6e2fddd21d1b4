/** Russian pyramid's keys: the balls potted counted (0–9 or one more), the svoyak, balls off the table, the fouls. */
import type { FamilyBindings } from '../../console/binding';
import type { PyramidCommand } from './pad';
import { digit } from '../../console/binding';

export const PYRAMID: FamilyBindings<PyramidCommand> = [
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
