/** English billiards' stroke-list words: the balls by name, the cannon and the in-off with what it went in off, a miss and a coup, the rare facts. */
import type { Key } from '../../i18n/keys';
import type { FamilyStrokeWords, WordsT } from '../parts';

const ballWord = (b: unknown, t: WordsT) => t(`board.ebBall.${String(b)}` as Key);

export const billiardsStrokeWords: FamilyStrokeWords = {
	balls: (label, list, t) => `${label}: ${list.map((b) => ballWord(b, t)).join(', ')}`,
	extras: (a, t) => {
		const parts: string[] = [];
		if (a.cannon || a.firstHit === 'both') parts.push(t('draft.cannon'));
		if (a.firstHit === 'both') parts.push(t('draft.bothAtOnce'));
		if (a.inOff && a.firstHit !== 'none') parts.push(t('draft.inOffBall', { ball: ballWord(a.firstHit === 'red' ? 'red' : 'white', t) }));
		// a coup or miss the marker named is said by the foul's own words
		if (a.firstHit === 'none' && a.foul !== 'coup' && a.foul !== 'miss') parts.push(t(a.inOff ? 'draft.coup' : 'draft.missNoBall'));
		if (Array.isArray(a.spotBlocked) && a.spotBlocked.length) parts.push(t('draft.spotTaken', { n: a.spotBlocked.length }));
		if (a.crossedBaulk) parts.push(t('draft.crossedBaulk'));
		return parts;
	},
	calls: (a, t) => (a.doubleBaulk ? [t('draft.doubleBaulk')] : []),
	nothing: 'log.noScore',
	awarded: 'log.awarded'
};
