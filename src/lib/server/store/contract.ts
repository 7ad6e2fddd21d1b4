/**
 * What every store must do, as vitest cases any store's test file registers with its own opener
 * (sqlite.test.ts, pg.test.ts): so the PostgreSQL store is held to exactly the SQLite one's
 * behaviour, and a change to one that the other does not follow fails a test.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { StoreError, type ApiKeyStore, type AuthStore, type CompetitionStore, type PlayerStore, type RecordStore, type SponsorStore, type TableStore } from './types';
import { competitionContract } from './contract-competitions';
import { sponsorContract } from './contract-sponsors';
import { profileContract } from './contract-profiles';
import type { MatchResult } from '../../records/result';

export interface ContractStore {
	tables: TableStore;
	players: PlayerStore;
	auth: AuthStore;
	keys: ApiKeyStore;
	records: RecordStore;
	competitions: CompetitionStore;
	sponsors: SponsorStore;
	close(): Promise<void>;
}

export interface StoreBackend {
	/** A new, empty place for a venue (a folder, a database): what `open` takes. */
	place(): Promise<string>;
	/** Opens (creating on first use) the venue at `place`. */
	open(place: string): Promise<ContractStore>;
}

const codeOf = async (p: Promise<unknown>): Promise<string | null> => {
	try {
		await p;
		return null;
	} catch (err) {
		expect(err).toBeInstanceOf(StoreError);
		return (err as StoreError).code;
	}
};

export function storeContract(label: string, backend: StoreBackend): void {
	describe(`store contract: ${label}`, () => {
		const opened: ContractStore[] = [];
		const open = async (place: string) => {
			const s = await backend.open(place);
			opened.push(s);
			return s;
		};
		const fresh = async () => open(await backend.place());
		afterEach(async () => {
			for (const s of opened.splice(0)) await s.close();
		});

		// Competitions' cases live in their own file (this one is long enough).
		competitionContract({ place: () => backend.place(), open });
		sponsorContract({ place: () => backend.place(), open });
		profileContract({ place: () => backend.place(), open });

		it('creates tables, starts matches and appends a log that survives reopening', async () => {
			const place = await backend.place();
			const s = await open(place);
			await s.tables.createTable('1', 'Table 1');
			await s.tables.createTable('2', 'Table 2');
			expect(await codeOf(s.tables.createTable('1', 'again'))).toBe('exists');
			const m = await s.tables.startMatch('1', { discipline: 'nine-ball', players: ['Ä', 'ß'] }, null);
			expect(m).toMatchObject({ tableId: '1', endedAt: null });
			expect(new Date(m.startedAt).toISOString()).toBe(m.startedAt);
			await s.tables.append('1', m.id, 1, { t: 'shot', potted: [1, 9] });
			await s.tables.append('1', m.id, 2, { t: 'undo' });
			await s.tables.renameTable('2', 'Show table');
			await s.close();
			const again = await open(place);
			expect(await again.tables.listTables()).toEqual([
				{ id: '1', name: 'Table 1' },
				{ id: '2', name: 'Show table' }
			]);
			const all = await again.tables.loadAll();
			expect(all[0].match).toMatchObject({
				id: m.id,
				setup: { discipline: 'nine-ball', players: ['Ä', 'ß'] },
				actions: [{ t: 'shot', potted: [1, 9] }, { t: 'undo' }],
				base: 0,
				startedAt: m.startedAt,
				endedAt: null
			});
			expect(all[0].match?.snapshot).toBeUndefined();
			expect(all[1].match).toBeNull();
			expect((await again.tables.load('1'))?.match?.actions).toHaveLength(2);
			expect(await again.tables.load('nope')).toBeNull();
			expect(await codeOf(again.tables.renameTable('nope', 'x'))).toBe('not-found');
		});

		it('never accepts a forked, duplicated or gapped revision, nor an append to an old match', async () => {
			const s = await fresh();
			await s.tables.createTable('t', 'T');
			const m1 = await s.tables.startMatch('t', { n: 1 }, null);
			await s.tables.append('t', m1.id, 1, { t: 'a' });
			await expect(s.tables.append('t', m1.id, 1, { t: 'b' })).rejects.toThrow(/not the next revision/);
			expect(await codeOf(s.tables.append('t', m1.id, 3, { t: 'b' }))).toBe('conflict');
			expect(await codeOf(s.tables.append('t', m1.id, 0, { t: 'b' }))).toBe('conflict');
			expect(await codeOf(s.tables.append('other', m1.id, 2, { t: 'b' }))).toBe('conflict');
			expect(await codeOf(s.tables.startMatch('t', { n: 2 }, null))).toBe('conflict');
			expect(await codeOf(s.tables.startMatch('t', { n: 2 }, m1.id + 100))).toBe('conflict');
			const m2 = await s.tables.startMatch('t', { n: 2 }, m1.id);
			expect(await codeOf(s.tables.append('t', m1.id, 2, { t: 'late' }))).toBe('conflict');
			expect(await codeOf(s.tables.startMatch('t', { n: 3 }, m1.id))).toBe('conflict');
			await s.tables.append('t', m2.id, 1, { t: 'x' });
			const matches = await s.tables.listMatches('t');
			expect(matches.map((m) => m.id)).toEqual([m2.id, m1.id]);
			expect(matches[0].endedAt).toBeNull();
			expect(matches[1].endedAt).not.toBeNull();
			expect(matches[1].setup).toEqual({ n: 1 });
			expect((await s.tables.loadMatch(m1.id))?.actions).toEqual([{ t: 'a' }]);
			expect(await s.tables.loadMatch(m2.id + 1000)).toBeNull();
			expect(await codeOf(s.tables.startMatch('nope', {}, null))).toBe('not-found');
			expect(await codeOf(s.tables.listMatches('nope'))).toBe('not-found');
		});

		it('the same revision appended at once: exactly one lands', async () => {
			const s = await fresh();
			await s.tables.createTable('t', 'T');
			const m = await s.tables.startMatch('t', {}, null);
			for (let r = 1; r <= 20; r++) {
				const tries = await Promise.allSettled([1, 2, 3].map((who) => s.tables.append('t', m.id, r, { r, who })));
				expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
			}
			const log = (await s.tables.loadMatch(m.id))!.actions as { r: number }[];
			expect(log.map((a) => a.r)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
		});

		it('keeps a request key with its action: found again after reopening, and never stored twice', async () => {
			const place = await backend.place();
			const s = await open(place);
			await s.tables.createTable('t', 'T');
			const m = await s.tables.startMatch('t', {}, null);
			await s.tables.append('t', m.id, 1, { t: 'shot' }, 'k1:t:abc');
			await s.tables.append('t', m.id, 2, { t: 'undo' });
			expect(await codeOf(s.tables.append('t', m.id, 3, { t: 'shot' }, 'k1:t:abc'))).toBe('conflict');
			expect((await s.tables.loadMatch(m.id))?.actions).toEqual([{ t: 'shot' }, { t: 'undo' }]);
			await s.close();
			const again = await open(place);
			expect(await again.tables.findRequest('k1:t:abc')).toEqual({ tableId: 't', matchId: m.id, revision: 1, action: { t: 'shot' } });
			expect(await again.tables.findRequest('k1:t:other')).toBeNull();
		});

		it('keeps API keys by their hash: listed until revoked, found by id, use noted', async () => {
			const s = await fresh();
			await s.keys.createKey({ id: 'a1', name: 'Deck', scope: 'control', hash: 'h1', table: null, createdAt: 1000 });
			await s.keys.createKey({ id: 'b2', name: 'vMix', scope: 'read', hash: 'h2', table: 't3', createdAt: 2000 });
			await expect(s.keys.createKey({ id: 'a1', name: 'dup', scope: 'read', hash: 'h3', table: null, createdAt: 3000 })).rejects.toThrow();
			expect((await s.keys.listKeys()).map((k) => [k.id, k.name, k.scope, k.table, k.lastUsedAt])).toEqual([
				['a1', 'Deck', 'control', null, null],
				['b2', 'vMix', 'read', 't3', null]
			]);
			await s.keys.touchKey('a1', 5000);
			await s.keys.touchKey('a1', 4000); // an older use never moves it back
			expect((await s.keys.findKey('a1'))?.lastUsedAt).toBe(5000);
			expect(await s.keys.revokeKey('a1', 6000)).toBe(true);
			expect(await s.keys.revokeKey('a1', 7000)).toBe(false);
			expect(await s.keys.revokeKey('zz', 7000)).toBe(false);
			expect((await s.keys.listKeys()).map((k) => k.id)).toEqual(['b2']);
			expect(await s.keys.findKey('a1')).toMatchObject({ hash: 'h1', revokedAt: 6000 });
			expect(await s.keys.findKey('zz')).toBeNull();
		});

		it('removes a table from the venue but keeps its matches; the id can be reused', async () => {
			const s = await fresh();
			await s.tables.createTable('t', 'T');
			const m = await s.tables.startMatch('t', {}, null);
			await s.tables.append('t', m.id, 1, { t: 'a' });
			await s.tables.removeTable('t');
			expect(await s.tables.listTables()).toEqual([]);
			expect(await s.tables.loadAll()).toEqual([]);
			expect(await codeOf(s.tables.append('t', m.id, 2, { t: 'b' }))).toBe('conflict');
			expect(await codeOf(s.tables.removeTable('t'))).toBe('not-found');
			expect(await codeOf(s.tables.saveClock('t', {}))).toBe('not-found');
			const kept = await s.tables.loadMatch(m.id);
			expect(kept?.actions).toEqual([{ t: 'a' }]);
			expect(kept?.endedAt).not.toBeNull();
			await s.tables.createTable('t', 'New T');
			expect((await s.tables.load('t'))?.match).toBeNull();
			expect(await s.tables.listMatches('t')).toEqual([]);
			expect(await codeOf(s.tables.append('t', m.id, 2, { t: 'b' }))).toBe('conflict');
		});

		it('keeps the newest snapshot per match and replays from it', async () => {
			const s = await fresh();
			await s.tables.createTable('t', 'T');
			const m = await s.tables.startMatch('t', {}, null);
			for (let r = 1; r <= 5; r++) await s.tables.append('t', m.id, r, { r });
			await s.tables.saveSnapshot(m.id, 3, 'engine-a', new Uint8Array([1, 2, 3]));
			await s.tables.saveSnapshot(m.id, 2, 'engine-a', new Uint8Array([9])); // older: ignored
			const [withSnap] = await s.tables.loadAll('engine-a');
			expect(withSnap.match?.base).toBe(3);
			expect([...(withSnap.match?.snapshot?.data ?? [])]).toEqual([1, 2, 3]);
			expect(withSnap.match?.snapshot?.revision).toBe(3);
			expect(withSnap.match?.actions).toEqual([{ r: 4 }, { r: 5 }]);
			const [other] = await s.tables.loadAll('engine-b');
			expect(other.match?.base).toBe(0);
			expect(other.match?.snapshot).toBeUndefined();
			expect(other.match?.actions).toHaveLength(5);
			expect((await s.tables.load('t'))?.match?.actions).toHaveLength(5);
			await s.tables.saveSnapshot(m.id, 2, 'engine-b', new Uint8Array([7])); // another engine replaces it
			expect((await s.tables.loadAll('engine-b'))[0].match?.base).toBe(2);
		});

		it('keeps each table’s clock as opaque JSON; a removed table’s id starts fresh', async () => {
			const s = await fresh();
			await s.tables.createTable('t', 'T');
			expect((await s.tables.load('t'))?.clock).toBeNull();
			await s.tables.saveClock('t', { config: { shotSeconds: 45 }, b: [1, 'x', null] });
			expect(await codeOf(s.tables.saveClock('nope', {}))).toBe('not-found');
			expect((await s.tables.loadAll())[0].clock).toEqual({ config: { shotSeconds: 45 }, b: [1, 'x', null] });
			await s.tables.saveClock('t', null);
			expect((await s.tables.load('t'))?.clock).toBeNull();
			await s.tables.removeTable('t');
			await s.tables.createTable('t', 'T again');
			expect((await s.tables.load('t'))?.clock).toBeNull();
		});

		it('tail: the actions after a revision of the current match, or the match that replaced it', async () => {
			const s = await fresh();
			expect(await s.tables.tail('nope', 1, 0)).toEqual({ current: undefined, actions: [] });
			await s.tables.createTable('a', 'A');
			expect(await s.tables.tail('a', 1, 0)).toEqual({ current: null, actions: [] });
			const m = await s.tables.startMatch('a', {}, null);
			for (let r = 1; r <= 5; r++) await s.tables.append('a', m.id, r, { r, name: null });
			expect(await s.tables.tail('a', m.id, 5)).toEqual({ current: m.id, actions: [] });
			expect(await s.tables.tail('a', m.id, 2)).toEqual({ current: m.id, actions: [3, 4, 5].map((r) => ({ r, name: null })) });
			const m2 = await s.tables.startMatch('a', {}, m.id);
			expect(await s.tables.tail('a', m.id, 2)).toEqual({ current: m2.id, actions: [] });
			await s.tables.removeTable('a');
			expect((await s.tables.tail('a', m2.id, 0)).current).toBeUndefined();
		});

		it('heads: every live table’s current match, revision and clock version, in table order', async () => {
			const s = await fresh();
			expect(await s.tables.heads()).toEqual([]);
			await s.tables.createTable('b', 'B');
			await s.tables.createTable('a', 'A');
			expect(await s.tables.heads()).toEqual([
				{ id: 'b', name: 'B', match: null, revision: 0, clockVersion: 0 },
				{ id: 'a', name: 'A', match: null, revision: 0, clockVersion: 0 }
			]);
			const m = await s.tables.startMatch('a', {}, null);
			expect((await s.tables.heads())[1]).toEqual({ id: 'a', name: 'A', match: m.id, revision: 0, clockVersion: 0 });
			await s.tables.append('a', m.id, 1, {});
			await s.tables.append('a', m.id, 2, {});
			expect((await s.tables.heads())[1].revision).toBe(2);
			const versions = new Set<number>([0]);
			for (let i = 0; i < 3; i++) {
				await s.tables.saveClock('a', { same: true }); // the same value again still moves it
				versions.add((await s.tables.heads())[1].clockVersion);
			}
			expect(versions.size).toBe(4);
			expect((await s.tables.heads())[0].clockVersion).toBe(0);
			const m2 = await s.tables.startMatch('a', {}, m.id);
			expect((await s.tables.heads())[1]).toMatchObject({ match: m2.id, revision: 0 });
			await s.tables.renameTable('b', 'Bee');
			await s.tables.removeTable('a');
			expect(await s.tables.heads()).toEqual([{ id: 'b', name: 'Bee', match: null, revision: 0, clockVersion: 0 }]);
			expect((await s.tables.heads()).map((h) => h.id)).toEqual((await s.tables.listTables()).map((t) => t.id));
		});

		it('keeps settings, claims a setting only once, and keeps sessions', async () => {
			const s = await fresh();
			expect(await s.auth.getSetting('k')).toBeNull();
			await s.auth.setSetting('k', 'v');
			await s.auth.setSetting('k', 'v2');
			expect(await s.auth.getSetting('k')).toBe('v2');
			expect(await s.auth.claimSetting('pin', 'first')).toBe(true);
			expect(await s.auth.claimSetting('pin', 'second')).toBe(false);
			expect(await s.auth.claimSetting('k', 'x')).toBe(false);
			expect(await s.auth.getSetting('pin')).toBe('first');
			expect(await s.auth.getSetting('k')).toBe('v2');
			const soon = Date.now() + 10_000;
			await s.auth.saveSession('h', soon);
			await s.auth.saveSession('h2', soon + 1);
			await s.auth.saveSession('old', Date.now() - 1);
			const operator = (expiresAt: number) => ({ expiresAt, role: 'operator', table: null, device: null });
			expect(await s.auth.findSession('h')).toEqual(operator(soon));
			expect(await s.auth.findSession('old')).toBeNull();
			expect(await s.auth.findSessions(['h', 'h2', 'old', 'never'])).toEqual(
				new Map([
					['h', operator(soon)],
					['h2', operator(soon + 1)]
				])
			);
			expect(await s.auth.findSessions([])).toEqual(new Map());
			await s.auth.deleteSession('h2');
			expect(await s.auth.findSession('h2')).toBeNull();
			await s.auth.deleteOperatorSessions();
			expect(await s.auth.findSession('h')).toBeNull();
		});

		it('keeps paired devices until revoked (a PIN reset leaves them), listed and named', async () => {
			const s = await fresh();
			const never = 253_402_300_799_000;
			await s.auth.saveSession('op', Date.now() + 10_000);
			await s.auth.saveSession('tab', never, { id: 'd1', name: 'Table 1 tablet', grant: { role: 'device', table: 't1' } });
			await s.auth.saveSession('dir', never, { id: 'd2', name: 'Director', grant: { role: 'director', table: null } });
			expect(await s.auth.findSession('tab')).toEqual({ expiresAt: never, role: 'device', table: 't1', device: 'd1' });
			expect(await s.auth.findSession('dir')).toEqual({ expiresAt: never, role: 'director', table: null, device: 'd2' });
			await s.auth.deleteOperatorSessions();
			expect(await s.auth.findSession('op')).toBeNull();
			expect((await s.auth.listDevices()).map((d) => [d.id, d.name, d.role, d.table])).toEqual([
				['d1', 'Table 1 tablet', 'device', 't1'],
				['d2', 'Director', 'director', null]
			]);
			expect(await s.auth.renameDevice('d1', 'Tablet A')).toBe(true);
			expect(await s.auth.renameDevice('nope', 'x')).toBe(false);
			expect((await s.auth.listDevices())[0]!.name).toBe('Tablet A');
			expect(await s.auth.revokeDevice('d1')).toBe('tab');
			expect(await s.auth.revokeDevice('d1')).toBeNull();
			expect(await s.auth.findSession('tab')).toBeNull();
			expect((await s.auth.listDevices()).map((d) => d.id)).toEqual(['d2']);
		});

		it('uses a pairing code once, and never after it expired', async () => {
			const s = await fresh();
			const now = Date.now();
			await s.auth.savePairCode('c1', { role: 'device', table: 't1' }, now + 60_000);
			await s.auth.savePairCode('c2', { role: 'director', table: null }, now + 60_000);
			await s.auth.savePairCode('late', { role: 'device', table: 't2' }, now + 1);
			expect(await s.auth.claimPairCode('c1', now)).toEqual({ role: 'device', table: 't1' });
			expect(await s.auth.claimPairCode('c1', now)).toBeNull();
			expect(await s.auth.claimPairCode('late', now + 2)).toBeNull();
			expect(await s.auth.claimPairCode('never', now)).toBeNull();
			// two claims at once: exactly one gets it
			const both = await Promise.all([s.auth.claimPairCode('c2', now), s.auth.claimPairCode('c2', now)]);
			expect(both.filter((g) => g !== null)).toEqual([{ role: 'director', table: null }]);
		});

		it('keeps the PIN lock-out entries', async () => {
			const place = await backend.place();
			const s = await open(place);
			expect(await s.auth.loadBrakes()).toEqual([]);
			await s.auth.saveBrake('1.2.3.4', { failures: 2, until: 0, last: 1_700_000_000_000 });
			await s.auth.saveBrake('*venue', { failures: 5, until: 1_700_000_100_000, last: 1_700_000_000_000 });
			await s.auth.saveBrake('1.2.3.4', { failures: 3, until: 1_700_000_001_000, last: 1_700_000_000_500 });
			await s.auth.saveBrake('gone', { failures: 1, until: 0, last: 1 });
			await s.auth.saveBrake('gone', null);
			await s.close();
			const again = await open(place);
			const brakes = (await again.auth.loadBrakes()).sort((a, b) => a.key.localeCompare(b.key));
			expect(brakes).toEqual([
				{ key: '*venue', failures: 5, until: 1_700_000_100_000, last: 1_700_000_000_000 },
				{ key: '1.2.3.4', failures: 3, until: 1_700_000_001_000, last: 1_700_000_000_500 }
			]);
		});

		it('counts failed logins in the store, each one even when they arrive together', async () => {
			const s = await fresh();
			const t = 1_700_000_000_000;
			expect(await s.auth.findBrake('1.2.3.4')).toBeNull();
			const counted = await Promise.all(Array.from({ length: 10 }, () => s.auth.countFailure('1.2.3.4', t, 60_000)));
			expect(counted.map((e) => e.failures).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
			await s.auth.lockUntil('1.2.3.4', t + 5000);
			await s.auth.lockUntil('1.2.3.4', t + 1000); // an earlier end never shortens it
			await s.auth.forgiveFailure('1.2.3.4');
			expect(await s.auth.findBrake('1.2.3.4')).toEqual({ failures: 9, until: t + 5000, last: t });
			// Idle past the forget time but still locked: counted on.
			expect((await s.auth.countFailure('1.2.3.4', t + 4000, 1000)).failures).toBe(10);
			// Idle past it and the lock over: a fresh count.
			expect(await s.auth.countFailure('1.2.3.4', t + 70_000, 60_000)).toEqual({ failures: 1, until: 0, last: t + 70_000 });
			await s.auth.saveBrake('1.2.3.4', null);
			expect(await s.auth.findBrake('1.2.3.4')).toBeNull();
		});

		it('remembers players: one per name whatever the case, newest information wins, newest first', async () => {
			const s = await fresh();
			await s.players.recordPlayers([
				{ name: 'Anna Nowak', country: 'PL', rating: 650, at: 1000 },
				{ name: 'Piotr', at: 1000 }
			]);
			await s.players.recordPlayers([{ name: 'anna nowak', rating: 660, at: 2000 }]); // no country: the stored one stays
			await s.players.recordPlayers([{ name: 'ANNA NOWAK', country: 'DE', rating: 1, at: 500 }]); // older news: only counts a use
			await s.players.recordPlayers([{ name: 'Piotr', country: 'POL', at: 100 }]); // older, but fills in what is missing
			await s.players.recordPlayers([]);
			expect(await s.players.listPlayers(10)).toEqual([
				{ name: 'anna nowak', country: 'PL', rating: 660, uses: 3, lastUsed: 2000 },
				{ name: 'Piotr', country: 'POL', rating: null, uses: 2, lastUsed: 1000 }
			]);
			await s.players.recordPlayers([
				{ name: 'Zed', at: 1000 },
				{ name: 'zed', rating: 1.5, at: 1000 }
			]); // the same player twice in one batch
			expect((await s.players.listPlayers(10)).map((p) => [p.name, p.uses, p.rating])).toEqual([
				['anna nowak', 3, 660],
				['Piotr', 2, null],
				['zed', 2, 1.5]
			]);
			expect(await s.players.listPlayers(1)).toHaveLength(1);
			expect(await s.players.removePlayer('ANNA NOWAK')).toBe(true);
			expect(await s.players.removePlayer('Anna Nowak')).toBe(false);
			expect((await s.players.listPlayers(10)).map((p) => p.name)).toEqual(['Piotr', 'zed']);
		});

		it('records: lists matches newest first by keyset pages, filtered by table, player, discipline and date', async () => {
			const s = await fresh();
			await s.tables.createTable('a', 'Table A');
			await s.tables.createTable('b', 'Table B');
			const ids: number[] = [];
			let current: Record<string, number | null> = { a: null, b: null };
			const play = async (table: string, setup: unknown) => {
				const m = await s.tables.startMatch(table, setup, current[table]!);
				current[table] = m.id;
				ids.push(m.id);
				return m;
			};
			await play('a', { discipline: 'three-cushion', players: [{ name: 'Łukasz  Żółć', country: 'pl' }, 'Ёжиков'] });
			await play('b', { discipline: 'nine-ball', players: ['ANNA', 'Player 2'] });
			for (let i = 0; i < 5; i++) await play(i % 2 ? 'a' : 'b', { discipline: 'eight-ball', players: ['anna', `B${i}`] });
			const all = await s.records.searchMatches({}, null, 100);
			expect(all.matches.map((m) => m.id)).toEqual([...ids].reverse());
			expect(all.next).toBeNull();
			const first = all.matches[all.matches.length - 1];
			expect(first).toMatchObject({ tableId: 'a', tableName: 'Table A', discipline: 'three-cushion', result: null, players: [{ name: 'Łukasz Żółć', country: 'PL' }, { name: 'Ёжиков', country: null }] });
			// pages of 3: keyset by id, no repeats, no gaps
			const seen: number[] = [];
			let before: number | null = null;
			do {
				const page: Awaited<ReturnType<RecordStore['searchMatches']>> = await s.records.searchMatches({}, before, 3);
				expect(page.matches.length).toBeLessThanOrEqual(3);
				seen.push(...page.matches.map((m) => m.id));
				before = page.next;
			} while (before !== null);
			expect(seen).toEqual([...ids].reverse());
			// a name as the player list compares it (case, spacing); placeholders are nobody
			expect((await s.records.searchMatches({ player: ' anna ' }, null, 100)).matches).toHaveLength(6);
			expect((await s.records.searchMatches({ player: 'łukasz żółć' }, null, 100)).matches.map((m) => m.id)).toEqual([ids[0]]);
			expect((await s.records.searchMatches({ player: 'ёжиков' }, null, 100)).matches).toHaveLength(1);
			expect((await s.records.searchMatches({ player: 'Player 2' }, null, 100)).matches).toHaveLength(0);
			const annaPage = await s.records.searchMatches({ player: 'Anna' }, null, 4);
			expect(annaPage.matches).toHaveLength(4);
			expect((await s.records.searchMatches({ player: 'Anna' }, annaPage.next, 4)).matches.map((m) => m.id)).toEqual([ids[2], ids[1]]);
			expect((await s.records.searchMatches({ discipline: 'eight-ball', tableId: 'a' }, null, 100)).matches.map((m) => m.id)).toEqual([ids[5], ids[3]]);
			expect((await s.records.searchMatches({ tableId: 'nope' }, null, 100)).matches).toEqual([]);
			const t0 = Date.parse(first.startedAt);
			expect((await s.records.searchMatches({ from: t0, to: t0 + 86_400_000 }, null, 100)).matches).toHaveLength(7);
			expect((await s.records.searchMatches({ to: t0 }, null, 100)).matches).toHaveLength(0);
			expect((await s.records.searchMatches({ from: t0 + 86_400_000 }, null, 100)).matches).toHaveLength(0);
			// a removed table's matches stay listed under its name
			await s.tables.removeTable('b');
			expect((await s.records.searchMatches({ tableId: 'b' }, null, 100)).matches[0]).toMatchObject({ tableName: 'Table B' });
		});

		it('records: keeps results (replaced when saved again) and sums a player’s finished matches per discipline', async () => {
			const s = await fresh();
			await s.tables.createTable('t', 'T');
			const result = (winner: number | null, status: 'live' | 'finished', a: Partial<MatchResult['players'][number]>, b: Partial<MatchResult['players'][number]>): MatchResult => ({
				status,
				winner,
				draw: status === 'finished' && winner === null,
				innings: 20,
				players: [a, b].map((p, i) => ({ name: `P${i}`, country: null, score: 0, innings: 0, average: null, highRun: 0, racksWon: null, breakAndRuns: null, ...p }))
			});
			const m1 = await s.tables.startMatch('t', { discipline: 'three-cushion', players: ['Anna', 'Bob'] }, null);
			await s.records.saveResult(m1.id, result(0, 'finished', { score: 30, innings: 20, average: 1.5, highRun: 7 }, { score: 12, innings: 20, average: 0.6, highRun: 3 }));
			const m2 = await s.tables.startMatch('t', { discipline: 'three-cushion', players: ['Bob', 'anna'] }, m1.id);
			await s.records.saveResult(m2.id, result(null, 'live', { score: 5, innings: 5 }, { score: 9, innings: 5 }));
			expect(await s.records.unresolved(10)).toEqual([]);
			await s.records.saveResult(m2.id, result(0, 'finished', { score: 30, innings: 25, average: 1.2, highRun: 9 }, { score: 20, innings: 25, average: 0.8, highRun: 11 }));
			const m3 = await s.tables.startMatch('t', { discipline: 'nine-ball', players: ['Anna', 'Cy'] }, m2.id);
			await s.records.saveResult(m3.id, result(1, 'finished', { score: 3, racksWon: 3, breakAndRuns: 1 }, { score: 5, racksWon: 5, breakAndRuns: 0 }));
			const m4 = await s.tables.startMatch('t', { discipline: 'nine-ball', players: ['Anna', 'Cy'] }, m3.id);
			await s.records.saveResult(m4.id + 1000, result(0, 'finished', {}, {}));
			expect((await s.records.searchMatches({}, null, 10)).matches.map((m) => m.result?.status ?? null)).toEqual([null, 'finished', 'finished', 'finished']);
			expect(await s.records.unresolved(10)).toEqual([]);
			const stats = await s.records.playerStats('ANNA');
			expect(stats.name).toBe('Anna');
			expect(stats.disciplines).toEqual([
				{ discipline: 'three-cushion', matches: 2, wins: 1, draws: 0, points: 50, innings: 45, bestAverage: 1.5, highRun: 11, racksWon: 0, racksLost: 0, breakAndRuns: 0 },
				{ discipline: 'nine-ball', matches: 1, wins: 0, draws: 0, points: 3, innings: 0, bestAverage: null, highRun: 0, racksWon: 3, racksLost: 5, breakAndRuns: 1 }
			]);
			expect(await s.records.playerStats('nobody')).toEqual({ name: null, disciplines: [] });
			// an ended match never given a result is what the writer catches up on
			const m5 = await s.tables.startMatch('t', { discipline: 'nine-ball', players: ['X', 'Y'] }, m4.id);
			expect(await s.records.unresolved(10)).toEqual([m4.id]);
			expect(m5.id).toBeGreaterThan(m4.id);
		});
	});
}
