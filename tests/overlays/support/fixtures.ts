/** TableStates made from real engine runs of the fixture scripts in tests/fixtures/. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScript, summarize } from '../../../src/lib/engine/match';
import type { MatchEventWire, TableState } from '../../../src/lib/protocol';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures');

export interface ScriptDoc {
	match: Record<string, unknown>;
	actions: unknown[];
}

export function loadScript(rel: string): ScriptDoc {
	return JSON.parse(readFileSync(join(ROOT, `${rel}.json`), 'utf8')) as ScriptDoc;
}

/**
 * The state a viewer sees after the first `actions` actions of a fixture (all by default),
 * with the events of the last action, as the server pushes it.
 */
export function stateFrom(
	rel: string | ScriptDoc,
	opts: { actions?: number; table?: string; name?: string; matchId?: number; patch?: (doc: ScriptDoc) => void; extra?: Record<string, unknown> } = {}
): TableState {
	const doc = structuredClone(typeof rel === 'string' ? loadScript(rel) : rel);
	opts.patch?.(doc);
	const n = Math.min(opts.actions ?? doc.actions.length, doc.actions.length);
	const before = runScript({ match: doc.match, actions: doc.actions.slice(0, Math.max(0, n - 1)) });
	const after = runScript({ match: doc.match, actions: doc.actions.slice(0, n) });
	if (!after.ok || !before.ok) throw new Error(`fixture ${String(rel)}: ${!after.ok ? after.error : ''}`);
	const events = n > 0 ? (after.events.slice(before.events.length) as MatchEventWire[]) : [];
	const summary = { ...(summarize(after.match) as unknown as Record<string, unknown>), ...opts.extra };
	return {
		table: { id: opts.table ?? 't1', name: opts.name ?? 'Table 1' },
		match: {
			id: opts.matchId ?? 1,
			setup: doc.match,
			revision: n,
			summary: summary as unknown as TableState['match'] extends infer M ? (M extends { summary: infer S } ? S : never) : never,
			startedAt: '2025-01-01T12:00:00.000Z'
		},
		events
	};
}

/** One in-progress and one finished state per discipline family (real engine summaries). */
export const FAMILY_STATES: Record<'pool' | 'carom' | 'pins' | 'artistic', () => TableState> = {
	pool: () => stateFrom('pool/nine-ball/race-to-3-push-outs', { actions: 9 }),
	carom: () => stateFrom('carom/merckx-50-in-6', { actions: 5 }),
	pins: () => stateFrom('pins/kegel-final-safety', { actions: 5 }),
	artistic: () => stateFrom('artistic/artistic-three-players', { actions: 3 })
};

/** A running shot clock as the server sends it (TableState.clock), `leftMs` of `limitMs` left. */
export function runningClock(leftMs: number, limitMs: number, serverNow = Date.now()): NonNullable<TableState['clock']> {
	return {
		config: { enabled: true, firstShotSeconds: 60, shotSeconds: limitMs / 1000, extensionsPerPlayer: 1, extensionSeconds: 30, late: null, sound: false },
		running: true,
		deadline: serverNow + leftMs,
		remainingMs: leftMs,
		limitMs,
		extensionsLeft: [1, 1],
		expired: false,
		serverNow,
		at: serverNow
	};
}
