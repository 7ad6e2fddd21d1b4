/**
 * The words of a frames record (pyramid, snooker) said once for the match page and the score
 * sheet: each family's word for a frame (a snooker frame is a frame — frejm, фрейм; a pyramid
 * frame a partia — партия) and what marked a frame. Any translator over the one i18n will do:
 * the page's rune-backed `t` or the sheet's per-request one.
 */
import type { Key as PageKey } from '../i18n/en';
import type { BoardKey } from '../i18n/board';
import type { Params } from '../i18n/lang';
import type { FrameRecord } from './frames';
import type { FramesWords } from '../disciplines/parts';

export type FramesFamily = FramesWords['family'];
export type WordsT = (key: PageKey | BoardKey, params?: Params) => string;

/** The family's own key for a frame word. */
export const frameWord = (family: FramesFamily, key: 'title' | 'frame' | 'won' | 'lost' | 'visitsOf'): PageKey => `records.frames.${key}.${family}` as PageKey;

/** The family's own key for a word of the frames charts (the match page). */
export const frameChartWord = (family: FramesFamily, key: 'framesDesc' | 'framePoints' | 'framePointsDesc'): PageKey => `records.chart.${key}.${family}` as PageKey;

/**
 * What marked a frame, worded: centuries (with who made them: `names` may be initials where room
 * is short), a result entered, a concession, a forfeit, restarts. Who conceded or forfeited is not
 * said: these games have two players, and the frame's winner is beside the note.
 */
export function frameNotes(f: FrameRecord, names: readonly string[], t: WordsT): string[] {
	return [
		...f.centuries.flatMap((list, seat) => list.map((n) => t('records.frames.century', { name: names[seat] ?? '—', n }))),
		...(f.resultOnly ? [t('records.sheet.resultOnly')] : []),
		...(f.conceded !== null ? [t('records.frames.conceded')] : []),
		...(f.forfeited !== null ? [t('records.frames.forfeited')] : []),
		...(f.restarts > 0 ? [t('records.frames.restarted', { n: f.restarts })] : [])
	];
}
