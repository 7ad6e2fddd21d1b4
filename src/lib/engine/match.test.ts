import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, flattenMatch, restoreMatch, runScript, summarize, type Match } from './match';

const nineBall = { discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 2 };

function start(setup: unknown = nineBall): Match {
	const created = createMatch(setup);
	if (!created.ok) throw new Error(created.reason);
	return created.match;
}

function act(match: Match, ...actions: unknown[]): Match {
	for (const action of actions) {
		const result = applyAction(match, action);
		if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.reason}`);
		match = result.match;
	}
	return match;
}

const breakAndRun = [{ t: 'shot', potted: [1, 9], rails: 4 }];

describe('match layer', () => {
	it('counts every accepted action as a revision, undo and redo included', () => {
		const match = act(start(), { t: 'shot', rails: 4 }, { t: 'undo' }, { t: 'redo' });
		expect(match.revision).toBe(3);
	});

	it('undo steps back over a rack win and redo brings it back', () => {
		const won = act(start(), ...breakAndRun);
		expect(summarize(won).players[0].score).toBe(1);
		const undone = act(won, { t: 'undo' });
		expect(summarize(undone).players[0].score).toBe(0);
		expect(summarize(undone).rack).toMatchObject({ number: 1, onTable: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
		expect(summarize(act(undone, { t: 'redo' }))).toEqual(summarize(won));
	});

	it('a new action after an undo drops the redo steps', () => {
		const match = act(start(), { t: 'shot', rails: 4 }, { t: 'undo' }, { t: 'shot', rails: 5 });
		const redo = applyAction(match, { t: 'redo' });
		expect(redo).toEqual({ ok: false, reason: 'nothing to redo', code: 'nothing-to-redo' });
	});

	it('refuses play after the match is over but still lets the marker undo the last action', () => {
		// Winner breaks: player 0 runs both racks from the break.
		const finished = act(start({ ...nineBall, breakRule: 'winner' }), ...breakAndRun, ...breakAndRun);
		expect(summarize(finished)).toMatchObject({ status: 'finished', winner: 0, turn: null });
		const refused = applyAction(finished, { t: 'shot' });
		expect(refused.ok).toBe(false);
		if (!refused.ok) expect(refused.reason).toMatch(/match is over/);
		const undone = act(finished, { t: 'undo' });
		expect(summarize(undone).status).toBe('in-progress');
	});

	it('undo is exact deep into a long match (past the checkpoints)', () => {
		let match = start({ discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 500 });
		const summaries = [summarize(match)];
		for (let i = 0; i < 100; i++) {
			match = act(match, i % 3 === 2 ? { t: 'shot' } : { t: 'shot', potted: [], cueRail: true, rails: 2 });
			summaries.push(summarize(match));
		}
		for (let i = 99; i >= 0; i--) {
			match = act(match, { t: 'undo' });
			expect(summarize(match)).toEqual(summaries[i]);
		}
		expect(applyAction(match, { t: 'undo' })).toEqual({ ok: false, reason: 'nothing to undo', code: 'nothing-to-undo' });
	});

	it('a flattened match restores to one that undoes, redoes and plays on exactly like the original', () => {
		let match = start({ discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 500 });
		for (let i = 0; i < 70; i++) match = act(match, i % 3 === 2 ? { t: 'shot' } : { t: 'shot', potted: [], cueRail: true, rails: 2 });
		match = act(match, { t: 'undo' }, { t: 'undo' }, { t: 'undo' }, { t: 'redo' });
		const flat = JSON.parse(JSON.stringify(flattenMatch(match)));
		expect(flat.applied).toHaveLength(68);
		expect(flat.undone).toHaveLength(2);
		expect(flat.checkpoints.map(([i]: [number]) => i)).toEqual([31, 63]);
		const restored = restoreMatch(flat);
		if (!restored.ok) throw new Error(restored.reason);
		const copy = restored.match;
		expect(copy.revision).toBe(match.revision);
		expect(summarize(copy)).toEqual(summarize(match));
		const steps = [{ t: 'redo' }, { t: 'undo' }, { t: 'undo' }, { t: 'shot', potted: [], cueRail: true, rails: 2 }, ...Array(40).fill({ t: 'undo' })];
		let a = match;
		let b = copy;
		for (const step of steps) {
			a = act(a, step);
			b = act(b, step);
			expect(summarize(b)).toEqual(summarize(a));
		}
	});

	it('restoreMatch refuses data that cannot be a match of this engine', () => {
		const flat = flattenMatch(act(start(), { t: 'shot', rails: 4 }));
		expect(restoreMatch({ ...flat, setup: { ...flat.setup, discipline: 'blackball' as 'nine-ball' } })).toMatchObject({ ok: false, reason: 'match: unknown discipline "blackball"' });
		expect(restoreMatch({ ...flat, revision: 0 }).ok).toBe(false);
	});

	it('a refused action leaves the match exactly as it was', () => {
		const match = act(start(), { t: 'shot', rails: 4 });
		for (const bad of [{ t: 'shot', potted: [12] }, { t: 'shot', extra: 1 }, { t: 'choose', option: 'pass' }, null, 'x', [], {}]) {
			const result = applyAction(match, bad);
			expect(result.ok).toBe(false);
		}
		expect(summarize(match).turn).toBe(1);
	});

	it('undo and redo take no other keys', () => {
		expect(applyAction(start(), { t: 'undo', steps: 2 })).toEqual({ ok: false, reason: 'unknown key "steps"', code: 'unknown-key', params: { keys: '"steps"' } });
	});

	it('runScript names the failing action by index and type', () => {
		const result = runScript({ match: nineBall, actions: [{ t: 'shot', rails: 4 }, { t: 'choose', option: 'shoot' }] });
		expect(result).toEqual({ ok: false, error: 'action 1 (choose): there is no choice to make now' });
	});

	it('accepts players as objects with country and rating, and shows them', () => {
		const match = start({ ...nineBall, players: [{ name: 'Jayson Shaw', country: 'GB', rating: 830 }, 'Wiktor Zieliński'] });
		expect(summarize(match).players[0]).toMatchObject({ name: 'Jayson Shaw', country: 'GB', rating: 830 });
		expect(summarize(match).players[1].name).toBe('Wiktor Zieliński');
	});
});
