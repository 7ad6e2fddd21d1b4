/** A snooker record: frame by frame, the frame's points, centuries counted (SN). */
import type { SnookerSummary } from '../../engine/snooker/summary';
import type { FamilyRecord } from '../parts';

export const snookerRecord: FamilyRecord = {
	racks: () => false,
	frames: {
		points: (s) => (s as SnookerSummary).players.map((p) => p.points),
		frame: (s) => {
			const f = (s as SnookerSummary).frame;
			return f ? { number: f.number, breaker: f.breaker } : null;
		},
		centuries: true
	},
	averaged: () => false
};
