/**
 * Scenario helpers for rule tests: every test drives the public match layer, so it checks
 * exactly what `replay` prints. `scenario(base)` binds a set-up; each call may override keys.
 */
import { expect } from 'vitest';
import { applyAction, runScript, summarize, type Match } from '../match';
import { BROADCAST_MOMENTS, type DisciplineId, type MatchEvent, type Summary } from '../types';

type Overrides = Record<string, unknown>;

/** The summary member of a discipline: `scenario({ discipline: 'kegel', … }).play()` is a PinsSummary. */
type SummaryOf<D> = [Extract<Summary, { discipline: D }>] extends [never] ? Summary : Extract<Summary, { discipline: D }>;

export function scenario<const B extends Overrides & { discipline?: DisciplineId | string }>(base: B) {
	const run = (actions: unknown[], match: Overrides) => runScript({ match: { ...base, ...match }, actions });

	/** The summary after the actions; throws with replay's error line when refused. */
	function play(actions: unknown[], match: Overrides = {}): SummaryOf<B['discipline']> {
		const r = run(actions, match);
		if (!r.ok) throw new Error(r.error);
		return summarize(r.match) as SummaryOf<B['discipline']>;
	}
	/** The one line replay prints for a refused script. */
	function error(actions: unknown[], match: Overrides = {}): string {
		const r = run(actions, match);
		if (r.ok) throw new Error('expected the script to be refused');
		return r.error;
	}
	/** Every event the script's actions raised, in order (undo and redo included). */
	function events(actions: unknown[], match: Overrides = {}): MatchEvent[] {
		const r = run(actions, match);
		if (!r.ok) throw new Error(r.error);
		return r.events;
	}
	/** The events of the last action alone. */
	function lastEvents(actions: unknown[], match: Overrides = {}): MatchEvent[] {
		const r = applyAction(matchAfter(actions.slice(0, -1), match), actions.at(-1));
		if (!r.ok) throw new Error(r.reason);
		return r.events;
	}
	function matchAfter(actions: unknown[], match: Overrides = {}): Match {
		const r = run(actions, match);
		if (!r.ok) throw new Error(r.error);
		return r.match;
	}
	/** The action is refused with `reason`, and the state is exactly what it was. */
	function expectRefused(actions: unknown[], action: unknown, reason: string | RegExp, match: Overrides = {}) {
		const m = matchAfter(actions, match);
		const before = JSON.stringify(summarize(m));
		const r = applyAction(m, action);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.reason).toMatch(reason);
		expect(JSON.stringify(summarize(m))).toBe(before);
	}
	return { play, error, events, lastEvents, matchAfter, expectRefused };
}

export const shot = (o: Overrides = {}) => ({ t: 'shot', ...o });
export const choose = (option: string) => ({ t: 'choose', option });
export const scores = (s: Summary) => s.players.map((p) => p.score);
export const fouls = (s: Summary) => s.players.map((p) => p.fouls);

/** The broadcast moments (issue 13) among events, without the scoring events beside them. */
export const MOMENTS: ReadonlySet<MatchEvent['type']> = new Set(BROADCAST_MOMENTS);
export const moments = (events: readonly MatchEvent[]): MatchEvent[] => events.filter((e) => MOMENTS.has(e.type));
