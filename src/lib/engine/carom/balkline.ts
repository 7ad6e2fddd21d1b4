/**
 * Balkline (BK). The table is divided into balk spaces; in each, only a set number of caroms
 * in a row may be made with both object balls inside it, then a ball must leave it (it may
 * come back for another series). 47/1: nine spaces, one carom. 71/2 (the seed writes 74/2,
 * federations say 71/2): six spaces, two caroms. 47/2: the 47 cm lines with two caroms.
 * The operator marks `balk`; the carom past the limit scores nothing and ends the inning,
 * with no penalty (core.ts). Two players.
 */
import type { DisciplineId } from '../types';
import { defineDiscipline } from '../define';
import { caromDiscipline } from './core';
import { caromActionSchema, caromActionTypes, caromSetup, type CaromRules } from './schemas';

/** BK: caroms allowed in a row inside one balk space. */
export const BALK_LIMITS = {
	'balkline-47-1': 1,
	'balkline-47-2': 2,
	'balkline-71-2': 2
} as const satisfies Partial<Record<DisciplineId, number>>;

export type BalklineId = keyof typeof BALK_LIMITS;

export const balklineRules = (id: BalklineId): CaromRules => ({ id, balkLimit: BALK_LIMITS[id], foulDeduction: 0 });

const balkline = (id: BalklineId) =>
	defineDiscipline({
		id,
		setupSchema: caromSetup(id),
		actionSchema: caromActionSchema,
		actionTypes: caromActionTypes,
		rules: caromDiscipline(balklineRules(id))
	});

export const balkline471 = balkline('balkline-47-1');
export const balkline472 = balkline('balkline-47-2');
export const balkline712 = balkline('balkline-71-2');
