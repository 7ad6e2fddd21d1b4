/**
 * The server's set-up cleaning (clean.ts) keeps a competition match's set-up whole: the
 * descriptive `competition` link and the handicap `targets` come through unchanged (numbers,
 * null, nested objects), only their strings lose control characters and lone surrogates, and
 * the engine accepts the result.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../engine/match';
import { cleanSetup } from './clean';

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
