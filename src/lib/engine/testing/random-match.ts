import { applyAction, createMatch, summarize, type Match } from '../match';
import type { DisciplineId, Summary } from '../types';
import { caromLongSetups } from '../carom/samples';
import { pyramidLongSetups } from '../pyramid/samples';
import { billiardsLongSetups } from '../english-billiards/samples';

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
export const longSetups: Partial<Record<DisciplineId, unknown>> = {
	'eight-ball': { discipline: 'eight-ball', players: ['A', 'B'], raceTo: 99 },
	'nine-ball': { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 99 },
	'straight-pool': { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 1000 },
	'ten-ball': { discipline: 'ten-ball', players: ['A', 'B'], raceTo: 99 },
	...caromLongSetups,
	...pyramidLongSetups,
	snooker: { discipline: 'snooker', players: ['A', 'B'], bestOf: 35 },
	...billiardsLongSetups,
	'seven-pins': { discipline: 'seven-pins', players: ['A', 'B'], startScore: 100000 },
	kegel: { discipline: 'kegel', players: ['A', 'B'], startScore: 100000 },
	artistic: {
		discipline: 'artistic',
		// The longest programme a set-up allows, played by a full field, to reach 2,000 actions.
		players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
		figures: Array.from({ length: 200 }, (_, i) => ({ name: `figure ${i + 1}`, points: 4 + (i % 8) }))
	}
};
