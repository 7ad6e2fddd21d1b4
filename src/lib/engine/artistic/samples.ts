import type { DisciplineId, Summary } from '../types';

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
