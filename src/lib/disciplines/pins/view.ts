/** Pins' slice of the view model: the last stroke, each player's points counted and penalties, the final safety due. */
import type { PinsSummary } from '../../engine/pins/summary';
import { NO_FACTS, type FamilyView } from '../../view/model';

export interface PinsMatchPart {
	lastStroke: { player: number; counted: number; penalty: number; outcome: string } | null;
}

export interface PinsPlayerPart {
	counted: number;
	penalties: number;
	/** Kegel: must play the final safety (KG-9). */
	safetyDue: boolean;
}

export const pinsView: FamilyView<PinsSummary, PinsMatchPart, PinsPlayerPart> = {
	breaker: () => null,
	facts: () => NO_FACTS,
	player: (s, i, live) => {
		const p = s.players[i]!;
		return { counted: p.counted, penalties: p.penalties, safetyDue: live && p.safetyDue };
	},
	match: (s, _live, players) => {
		const last = s.lastStroke;
		return { lastStroke: last && players[last.player] ? { player: last.player, counted: last.counted, penalty: last.penalty, outcome: last.outcome } : null };
	}
};
