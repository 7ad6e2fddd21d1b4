/** Snooker's stroke-list words: balls by name, reds counted; the first hit, the nominated and free ball; the referee's calls. */
import type { Key } from '../../i18n/keys';
import type { FamilyStrokeWords, WordsT } from '../parts';

const ballWord = (b: unknown, t: WordsT) => t(`board.ball.${String(b)}` as Key);

/** "Red ×2, Black". */
function ballList(list: readonly unknown[], t: WordsT): string {
	const reds = list.filter((b) => b === 'red').length;
	const parts = [...(reds ? [reds > 1 ? `${ballWord('red', t)} ×${reds}` : ballWord('red', t)] : []), ...list.filter((b) => b !== 'red').map((b) => ballWord(b, t))];
	return parts.join(', ');
}

export const snookerStrokeWords: FamilyStrokeWords = {
	balls: (label, list, t) => `${label}: ${ballList(list, t)}`,
	extras: (a, t) => {
		const parts: string[] = [];
		if (a.firstHit === 'none') parts.push(t('draft.firstHit', { ball: t('draft.none') }));
		else if (typeof a.firstHit === 'string') parts.push(t('draft.firstHit', { ball: ballWord(a.firstHit, t) }));
		if (typeof a.nominated === 'string') parts.push(t('draft.nominated', { ball: ballWord(a.nominated, t) }));
		if (typeof a.freeBall === 'string') parts.push(t('draft.freeBall', { ball: ballWord(a.freeBall, t) }));
		if (typeof a.ball === 'string') parts.push(a.simultaneous ? `${t('draft.simultaneous')}: ${ballWord(a.ball, t)}` : t('draft.ball', { ball: ballWord(a.ball, t) }));
		return parts;
	},
	calls: (a, t) => [a.miss && t('draft.miss'), a.clearPath && t('draft.clearPath'), a.snookered && t('draft.snookered')].filter((x): x is string => !!x),
	nothing: 'log.noPot',
	awarded: 'log.awarded'
};
