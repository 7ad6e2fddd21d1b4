/**
 * Carom's pad: a point at a time (Space), or the inning typed as a number closed by a miss, a
 * foul or a safety; balk; the tiebreak's penalty shots. Every key but the digits sends at once.
 */
import type { Action, CommonDraft, FamilyPad } from '../pad';

export type CaromCommand =
	| { k: 'point'; balk?: boolean }
	| { k: 'miss' }
	| { k: 'caromFoul' }
	| { k: 'caromSafety' }
	| { k: 'digit'; d: number }
	| { k: 'penalty'; points: 0 | 1 };

/**
 * Carom: the inning typed as digits, closed by a miss, a foul or a safety. Without digits
 * these are single strokes (`shot`).
 */
export function caromClose(d: Pick<CommonDraft, 'digits'>, how: 'miss' | 'foul' | 'safety'): Action {
	const extra = how === 'foul' ? { foul: true } : how === 'safety' ? { safety: true } : {};
	const n = Number(d.digits || '0');
	if (d.digits && n > 0) return { t: 'inning', points: n, ...extra };
	return { t: 'shot', ...extra };
}

export const caromPad: FamilyPad<CaromCommand, object, 'carom'> = {
	empty: {},
	sending: ['point', 'miss', 'caromFoul', 'caromSafety', 'penalty'],
	typesPoints: true,
	when: { balk: (mv) => !!mv.balk, tiebreak: (mv) => mv.tiebreakRound !== null, noTiebreak: (mv) => mv.tiebreakRound === null },
	press(d, cmd) {
		switch (cmd.k) {
			case 'digit':
				return { draft: d.digits.length < 5 ? { ...d, digits: d.digits + String(cmd.d) } : d };
			case 'point':
				return { send: cmd.balk ? { t: 'shot', points: 1, balk: true } : { t: 'shot', points: 1 }, draft: { ...d, digits: '' } };
			case 'miss':
				return { commit: caromClose(d, 'miss') };
			case 'caromFoul':
				return { commit: caromClose(d, 'foul') };
			case 'caromSafety':
				return { commit: caromClose(d, 'safety') };
			case 'penalty':
				return { send: { t: 'penalty', points: cmd.points } };
		}
	}
};
