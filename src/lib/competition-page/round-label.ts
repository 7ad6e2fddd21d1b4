/**
 * A match's place in words: "Final", "Semi-final", "Round 2", "Group B", "Losers round 3",
 * "Grand final". LOCAL FALLBACK until src/lib/competition/words.ts (`roundLabel`) lands on main:
 * then this file re-exports that one and goes.
 */
import type { Bracket, Format } from '../competition/types';
import { t } from '../i18n/index.svelte';

export interface RoundLike {
	bracket: Bracket;
	group: number | null;
	round: number;
	rounds: number;
}

/** Group 1 is A, 2 is B … (27 and on: the number). */
export const groupLetter = (g: number): string => (g >= 1 && g <= 26 ? String.fromCharCode(64 + g) : String(g));

/** `format` tells the finals apart: single elimination's `final` bracket is the match for third place. */
export function roundLabel(m: RoundLike, format?: Format): string {
	switch (m.bracket) {
		case 'group':
			return m.group === null ? t('comp.round.n', { n: m.round }) : t('comp.round.group', { group: groupLetter(m.group) });
		case 'losers':
			return t('comp.round.losers', { n: m.round });
		case 'final':
			if (format === 'single-elimination' || format === 'groups-knockout') return t('comp.round.third');
			return m.round > 1 ? t('comp.round.reset') : t('comp.round.grandFinal');
		case 'winners': {
			const left = m.rounds - m.round;
			if (format === 'double-elimination') return t('comp.round.n', { n: m.round });
			if (left === 0) return t('comp.round.final');
			if (left === 1) return t('comp.round.semi');
			if (left === 2) return t('comp.round.quarter');
			return t('comp.round.n', { n: m.round });
		}
	}
}
