/**
 * Scoring on when the network drops (issue 26): the console keeps a replica of its table's
 * current match log (the setup and every stored action) while it is online; while the server
 * cannot be reached it applies strokes with the same rules engine the server runs, shows them at
 * once, and keeps them in an outbox that survives a reload and a closed tab (IndexedDB). On
 * reconnect the outbox is sent in order, each stroke pinned to its revision and carrying an
 * idempotency key, so nothing is applied twice. If someone else scored the table meanwhile the
 * server refuses the first stroke as stale: the console shows both versions and the marker
 * chooses — keep theirs (the strokes waiting are listed and dropped only then) or add them after
 * theirs. The server stays the authority: what it stores is the record.
 */
import { applyAction, runScript, summarize, type Match } from '$lib/engine/match';
import type { Grant } from '$lib/protocol/access';
import type { MatchEventWire, Reply, ScriptReply, ScriptSince, TableState, WireSummary } from '$lib/protocol';
import type { RefusalLike } from '$lib/i18n/reasons';
import { LogRunner, type LogOutcome } from '$lib/log/runner';
import { refusal } from '$lib/protocol/refusals';

type Scored = { ok: true } | { ok: false; refusal: RefusalLike };
const done = (reply: Scored): LogOutcome<Scored> => ({ reply, publish: () => {} });

/** The server's log of the table's current match, as this console last knew it. */
export interface Replica {
	match: number;
	setup: Record<string, unknown>;
	startedAt: string;
	actions: unknown[];
	/** The server's digest of the log up to `revision` (the end of the last `script` read): sent back as `since`. */
	read?: { revision: number; digest: string };
}

/** A stroke scored here and not yet stored by the server. */
export interface Pending {
	/** The idempotency key it is sent with (the server answers a repeat, never applies it twice). */
	request: string;
	match: number;
	/** The revision it was made against. */
	revision: number;
	action: Record<string, unknown>;
	/** ms since the epoch, when it was scored. */
	at: number;
	/**
	 * Sent as the connection dropped and the server moved past it before this console could keep
	 * it: probably stored. Sent again to ask (the server answers a repeat, or refuses it as stale),
	 * never applied here.
	 */
	verify?: true;
}

/** Someone else scored the table while these strokes waited: the marker chooses. */
export interface Conflict {
	/** The server's state now (null: not known yet). */
	theirs: TableState | null;
	/** Why the server refused the first waiting stroke (stale, or the rules on its new position). */
	refusal: RefusalLike;
	/** The table is on another match now: the strokes waiting cannot be added to it, only dropped. */
	matchChanged?: true;
}

/** What survives a reload: kept per table in IndexedDB. */
export interface Kept {
	table: { id: string; name: string };
	replica: Replica | null;
	pending: Pending[];
	/** The grant this browser last had on the table (the pad stays usable offline after a reload). */
	grant: Grant | null;
}

/** Where `Kept` lives (IndexedDB in the browser; a Map in a unit test). */
export interface OfflineStore {
	get(table: string): Promise<Kept | undefined>;
	set(table: string, kept: Kept): Promise<void>;
}

/** What the offline table needs of the connection (protocol/live.svelte.ts `Live`). */
export interface Connection {
	readonly status: 'connecting' | 'connected' | 'disconnected';
	call(event: 'script', payload: { table: string; since?: ScriptSince }): Promise<Reply<{ script: (ScriptReply & { match: Record<string, unknown> }) | null }>>;
	call(
		event: 'act',
		payload: { table: string; match: number; revision: number; action: { t: string }; request: string }
	): Promise<Reply<{ revision: number; state: TableState; repeated?: true }>>;
}

/** 128 random bits as hex: `crypto.getRandomValues` works on plain http too (`randomUUID` needs https). */
export function randomKey(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Refusals of a passing trouble: the stroke stays in the outbox and is sent again soon. */
const RETRY = new Set(['not-stored', 'store-uncertain', 'server-busy', 'rate-limit', 'internal', 'no-answer', 'not-connected']);
/** Refusals of who this is, not of the stroke: the outbox waits for a login or a new pairing. */
const BLOCKED = new Set(['operators-only', 'device-revoked', 'device-other-table']);
/** The longest wait between two tries of a retried stroke. */
const RETRY_MAX_MS = 15_000;

export class OfflineTable {
	/**
	 * Raw, not a deep proxy: its actions (thousands in a long match) are only read whole, by the
	 * engine and the store, and only ever appended to (plain values, never an outbox entry's
	 * proxy), so a proxy per action would be work per stroke that grows with the match (`persist`
	 * keeps it after every stroke). Nothing on screen reads it.
	 */
	replica: Replica | null = $state.raw(null);
	pending: Pending[] = $state([]);
	conflict: Conflict | null = $state(null);
	/** The state this console shows while strokes wait (null: show the server's). */
	local: TableState | null = $state(null);
	/** The outbox is being sent now. */
	draining = $state(false);
	/** The grant this browser had on the table the last time the server said it. */
	grant: Grant | null = $state(null);
	/** Strokes delivered since this page opened (for the console's line and the bench). */
	delivered = $state(0);
	/** The server refused who this is (logged out, revoked): the strokes wait for a login or a new pairing. */
	blocked: RefusalLike | null = $state(null);
	/** The kept outbox is read (until then every stroke goes behind it). */
	private ready = $state(false);
	private retryMs = 1000;
	private retryTimer: ReturnType<typeof setTimeout> | null = null;

	private name = '';
	/** The engine's match at the head of replica + pending, so a stroke is one engine step. */
	private head: { match: Match; revision: number; matchId: number } | null = null;
	private lastServer: TableState | null = null;
	private fetching: Promise<void> | null = null;
	private loaded: Promise<void>;

	constructor(
		private readonly table: string,
		private readonly connection: Connection,
		private readonly store: OfflineStore,
		private readonly newKey: () => string = randomKey
	) {
		this.name = table;
		this.loaded = this.load();
	}

	/** Strokes waiting for the server. */
	get waiting(): number {
		return this.pending.length;
	}

	/** Strokes go to the outbox (not to the server) while offline, while some wait, while a conflict is open, or before the kept outbox is read. */
	get holding(): boolean {
		return !this.ready || this.connection.status !== 'connected' || this.pending.length > 0 || this.conflict !== null || this.draining;
	}

	private async load() {
		const kept = await this.store.get(this.table).catch(() => undefined);
		if (kept) {
			this.name = kept.table.name;
			this.replica = kept.replica;
			this.pending = kept.pending;
			this.grant = kept.grant;
			this.head = null;
		}
		this.ready = true;
		// the socket may have connected while the store was read: send what waits now
		this.connectionChanged();
	}

	/** Keeps the replica and outbox; a store that refuses (a private window's quota) leaves them in this page only. */
	private async persist() {
		try {
			await this.store.set(this.table, this.snapshot());
		} catch (err) {
			if (!this.unsaved) console.warn(`cuecast: the strokes waiting could not be kept in this browser (${(err as Error)?.message ?? err}); keep this page open`);
			this.unsaved = true;
		}
	}
	/** The store refused to keep the outbox once. */
	unsaved = $state(false);

	private snapshot(): Kept {
		// the replica's actions are never changed, only appended to: a copy of the list is the snapshot
		// (a deep $state.snapshot clones every action, every value through structuredClone)
		const r = this.replica;
		const replica = r && { ...r, actions: r.actions.slice() };
		return { table: { id: this.table, name: this.name }, replica, pending: $state.snapshot(this.pending) as Pending[], grant: $state.snapshot(this.grant) as Grant | null };
	}


	/**
	 * A state of the table from the server (on join, after every change). Keeps the replica in
	 * step: its own acked strokes are appended as they are acknowledged; any other change (another
	 * console, a new match) is read once with `script`.
	 */
	async track(state: TableState | null, grant: Grant | null) {
		await this.loaded;
		// the grant the server gives now, kept for an offline reload (a viewer's: none kept)
		const keep = grant && grant.role !== 'viewer' ? grant : null;
		if (grant && JSON.stringify(keep) !== JSON.stringify(this.grant)) {
			this.grant = keep;
			void this.persist();
		}
		if (!state || this.connection.status !== 'connected') return;
		this.lastServer = state;
		this.name = state.table.name;
		const m = state.match;
		if (!m) return;
		const r = this.replica;
		if (r && r.match === m.id && r.actions.length === m.revision) return;
		if (this.pending.length > 0) return; // the drain reads the log when it needs it
		await this.fetchReplica();
	}

	/**
	 * Reads the current match's log from the server (one request at a time). A replica of this
	 * match asks only for what follows it (`since`): another console's stroke costs that stroke,
	 * not the whole log again.
	 */
	private fetchReplica(): Promise<void> {
		this.fetching ??= (async () => {
			try {
				const held = this.replica;
				const since = held?.read && held.read.revision > 0 && held.match === this.lastServer?.match?.id ? { match: held.match, ...held.read } : undefined;
				let reply = await this.connection.call('script', { table: this.table, ...(since ? { since } : {}) });
				// The whole log: after a tail for a replica dropped meanwhile (the marker kept the server's
				// strokes), or a `since` refused (a server from before it: an unknown key).
				if (since && (reply.ok ? reply.script?.from && !this.extends(this.replica, since, reply.script.from) : reply.code === 'invalid')) {
					reply = await this.connection.call('script', { table: this.table });
				}
				if (!reply.ok) return;
				const script = reply.script;
				const m = this.lastServer?.match;
				const from = script?.from ?? 0;
				let actions = script?.actions ?? [];
				if (!script || !m) {
					this.replica = null;
				} else if (from > 0 && this.replica) {
					// the server's log starts with what we read last: that, then the rest (our own strokes since among them)
					actions = this.replica.actions.slice(0, from).concat(script.actions);
					this.replica = { ...this.replica, actions };
				} else {
					this.replica = { match: m.id, setup: script.match, startedAt: m.startedAt, actions };
				}
				if (this.replica && script?.digest) this.replica.read = { revision: actions.length, digest: script.digest };
				this.head = null;
				await this.persist();
			} finally {
				this.fetching = null;
			}
		})();
		return this.fetching;
	}

	/** The replica still holds the log a tail from `from` was asked after. */
	private extends(replica: Replica | null, since: ScriptSince | undefined, from: number): boolean {
		return !!replica && !!since && replica.match === since.match && replica.read?.revision === from;
	}

	/** The console's own stroke was stored online as `revision` of `match`: the replica follows without a read. */
	accepted(match: number, revision: number, action: unknown) {
		const r = this.replica;
		if (!r || r.match !== match || r.actions.length !== revision - 1) return;
		// plain, as the replica is raw: a proxy in it could not be kept in IndexedDB (structured clone)
		r.actions.push($state.snapshot(action));
		if (this.head && this.head.revision === revision - 1) this.head = null;
		void this.persist();
	}

	/** The engine's match after the replica and every waiting stroke (built once, then stepped). */
	private headMatch(): { match: Match; revision: number; matchId: number } | null {
		const r = this.replica;
		if (!r) return null;
		const local = this.pending.filter((p) => !p.verify);
		const revision = r.actions.length + local.length;
		if (this.head && this.head.matchId === r.match && this.head.revision === revision) return this.head;
		// the engine's own fold of a match script (what `cuecast replay` runs)
		const run = runScript({ match: r.setup, actions: [...r.actions, ...local.map((p) => p.action)] });
		if (!run.ok) return null;
		this.head = { match: run.match, revision, matchId: r.match };
		return this.head;
	}

	/** The state to show: the server's last state moved on by the waiting strokes. */
	private refreshLocal(events: MatchEventWire[] = []) {
		if (this.pending.length === 0 && this.connection.status === 'connected') {
			this.local = null;
			return;
		}
		const head = this.headMatch();
		const r = this.replica;
		if (!head || !r) {
			this.local = null;
			return;
		}
		const base = this.lastServer;
		this.local = {
			...(base ?? {}),
			table: { id: this.table, name: this.name },
			match: { id: r.match, setup: r.setup, revision: head.revision, summary: summarize(head.match) as unknown as WireSummary, startedAt: r.startedAt },
			events
		};
	}

	/** The connection changed: show the local state while offline; send the outbox once back. */
	connectionChanged() {
		if (!this.ready) return;
		this.refreshLocal();
		if (this.connection.status === 'connected') {
			this.blocked = null; // a new connection may carry a new login or pairing: try again
			if (this.pending.length > 0 && !this.conflict) void this.drain();
		}
	}

	/** A new idempotency key for a stroke. */
	newRequest(): string {
		return this.newKey();
	}

	/**
	 * Scores a stroke here: the rules engine decides as the server would; an accepted stroke is
	 * kept in the outbox (durably, before this resolves) and shown at once. `sent`: a stroke that
	 * went to the server as the connection dropped, kept with its key if it was made at this head.
	 */
	async score(action: Record<string, unknown>, sent?: { request: string; revision: number }): Promise<{ ok: true } | { ok: false; refusal: RefusalLike }> {
		await this.loaded;
		const outcome = await this.runner.submit<Scored>({
			pinned: true,
			decide: () => {
				const head = this.headMatch();
				if (head && sent && sent.revision < head.revision) {
					// The server moved past it (most likely: it stored it): ask again with its key, apply nothing here.
					const entry: Pending = { request: sent.request, match: head.matchId, revision: sent.revision, action, at: Date.now(), verify: true };
					return { entry, commit: () => ({ reply: { ok: true }, publish: () => this.kick() }) };
				}
				if (!head || (sent && sent.revision !== head.revision)) return { refuse: done({ ok: false, refusal: refusal('offline-no-copy') }) };
				const result = applyAction(head.match, action);
				if (!result.ok) {
					const r = result as { reason: string; code?: string; params?: Record<string, string | number> };
					return { refuse: done({ ok: false, refusal: { reason: r.reason, ...(r.code ? { code: r.code } : {}), ...(r.params ? { params: r.params } : {}) } }) };
				}
				const entry: Pending = { request: sent?.request ?? this.newKey(), match: head.matchId, revision: head.revision, action, at: Date.now() };
				return {
					entry,
					commit: () => {
						this.head = { match: result.match, revision: head.revision + 1, matchId: head.matchId };
						return {
							reply: { ok: true },
							publish: () => {
								this.refreshLocal(result.events as unknown as MatchEventWire[]);
								this.kick();
							}
						};
					}
				};
			},
			stale: () => done({ ok: false, refusal: refusal('stale-revision', { revision: this.head?.revision ?? 0, sent: this.head?.revision ?? 0 }) }),
			notStored: (err) => done({ ok: false, refusal: { reason: `not kept in this browser: ${(err as Error)?.message ?? err}`, code: 'not-stored' } })
		});
		outcome.publish();
		return outcome.reply;
	}

	/**
	 * This console's log of strokes waiting, on the one log runner the server's tables run on
	 * (src/lib/log/runner.ts): one stroke at a time through its mailbox, decided by the engine at
	 * the head, appended to the outbox durably (IndexedDB) before it shows.
	 */
	private readonly runner = new LogRunner<OfflineTable, Pending>({
		current: () => this,
		append: async (_table, entry) => {
			this.pending.push(entry);
			await this.persist();
		},
		isConflict: () => false,
		catchUp: async () => false
	});

	/** Sends the outbox now if it may. */
	private kick() {
		if (this.connection.status === 'connected' && !this.conflict && !this.blocked) void this.drain();
	}

	/**
	 * Sends the outbox in order. Stops at a conflict (shown), at a refusal of who this is (kept
	 * until a login or a new pairing), and when the connection drops (kept); a passing trouble
	 * (the store, the server's load, no answer) is tried again after 1 s, 2 s … 15 s.
	 */
	async drain(): Promise<void> {
		if (this.draining || this.blocked) return;
		this.draining = true;
		try {
			while (this.pending.length > 0 && this.connection.status === 'connected' && !this.conflict) {
				const p = this.pending[0]!;
				const reply = await this.sendOne(p);
				if (reply.ok) {
					this.pending.shift();
					this.delivered++;
					this.retryMs = 1000;
					const r = this.replica;
					if (r && r.match === p.match && r.actions.length === reply.revision - 1) r.actions.push($state.snapshot(p.action));
					else if (!(p.verify && r && r.actions.length >= reply.revision)) this.replica = null;
					this.lastServer = reply.state;
					this.head = null;
					await this.persist();
					if (!this.replica) await this.fetchReplica();
					continue;
				}
				const code = reply.code ?? '';
				if (BLOCKED.has(code)) {
					this.blocked = reply;
				} else if (RETRY.has(code)) {
					this.retryLater();
				} else {
					const theirs = (reply as { state?: TableState }).state ?? this.lastServer;
					this.lastServer = theirs; // the log read next (add mine, keep theirs) is this match's
					const matchChanged = theirs?.match?.id !== p.match;
					this.conflict = { theirs, refusal: reply, ...(matchChanged ? { matchChanged: true as const } : {}) };
				}
				return;
			}
		} finally {
			this.draining = false;
			this.refreshLocal();
		}
	}

	private retryLater() {
		if (this.retryTimer) return;
		this.retryTimer = setTimeout(() => {
			this.retryTimer = null;
			this.kick();
		}, this.retryMs);
		this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
	}

	private sendOne(p: Pending) {
		return this.connection.call('act', { table: this.table, match: p.match, revision: p.revision, action: p.action as { t: string }, request: p.request });
	}

	/** The marker keeps what the server has: the waiting strokes are dropped (they were listed). */
	async keepTheirs() {
		this.pending = [];
		this.conflict = null;
		this.replica = null;
		this.head = null;
		await this.persist();
		await this.fetchReplica();
		this.refreshLocal();
	}

	/**
	 * The marker adds the waiting strokes after the server's: each is pinned again to the new
	 * head, in order; a stroke the rules refuse there stops it (the conflict shows why).
	 */
	async addMine() {
		this.conflict = null;
		this.replica = null;
		await this.fetchReplica();
		const r = this.replica as Replica | null;
		if (!r) return;
		if (this.pending.some((p) => p.match !== r.match)) {
			// Another match is on the table now: strokes of the old one never go into it.
			this.conflict = { theirs: this.lastServer, refusal: refusal('stale-match', { match: r.match }), matchChanged: true };
			return;
		}
		const base = runScript({ match: r.setup, actions: r.actions });
		if (!base.ok) return;
		let match = base.match;
		let revision = r.actions.length;
		// A stroke kept to be asked about (verify) that reached this conflict was not stored: it is added like the rest.
		for (const p of this.pending) {
			delete p.verify;
			const next = applyAction(match, p.action);
			if (!next.ok) {
				this.conflict = { theirs: this.lastServer, refusal: next as RefusalLike };
				await this.persist();
				return;
			}
			match = next.match;
			p.match = r.match;
			p.revision = revision++;
		}
		this.head = null;
		await this.persist();
		this.refreshLocal();
		await this.drain();
	}
}
