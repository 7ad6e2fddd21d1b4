/**
 * The competition pages' words: a competition's own (round names, formats, states, who a seat
 * is still to come from, standings columns) are said once in ../competition/words.ts (board
 * keys, shared with the wall displays and overlays); these are the pages' small phrases on top.
 */
import { boardT, t } from '../i18n/index.svelte';
import { compWord } from '../competition/words';
import type { CompetitionKey } from '../i18n/board';
import type { Params } from '../i18n/lang';
import type { Problem } from './form';

export {
	bracketLabel,
	cellText,
	columnLabel,
	competitionLink,
	formatLabel,
	groupLabel,
	matchNumber,
	matchStatusLabel,
	roundLabel,
	seatText,
	standingColumns,
	statusLabel
} from '../competition/words';

/** A board competition word (`board.comp.*`) in the page's language. */
export const cw = (key: CompetitionKey, params?: Params): string => compWord(boardT(), key, params);

export function problemText(p: Problem): string {
	const text = t(p.key, p.params);
	return p.line === undefined ? text : t('comp.players.line', { n: p.line, problem: text });
}
