/**
 * Straight rail, the free game (SR, seed "Открытая партия"): one point per carom, off balls
 * or rails, two or three players (CG-game). SR-2: in the corner zones only one carom may be
 * made with the balls gathered there; the next one, unless a ball left the zone, passes the
 * turn without penalty. The operator marks such caroms `balk`.
 */
import { defineDiscipline } from '../define';
import { caromDiscipline } from './core';
import { caromActionSchema, caromActionTypes, caromSetup, type CaromRules } from './schemas';

/** SR-2: one carom per corner zone. */
export const CORNER_ZONE_LIMIT = 1;

export const straightRailRules: CaromRules = { id: 'straight-rail', balkLimit: CORNER_ZONE_LIMIT, foulDeduction: 0 };

export const straightRail = defineDiscipline({
	id: 'straight-rail',
	setupSchema: caromSetup('straight-rail'),
	actionSchema: caromActionSchema,
	actionTypes: caromActionTypes,
	rules: caromDiscipline(straightRailRules)
});
