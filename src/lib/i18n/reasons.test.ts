import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, summarize, type Match } from '../engine/match';
import { placeholders, refusalText, REFUSALS, type RefusalCode } from '../engine/refusals';
import { seededRandom } from '../engine/testing/random-match';
import { samplers } from '../engine/testing/samplers';
import type { Rejection } from '../engine/types';
import { ENGINE_REFUSALS } from './refusals-engine';
import { translateReason, translateRefusal } from './reasons';
import { SERVER_REFUSALS } from '../protocol/refusals';

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
	{ discipline: 'kegel', players: ['Anna', 'Piotr'], startScore: 80 },
	{ discipline: 'ten-ball', players: ['Anna', 'Piotr'], raceTo: 2 },
	{ discipline: 'ten-ball', players: ['Anna', 'Piotr'], raceTo: 2, safetyCall: true },
	{ discipline: 'free-pyramid', players: ['Anna', 'Piotr'], raceTo: 2 },
	{ discipline: 'combined-pyramid', players: ['Anna', 'Piotr'], raceTo: 2, penalty: 'offender-returns' },
	{ discipline: 'dynamic-pyramid', players: ['Anna', 'Piotr'], raceTo: 2 },
	{ discipline: 'snooker', players: ['Anna', 'Piotr'], bestOf: 3, reds: 6 }
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

/** Every refusal the engine gives while random matches are played with slips mixed in (one per reason). */
function engineRefusals(): Rejection[] {
	const seen = new Map<string, Rejection>();
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
				else seen.set(step.reason, step);
			}
		}
	}
	for (const bad of [{ discipline: 'snooker' }, { discipline: 'nine-ball', players: ['A', 'B'] }, { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 0 }, { discipline: 'artistic', players: ['A', 'B'], figures: [] }, { discipline: 'artistic', players: ['A', 'B'], figures: [{ name: 'x', points: 12 }] }, { discipline: 'kegel', players: ['A', 'B'], startScore: 0 }]) {
		const created = createMatch(bad);
		if (!created.ok) seen.set(created.reason, created);
	}
	return [...seen.values()];
}

const codes = Object.keys(REFUSALS) as RefusalCode[];
const LANGS = ['pl', 'ru'] as const;
/** zod's type name (`number`, `array`) in too-small/too-big: the translators leave it out. */
const MAY_DROP = new Set(['type']);

describe('refusal reasons in the console\'s language', () => {
	const refusals = engineRefusals();

	it('meets a good spread of the engine\'s refusals', () => {
		expect(refusals.length).toBeGreaterThan(45);
		expect(new Set(refusals.map((r) => r.code)).size).toBeGreaterThan(40);
	});

	it('has a Polish and a Russian text for every code of the engine\'s table, with the same placeholders', () => {
		const problems: string[] = [];
		for (const lang of LANGS) {
			const texts: Record<string, string | undefined> = ENGINE_REFUSALS[lang];
			for (const code of codes) {
				const text = texts[code];
				if (!text) {
					problems.push(`${lang}: no text for ${code}`);
					continue;
				}
				for (const name of placeholders(REFUSALS[code])) {
					if (!MAY_DROP.has(name) && !placeholders(text).includes(name)) problems.push(`${lang} ${code}: lost {${name}}`);
				}
				for (const name of placeholders(text)) {
					if (!placeholders(REFUSALS[code]).includes(name)) problems.push(`${lang} ${code}: unknown {${name}}`);
				}
			}
			for (const code of Object.keys(texts)) if (!(code in REFUSALS)) problems.push(`${lang}: ${code} is not an engine code`);
		}
		expect(problems).toEqual([]);
	});

	it('gives every refusal a code of the table, its English built from it, and every param in Polish and Russian', () => {
		const problems: string[] = [];
		for (const r of refusals) {
			if (!(r.code in REFUSALS)) {
				problems.push(`no code: ${r.reason}`);
				continue;
			}
			if (refusalText(r.code as RefusalCode, r.params) !== r.reason) problems.push(`not built from its code: ${r.reason}`);
			for (const lang of LANGS) {
				const text = translateRefusal(r, lang);
				if (!(r.code in ENGINE_REFUSALS[lang])) problems.push(`${lang}: no text for ${r.code}`);
				if (text === r.reason && r.code !== 'invalid-value') problems.push(`${lang} untranslated: ${r.reason}`);
				for (const [name, value] of Object.entries(r.params ?? {})) {
					if (!MAY_DROP.has(name) && !text.includes(String(value))) problems.push(`${lang} lost ${name}=${value}: ${r.reason} → ${text}`);
				}
			}
		}
		expect(problems).toEqual([]);
	});

	it('reads as a marker expects', () => {
		const ball = { reason: 'ball 12 is not on the table', code: 'ball-not-on-table', params: { ball: 12 } };
		expect(translateRefusal(ball, 'pl')).toBe('bili 12 nie ma na stole');
		expect(translateRefusal(ball, 'ru')).toBe('шара 12 нет на столе');
		const created = createMatch({ discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 0 });
		expect(created.ok).toBe(false);
		if (!created.ok) expect(translateRefusal(created, 'ru')).toBe('match: pointsTo: слишком мало: не меньше 1');
		const foul = { reason: 'foul: Invalid option: expected one of "scratch"|"other"', code: 'invalid-option', params: { path: 'foul', options: '"scratch"|"other"' } };
		expect(translateRefusal(foul, 'pl')).toBe('foul: nieprawidłowa wartość: dozwolone "scratch"|"other"');
		const past = { reason: '3 points would take Zoë to 12, past the target 10', code: 'past-target', params: { points: 3, player: 'Zoë', total: 12, target: 10 } };
		expect(translateRefusal(past, 'pl')).toBe('3 pkt dałoby graczowi Zoë wynik 12, ponad cel 10');
	});

	it('leaves English alone, translates server codes without their protocol prefixes, and shows an unknown reason as it came', () => {
		expect(translateRefusal({ reason: 'ball 12 is not on the table', code: 'ball-not-on-table', params: { ball: 12 } }, 'en')).toBe('ball 12 is not on the table');
		expect(translateRefusal({ reason: 'the clock is not running', code: 'clock-not-running' }, 'pl')).toBe('zegar nie chodzi');
		expect(translateRefusal({ reason: 'wrong PIN', code: 'pin-wrong' }, 'ru')).toBe('неверный PIN-код');
		const badId = { reason: 'table:create: id: a table id is 1-32 of a-z, 0-9 and "-"', code: 'table-id', params: { event: 'table:create', path: 'id' } };
		expect(translateRefusal(badId, 'en')).toBe('a table id is 1-32 of a-z, 0-9 and "-"');
		expect(translateRefusal(badId, 'pl')).toBe('adres stołu to od 1 do 32 znaków: a–z, 0–9 i „-”');
		expect(translateRefusal({ reason: 'x', code: 'engine', params: { reason: 'the cue tip fell off' } }, 'ru')).toBe('the cue tip fell off');
		expect(translateRefusal({ reason: 'act: Too small: expected number to be >=0', code: 'invalid', params: { event: 'act', detail: 'Too small: expected number to be >=0' } }, 'pl')).toBe('za mało: najmniej 0');
		expect(translateReason('the cue tip fell off', 'ru')).toBe('the cue tip fell off');
	});

	it('no code is both an engine and a server code', () => {
		expect(Object.keys(REFUSALS).filter((c) => Object.hasOwn(SERVER_REFUSALS, c))).toEqual([]);
	});
});
