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
import type { CompetitionMatch } from '../competition/types';

export {
	bracketLabel,
	cellText,
	columnLabel,
	competitionLink,
	formatLabel,
	groupLabel,
	matchStatusLabel,
	roundLabel,
	slotLabel,
	standingColumns,
	statusLabel
} from '../competition/words';

/** A board competition word (`board.comp.*`) in the page's language. */
export const cw = (key: CompetitionKey, params?: Params): string => compWord(boardT(), key, params);

/**
 * A match's number as people read it: the view's ids count from 0, a schedule from 1
 * ("Match 1", "Winner of match 1").
 */
export const matchNo = (id: string): string => (/^\d+$/.test(id) ? String(Number(id) + 1) : id);

/** The match with the matches its players come from numbered as people read them (for slotLabel). */
export const numbered = (m: CompetitionMatch): Pick<CompetitionMatch, 'players' | 'from'> => ({
	players: m.players,
	from: m.from.map((f) => (f && f.kind !== 'group' ? { ...f, match: matchNo(f.match) } : f)) as CompetitionMatch['from']
});

export function problemText(p: Problem): string {
	const text = t(p.key, p.params);
	return p.line === undefined ? text : t('comp.players.line', { n: p.line, problem: text });
}
