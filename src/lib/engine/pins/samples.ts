import { isFamily } from '../summary';
import type { DisciplineId, Summary } from '../types';
import { PIN_NAMES, pinFouls } from './schemas';
import type { PinsId } from './catalog';

/**
 * A random candidate action for a pin table: mostly plausible strokes (a few pins, now and
 * then a carom or a pocketed ball), sometimes fouls, safeties and called caroms, and now and
 * then nonsense (an unknown pin, a duplicate, a choice when none is pending) to be refused.
 */
export function samplePinAction(rng: () => number, summary?: Summary): unknown {
	const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)];
	if (summary?.pending && rng() < 0.9) return { t: 'choose', option: pick(summary.pending.options) };
	const roll = rng();
	if (roll < 0.005) return { t: 'forfeit', player: Math.floor(rng() * 2) };
	if (roll < 0.01) return { t: 'rerack' };
	if (roll < 0.02) return { t: 'choose', option: pick(['shoot', 'pass', 'accept']) };
	if (roll < 0.03) return { t: 'shot', pins: [pick(['king', 'p2', 'x', 's5'])] };
	if (roll < 0.035) return { t: 'shot', pins: ['s1', 's1'] };
	const shot: Record<string, unknown> = { t: 'shot' };
	// Most strokes knock nothing or a pin or two; the spot pins and the King fall less often.
	const pins = rng() < 0.45 ? [] : PIN_NAMES.filter((pin) => rng() < (pin === 'king' ? 0.12 : pin.startsWith('p') ? 0.15 : 0.25));
	if (rng() < 0.002) pins.splice(0, pins.length, ...PIN_NAMES);
	if (pins.length) shot.pins = pins;
	if (rng() < 0.12) shot.carom = true;
	if (rng() < 0.06) shot.calledCarom = true;
	if (rng() < 0.08) shot.potted = rng() < 0.85 ? 1 : 2;
	if (rng() < 0.12) shot.foul = pick(pinFouls);
	if (rng() < 0.08 || (summary && isFamily(summary, 'pins') && summary.players.some((p) => p.safetyDue) && rng() < 0.5)) shot.safety = true;
	return shot;
}

export const pinSamplers: Partial<Record<DisciplineId, (rng: () => number, summary?: Summary) => unknown>> = {
	'seven-pins': samplePinAction,
	kegel: samplePinAction
};

/** Set-ups long enough for a benchmark's match of thousands of actions (testing/random-match.ts). */
export const pinLongSetups: Partial<Record<DisciplineId, unknown>> = {
	'seven-pins': { discipline: 'seven-pins', players: ['A', 'B'], startScore: 100000 },
	kegel: { discipline: 'kegel', players: ['A', 'B'], startScore: 100000 }
};

/** Short set-ups, so the property tests' random play also reaches the end of matches (testing/samplers.ts). */
export const pinShortSetups: Record<PinsId, unknown> = {
	'seven-pins': { discipline: 'seven-pins', players: ['A', 'B'], startScore: 150 },
	kegel: { discipline: 'kegel', players: ['A', 'B'], startScore: 150 }
};

/** Short set-ups with small run marks, so random play reaches every broadcast moment (engine/events.test.ts). */
export const pinEventSetups: Record<PinsId, Record<string, unknown>> = {
	'seven-pins': { discipline: 'seven-pins', players: ['A', 'B'], startScore: 150 },
	kegel: { discipline: 'kegel', players: ['A', 'B'], startScore: 150 }
};
