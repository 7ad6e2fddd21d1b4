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
});

