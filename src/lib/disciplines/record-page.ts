/**
 * What a family adds to its match page (src/lib/records-page/MatchRecord.svelte draws the
 * header, the result, the innings, racks and frames a record holds, and the strokes).
 */
import type { Component } from 'svelte';
import type { Family } from '../engine/catalog';
import type { SummaryByFamily } from '../engine/summary';
import RecordFigures from './artistic/board/RecordFigures.svelte';

export interface RecordPageParts<F extends Family> {
	/** Each stroke is an inning (carom): the innings table lists them with their averages, the stroke list only the corrections. */
	inningsAreStrokes: boolean;
	/** A section of its own after the tables (artistic's programme), from the match's summary. */
	section?: Component<{ summary: SummaryByFamily[F]; names: string[] }>;
}

export const RECORD_PAGE: { readonly [F in Family]: RecordPageParts<F> } = {
	pool: { inningsAreStrokes: false },
	carom: { inningsAreStrokes: true },
	pins: { inningsAreStrokes: false },
	artistic: { inningsAreStrokes: false, section: RecordFigures },
	pyramid: { inningsAreStrokes: false },
	snooker: { inningsAreStrokes: false },
	'english-billiards': { inningsAreStrokes: false }
};
