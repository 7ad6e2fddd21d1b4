import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runScript, summarize } from '../engine/match';
import { engine } from './engine';
import { SNAPSHOT_EVERY } from './snapshot';
import { SqliteStore } from './store/sqlite';
import { Venue } from './venue';
import { tempDir } from '../../../tests/support/temp-dirs';

const setup = { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 1000 };
const action = (rev: number) => (rev === 0 ? { t: 'shot', rails: 2, cueRail: true } : rev % 7 === 3 ? { t: 'undo' } : rev % 7 === 4 ? { t: 'redo' } : { t: 'shot' });
const tick = () => new Promise((r) => setImmediate(r));

async function venueAt(dir: string) {
	const store = new SqliteStore(dir, { synchronous: 'normal' });
	const venue = new Venue(store.tables, engine);
	const info = await venue.init();
	return { store, venue, info };
}

describe('Venue', () => {
	it('restores from snapshots plus the log tail, exactly as a full replay would', async () => {
		const dir = tempDir('cuecast-venue-');
		let { store, venue } = await venueAt(dir);
		await venue.createTable('t', 'T');
		const started = await venue.startMatch('t', setup, null);
		expect(started.reply.ok).toBe(true);
		const total = SNAPSHOT_EVERY * 2 + 37;
		const sent: unknown[] = [];
		for (let rev = 0; rev < total; rev++) {
			const s = venue.tableState('t')!;
			const out = await venue.act('t', { match: s.match!.id, revision: rev, action: action(rev) });
			expect(out.reply.ok, (out.reply as { reason?: string }).reason).toBe(true);
			out.publish();
			sent.push(action(rev));
			await tick();
		}
		// The clock is time, not log: it is compared apart (it restarts stopped, full time).
		const { clock: _clock, ...expected } = venue.tableState('t')!;
		const history = venue.historyOf('t')!;
		expect(history.entries.length).toBeGreaterThan(SNAPSHOT_EVERY);
		venue.close();
		await store.close(); // as after kill -9: no shutdown snapshot

		({ store, venue } = await venueAt(dir));
		const { clock, ...reloaded } = venue.tableState('t')!;
		expect(reloaded).toEqual(expected);
		// the stroke list comes back too: from the snapshot plus the tail
		expect(venue.historyOf('t')).toEqual(history);
		expect(venue.scriptOf('t')).toEqual({ match: setup, actions: sent, digest: expect.stringMatching(/^[0-9a-f]{16}$/) });
		expect(clock).toMatchObject({ running: false, extensionsLeft: [1, 1] });
		const full = runScript({ match: setup, actions: sent });
		expect(full.ok && summarize(full.match)).toEqual(expected!.match!.summary);
		// the tail replayed is short: the snapshot did the rest
		venue.close();
		await store.close();
		const again = await venueAt(dir);
		expect(again.info.actions).toBeLessThan(SNAPSHOT_EVERY);
		// undo still walks back through history restored from the snapshot
		const s = again.venue.tableState('t')!;
		const undo = await again.venue.act('t', { match: s.match!.id, revision: s.match!.revision, action: { t: 'undo' } });
		expect(undo.reply.ok).toBe(true);
		const check = runScript({ match: setup, actions: [...sent, { t: 'undo' }] });
		expect(check.ok && summarize(check.match)).toEqual(again.venue.tableState('t')!.match!.summary);
		await again.store.close();
	}, 60_000);

	it('ignores a damaged snapshot and replays the whole log', async () => {
		const dir = tempDir('cuecast-venue-');
		const { store, venue } = await venueAt(dir);
		await venue.createTable('t', 'T');
		await venue.startMatch('t', setup, null);
		for (let rev = 0; rev < SNAPSHOT_EVERY + 5; rev++) {
			const out = await venue.act('t', { match: venue.tableState('t')!.match!.id, revision: rev, action: action(rev) });
			out.publish();
			await tick();
		}
		// The clock is time, not log: it is compared apart (it restarts stopped, full time).
		const { clock: _clock, ...expected } = venue.tableState('t')!;
		const history = venue.historyOf('t')!;
		venue.close();
		await store.close();
		const raw = new Database(join(dir, 'cuecast.db'));
		expect(raw.prepare('SELECT count(*) AS n FROM snapshots').get()).toEqual({ n: 1 });
		raw.prepare('UPDATE snapshots SET data = ?').run(Buffer.from('garbage'));
		raw.close();
		const again = await venueAt(dir);
		const { clock: _again, ...restored } = again.venue.tableState('t')!;
		expect(restored).toEqual(expected);
		expect(again.info.actions).toBe(SNAPSHOT_EVERY + 5);
		// the whole log was replayed: the stroke list is rebuilt (when first asked for) the same
		expect(again.venue.historyOf('t')).toEqual(history);
		again.venue.close();
		await again.store.close();
	}, 60_000);
});

describe('Venue: the game clock of a timed match (EB-23)', () => {
	const timedSetup = { discipline: 'english-billiards', players: ['Anna', 'Piotr'], timeLimit: 30 };
	const send = async (venue: Venue, action: unknown) => {
		const s = venue.tableState('t')!;
		const out = await venue.act('t', { match: s.match!.id, revision: s.match!.revision, action });
		expect(out.reply.ok, (out.reply as { reason?: string }).reason).toBe(true);
		out.publish();
		return out;
	};
	const stored = async (store: SqliteStore) => ((await store.tables.load('t'))?.clock as { game?: { running: boolean; deadline: number | null; remainingMs: number } } | null)?.game;

	it('starts with the first stroke, is stored, comes back on its deadline after a restart, and never ends the game itself', async () => {
		const dir = tempDir('cuecast-game-clock-');
		let { store, venue } = await venueAt(dir);
		await venue.createTable('t', 'T');
		expect((await venue.startMatch('t', timedSetup, null)).reply.ok).toBe(true);
		expect(venue.tableState('t')!.gameClock).toMatchObject({ limitMs: 30 * 60_000, running: false, remainingMs: 30 * 60_000 });
		// the shot clock's commands and the game clock's are apart
		expect((await venue.clockCommand('t', 'game-stop')).reply).toMatchObject({ ok: false, code: 'clock-not-running' });
		await send(venue, { t: 'shot', firstHit: 'red' });
		const started = venue.tableState('t')!.gameClock!;
		expect(started.running).toBe(true);
		expect(started.deadline! - started.serverNow).toBeLessThanOrEqual(30 * 60_000);
		await vi.waitFor(async () => expect(await stored(store)).toMatchObject({ running: true, deadline: started.deadline }));
		await send(venue, { t: 'shot', firstHit: 'red', potted: ['red'] });
		expect(venue.tableState('t')!.gameClock!.deadline).toBe(started.deadline);
		venue.close();
		await store.close();

		({ store, venue } = await venueAt(dir));
		expect(venue.tableState('t')!.gameClock).toMatchObject({ running: true, deadline: started.deadline });
		// paused for an interval: stored, and it comes back paused
		expect((await venue.clockCommand('t', 'game-stop')).reply.ok).toBe(true);
		const paused = venue.tableState('t')!.gameClock!;
		expect(paused).toMatchObject({ running: false, deadline: null });
		venue.close();
		await store.close();

		({ store, venue } = await venueAt(dir));
		expect(venue.tableState('t')!.gameClock).toMatchObject({ running: false, remainingMs: paused.remainingMs });
		expect((await venue.clockCommand('t', 'game-start')).reply.ok).toBe(true);
		// time: the game ends on the marker's word, and the clock stops with it
		await send(venue, { t: 'time' });
		const end = venue.tableState('t')!;
		expect(end.match!.summary.status).toBe('finished');
		expect(end.gameClock!.running).toBe(false);
		expect((await venue.clockCommand('t', 'game-start')).reply).toMatchObject({ ok: false, code: 'clock-match-over' });
		// the end stopped it and that is stored: a finished match shows the time it ended with
		await vi.waitFor(async () => expect(await stored(store)).toMatchObject({ running: false }));
		venue.close();
		await store.close();
		({ store, venue } = await venueAt(dir));
		expect(venue.tableState('t')!.gameClock).toMatchObject({ running: false, remainingMs: end.gameClock!.remainingMs });
		venue.close();
		await store.close();
	});

	it('at zero the leading node stops it, stores it and tells its listeners (OBS) game-time-up; the game goes on', async () => {
		const dir = tempDir('cuecast-game-clock-');
		let { store, venue } = await venueAt(dir);
		await venue.createTable('t', 'T');
		await venue.startMatch('t', timedSetup, null);
		await send(venue, { t: 'shot', firstHit: 'red' });
		const heard: string[][] = [];
		venue.listen({ state: (s) => heard.push(s.events.map((e) => e.type)) });
		expect((await venue.clockCommand('t', 'game-set', undefined, 1)).reply.ok).toBe(true);
		await vi.waitFor(() => expect(heard.flat()).toContain('game-time-up'), { timeout: 10_000 });
		expect(heard.flat().filter((e) => e === 'game-time-up')).toHaveLength(1);
		expect(venue.tableState('t')!.gameClock).toMatchObject({ running: false, remainingMs: 0 });
		expect(venue.tableState('t')!.match!.summary.status).toBe('in-progress');
		await vi.waitFor(async () => expect(await stored(store)).toMatchObject({ running: false, remainingMs: 0 }));
		// the stroke under way counts
		await send(venue, { t: 'shot', firstHit: 'red', potted: ['red'] });
		expect(heard.flat().filter((e) => e === 'game-time-up')).toHaveLength(1);
		venue.close();
		await store.close();
		({ store, venue } = await venueAt(dir));
		expect(venue.tableState('t')!.gameClock).toMatchObject({ running: false, remainingMs: 0 });
		venue.close();
		await store.close();
	});

	it('a match that is not timed has no game clock: no `gameClock`, and its commands are refused', async () => {
		const dir = tempDir('cuecast-game-clock-');
		const { store, venue } = await venueAt(dir);
		await venue.createTable('t', 'T');
		await venue.startMatch('t', { ...timedSetup, timeLimit: undefined, pointsTo: 100 }, null);
		await send(venue, { t: 'shot', firstHit: 'red' });
		expect(venue.tableState('t')!).not.toHaveProperty('gameClock');
		expect((await venue.clockCommand('t', 'game-start')).reply).toMatchObject({ ok: false, code: 'clock-no-game' });
		venue.close();
		await store.close();
	});
});
