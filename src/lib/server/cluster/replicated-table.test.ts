/**
 * A node of several learns of a match some time after another node started it. Whatever it
 * learns late, its listeners (OBS on the leading node) hear the events of every stroke once,
 * and its state and stroke list end as the store holds them.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../engine/types';
import { engine } from '../engine';
import { SqliteStore } from '../store/sqlite';
import { Venue } from '../venue';
import { ReplicatedTable, replicatedTable } from './replicated-table';
import { tempDir } from '../../../../tests/support/temp-dirs';

const setup = { discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 3 };
const rackWon = { t: 'shot', potted: [1, 9], rails: 4 };

describe('a table followed from another node', () => {
	const opened: { venue: Venue; store: SqliteStore }[] = [];
	afterEach(async () => {
		for (const { venue } of opened) venue.close();
		await opened[0]?.store.close();
		opened.length = 0;
	});

	/** Two nodes on one database: `writer` scores, `follower` only follows (as cluster/follow.ts makes it). */
	async function twoNodes() {
		const store = new SqliteStore(tempDir('cuecast-follow-'), { synchronous: 'normal' });
		const writer = new Venue(store.tables, engine, undefined, replicatedTable);
		const follower = new Venue(store.tables, engine, undefined, replicatedTable);
		opened.push({ venue: writer, store }, { venue: follower, store });
		await writer.init();
		await follower.init();
		const heard: MatchEvent[][] = [];
		follower.listen({ matchEvents: (_table, events) => heard.push(events) });
		return { writer, follower, heard };
	}

	/**
	 * A table's state without the moment it was read: the clock's view carries `serverNow` and `at`
	 * (when the server read it), so two reads a millisecond apart differ there and nowhere else.
	 */
	const asStored = (state: ReturnType<Venue['tableState']>) => (state?.clock ? { ...state, clock: { ...state.clock, serverNow: 0, at: 0 } } : state);

	async function startAndScore(writer: Venue, actions: unknown[]) {
		await writer.createTable('t1', 'Table 1');
		const started = await writer.startMatch('t1', setup, null);
		expect(started.reply.ok).toBe(true);
		const match = writer.tableState('t1')!.match!.id;
		for (const [revision, action] of actions.entries()) expect((await writer.act('t1', { match, revision, action })).reply.ok).toBe(true);
		return match;
	}

	it('a match whose winning first stroke was stored before the news of the match came: the rack won is heard', async () => {
		const { writer, follower, heard } = await twoNodes();
		const match = await startAndScore(writer, [rackWon]);
		// The table, its match and its first stroke all reach the follower by one reload.
		await follower.syncTables();
		expect(heard.flat().map((e) => e.type)).toContain('rack-won');
		expect(asStored(follower.tableState('t1'))).toEqual(asStored({ ...writer.tableState('t1')!, events: [] }));
		expect(follower.historyOf('t1')).toEqual(writer.historyOf('t1'));
		// The message of that stroke, arriving after: nothing heard twice.
		await (follower.table('t1') as ReplicatedTable).followAction({ match, revision: 1, action: rackWon });
		expect(heard.flat().filter((e) => e.type === 'rack-won')).toHaveLength(1);
	});

	it('a stroke sent at a revision this node has not heard of yet is decided after reading what it missed, not refused as stale', async () => {
		const { writer, follower } = await twoNodes();
		const miss = { t: 'shot' };
		const match = await startAndScore(writer, [miss]);
		await follower.syncTables();
		expect(follower.tableState('t1')!.match!.revision).toBe(1);
		// two more strokes on the writer; the follower hears nothing of them (no bus, no poll yet)
		for (const revision of [1, 2]) expect((await writer.act('t1', { match, revision, action: miss })).reply.ok).toBe(true);
		// a console that saw revision 3 on the writer is moved to the follower and scores there
		const moved = await follower.act('t1', { match, revision: 3, action: miss });
		expect(moved.reply).toMatchObject({ ok: true, revision: 4 });
		expect(follower.tableState('t1')!.match!.revision).toBe(4);
		// stored once, after the writer's: the writer reads it from the store as the follower has it
		await (writer.table('t1') as ReplicatedTable).follow();
		expect(writer.historyOf('t1')).toEqual(follower.historyOf('t1'));
		expect(writer.historyOf('t1')!.entries).toHaveLength(4);
		// a revision no node ever stored is still refused, with the table as it is
		const bogus = await follower.act('t1', { match, revision: 99, action: miss });
		expect(bogus.reply).toMatchObject({ ok: false, code: 'stale-revision' });
		expect(follower.tableState('t1')!.match!.revision).toBe(4);
	});

	it('a table another node made is shown once it is read: no screen joins it without its match', async () => {
		const store = new SqliteStore(tempDir('cuecast-follow-'), { synchronous: 'normal' });
		let readStarted!: () => void;
		const reading = new Promise<void>((done) => (readStarted = done));
		let finishRead!: () => void;
		const gate = new Promise<void>((done) => (finishRead = done));
		// the follower's store reads a table only when the test lets it
		const slowLoad: typeof store.tables = Object.create(store.tables, {
			load: { value: async (id: string) => (readStarted(), await gate, store.tables.load(id)) }
		});
		const writer = new Venue(store.tables, engine, undefined, replicatedTable);
		const follower = new Venue(slowLoad, engine, undefined, replicatedTable);
		opened.push({ venue: writer, store }, { venue: follower, store });
		await writer.init();
		await follower.init();
		const match = await startAndScore(writer, [{ t: 'shot', potted: [1] }]);
		// what the follower's screens are told, in order (socket.ts: the venue's list makes them follow its tables)
		const told: string[] = [];
		follower.listen({ venue: (v) => told.push(`venue ${v.tables.map((t) => t.id).join(',')}`), state: (s) => told.push(`state ${s.table.id} ${s.match?.revision ?? 'no match'}`) });
		const synced = follower.syncTables();
		await reading;
		expect(follower.has('t1')).toBe(false);
		expect(follower.tableState('t1')).toBeNull();
		expect(follower.venueState().tables).toEqual([]);
		// a stroke stored meanwhile on the other node waits for the read, and is not lost
		expect((await writer.act('t1', { match, revision: 1, action: { t: 'shot', potted: [2] } })).reply.ok).toBe(true);
		const followed = (follower.table('t1') as ReplicatedTable).followAction({ match, revision: 2, action: { t: 'shot', potted: [2] } });
		finishRead();
		await synced;
		await followed;
		expect(follower.venueState().tables).toEqual([{ id: 't1', name: 'Table 1' }]);
		expect(follower.tableState('t1')!.match!.revision).toBe(2);
		expect(asStored(follower.tableState('t1'))).toEqual(asStored({ ...writer.tableState('t1')!, events: [] }));
		// the new table's state comes after the list too: a screen that follows it from the list has it
		expect(told.at(-1)).toBe('state t1 2');
		expect(told.indexOf('venue t1')).toBeGreaterThanOrEqual(0);
		expect(told.indexOf('venue t1')).toBeLessThan(told.length - 1);
	});

	it('a table known before the match started: the match message after its strokes replays them once', async () => {
		const { writer, follower, heard } = await twoNodes();
		await writer.createTable('t1', 'Table 1');
		await follower.syncTables();
		const started = await writer.startMatch('t1', setup, null);
		const match = writer.tableState('t1')!.match!.id;
		expect(started.reply.ok).toBe(true);
		for (const [revision, action] of [{ t: 'shot', potted: [1] }, { t: 'shot', potted: [2, 9] }].entries()) expect((await writer.act('t1', { match, revision, action })).reply.ok).toBe(true);
		await (follower.table('t1') as ReplicatedTable).follow();
		expect(heard.flat().filter((e) => e.type === 'rack-won')).toHaveLength(1);
		expect(follower.tableState('t1')!.match!.summary).toEqual(writer.tableState('t1')!.match!.summary);
		expect(follower.historyOf('t1')).toEqual(writer.historyOf('t1'));
	});
});
