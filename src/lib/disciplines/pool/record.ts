/** A pool record: a race rack by rack; 14.1 counts points, so its statistics have a general average (a race's "points" are racks). */
import type { FamilyRecord } from '../parts';

export const poolRecord: FamilyRecord = {
	racks: (setup) => 'raceTo' in setup,
	frames: null,
	averaged: (discipline) => discipline === 'straight-pool'
};
