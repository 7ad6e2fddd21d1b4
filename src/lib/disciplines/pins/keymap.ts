/** Pins' keys: the pins down, the carom and called carom, a potted ball, the fouls, the commit and the final safety. */
import type { FamilyBindings } from '../../console/binding';
import type { PinsCommand } from './pad';

export const PINS: FamilyBindings<PinsCommand> = [
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commit', group: 'stroke', tone: 'primary' },
	{ keys: ['s'], cmd: { k: 'commit', as: 'safety' }, label: 'cmd.safety', group: 'stroke' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet' },
	{ keys: ['k'], cmd: { k: 'pin', pin: 'king' }, label: 'cmd.king', group: 'balls', noButton: true },
	{ keys: ['1'], cmd: { k: 'pin', pin: 's1' }, label: 'cmd.small', params: { n: 1 }, group: 'balls', noButton: true },
	{ keys: ['2'], cmd: { k: 'pin', pin: 's2' }, label: 'cmd.small', params: { n: 2 }, group: 'balls', noButton: true },
	{ keys: ['3'], cmd: { k: 'pin', pin: 's3' }, label: 'cmd.small', params: { n: 3 }, group: 'balls', noButton: true },
	{ keys: ['4'], cmd: { k: 'pin', pin: 's4' }, label: 'cmd.small', params: { n: 4 }, group: 'balls', noButton: true },
	{ keys: ['q'], cmd: { k: 'pin', pin: 'p1' }, label: 'cmd.p1', group: 'balls', noButton: true },
	{ keys: ['w'], cmd: { k: 'pin', pin: 'p3' }, label: 'cmd.p3', group: 'balls', noButton: true },
	{ keys: ['a'], cmd: { k: 'pinCarom' }, label: 'cmd.carom', group: 'stroke' },
	{ keys: ['c'], cmd: { k: 'calledCarom' }, label: 'cmd.calledCarom', group: 'stroke' },
	{ keys: ['b'], cmd: { k: 'pottedBall' }, label: 'cmd.pottedBall', group: 'stroke' },
	{ keys: ['n'], cmd: { k: 'pinFoul', foul: 'no-contact' }, label: 'cmd.noContact', group: 'fouls', tone: 'warn' },
	{ keys: ['x'], cmd: { k: 'pinFoul', foul: 'scratch' }, label: 'cmd.scratch', group: 'fouls', tone: 'warn' },
	{ keys: ['p'], cmd: { k: 'pinFoul', foul: 'cue-pin' }, label: 'cmd.cuePin', group: 'fouls', tone: 'warn' },
	{ keys: ['o'], cmd: { k: 'pinFoul', foul: 'off-table' }, label: 'cmd.pinOffTable', group: 'fouls', tone: 'warn' },
	{ keys: ['f'], cmd: { k: 'pinFoul', foul: 'other' }, label: 'cmd.otherFoul', group: 'fouls', tone: 'warn' }
];
