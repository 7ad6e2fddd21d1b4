import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, runScript, summarize } from '../match';
import { PIN_NAMES, pinFouls, type Pin } from './schemas';
import { pinSamplers } from './samples';
import { asFamily } from '../summary';
import type { PinsSummary } from './summary';
import { expectAcceptedOrRefusedWithReason, start } from '../testing/properties';

const disciplines = ['seven-pins', 'kegel'] as const;

const shotArb = fc.record(
	{
		t: fc.constant('shot'),
		pins: fc.subarray([...PIN_NAMES]),
		carom: fc.boolean(),
		calledCarom: fc.boolean(),
		potted: fc.integer({ min: 0, max: 2 }),
		foul: fc.constantFrom(...pinFouls),
		safety: fc.boolean()
	},
	{ requiredKeys: ['t'] }
);
const chooseArb = fc.record({ t: fc.constant('choose'), option: fc.constantFrom('shoot', 'pass') });
const actionArb = fc.oneof(
	{ weight: 12, arbitrary: shotArb },
	{ weight: 4, arbitrary: chooseArb },
	{ weight: 1, arbitrary: fc.constant({ t: 'undo' }) },
	{ weight: 1, arbitrary: fc.constant({ t: 'redo' }) },
	{ weight: 1, arbitrary: fc.record({ t: fc.constant('forfeit'), player: fc.integer({ min: 0, max: 2 }) }) }
);
const setupArb = fc.record({
	discipline: fc.constantFrom(...disciplines),
	players: fc.constant(['A', 'B']),
	startScore: fc.constantFrom(30, 65, 100, 300),
	overshoot: fc.constantFrom('bust', 'penalty', 'win'),
	penaltyScope: fc.constantFrom('stroke', 'series')
});

/** Applies what the engine accepts; returns the accepted actions and every summary on the way. */
function feed(setup: unknown, actions: unknown[]) {
	let match = start(setup);
	const accepted: unknown[] = [];
	const summaries: PinsSummary[] = [asFamily(summarize(match), 'pins')];
	for (const action of actions) {
		const result = applyAction(match, action);
		if (!result.ok) continue;
		match = result.match;
		accepted.push(action);
		summaries.push(asFamily(summarize(match), 'pins'));
	}
	return { match, accepted, summaries };
}

/** An independent restatement of P7-5 for the reference model below. */
function referenceValue(pins: readonly Pin[]): number {
	const has = (p: Pin) => pins.includes(p);
	const smalls = (['s1', 's2', 's3', 's4'] as const).filter(has).length;
	const spots = (has('p1') ? 30 : 0) + (has('p3') ? 30 : 0);
	const central = !has('king') ? 5 * smalls : smalls === 0 ? 50 : smalls === 4 ? 100 : 25 + 5 * smalls;
	return central + spots;
}

describe('pins: properties', () => {
	it('score = start − legal points + penalties, after every accepted action', () => {
		fc.assert(
			fc.property(setupArb, fc.array(actionArb, { maxLength: 60 }), (setup, actions) => {
				for (const s of feed(setup, actions).summaries) {
					for (const p of s.players) {
						expect(p.score).toBe(setup.startScore - (p.counted as number) + (p.penalties as number));
						expect(p.fouls).toBe(0);
						expect(p.highRun).toBe(0);
					}
					expect(s.rack).toBeNull();
				}
			}),
			{ numRuns: 300 }
		);
	});

	it('kegel, stroke scope, far from zero: the score follows an independent model of P7-5/P7-6d/P7-6g and KG §9, §23, §24', () => {
		const setup = { discipline: 'kegel', players: ['A', 'B'], startScore: 100_000 };
		fc.assert(
			fc.property(fc.array(fc.oneof({ weight: 5, arbitrary: shotArb }, { weight: 2, arbitrary: chooseArb }), { maxLength: 60 }), (actions) => {
				let match = start(setup);
				const expected = [100_000, 100_000];
				/** KG §23, §24: the player's last inning ended in his foul or safety. */
				const attemptDue = [false, false];
				for (const raw of actions) {
					const before = summarize(match);
					const result = applyAction(match, raw);
					if (!result.ok) continue;
					match = result.match;
					if (raw.t !== 'shot') continue;
					const shot = raw as { pins?: Pin[]; carom?: boolean; calledCarom?: boolean; potted?: number; foul?: string; safety?: boolean };
					const player = before.turn as number;
					const opensInning = summarize(match).players[player]!.innings > before.players[player]!.innings;
					const pins = shot.pins ?? [];
					const balls = (shot.carom ? 5 : 0) + 5 * (shot.potted ?? 0);
					const missedCall = shot.calledCarom && !shot.carom ? 5 : 0;
					const allSeven = pins.length === 7;
					const fouled = (shot.foul !== undefined && shot.foul !== 'off-table') || (!!shot.safety && attemptDue[player]! && opensInning);
					if (fouled) {
						expected[player] += 5 + (allSeven ? 100_000 : referenceValue(pins)) + balls + missedCall;
					} else if (!allSeven) {
						expected[player] += missedCall - referenceValue(pins) - balls;
					}
					attemptDue[player] = fouled || (!!shot.safety && !missedCall && shot.foul !== 'off-table');
					expect(summarize(match).players.map((p) => p.score)).toEqual(expected);
				}
			}),
			{ numRuns: 300 }
		);
	});

	it('replaying the script equals applying it step by step', () => {
		fc.assert(
			fc.property(setupArb, fc.array(actionArb, { maxLength: 60 }), (setup, actions) => {
				const stepwise = feed(setup, actions);
				const replay = runScript({ match: setup, actions: stepwise.accepted });
				expect(replay.ok).toBe(true);
				if (replay.ok) expect(summarize(replay.match)).toEqual(summarize(stepwise.match));
			}),
			{ numRuns: 200 }
		);
	});

	it('undo then redo is the identity', () => {
		fc.assert(
			fc.property(setupArb, fc.array(actionArb, { maxLength: 40 }), (setup, actions) => {
				let match = start(setup);
				for (const action of actions) {
					const result = applyAction(match, action);
					if (!result.ok) continue;
					match = result.match;
					const undone = applyAction(match, { t: 'undo' });
					if (!undone.ok) continue;
					const redone = applyAction(undone.match, { t: 'redo' });
					expect(redone.ok).toBe(true);
					if (redone.ok) {
						expect(summarize(redone.match)).toEqual(summarize(match));
						expect(redone.match.state).toEqual(match.state);
					}
				}
			}),
			{ numRuns: 200 }
		);
	});

	it('the engine never throws on random input, and refuses with a reason', () => {
		const junk = fc.oneof(
			fc.anything(),
			fc.record({ t: fc.constantFrom('shot', 'choose', 'forfeit', 'rerack', 'attempt', 'undo', 'redo'), pins: fc.anything(), foul: fc.anything(), option: fc.anything(), potted: fc.anything() }, { requiredKeys: ['t'] }),
			actionArb
		);
		fc.assert(
			fc.property(setupArb, fc.array(junk, { maxLength: 40 }), (setup, actions) => {
				expectAcceptedOrRefusedWithReason(start(setup), actions);
			}),
			{ numRuns: 300 }
		);
	});

	it('the samplers produce mostly accepted actions, for both disciplines', () => {
		for (const id of disciplines) {
			const sampler = pinSamplers[id];
			expect(sampler).toBeDefined();
			let seed = 7;
			const rng = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
			const fresh = () => start({ discipline: id, players: ['A', 'B'], startScore: 5000 });
			let match = fresh();
			let accepted = 0;
			const tries = 3000;
			for (let i = 0; i < tries; i++) {
				if (summarize(match).status === 'finished') match = fresh();
				const result = applyAction(match, sampler!(rng, summarize(match)));
				if (!result.ok) continue;
				match = result.match;
				accepted++;
			}
			expect(accepted / tries).toBeGreaterThan(0.6);
		}
	});
});
