import { applyAction, createMatch, summarize, type Match } from '../match';
import type { DisciplineId, Summary } from '../types';
import { longSetups as familyLongSetups } from '../generated/samples';

export type Sampler = (rng: () => number, summary?: Summary) => unknown;

/** A small, seeded generator (mulberry32): the same seed gives the same match everywhere. */
export function seededRandom(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

export interface RandomMatch {
	setup: unknown;
	/** The accepted actions in order: a valid match script's `actions`. */
	actions: unknown[];
	match: Match;
	/** Candidates the engine refused. */
	refused: number;
}

/**
 * Feeds random candidates to the engine and keeps the accepted ones, until `length`
 * actions are accepted, the match ends, or `maxTries` candidates were tried.
 */
export function randomMatch(
	setup: unknown,
	sampler: Sampler,
	rng: () => number,
	length: number,
	options: { maxTries?: number; keepPlaying?: boolean } = {}
): RandomMatch {
	const maxTries = options.maxTries ?? length * 20;
	const created = createMatch(setup);
	if (!created.ok) throw new Error(created.reason);
	let match = created.match;
	const actions: unknown[] = [];
	let refused = 0;
	for (let tries = 0; actions.length < length && tries < maxTries; tries++) {
		const summary = summarize(match);
		if (summary.status === 'finished') break;
		const candidate = rng() < 0.03 ? { t: rng() < 0.6 ? 'undo' : 'redo' } : sampler(rng, summary);
		const result = applyAction(match, candidate);
		// keepPlaying: an action that would end the match is skipped, for long benchmark matches.
		if (!result.ok || (options.keepPlaying && summarize(result.match).status === 'finished')) {
			refused++;
			continue;
		}
		match = result.match;
		actions.push(candidate);
	}
	return { setup, actions, match, refused };
}

/** Set-ups long enough that random play rarely ends them: benchmarks and property tests. */
export const longSetups: Partial<Record<DisciplineId, unknown>> = familyLongSetups;
