import { describe, expect, it } from 'vitest';
import { addPlayersSchema, cleanName, isPlaceholderName, playerKey, playerNameSchema, playersOfSetup } from './players';

describe('player names', () => {
	it('drops invisible and direction-override characters, collapses spaces, keeps the text', () => {
		expect(cleanName('  Anna\t\u00a0Nowak\n')).toBe('Anna Nowak');
		expect(cleanName('Anna\u202eakwoN\u202c')).toBe('AnnaakwoN');
		expect(cleanName('Ann\u200ba\u0000')).toBe('Anna');
		expect(cleanName('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
		expect(cleanName('Zoë')).toBe('Zoë'.normalize('NFC'));
		expect(playerKey(' ANNA   nowak')).toBe(playerKey('anna nowak'));
	});

	it('refuses empty and over-long names', () => {
		expect(playerNameSchema.safeParse(' \u200b ').success).toBe(false);
		expect(playerNameSchema.safeParse('x'.repeat(80)).success).toBe(true);
		expect(playerNameSchema.safeParse('x'.repeat(81)).success).toBe(false);
		expect(playerNameSchema.safeParse('x'.repeat(5000)).success).toBe(false);
		expect(playerNameSchema.safeParse(42).success).toBe(false);
	});

	it('validates a POST body strictly: country codes, finite ratings, no extra keys, at most 500', () => {
		expect(addPlayersSchema.parse({ players: [{ name: 'A', country: 'pl', rating: 650 }] }).players[0]).toEqual({ name: 'A', country: 'PL', rating: 650 });
		expect(addPlayersSchema.safeParse({ players: [{ name: 'A', country: 'Poland' }] }).success).toBe(false);
		expect(addPlayersSchema.safeParse({ players: [{ name: 'A', rating: 1e9 }] }).success).toBe(false);
		expect(addPlayersSchema.safeParse({ players: [{ name: 'A', html: '<b>' }] }).success).toBe(false);
		expect(addPlayersSchema.safeParse({ players: [] }).success).toBe(false);
		expect(addPlayersSchema.safeParse({ players: Array(501).fill({ name: 'A' }) }).success).toBe(false);
	});
});

describe('players of a match set-up', () => {
	it('takes names and objects, skips the console’s placeholders and duplicates, drops bad countries', () => {
		const setup = {
			discipline: 'nine-ball',
			players: [{ name: 'Anna Nowak', country: 'pl', rating: 650 }, 'Player 2', 'Zawodnik 3', 'Игрок 4', ' anna  NOWAK', { name: 'Piotr', country: 'Poland', rating: Infinity }, 42]
		};
		expect(playersOfSetup(setup)).toEqual([
			{ name: 'Anna Nowak', country: 'PL', rating: 650 },
			{ name: 'Piotr', country: null, rating: null }
		]);
		expect(isPlaceholderName('Player 12')).toBe(true);
		expect(isPlaceholderName('Player One')).toBe(false);
		expect(playersOfSetup(null)).toEqual([]);
		expect(playersOfSetup({ players: 'Anna' })).toEqual([]);
	});
});
