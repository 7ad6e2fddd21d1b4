import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine } from '../server/engine';
import { buildRecord, type StoredMatch } from './record';
import { resultOf } from './result';

const fixture = (path: string): StoredMatch => {
	const doc = JSON.parse(readFileSync(new URL(`../../../tests/fixtures/${path}`, import.meta.url), 'utf8')) as { match: unknown; actions: unknown[] };
	return { id: 7, tableId: 't', setup: doc.match, startedAt: '2026-12-01T20:00:00.000Z', endedAt: null, actions: doc.actions };
};

describe('a match record', () => {
	it('carom: each inning and the running total per player, from the engine protocol; the result row', () => {
		const r = buildRecord(engine, fixture('carom/merckx-50-in-6.json'));
		expect(r.problem).toBeNull();
		expect(r.innings![0]!.map((i) => i.points)).toEqual([4, 9, 26, 7, 0, 4]);
		expect(r.innings![0]!.map((i) => i.total)).toEqual([4, 13, 39, 46, 46, 50]);
		expect(r.innings![1]!.at(-1)!.total).toBe(6);
		const result = resultOf(r);
		expect(result).toMatchObject({ status: 'finished', winner: 0, draw: false, innings: 6 });
		expect(result.players[0]).toMatchObject({ name: 'Eddy Merckx', country: 'BEL', score: 50, innings: 6, highRun: 26, average: 8.333, racksWon: null });
	});

	it('pool race: rack by rack, breaker and winner, break and run; corrections kept apart', () => {
		const r = buildRecord(engine, fixture('pool/nine-ball/break-and-run.json'));
		expect(r.racks!.length).toBeGreaterThan(0);
		expect(r.racks!.some((k) => k.breakAndRun && k.winner === k.breaker)).toBe(true);
		const result = resultOf(r);
		expect(result.players.map((p) => p.racksWon)).toEqual(result.players.map((p) => p.score));
		const results = buildRecord(engine, fixture('pool/nine-ball/results-only-rack-results.json'));
		expect(results.corrections.map((c) => c.t)).toContain('undo');
		const resultOnly = results.racks!.filter((k) => k.resultOnly);
		expect(resultOnly.length).toBeGreaterThan(0);
		expect(resultOnly.every((k) => k.winner !== null)).toBe(true);
		// a rack given by its result alone names who was due to break it (the sheet's breaker); one given up on after its break keeps its breaker
		const alone = resultOnly.filter((k) => k.strokes === 1);
		expect(alone.length).toBeGreaterThan(0);
		// alternate breaks, Ben (seat 1) first: odd racks are his, even ones Anna's
		expect(results.racks!.map((k) => k.breaker)).toEqual(results.racks!.map((k) => (k.number % 2 === 1 ? 1 : 0)));
		expect(resultOnly.some((k) => k.strokes > 1 && k.breaker !== null)).toBe(true);
		// the undone rack result is gone from the strokes, kept among the corrections
		expect(results.strokes.length + results.corrections.length).toBeLessThan(JSON.parse(readFileSync(new URL('../../../tests/fixtures/pool/nine-ball/results-only-rack-results.json', import.meta.url), 'utf8')).actions.length + 1);
	});

	it('14.1: runs as innings (visits to the table); a broken log is said, not thrown', () => {
		const r = buildRecord(engine, fixture(`pool/straight-pool/${readdirSync(new URL('../../../tests/fixtures/pool/straight-pool', import.meta.url)).find((f) => !f.includes('expected'))}`));
		expect(r.innings).not.toBeNull();
		const sum = r.innings!.map((list) => list.at(-1)?.total ?? 0);
		expect(sum).toEqual(r.summary!.players.map((p) => p.score));
		const broken = buildRecord(engine, { ...fixture('carom/merckx-50-in-6.json'), actions: [{ t: 'inning', points: 4 }, { t: 'fly' }] });
		expect(broken.problem).toMatch(/action 2/);
		expect(buildRecord(engine, { ...fixture('carom/merckx-50-in-6.json'), setup: { discipline: 'darts' } }).problem).not.toBeNull();
	});
	it('ends at its deciding action: an undone win does not count, the replacement time is not the end', () => {
		const setup = { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 2 };
		const at = (minute: number) => Date.UTC(2026, 11, 1, 20, minute);
		const replacedAt = '2026-12-01T23:00:00.000Z';
		const base = { id: 1, tableId: 't', setup, startedAt: '2026-12-01T20:00:00.000Z', endedAt: replacedAt };
		// A 2, B 0 (the equalizing inning decides it) at 20:02; undone at 20:03; B's 0 again at 20:04
		const actions = [{ t: 'inning', points: 2 }, { t: 'inning', points: 0 }, { t: 'undo' }, { t: 'inning', points: 0 }];
		const times = [at(1), at(2), at(3), at(4)];
		expect(buildRecord(engine, { ...base, actions: actions.slice(0, 2), actionTimes: times.slice(0, 2) }).endedAt).toBe(new Date(at(2)).toISOString());
		const redone = buildRecord(engine, { ...base, actions, actionTimes: times });
		expect(redone.summary?.status).toBe('finished');
		expect(redone.endedAt).toBe(new Date(at(4)).toISOString());
		expect(resultOf(redone).endedAt).toBe(new Date(at(4)).toISOString());
		// an unfinished match ended when it left its table; without the times nothing better is known
		expect(buildRecord(engine, { ...base, actions: actions.slice(0, 1), actionTimes: times.slice(0, 1) }).endedAt).toBe(replacedAt);
		expect(buildRecord(engine, { ...base, actions }).endedAt).toBe(replacedAt);
	});
});

