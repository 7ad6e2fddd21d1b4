/**
 * A table's current match rebuilt from what the store holds: from the snapshot (when it
 * restores faithfully) plus the log after it, else by replaying the whole log through the
 * engine. The authority does this at start-up, and again whenever another node changed the
 * table in a way it cannot follow step by step (a new match, a missed revision).
 */
import { refusal, type CodedReason } from '../protocol/refusals';
import type { Engine, Match } from './engine';
import type { MatchEventWire } from '../protocol';
import { MatchHistory, replayDetails } from '../engine/history';
import { decodeSnapshot } from './snapshot';
import type { LoadedTable } from './store/types';
import { unknownStroke } from '../engine/stroke';

export interface Replayed {
	match: Match | null;
	record: { id: number; setup: Record<string, unknown>; startedAt: string } | null;
	history: MatchHistory;
	/** Set when the stored log cannot be replayed by this engine (the log is kept untouched). */
	error: CodedReason | undefined;
	/** Revision of the snapshot it started from (0: none). */
	snapshotRevision: number;
	/** The events of the log's last action (absent: not known — no action, a log that does not replay, or a snapshot at the last revision after an undo or a redo). */
	lastEvents?: MatchEventWire[];
}

/** null: the snapshot was unusable, and the caller must pass the whole log. */
export function replayTable(engine: Engine, loaded: LoadedTable): Replayed | null {
	const out: Replayed = { match: null, record: null, history: new MatchHistory(), error: undefined, snapshotRevision: 0 };
	const m = loaded.match;
	if (!m) return out;
	out.record = { id: m.id, setup: m.setup as Record<string, unknown>, startedAt: m.startedAt };
	let match: Match;
	if (m.snapshot) {
		const restored = decodeSnapshot(m.snapshot.data, (x) => engine.summarize(x));
		if (!restored || restored.match.revision !== m.base) return null;
		match = restored.match;
		out.history = new MatchHistory(restored.history);
		out.snapshotRevision = m.base;
	} else {
		if (m.base !== 0) return null;
		const created = engine.create(m.setup);
		if (!created.ok) {
			out.history = MatchHistory.unresolved(m.actions, (log) => log.map(unknownStroke)); // the script stays readable
			out.error = refusal('log-setup', { match: m.id, detail: created.reason });
			return out;
		}
		match = created.match;
	}
	// After a snapshot the tail is short: its entries are built at once. A whole log is
	// replayed by the engine alone; its entries are built when first asked for.
	const eager = !!m.snapshot;
	if (!eager) out.history = MatchHistory.unresolved(m.actions, (log) => replayDetails(engine, m.setup, log));
	for (let i = 0; i < m.actions.length; i++) {
		const r = engine.apply(match, m.actions[i]);
		if (eager) out.history.apply(m.actions[i], m.base + i + 1, r.ok ? r.stroke : unknownStroke());
		if (!r.ok) {
			out.error = refusal('log-replay', { match: m.id, action: m.base + i, detail: r.reason });
			if (eager) for (const a of m.actions.slice(i + 1)) out.history.apply(a, out.history.revision + 1, unknownStroke());
			return out;
		}
		match = r.match;
		if (i === m.actions.length - 1) out.lastEvents = r.events as unknown as MatchEventWire[];
	}
	// a snapshot at the last revision: its stroke list still has the last stroke's events
	if (eager && !m.actions.length) out.lastEvents = (out.history.lastEvents() ?? undefined) as MatchEventWire[] | undefined;
	out.match = match;
	return out;
}
