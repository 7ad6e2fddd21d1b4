/** Pool's summary (match-script.md, "Summary"): the keys its `summary()` returns beyond every family's (../summary-parts.ts). */
import type { PlayerSummary, PlayerDetails, PlayerTarget, RackSummary, SummaryOf } from '../summary-parts';
import type { PoolId } from './catalog';

export type PoolSummary = SummaryOf<
	PoolId,
	PlayerSummary & PlayerDetails & PlayerTarget,
	RackSummary & {
		/** The next stroke is a break (the opening break in 14.1); false once finished. */
		breakDue: boolean;
	}
>;
