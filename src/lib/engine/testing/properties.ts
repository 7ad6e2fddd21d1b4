/**
 * Shared checks of the engine's property tests (fast-check bodies in each family's
 * properties.test.ts).
 */
import { expect } from 'vitest';
import { applyAction, createMatch, runScript, summarize, type Match } from '../match';

/** A new match of the set-up; throws with the engine's reason when it is refused. */
export function start(setup: unknown): Match {
	const created = createMatch(setup);
	if (!created.ok) throw new Error(created.reason);
	return created.match;
}

/** Applies each action in turn: the engine accepts it or refuses it with a reason, never throws. */
export function expectAcceptedOrRefusedWithReason(match: Match, actions: unknown[]): void {
	for (const action of actions) {
		const result = applyAction(match, action);
		if (result.ok) match = result.match;
		else expect(result.reason.length).toBeGreaterThan(0);
	}
}

/** Replaying the set-up and actions as a script is accepted and reaches the summary of `played`. */
export function expectReplayEquals(setup: unknown, actions: unknown[], played: Match): void {
	const replayed = runScript({ match: setup, actions });
	expect(replayed.ok).toBe(true);
	if (replayed.ok) expect(summarize(replayed.match)).toEqual(summarize(played));
}
