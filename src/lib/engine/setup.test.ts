/**
 * Set-up keys every discipline family shares (setup.ts): the handicap `targets` key's refusals
 * (coded, as `replay` prints them) and the descriptive `competition` key, which changes nothing
 * a summary shows.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, runScript, summarize } from './match';

const errorOf = (match: Record<string, unknown>): string => {
	const r = runScript({ match, actions: [] });
	if (r.ok) throw new Error('expected the set-up to be refused');
	return r.error;
};
const refusalOf = (match: Record<string, unknown>) => {
	const r = createMatch(match);
	if (r.ok) throw new Error('expected the set-up to be refused');
	return { code: r.code, params: r.params };
};

const nine = { discipline: 'nine-ball', players: ['Ann', 'Ben'], raceTo: 5 };
const threeC = { discipline: 'three-cushion', players: ['Ann', 'Ben'], pointsTo: 30 };
const rail3 = { discipline: 'straight-rail', players: ['Ann', 'Ben', 'Cid'], pointsTo: 50 };
const straight = { discipline: 'straight-pool', players: ['Ann', 'Ben'], pointsTo: 100 };

describe('targets: refusals', () => {
	it('one target per player: a wrong length is refused with its code', () => {
		expect(errorOf({ ...nine, targets: [5, 3, 1] })).toBe('match: targets: one target per player: 2 expected, 3 given');
		expect(refusalOf({ ...nine, targets: [5] })).toEqual({
			code: 'targets-per-player',
			params: { count: 2, given: 1, path: 'targets', scope: 'match' }
		});
		expect(errorOf({ ...rail3, targets: [50, 40] })).toBe('match: targets: one target per player: 3 expected, 2 given');
		expect(errorOf({ ...straight, targets: [] })).toBe('match: targets: one target per player: 2 expected, 0 given');
	});

	it('zero (or less) is refused: a target is at least 1', () => {
		expect(errorOf({ ...nine, targets: [5, 0] })).toBe('match: targets.1: a target must be at least 1');
		expect(refusalOf({ ...threeC, targets: [-3, 20] })).toMatchObject({ code: 'target-at-least-one', params: { path: 'targets.0' } });
	});

	it('a fraction is refused: a target is a whole number', () => {
		expect(errorOf({ ...threeC, targets: [2.5, 20] })).toBe('match: targets.0: a target must be a whole number');
		expect(refusalOf({ ...straight, targets: [50, 7.5] })).toMatchObject({ code: 'target-whole', params: { path: 'targets.1' } });
	});

	it('past the nominal key\'s bound, a wrong type, or in a game without targets: the usual refusals', () => {
		expect(errorOf({ ...nine, targets: [100, 3] })).toBe('match: targets.0: Too big: expected number to be <=99');
		expect(errorOf({ ...nine, targets: 5 })).toBe('match: targets: expected array, got number');
		expect(errorOf({ ...nine, targets: ['5', 3] })).toBe('match: targets.0: expected number, got string');
		expect(errorOf({ discipline: 'kegel', players: ['Ann', 'Ben'], targets: [300, 200] })).toBe('match: unknown key "targets"');
	});

	it('accepted in every game raced or played to points', () => {
		for (const setup of [nine, { ...nine, discipline: 'eight-ball' }, straight, threeC, rail3]) {
			const targets = setup.players.map((_, i) => 10 - i);
			expect(runScript({ match: { ...setup, targets }, actions: [] }).ok, setup.discipline).toBe(true);
		}
	});
});

describe('competition: a descriptive key', () => {
	const link = { id: 'club-cup-2026', name: 'Club Cup 2026', match: '12', bracket: 'winners', group: null, round: 2, rounds: 3 };

	it('is accepted on any discipline and changes nothing the summary shows', () => {
		for (const setup of [nine, threeC, { discipline: 'kegel', players: ['Ann', 'Ben'] }]) {
			const actions = setup.discipline === 'nine-ball' ? [{ t: 'rack', player: 0 }] : [];
			const plain = runScript({ match: setup, actions });
			const linked = runScript({ match: { ...setup, competition: link }, actions });
			expect(plain.ok && linked.ok).toBe(true);
			if (!plain.ok || !linked.ok) return;
			expect(JSON.stringify(summarize(linked.match))).toBe(JSON.stringify(summarize(plain.match)));
			// the set-up keeps it as given, for the screens that name the competition
			expect((linked.match.setup as { competition?: unknown }).competition).toEqual(link);
		}
	});

	it('takes a group number in the group stage', () => {
		expect(runScript({ match: { ...threeC, competition: { ...link, bracket: 'group', group: 2 } }, actions: [] }).ok).toBe(true);
	});

	it('refuses a malformed link, with coded messages where the check is ours', () => {
		expect(errorOf({ ...nine, competition: { ...link, id: 'Club Cup' } })).toBe(
			'match: competition.id: a competition id is 1 to 32 characters: a-z, 0-9 and -'
		);
		expect(errorOf({ ...nine, competition: { ...link, id: 'x'.repeat(33) } })).toMatch(/^match: competition\.id: a competition id/);
		expect(refusalOf({ ...nine, competition: { ...link, match: 'M12' } })).toMatchObject({ code: 'competition-match', params: { path: 'competition.match' } });
		expect(errorOf({ ...nine, competition: { ...link, match: '1234567' } })).toBe('match: competition.match: a competition match is 1 to 6 digits');
		expect(errorOf({ ...nine, competition: { ...link, bracket: 'semi' } })).toBe(
			'match: competition.bracket: Invalid option: expected one of "group"|"winners"|"losers"|"final"'
		);
		expect(errorOf({ ...nine, competition: { ...link, round: 0 } })).toBe('match: competition.round: Too small: expected number to be >=1');
		expect(errorOf({ ...nine, competition: { ...link, group: 0 } })).toBe('match: competition.group: Too small: expected number to be >=1');
		expect(errorOf({ ...nine, competition: { ...link, seed: 1 } })).toBe('match: competition: unknown key "seed"');
		expect(errorOf({ ...nine, competition: { ...link, name: 'n'.repeat(121) } })).toMatch(/^match: competition\.name: /);
	});
});
