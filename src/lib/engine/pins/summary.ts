/** The pin games's summary (match-script.md, "Summary"): the keys its `summary()` returns beyond every family's (../summary-parts.ts). */
import type { PlayerSummary, PlayerDetails, SummaryOf } from '../summary-parts';
import type { PinsId } from './catalog';

/** What the last stroke did (pins): points written off, penalty added, and its outcome. */
export type PinsStrokeSummary = {
	readonly player: number;
	/** Negative when a series was taken back (penaltyScope "series"). */
	readonly counted: number;
	readonly penalty: number;
	readonly outcome: 'continues' | 'miss' | 'safety' | 'bust' | 'passes' | 'penalty' | 'won';
};

export type PinsSummary = SummaryOf<
	PinsId,
	PlayerSummary &
		PlayerDetails & {
			/** Legal points written off so far. */
			counted: number;
			/** Penalty points added so far. */
			penalties: number;
			/** KG-9: at zero, the next stroke must be the final safety. */
			safetyDue: boolean;
		},
	null
> & {
	startScore: number;
	overshoot: 'bust' | 'penalty' | 'win';
	penaltyScope: 'stroke' | 'series';
	lastStroke: PinsStrokeSummary | null;
};
