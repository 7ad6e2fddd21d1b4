/** Pool's keys: the balls 1–15 (Shift for 11–15), the stroke's marks and fouls, the commit and its safety and push-out. */
import type { FamilyBindings, Group, Label } from '../../console/binding';
import type { PoolCommand } from './pad';
import { ballKeys } from '../../console/binding';

const balls: FamilyBindings<PoolCommand> = Array.from({ length: 15 }, (_, i) => ({
	keys: ballKeys(i + 1),
	cmd: { k: 'ball', n: i + 1 } as PoolCommand,
	label: 'cmd.ball' as Label,
	params: { n: i + 1 },
	group: 'balls' as Group,
	noButton: true
}));

export const POOL: FamilyBindings<PoolCommand> = [
	// "empty = miss" is not so on the break (a foul in 9-ball, the opponent's choice in 8-ball, −2 in 14.1)
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commit', group: 'stroke', tone: 'primary', when: 'noBreak' },
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commitBreak', group: 'stroke', tone: 'primary', when: 'breakDue' },
	{ keys: ['s'], cmd: { k: 'commit', as: 'safety' }, label: 'cmd.safety', group: 'stroke', only: ['eight-ball', 'nine-ball', 'straight-pool'] },
	// 10-ball calls a safety only where the set-up allows it (TB-8 option `safetyCall`)
	{ keys: ['s'], cmd: { k: 'commit', as: 'safety' }, label: 'cmd.safety', group: 'stroke', only: ['ten-ball'], when: 'safetyCall' },
	{ keys: ['p'], cmd: { k: 'commit', as: 'push' }, label: 'cmd.push', group: 'stroke', only: ['nine-ball', 'ten-ball'], when: 'pushOut' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet' },
	{ keys: ['l'], cmd: { k: 'rails', d: 1 }, label: 'cmd.rails', group: 'stroke', when: 'breakDue' },
	{ keys: ['Shift+l'], cmd: { k: 'rails', d: -1 }, label: 'cmd.rails', group: 'stroke', when: 'breakDue', noButton: true },
	{ keys: ['k'], cmd: { k: 'cueRail' }, label: 'cmd.cueRail', group: 'stroke', only: ['straight-pool'], when: 'breakDue' },
	{ keys: ['u'], cmd: { k: 'uncalled' }, label: 'cmd.uncalled', group: 'stroke', only: ['eight-ball', 'straight-pool'] },
	// 10-ball: every stroke after the break is called (TB-4); the break and a push-out are not
	{ keys: ['b'], cmd: { k: 'call' }, label: 'cmd.call', group: 'stroke', only: ['ten-ball'], when: 'noBreak' },
	{ keys: ['u'], cmd: { k: 'uncalled' }, label: 'cmd.uncalled', group: 'stroke', only: ['ten-ball'], when: 'noBreak' },
	{ keys: ['x'], cmd: { k: 'poolFoul', foul: 'scratch' }, label: 'cmd.scratch', group: 'fouls', tone: 'warn' },
	{ keys: ['c'], cmd: { k: 'poolFoul', foul: 'cue-off' }, label: 'cmd.cueOff', group: 'fouls', tone: 'warn' },
	{ keys: ['w'], cmd: { k: 'poolFoul', foul: 'wrong-ball' }, label: 'cmd.wrongBall', group: 'fouls', tone: 'warn' },
	{ keys: ['r'], cmd: { k: 'poolFoul', foul: 'no-rail' }, label: 'cmd.noRail', group: 'fouls', tone: 'warn' },
	{ keys: ['n'], cmd: { k: 'poolFoul', foul: 'no-hit' }, label: 'cmd.noHit', group: 'fouls', tone: 'warn' },
	{ keys: ['i'], cmd: { k: 'poolFoul', foul: 'intentional' }, label: 'cmd.intentional', group: 'fouls', tone: 'warn', only: ['straight-pool'] },
	{ keys: ['f'], cmd: { k: 'poolFoul', foul: 'other' }, label: 'cmd.otherFoul', group: 'fouls', tone: 'warn' },
	{ keys: ['o'], cmd: { k: 'offMode' }, label: 'cmd.offTableMode', group: 'fouls', tone: 'warn' },
	...balls,
	{ keys: ['a'], cmd: { k: 'countMode' }, label: 'cmd.countMode', group: 'stroke', only: ['straight-pool'] },
	{ keys: ['.'], cmd: { k: 'tens' }, label: 'cmd.balls11', group: 'balls', noButton: true }
];
