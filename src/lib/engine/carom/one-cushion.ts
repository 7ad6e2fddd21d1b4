/**
 * One-cushion (1C): the cue ball must touch a rail before the second object ball. 1C-1:
 * a scoring stroke continues the inning; every error costs one point off the current score.
 * The seed sets no floor, so the score may go below zero (see core.ts). Two or three
 * players, as the general carom conditions allow.
 */
import { defineDiscipline } from '../define';
import { caromDiscipline } from './core';
import { caromActionSchema, caromActionTypes, caromSetup, type CaromRules } from './schemas';

/** 1C-1: one point per foul. */
export const ONE_CUSHION_FOUL_DEDUCTION = 1;

export const oneCushionRules: CaromRules = {
	id: 'one-cushion',
	balkLimit: null,
	foulDeduction: ONE_CUSHION_FOUL_DEDUCTION
};

export const oneCushion = defineDiscipline({
	id: 'one-cushion',
	setupSchema: caromSetup('one-cushion'),
	actionSchema: caromActionSchema,
	actionTypes: caromActionTypes,
	rules: caromDiscipline(oneCushionRules)
});
