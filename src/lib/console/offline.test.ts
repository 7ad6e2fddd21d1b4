/**
 * The console's offline scoring (issue 26) against a fake server that runs the real rules engine:
 * strokes scored offline are applied here, kept across a reload, sent in order with their keys on
 * reconnect and stored once; a table someone else scored meanwhile is a conflict the marker
 * resolves either way, nothing dropped unasked.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, summarize, type Match } from '$lib/engine/match';
import type { TableState, WireSummary } from '$lib/protocol';
import { OfflineTable, type Connection, type Kept, type OfflineStore } from './offline.svelte';

const SETUP = { discipline: 'straight-pool', players: ['Anna', 'Piotr'], pointsTo: 1000 };
/** Actions straight-pool accepts one after another: a break, then misses and safeties. */
const stroke = (revision: number) => (revision === 0 ? { t: 'shot', rails: 2, cueRail: true } : revision % 3 === 0 ? { t: 'shot', safety: true } : { t: 'shot' });

/** A server as the console sees it: one table, one match, the engine, idempotency keys. */
class FakeServer implements Connection {
	status: Connection['status'] = 'connected';
	actions: unknown[] = [];
	requests = new Map<string, number>();
	/** The next acts are refused with this code (a passing trouble, a revoked device). */
	refuse: { code: string; times: number } | null = null;
	sent: { revision: number; request: string }[] = [];
	private match: Match = (createMatch(SETUP) as { match: Match }).match;

	state(): TableState {
		return {
			table: { id: 't', name: 'Table T' },
			match: { id: this.matchId, setup: SETUP, revision: this.actions.length, summary: summarize(this.match) as unknown as WireSummary, startedAt: '2026-12-05T20:00:00.000Z' },
			events: []
		};
	}
	/** Another console ends the match and starts the next one. */
	newMatch() {
		this.matchId++;
		this.actions = [];
		this.match = (createMatch(SETUP) as { match: Match }).match;
	}
	matchId = 1;
	/** Someone else scores a stroke. */
	other() {
		this.apply(stroke(this.actions.length));
	}
	private apply(action: unknown) {
		const next = applyAction(this.match, action);
		if (!next.ok) throw new Error(next.reason);
		this.match = next.match;
		this.actions.push(action);
	}
	/** Answers `since` with the actions after it when the log starts with the reader's (off: a server from before `since`). */
	tails = true;
	/** Each script read: where its actions start, how many came, and whether it said what the console held. */
	reads: { from: number; actions: number; since: boolean }[] = [];
	private script(since?: { match: number; revision: number; digest: string }) {
		// a server from before `since`: the unknown key is refused
		if (since && !this.tails) return { ok: false, reason: 'script: since: unknown key', code: 'invalid' };
		const digest = (n: number) => (n > 0 ? createHash('sha1').update(`${this.matchId}:${JSON.stringify(this.actions.slice(0, n))}`).digest('hex').slice(0, 16) : undefined);
		const holds = since && since.match === this.matchId && since.revision <= this.actions.length && digest(since.revision) === since.digest;
		const from = holds ? since.revision : 0;
		this.reads.push({ from, actions: this.actions.length - from, since: !!since });
		return { ok: true, script: { match: SETUP, actions: this.actions.slice(from), ...(holds ? { from } : {}), digest: digest(this.actions.length) } };
	}
	/** The table's log restored from a backup: its first `kept` actions, then `then`. */
	restore(kept: number, then: unknown[]) {
		const log = this.actions.slice(0, kept);
		this.actions = [];
		this.match = (createMatch(SETUP) as { match: Match }).match;
		for (const action of [...log, ...then]) this.apply(action);
	}
	async call(event: string, payload: any): Promise<any> {
		if (this.status !== 'connected') return { ok: false, reason: 'not connected', code: 'not-connected' };
		if (event === 'script') return this.script(payload.since);
		this.sent.push({ revision: payload.revision, request: payload.request });
		if (this.refuse && this.refuse.times-- > 0) return { ok: false, reason: this.refuse.code, code: this.refuse.code };
		const prior = this.requests.get(payload.request);
		if (prior !== undefined) return { ok: true, revision: prior, state: this.state(), repeated: true };
		if (payload.match !== this.matchId) return { ok: false, reason: 'stale', code: 'stale-match', state: this.state() };
		if (payload.revision !== this.actions.length) return { ok: false, reason: 'stale', code: 'stale-revision', state: this.state() };
		this.apply(payload.action);
		this.requests.set(payload.request, this.actions.length);
		return { ok: true, revision: this.actions.length, state: this.state() };
	}
}

class MemoryStore implements OfflineStore {
	kept = new Map<string, Kept>();
	async get(table: string) {
		return structuredClone(this.kept.get(table));
	}
	async set(table: string, kept: Kept) {
		this.kept.set(table, structuredClone(kept));
	}
}

let keys = 0;
const newKey = () => `k${++keys}`;
const until = async (fn: () => boolean) => {
	for (let i = 0; i < 200 && !fn(); i++) await new Promise((r) => setTimeout(r, 1));
	expect(fn()).toBe(true);
};

async function online(server: FakeServer, store: MemoryStore) {
	const table = new OfflineTable('t', server, store, newKey);
	await table.track(server.state(), { role: 'device', table: 't' });
	return table;
}

describe('scoring offline', () => {
	it('applies strokes offline, keeps them across a reload, and delivers each once, in order, on reconnect', async () => {
		const server = new FakeServer();
		server.other();
		server.other();
		const store = new MemoryStore();
		const table = await online(server, store);
		expect(table.replica?.actions).toHaveLength(2);

		server.status = 'disconnected';
		table.connectionChanged();
		expect(table.holding).toBe(true);
		for (let i = 0; i < 3; i++) expect(await table.score(stroke(2 + i))).toEqual({ ok: true });
		expect(table.waiting).toBe(3);
		expect(table.local?.match?.revision).toBe(5);
		expect(server.actions).toHaveLength(2);
		// the rules refuse here as the server would: nothing is queued
		expect((await table.score({ t: 'no-such-action' })).ok).toBe(false);
		expect(table.waiting).toBe(3);

		// a reload (a new page) while still offline: the outbox and the local state are back
		const reloaded = new OfflineTable('t', server, store, newKey);
		await until(() => reloaded.waiting === 3);
		reloaded.connectionChanged();
		expect(reloaded.local?.match?.revision).toBe(5);
		expect(reloaded.grant).toEqual({ role: 'device', table: 't' });
		expect(await reloaded.score(stroke(5))).toEqual({ ok: true });

		server.status = 'connected';
		reloaded.connectionChanged();
		await until(() => reloaded.waiting === 0 && !reloaded.draining);
		expect(server.actions).toHaveLength(6);
		expect(server.sent.map((s) => s.revision)).toEqual([2, 3, 4, 5]);
		expect(new Set(server.sent.map((s) => s.request)).size).toBe(4);
		expect(reloaded.delivered).toBe(4);
		expect(reloaded.local).toBeNull();
		expect(reloaded.replica?.actions).toHaveLength(6);
		expect((await store.get('t'))?.pending).toEqual([]);
		// and kept: a reload offline now starts from revision 6, not from the copy before the outbox went
		expect((await store.get('t'))?.replica?.actions).toHaveLength(6);
	});

	it("reads only the strokes after its last read while the server's log starts with it, and the whole log when not", async () => {
		const server = new FakeServer();
		server.other();
		server.other();
		const table = await online(server, new MemoryStore());
		expect(server.reads).toEqual([{ from: 0, actions: 2, since: false }]);
		// another console scores two strokes: the copy reads those two, not the log again
		server.other();
		server.other();
		await table.track(server.state(), null);
		expect(server.reads.at(-1)).toEqual({ from: 2, actions: 2, since: true });
		expect(table.replica?.actions).toEqual(server.actions);
		// its own stroke follows without a read; the next read starts after the last read, its own stroke among what comes
		const request = table.newRequest();
		const own = await server.call('act', { table: 't', match: 1, revision: 4, action: stroke(4), request });
		table.accepted(1, own.revision, stroke(4));
		expect(server.reads).toHaveLength(2);
		server.other();
		await table.track(server.state(), null);
		expect(server.reads.at(-1)).toEqual({ from: 4, actions: 2, since: true });
		expect(table.replica?.actions).toEqual(server.actions);

		// the table restored from a backup and played on otherwise to past the copy's length (a miss where
		// a safety was; the copy's last stroke the same): the log does not start with the copy — read whole
		expect(stroke(3)).toEqual({ t: 'shot', safety: true });
		server.restore(3, [{ t: 'shot' }, stroke(4), stroke(5), stroke(6)]);
		expect(server.actions[5]).toEqual(table.replica?.actions[5]);
		expect(server.actions).toHaveLength(7);
		await table.track(server.state(), null);
		expect(server.reads.at(-1)).toEqual({ from: 0, actions: 7, since: true });
		expect(table.replica?.actions).toEqual(server.actions);
		// a server from before `since` refuses it: the console reads the whole log
		server.tails = false;
		server.other();
		await table.track(server.state(), null);
		expect(server.reads.at(-1)).toEqual({ from: 0, actions: 8, since: false });
		expect(table.replica?.actions).toEqual(server.actions);
		// and offline, the engine runs on from that copy
		server.status = 'disconnected';
		table.connectionChanged();
		expect(await table.score(stroke(8))).toEqual({ ok: true });
		expect(table.local?.match?.revision).toBe(9);
	});

	it('sends a stroke again with its key when its answer was lost: the server stores it once', async () => {
		const server = new FakeServer();
		const store = new MemoryStore();
		const table = await online(server, store);
		// the stroke reached the server, the answer did not: kept with the same key and revision
		const request = table.newRequest();
		await server.call('act', { table: 't', match: 1, revision: 0, action: stroke(0), request });
		server.status = 'disconnected';
		expect(await table.score(stroke(0), { request, revision: 0 })).toEqual({ ok: true });
		server.status = 'connected';
		table.connectionChanged();
		await until(() => table.waiting === 0 && !table.draining);
		expect(server.actions).toHaveLength(1);
		expect(table.replica?.actions).toHaveLength(1);
	});

	it('shows a conflict when someone else scored meanwhile; keeping theirs drops mine only when asked', async () => {
		const server = new FakeServer();
		const store = new MemoryStore();
		const table = await online(server, store);
		server.status = 'disconnected';
		table.connectionChanged();
		await table.score(stroke(0));
		await table.score(stroke(1));
		server.status = 'connected';
		server.other(); // another console scored the break
		table.connectionChanged();
		await until(() => table.conflict !== null);
		expect(table.conflict?.refusal.code).toBe('stale-revision');
		expect(table.conflict?.theirs?.match?.revision).toBe(1);
		expect(table.waiting).toBe(2); // nothing dropped yet
		await table.keepTheirs();
		expect(table.waiting).toBe(0);
		expect(table.conflict).toBeNull();
		expect(server.actions).toHaveLength(1);
		expect(table.replica?.actions).toHaveLength(1);
	});

	it('adds mine after theirs: re-pinned to the new head, in order, each once', async () => {
		const server = new FakeServer();
		const store = new MemoryStore();
		const table = await online(server, store);
		server.status = 'disconnected';
		table.connectionChanged();
		await table.score(stroke(0));
		await table.score(stroke(1));
		server.status = 'connected';
		server.other();
		table.connectionChanged();
		await until(() => table.conflict !== null);
		await table.addMine();
		await until(() => table.waiting === 0 && !table.draining);
		expect(server.actions).toHaveLength(3);
		expect(server.sent.slice(-2).map((s) => s.revision)).toEqual([1, 2]);
		expect(table.conflict).toBeNull();
	});

	it('keeps the outbox when the server refuses who this is, and sends it after a new connection', async () => {
		const server = new FakeServer();
		const table = await online(server, new MemoryStore());
		server.status = 'disconnected';
		table.connectionChanged();
		await table.score(stroke(0));
		server.refuse = { code: 'device-revoked', times: 1 };
		server.status = 'connected';
		table.connectionChanged();
		await until(() => table.blocked !== null);
		expect(table.conflict).toBeNull();
		expect(table.waiting).toBe(1);
		table.connectionChanged(); // a reconnect (a new pairing, a login)
		await until(() => table.waiting === 0 && !table.draining);
		expect(server.actions).toHaveLength(1);
	});

	it('tries a passing trouble again by itself while connected', async () => {
		const server = new FakeServer();
		const table = await online(server, new MemoryStore());
		server.status = 'disconnected';
		table.connectionChanged();
		await table.score(stroke(0));
		server.refuse = { code: 'not-stored', times: 1 };
		server.status = 'connected';
		table.connectionChanged();
		for (let i = 0; i < 300 && table.waiting > 0; i++) await new Promise((r) => setTimeout(r, 10));
		expect(table.waiting).toBe(0);
		expect(server.actions).toHaveLength(1);
		expect(server.sent).toHaveLength(2);
	});

	it('never adds strokes of a match to the next one: they can only be dropped', async () => {
		const server = new FakeServer();
		const table = await online(server, new MemoryStore());
		server.status = 'disconnected';
		table.connectionChanged();
		await table.score(stroke(0));
		server.status = 'connected';
		server.newMatch();
		table.connectionChanged();
		await until(() => table.conflict !== null);
		expect(table.conflict?.matchChanged).toBe(true);
		const sent = server.sent.length;
		await table.addMine();
		expect(table.conflict?.matchChanged).toBe(true);
		expect(server.sent).toHaveLength(sent); // nothing tried on the new match
		expect(server.actions).toHaveLength(0);
		await table.keepTheirs();
		expect(table.waiting).toBe(0);
	});
});
