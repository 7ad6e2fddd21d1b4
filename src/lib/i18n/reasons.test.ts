import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, summarize, type Match } from '../engine/match';
import { seededRandom } from '../engine/testing/random-match';
import { samplers } from '../engine/testing/samplers';
import { translateReason } from './reasons';

const setups = [
	{ discipline: 'eight-ball', players: ['Anna', 'Piotr'], raceTo: 2 },
	{ discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 2 },
	{ discipline: 'straight-pool', players: ['Anna', 'Piotr'], pointsTo: 30 },
	{ discipline: 'three-cushion', players: ['Anna', 'Piotr'], pointsTo: 8, inningsLimit: 6, tiebreak: 'penalty-shots' },
	{ discipline: 'straight-rail', players: ['Anna', 'Piotr', 'Olga'], pointsTo: 12 },
	{ discipline: 'one-cushion', players: ['Anna', 'Piotr'], pointsTo: 10 },
	{ discipline: 'balkline-47-1', players: ['Anna', 'Piotr'], pointsTo: 12 },
	{ discipline: 'balkline-71-2', players: ['Anna', 'Piotr'], pointsTo: 12 },
	{ discipline: 'artistic', players: ['Anna', 'Piotr'], figures: [{ name: 'a', points: 4 }, { name: 'b', points: 9 }] },
	{ discipline: 'seven-pins', players: ['Anna', 'Piotr'], startScore: 80 },
	{ discipline: 'kegel', players: ['Anna', 'Piotr'], startScore: 80 }
];

/** What a marker can get wrong at the table, beyond the samplers' plausible strokes. */
const slips: unknown[] = [
	{ t: 'choose', option: 'shoot' },
	{ t: 'choose', option: 'later' },
	{ t: 'forfeit', player: 7 },
	{ t: 'rerack' },
	{ t: 'undo' },
	{ t: 'redo' },
	{ t: 'penalty', points: 1 },
	{ t: 'shot', push: true },
	{ t: 'shot', potted: [16] },
	{ t: 'shot', potted: [3, 3] },
	{ t: 'shot', potted: [4], offTable: [4] },
	{ t: 'shot', pins: ['queen'] },
	{ t: 'shot', pins: ['s1', 's1'] },
	{ t: 'shot', foul: 'no-contact', carom: true },
	{ t: 'shot', foul: 'no-contact', potted: 1 },
	{ t: 'shot', foul: 'cue-pin' },
	{ t: 'shot', foul: 'nudge' },
	{ t: 'shot', points: 2 },
	{ t: 'shot', points: 1, safety: true },
	{ t: 'shot', points: 1, balk: true },
	{ t: 'inning', points: 40 },
	{ t: 'inning', points: -1 },
	{ t: 'attempt', success: 'yes' },
	{ t: 'attempt', success: true },
	{ t: 'bogus' },
	{ t: 'shot', colour: 'red' },
	{ potted: [1] }
];

/** Every refusal the engine gives while random matches are played with slips mixed in. */
function engineRefusals(): string[] {
	const seen = new Set<string>();
	for (const setup of setups) {
		for (let seed = 1; seed <= 25; seed++) {
			const rng = seededRandom(seed);
			const created = createMatch(setup);
			if (!created.ok) throw new Error(created.reason);
			let match: Match = created.match;
			for (let i = 0; i < 300; i++) {
				const summary = summarize(match);
				const finished = summary.status === 'finished';
				const candidate = finished || rng() < 0.2 ? slips[Math.floor(rng() * slips.length)] : samplers[setup.discipline as keyof typeof samplers]!(rng, summary);
				const step = applyAction(match, candidate);
				if (step.ok) match = step.match;
				else seen.add(step.reason);
			}
		}
	}
	for (const bad of [{ discipline: 'snooker' }, { discipline: 'nine-ball', players: ['A', 'B'] }, { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 0 }, { discipline: 'artistic', players: ['A', 'B'], figures: [] }, { discipline: 'artistic', players: ['A', 'B'], figures: [{ name: 'x', points: 12 }] }, { discipline: 'kegel', players: ['A', 'B'], startScore: 0 }]) {
		const created = createMatch(bad);
		if (!created.ok) seen.add(created.reason);
	}
	return [...seen];
}

describe('refusal reasons in the console\'s language', () => {
	const reasons = engineRefusals();

	it('meets a good spread of the engine\'s refusals', () => {
		expect(reasons.length).toBeGreaterThan(45);
	});

	it('translates every refusal the engine gives into Polish and Russian, keeping its numbers and names', () => {
		const untranslated: string[] = [];
		for (const reason of reasons) {
			for (const lang of ['pl', 'ru'] as const) {
				const text = translateReason(reason, lang);
				if (text === reason) untranslated.push(`${lang}: ${reason}`);
				// Numbers that are game names (9-ball, 14.1) are translated as names, not kept as digits.
				for (const number of reason.replace(/\b\d+(?:-ball|\.1)\b/g, '').match(/\d+/g) ?? []) {
					if (!reason.startsWith('stale') && !text.includes(number)) untranslated.push(`${lang} lost ${number}: ${reason} → ${text}`);
				}
			}
		}
		expect(untranslated).toEqual([]);
	});

	it('reads as a marker expects', () => {
		expect(translateReason('ball 12 is not on the table', 'pl')).toBe('bili 12 nie ma na stole');
		expect(translateReason('ball 12 is not on the table', 'ru')).toBe('шара 12 нет на столе');
		expect(translateReason('match: pointsTo: Too small: expected number to be >=1', 'ru')).toBe('match: pointsTo: слишком мало: не меньше 1');
		expect(translateReason('foul: Invalid option: expected one of "scratch"|"other"', 'pl')).toBe('foul: nieprawidłowa wartość: dozwolone "scratch"|"other"');
		expect(translateReason('3 points would take Zoë to 12, past the target 10', 'pl')).toBe('3 pkt dałoby graczowi Zoë wynik 12, ponad cel 10');
	});

	it('leaves English alone, and shows an unknown reason as it came rather than guessing', () => {
		expect(translateReason('ball 12 is not on the table', 'en')).toBe('ball 12 is not on the table');
		expect(translateReason('the cue tip fell off', 'ru')).toBe('the cue tip fell off');
	});
});
