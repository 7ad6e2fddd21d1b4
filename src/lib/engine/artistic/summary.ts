/** Artistic's summary (match-script.md, "Summary"): the keys its `summary()` returns beyond every family's (../summary-parts.ts). */
import type { PlayerSummary, PlayerDetails, SummaryOf } from '../summary-parts';
import type { ArtisticId } from './catalog';

/** One player's result on one figure; null while not played. */
export type FigureResultSummary = { readonly attempts: number; readonly success: boolean; readonly points: number };

export type ArtisticSummary = SummaryOf<
	ArtisticId,
	PlayerSummary &
		PlayerDetails & {
			/** Points per figure, null while not played. */
			figures: (number | null)[];
		},
	null
> & {
	/** The figure under way (attempt counts from 1), null once the programme is played. */
	figure: { index: number; name: string; points: number; attempt: number } | null;
	/** Per figure, per player: the result, null while not played. */
	figures: { name: string; points: number; results: (FigureResultSummary | null)[] }[];
	/** The player who forfeited, or null. */
	forfeited: number | null;
};
