/**
 * Three-cushion (3C): a count needs three rail contacts before the second object ball
 * (3C-2, judged by the operator). 3C-3: a foul on the break passes the turn without a point.
 * 3C-4: a count continues the inning; balls off the table are a foul. 3C-5: a foul ends the
 * inning and its point does not count, nothing is deducted. Two players.
 */
import { defineDiscipline } from '../define';
import { caromDiscipline } from './core';
import { caromActionSchema, caromActionTypes, caromSetup, type CaromRules } from './schemas';

export const threeCushionRules: CaromRules = { id: 'three-cushion', balkLimit: null, foulDeduction: 0 };

export const threeCushion = defineDiscipline({
	id: 'three-cushion',
	setupSchema: caromSetup('three-cushion'),
	actionSchema: caromActionSchema,
	actionTypes: caromActionTypes,
	rules: caromDiscipline(threeCushionRules)
});
