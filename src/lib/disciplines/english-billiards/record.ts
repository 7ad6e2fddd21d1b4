/** An English billiards record: game by game (a match of several games of 150 up, or one game), the game's points, centuries counted. */
import type { BilliardsSummary } from '../../engine/english-billiards/summary';
import type { FamilyRecord } from '../parts';

export const billiardsRecord: FamilyRecord = {
	racks: () => false,
	frames: {
		points: (s) => (s as BilliardsSummary).players.map((p) => p.points),
		frame: (s) => {
			const g = (s as BilliardsSummary).game;
			return g ? { number: g.number, breaker: g.breaker } : null;
		},
		centuries: true
	},
	// EB-26: the average per visit is the game's figure
	averaged: () => true
};
