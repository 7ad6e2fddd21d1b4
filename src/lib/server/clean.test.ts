/**
 * The server's set-up cleaning (clean.ts) keeps a competition match's set-up whole: the
 * descriptive `competition` link and the handicap `targets` come through unchanged (numbers,
 * null, nested objects), only their strings lose control characters and lone surrogates, and
 * the engine accepts the result.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../engine/match';
import { cleanCompetitionBody, cleanEnteredName, cleanSetup, cleanTableName } from './clean';

const link = { id: 'club-cup-2026', name: 'Club Cup 2026', match: '7', bracket: 'group', group: 2, round: 3, rounds: 5 };
const setup = {
	discipline: 'three-cushion',
	players: [{ name: 'Anna', country: 'PL' }, 'Boris'],
	pointsTo: 30,
	targets: [30, 20],
	competition: link
};

describe('cleanSetup', () => {
	it('keeps the competition link and the targets exactly, and the engine takes them', () => {
		const cleaned = cleanSetup(setup);
		expect(cleaned).toEqual(setup);
		const created = createMatch(cleaned);
		expect(created.ok).toBe(true);
		if (created.ok) expect(created.match.setup).toMatchObject({ competition: link, targets: [30, 20] });
	});

	it('keeps a null group (an elimination bracket)', () => {
		const knockout = { ...setup, competition: { ...link, bracket: 'winners', group: null } };
		expect(cleanSetup(knockout)).toEqual(knockout);
		expect(createMatch(cleanSetup(knockout)).ok).toBe(true);
	});

	it('cleans the link\'s strings like any other: control characters and a lone surrogate go', () => {
		const dirty = { ...setup, competition: { ...link, name: 'Club\u0007 Cup\ud800 2026' } };
		const cleaned = cleanSetup(dirty);
		expect(cleaned.competition).toEqual({ ...link, name: 'Club Cup 2026' });
		expect(createMatch(cleaned).ok).toBe(true);
	});
});

describe('names that enter', () => {
	const dirty = 'Club\u0000 Cup\u202e 2026\u200b\ud800';
	it('lose NUL, direction overrides, zero-width spaces and lone surrogates, whatever names them', () => {
		expect(cleanEnteredName(dirty)).toBe('Club Cup 2026');
		expect(cleanTableName).toBe(cleanEnteredName);
	});

	it('a competition body: its name and every player name as names, its other strings as a set-up', () => {
		const body = { name: dirty, seed: 'a\u0000b', players: [{ name: '\u202eAnna\u200b' }, { name: 'Bob\ud800', country: 'PL' }], setup: { discipline: 'nine\u0007-ball' } };
		expect(cleanCompetitionBody(body)).toEqual({ name: 'Club Cup 2026', seed: 'ab', players: [{ name: 'Anna' }, { name: 'Bob', country: 'PL' }], setup: { discipline: 'nine-ball' } });
		expect(cleanCompetitionBody({ name: '\u200b\u202e' })).toEqual({ name: '' });
		expect(cleanCompetitionBody('x\u0000')).toBe('x');
	});
});
