import type { z } from 'zod';
import type { Discipline, DisciplineId, Player } from './types';
import type { StrokeTally } from './stroke';

/** What a discipline's set-up object always carries, whatever its own keys. */
export interface BaseSetup {
	discipline: DisciplineId;
	players: Player[];
}

/**
 * A discipline as the match layer sees it: how to validate its `match` object and its
 * actions, and the pure reducer. Types are erased here on purpose; each entry is checked
 * against its own schemas where it is defined (see `defineDiscipline`).
 */
export interface DisciplineEntry {
	id: DisciplineId;
	setupSchema: z.ZodType<BaseSetup>;
	actionSchema: z.ZodType<{ t: string }>;
	/** The action types this discipline understands, for a precise "unknown action" reason. */
	actionTypes: readonly string[];
	rules: Discipline<BaseSetup, unknown, { t: string }>;
	/** What a stroke brought its player, read off the summaries (stroke.ts); absent: the score and the pool rack. */
	tally?: StrokeTally;
}

export function defineDiscipline<Setup extends BaseSetup, State, Action extends { t: string }>(entry: {
	id: DisciplineId;
	setupSchema: z.ZodType<Setup>;
	actionSchema: z.ZodType<Action>;
	actionTypes: readonly string[];
	rules: Discipline<Setup, State, Action>;
	tally?: StrokeTally;
}): DisciplineEntry {
	return entry as unknown as DisciplineEntry;
}

