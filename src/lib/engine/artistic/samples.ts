import type { DisciplineId, Summary } from '../types';
import type { ArtisticId } from './catalog';

/**
 * A random candidate action for artistic billiards: mostly attempts (about one in three a
 * success, now and then a ball off the table), sometimes nonsense for the engine to refuse.
 */
export function sampleArtisticAction(rng: () => number, _summary?: Summary): unknown {
	const roll = rng();
	if (roll < 0.003) return { t: 'forfeit', player: Math.floor(rng() * 2) };
	if (roll < 0.01) return { t: 'rerack' };
	if (roll < 0.02) return { t: 'choose', option: 'shoot' };
	if (roll < 0.03) return { t: 'attempt', success: 'yes' };
	const attempt: Record<string, unknown> = { t: 'attempt', success: rng() < 0.35 };
	if (rng() < 0.05) attempt.offTable = true;
	return attempt;
}

export const artisticSamplers: Partial<Record<DisciplineId, (rng: () => number, summary?: Summary) => unknown>> = {
	artistic: sampleArtisticAction
};

export const artisticLongSetups: Partial<Record<DisciplineId, unknown>> = {
	artistic: {
		discipline: 'artistic',
		// The longest programme a set-up allows, played by a full field, to reach 2,000 actions.
		players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
		figures: Array.from({ length: 200 }, (_, i) => ({ name: `figure ${i + 1}`, points: 4 + (i % 8) }))
	}
};

/** Short set-ups, so the property tests' random play also reaches the end of matches (testing/samplers.ts). */
export const artisticShortSetups: Record<ArtisticId, unknown> = {
	artistic: { discipline: 'artistic', players: ['A', 'B'], figures: [{ name: 'F1', points: 4 }, { name: 'F2', points: 11 }] }
};

/** Short set-ups with small run marks, so random play reaches every broadcast moment (engine/events.test.ts). */
export const artisticEventSetups: Record<ArtisticId, Record<string, unknown>> = {
	artistic: { discipline: 'artistic', players: ['A', 'B'], figures: [{ name: 'F1', points: 4 }, { name: 'F2', points: 11 }] }
};
