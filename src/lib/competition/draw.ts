/**
 * The draw: the players in seed order (1 = first seed), by hand (as entered), by rating (highest
 * first; unrated last, in entered order) or at random from a seed that is shown, so anyone can
 * check a draw by running it again and the director can redraw with a new seed. Pure: the same
 * seed always gives the same order, on every node and after every restart.
 */
import type { CompetitionPlayerInput } from './schema';
import type { Seeding } from './types';

/** FNV-1a over the seed's UTF-16 code units, then a 32-bit mixer: the PRNG's starting state. */
function hashSeed(seed: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < seed.length; i++) {
		h ^= seed.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

/** mulberry32: small, fast and well distributed enough for shuffling a draw. */
export function prng(seed: string): () => number {
	let a = hashSeed(seed);
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** The players in seed order. */
export function drawOrder<P extends CompetitionPlayerInput>(players: readonly P[], seeding: Seeding, seed: string): P[] {
	if (seeding === 'hand') return [...players];
	if (seeding === 'rating') {
		return players
			.map((p, i) => ({ p, i }))
			.sort((a, b) => (b.p.rating ?? -Infinity) - (a.p.rating ?? -Infinity) || a.i - b.i)
			.map(({ p }) => p);
	}
	const out = [...players];
	const next = prng(seed);
	// Fisher–Yates
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(next() * (i + 1));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

/** A new seed for a random draw: short enough to read out, from the caller's randomness (the server's). */
export function newSeed(random: () => number): string {
	const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
	let s = '';
	for (let i = 0; i < 8; i++) s += alphabet[Math.floor(random() * alphabet.length)];
	return s;
}

/** Next power of two ≥ n (elimination bracket size; the rest are byes for the top seeds). */
export const bracketSize = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(2, n)));
