/** Carom's keys: a point, the inning typed as a number, the miss, safety and foul that end it, balk, the tiebreak's penalty shots. */
import type { Condition, FamilyBindings, Group, Label } from '../../console/binding';
import type { CaromCommand } from './pad';

export const CAROM: FamilyBindings<CaromCommand> = [
	{ keys: ['Space', '+'], cmd: { k: 'point' }, label: 'cmd.point', group: 'stroke', tone: 'primary', when: 'noTiebreak' },
	{ keys: ['0', 'Enter'], cmd: { k: 'miss' }, label: 'cmd.miss', group: 'stroke', tone: 'primary', when: 'noTiebreak' },
	{ keys: ['b'], cmd: { k: 'point', balk: true }, label: 'cmd.balk', group: 'stroke', when: 'balk' },
	{ keys: ['s'], cmd: { k: 'caromSafety' }, label: 'cmd.safety', group: 'stroke', when: 'noTiebreak' },
	{ keys: ['f'], cmd: { k: 'caromFoul' }, label: 'cmd.foul', group: 'fouls', tone: 'warn', when: 'noTiebreak' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet', noButton: true },
	...Array.from({ length: 9 }, (_, i) => ({
		keys: [String(i + 1)],
		cmd: { k: 'digit', d: i + 1 } as CaromCommand,
		label: 'cmd.inningDigits' as Label,
		group: 'stroke' as Group,
		when: 'noTiebreak' as Condition,
		noButton: true
	})),
	{ keys: ['Space', '+'], cmd: { k: 'penalty', points: 1 }, label: 'cmd.penaltyScored', group: 'stroke', tone: 'ok', when: 'tiebreak' },
	{ keys: ['0', '-'], cmd: { k: 'penalty', points: 0 }, label: 'cmd.penaltyMissed', group: 'stroke', tone: 'bad', when: 'tiebreak' }
];
