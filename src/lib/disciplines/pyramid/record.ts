/** A Russian pyramid record: frame by frame, a player's points the balls on his shelf (PY). */
import type { PyramidSummary } from '../../engine/pyramid/summary';
import type { FamilyRecord } from '../parts';

export const pyramidRecord: FamilyRecord = {
	racks: () => false,
	frames: {
		points: (s) => [...(s as PyramidSummary).frame.shelves],
		frame: (s) => {
			const f = (s as PyramidSummary).frame;
			return f ? { number: f.number, breaker: f.breaker } : null;
		},
		centuries: false
	},
	averaged: () => false
};
