/**
 * Test helpers: every carom test drives the public match layer, so it checks exactly what
 * `replay` prints. Not used by the engine itself.
 */
import { applyAction, createMatch, runScript, summarize, type Match } from '../match';
import { asFamily } from '../summary';
import type { CaromSummary } from './summary';

export type { CaromPlayerSummary, CaromSummary } from './summary';

/** Replays a script and returns its summary; throws with replay's error line otherwise. */
export function replay(match: Record<string, unknown>, actions: unknown[] = []): CaromSummary {
	const result = runScript({ match, actions });
	if (!result.ok) throw new Error(result.error);
	return asFamily(summarize(result.match), 'carom');
}

/** The error line `replay` would print for this script, or null when it runs. */
export function replayError(match: Record<string, unknown>, actions: unknown[] = []): string | null {
	const result = runScript({ match, actions });
	return result.ok ? null : result.error;
}

/** A match after the given actions, for step-by-step tests. */
export function matchAfter(match: Record<string, unknown>, actions: unknown[] = []): Match {
	const created = createMatch(match);
	if (!created.ok) throw new Error(created.reason);
	let m = created.match;
	for (const [i, action] of actions.entries()) {
		const step = applyAction(m, action);
		if (!step.ok) throw new Error(`action ${i}: ${step.reason}`);
		m = step.match;
	}
	return m;
}

/** The reason the next action is refused (null when it is accepted). */
export function refusal(m: Match, action: unknown): string | null {
	const step = applyAction(m, action);
	return step.ok ? null : step.reason;
}

export const shot = (points: 0 | 1 = 0, extra: Record<string, unknown> = {}) => ({ t: 'shot', points, ...extra });
export const inning = (points: number, extra: Record<string, unknown> = {}) => ({ t: 'inning', points, ...extra });
/** The innings of a run list, as `inning` actions. */
export const innings = (...runs: number[]) => runs.map((n) => inning(n));
