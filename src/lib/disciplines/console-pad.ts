/**
 * What the console's pad does in each family where the families differ: what the commit key
 * (Enter) sends (the stroke composed on the pad, src/lib/console/compose.ts, as the engine's
 * action, or in pool first the question which ball was called), and whether the number keys
 * type a number.
 */
import type { Draft } from '../console/compose';
import { pinAction, poolAction, pyramidAction, snookerAction } from '../console/compose';
import { calledAsk, type CalledAsk } from '../console/called';
import type { Family } from '../engine/catalog';
import type { EveryFamily } from './registry';
import type { RackView } from '../view/table-view';

export interface CommitContext {
	/** The commit key's variant: pins' final safety, pool's safety or push-out. */
	as?: 'safety' | 'push';
	discipline: string;
	/** Pool: the rack under way. */
	rack: RackView | null | undefined;
}

export type Commit = (d: Draft, ctx: CommitContext) => { action: Record<string, unknown> } | { ask: CalledAsk };

/** Pool: ask which ball was called where the rules need it (8-ball, 10-ball), else the stroke as marked. */
const poolCommit: Commit = (d, { as, discipline, rack }) => {
	const ask = !as && rack ? calledAsk(d, { discipline, ...rack }) : null;
	return ask ? { ask } : { action: poolAction(d, as) };
};

export const COMMIT: { readonly [F in Family]: Commit } = {
	pool: poolCommit,
	// carom and artistic score with their own keys (point, miss, attempt); Enter sends the pad's stroke as pool's
	carom: poolCommit,
	artistic: poolCommit,
	pins: (d, { as }) => ({ action: pinAction(d, as === 'safety' ? 'safety' : undefined) }),
	pyramid: (d, { discipline }) => ({ action: pyramidAction(d, discipline) }),
	snooker: (d) => ({ action: snookerAction(d) })
};

/**
 * Families whose number keys type the inning's points (carom: "1", "2", Enter): once a number is
 * begun, 0 is its next digit, not the key that ends the inning as a miss.
 */
export const TYPES_POINTS: Partial<EveryFamily<true>> = { carom: true };

/** Families whose racks or frames the referee may restart without a winner (a stalemate). */
export const REFEREE_RERACK: Partial<EveryFamily<true>> = { pool: true, pyramid: true, snooker: true };
