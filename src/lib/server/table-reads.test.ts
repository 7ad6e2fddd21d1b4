/**
 * The script a socket reads, with the digest of the log it ends at: the same log gives the same
 * digest whatever order an action's keys came in (PostgreSQL's jsonb reorders them), another log
 * of the same length another one; a reader's `since` gets the actions after it only while the log
 * starts with what it read.
 */
import { describe, expect, it } from 'vitest';
import { MatchHistory } from '../engine/history';
import { unknownStroke } from '../engine/stroke';
import { TableReads, type ReadSource } from './table-reads';

/** A history of `log` (the entries are not needed for the script). */
const historyOf = (log: unknown[]) => MatchHistory.unresolved(log, (l) => l.map(unknownStroke));

/** A table's reads of record `record`, its history as the authority holds it (a new one on a reload). */
function readsOf(state: { record: number; log: unknown[] } | { record: number; history: MatchHistory }) {
	const history = 'log' in state ? historyOf(state.log) : null;
	return new TableReads(
		(): ReadSource => {
			const h = history ?? (state as { history: MatchHistory }).history;
			return { match: { id: state.record, setup: { discipline: 'nine-ball' }, revision: h.revision }, recordId: state.record, setup: { discipline: 'nine-ball' }, history: h };
		}
	);
}

describe("a socket's script and its digest", () => {
	it('is the same for the same log, whatever the order of its keys, and another for another log', () => {
		const a = readsOf({ record: 1, log: [{ t: 'shot', potted: [1, 2], rails: 4 }, { t: 'shot' }] }).scriptFor()!;
		const b = readsOf({ record: 1, log: [{ rails: 4, potted: [1, 2], t: 'shot' }, { t: 'shot' }] }).scriptFor()!;
		const c = readsOf({ record: 1, log: [{ t: 'shot', potted: [2, 1], rails: 4 }, { t: 'shot' }] }).scriptFor()!;
		expect(a.digest).toMatch(/^[0-9a-f]{16}$/);
		expect(b.digest).toBe(a.digest);
		expect(c.digest).not.toBe(a.digest);
		expect(readsOf({ record: 1, log: [] }).scriptFor()).toEqual({ match: { discipline: 'nine-ball' }, actions: [] });
	});

	it("follows a growing log, and a reader's copy only while the log starts with it", () => {
		const state = { record: 7, history: historyOf([{ t: 'shot', rails: 2 }, { t: 'shot' }]) };
		const reads = readsOf(state);
		const first = reads.scriptFor()!;
		state.history.apply({ t: 'shot', safety: true }, 3, unknownStroke());
		const grown = reads.scriptFor({ match: 7, revision: 2, digest: first.digest! })!;
		expect(grown).toEqual({ match: first.match, actions: [{ t: 'shot', safety: true }], from: 2, digest: expect.any(String) });
		// the digest of the grown log is the one a fresh read of it gives
		expect(grown.digest).toBe(readsOf({ record: 7, log: state.history.actions() }).scriptFor()!.digest);
		// the same record's log read again from the store, as long and played otherwise: not the reader's
		state.history = historyOf([{ t: 'shot', rails: 2 }, { t: 'foul' }, { t: 'shot' }]);
		const other = reads.scriptFor({ match: 7, revision: 2, digest: first.digest! })!;
		expect(other.from).toBeUndefined();
		expect(other.actions).toHaveLength(3);
		expect(other.digest).toBe(readsOf({ record: 7, log: state.history.actions() }).scriptFor()!.digest);
	});
});
