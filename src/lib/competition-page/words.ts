/**
 * The competition pages' small phrases: a form problem, a match's players and sources, a
 * standings row's tie-break — through the one translator.
 */
import { t, type Key } from '../i18n/index.svelte';
import type { CompetitionMatch, Format } from '../competition/types';
import type { Problem } from './form';
import { groupLetter, roundLabel } from './round-label';

export { roundLabel, groupLetter };

export function problemText(p: Problem): string {
	const text = t(p.key, p.params);
	return p.line === undefined ? text : t('comp.players.line', { n: p.line, problem: text });
}

/** A seat's player, or where the player comes from ("winner of match 3"), or "bye". */
export function seatText(m: CompetitionMatch, seat: 0 | 1, numberOf: (id: string) => number | string): string {
	const name = m.players[seat];
	if (name) return name;
	const from = m.from[seat];
	if (!from) return m.status === 'waiting' ? t('comp.match.tbd') : t('comp.match.bye');
	if (from.kind === 'group') return t('comp.match.groupPlace', { place: from.place, group: groupLetter(from.group) });
	return t(from.kind === 'winner' ? 'comp.match.winnerOf' : 'comp.match.loserOf', { n: numberOf(from.match) });
}

export const statusKey = (s: CompetitionMatch['status']): Key => `comp.match.${s}`;
export const formatKey = (f: Format | string): Key => `comp.format.${f}` as Key;
export const competitionStatusKey = (s: string): Key => `comp.status.${s}` as Key;

/** The heading of a bracket: single elimination's one bracket is just "Bracket". */
export function bracketKey(format: Format, bracket: CompetitionMatch['bracket']): Key {
	if (bracket === 'winners' && format !== 'double-elimination') return 'comp.bracket.main';
	return `comp.bracket.${bracket}`;
}
