import { describe, expect, it } from 'vitest';
import { engine } from './engine';
import { encodeSnapshot } from './snapshot';
import { replayTable } from './replay';
import { MatchHistory } from '../engine/history';
import type { LoadedTable } from './store/types';

const setup = { discipline: 'nine-ball', players: ['Ada', 'Bea'], raceTo: 5 };
const foul = { t: 'shot', foul: 'scratch' };
const miss = { t: 'shot' };

/** A stored table whose match is `log`, from a snapshot taken after `snapshotAt` actions (null: none). */
function stored(log: unknown[], snapshotAt: number | null): LoadedTable {
	const record = { id: 7, tableId: 't', setup, startedAt: '2026-12-06T10:00:00Z', endedAt: null };
	if (snapshotAt === null) return { id: 't', name: 'T', match: { ...record, actions: log, base: 0 } };
	const created = engine.create(setup);
	if (!created.ok) throw new Error('setup refused');
	let match = created.match;
	const history = new MatchHistory();
	log.slice(0, snapshotAt).forEach((action, i) => {
		const r = engine.apply(match, action);
		if (!r.ok) throw new Error(`action ${i} refused`);
		history.apply(action, i + 1, r.stroke);
		match = r.match;
	});
	const data = encodeSnapshot(match, engine.summarize(match), history.save());
	return { id: 't', name: 'T', match: { ...record, actions: log.slice(snapshotAt), base: snapshotAt, snapshot: { revision: snapshotAt, data } } };
}

const types = (loaded: LoadedTable) => replayTable(engine, loaded)?.lastEvents?.map((e) => e.type) ?? null;

describe('replayTable: the events of the log’s last action (the fields’ lastEvent after a start-up)', () => {
	it('are known from a whole log, a snapshot with a tail, and a snapshot at the last revision', () => {
		const log = [miss, miss, foul];
		expect(types(stored(log, null))).toContain('foul');
		expect(types(stored(log, 1))).toContain('foul');
		expect(types(stored(log, 3))).toContain('foul');
		// the same events whichever way the table was loaded
		expect(types(stored(log, 3))).toEqual(types(stored(log, null)));
		expect(types(stored([foul, miss], 2))).not.toContain('foul');
	});

	it('are unknown from a snapshot whose last action was an undo (no stroke keeps its events), and with no action', () => {
		expect(types(stored([miss, foul, { t: 'undo' }], 3))).toBeNull();
		expect(types(stored([], null))).toBeNull();
	});
});
