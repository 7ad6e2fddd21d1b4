/**
 * The browser side of the protocol (version 2): one socket, re-joining its subscriptions on every
 * (re)connect so the full state is pulled again, then following every table by its deltas, with
 * reactive fields for the pages. An acknowledgement says where the table is, never its state:
 * the state comes once, on the table's channel.
 */
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import type { Grant } from './access';
import type { ClientToServerEvents, HistoryDelta, ObsStatusWire, Reply, Role, ServerToClientEvents, SponsorWire, TableHistory, TableState, TableSync, VenueState } from './index';
import { follow, isBehind, type Synced } from './delta';
import { refusal, type CodedReason } from './refusals';
import { MAX_MESSAGE_BYTES } from './index';
import { PROTOCOL_VERSION } from './version';

/** The longest a state older than the one shown is kept from the screen (`Live.show`). */
const HOLD_MS = 5000;

/** The WebSocket close code for a frame larger than the server reads ("message too big"). */
const CLOSE_MESSAGE_TOO_BIG = 1009;

type Sock = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Status = 'connecting' | 'connected' | 'disconnected';

/** A refusal of the connection itself (connect_error's `data`, e.g. too-many-sockets); the client does not retry it by itself. */
const connectRefusalSchema = z.object({ code: z.string(), reason: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export type ConnectRefusal = z.infer<typeof connectRefusalSchema>;

export class Live {
	status: Status = $state('connecting');
	/** Why the server refused the connection, while it does (null once connected, or on a network error). */
	refused: ConnectRefusal | null = $state(null);
	role: Role | null = $state(null);
	/** What this connection's session was granted (a table device's table with its role); null until hello. */
	grant: Grant | null = $state(null);
	tables: Record<string, TableState> = $state({});
	venue: VenueState | null = $state(null);
	/** Tables removed while we watched them. */
	removed: string[] = $state([]);
	/**
	 * Stroke lists of the tables joined with `{history: true}`, kept from the server's deltas. Raw,
	 * each delta a new list: a deep proxy would wrap every entry the panel ever read (four proxies
	 * a stroke, kept for the whole match) and read each field through its trap.
	 */
	histories: Record<string, TableHistory> = $state.raw({});
	/** OBS status (operators only; null until the server sends it). */
	obs: ObsStatusWire | null = $state(null);
	/** Sponsor images in rotation order (every socket gets them on connect and on each change). */
	sponsors: SponsorWire[] = $state([]);
	/**
	 * Why the server closed this connection, when it said (a message too large or malformed:
	 * its `refused` event, or the WebSocket close code 1009 for a frame it would not read); a
	 * page shows it by `code` (i18n). Cleared on the next connect.
	 */
	closedWhy: CodedReason | null = $state(null);
	private socket: Sock;
	private subscriptions = new Set<string>();
	private withHistory = new Set<string>();
	/** Each table as the server's deltas left it (plain, not reactive: the base the next applies to). */
	private synced = new Map<string, Synced>();
	/** Tables whose full state was asked for again after a gap (their deltas wait for it). */
	private resyncing = new Set<string>();
	/** Tables whose node's state is older than the one shown: when to show it anyway (`show`). */
	private holding = new Map<string, ReturnType<typeof setTimeout>>();

	constructor() {
		this.socket = io({ transports: ['websocket', 'polling'], reconnectionDelayMax: 3000, auth: { protocol: PROTOCOL_VERSION } });
		this.socket.on('connect', () => {
			this.status = 'connected';
			this.closedWhy = null;
			this.refused = null;
			this.synced.clear();
			this.resyncing.clear();
			for (const sub of this.subscriptions) this.socket.emit('join', this.joinOf(sub));
		});
		this.socket.on('disconnect', (_reason, details) => {
			this.status = 'disconnected';
			const code = (details as { context?: { code?: number } } | undefined)?.context?.code;
			if (code === CLOSE_MESSAGE_TOO_BIG) this.closedWhy ??= refusal('message-too-large', { max: MAX_MESSAGE_BYTES });
		});
		this.socket.on('refused', (info) => {
			// Only the parser's refusals (event 'message') close the connection.
			if (info.event === 'message') this.closedWhy = { reason: info.reason, code: info.code, ...(info.params ? { params: info.params } : {}) };
		});
		this.socket.on('connect_error', (err) => {
			this.status = 'disconnected';
			const refused = connectRefusalSchema.safeParse((err as { data?: unknown }).data);
			this.refused = refused.success ? refused.data : null;
		});
		this.socket.on('hello', (h) => {
			this.role = h.role;
			this.grant = { role: h.role, ...(h.table ? { table: h.table } : {}) };
		});
		this.socket.on('delta', (d) => this.applySync(d));
		this.socket.on('venue', (v) => {
			this.venue = v;
			for (const id of Object.keys(this.tables)) {
				if (v.tables.some((t) => t.id === id)) continue;
				delete this.tables[id];
				this.synced.delete(id);
			}
		});
		this.socket.on('removed', ({ table }) => {
			delete this.tables[table];
			this.synced.delete(table);
			if (table in this.histories) {
				const rest = { ...this.histories };
				delete rest[table];
				this.histories = rest;
			}
			this.removed.push(table);
		});
		this.socket.on('history', (d) => this.applyHistory(d));
		this.socket.on('obs', (status) => (this.obs = status));
		this.socket.on('sponsors', (list) => (this.sponsors = list));
	}

	/** Connects again after a refusal (a refused connection is not retried automatically). */
	retry(): void {
		if (!this.socket.connected) this.socket.connect();
	}

	private joinOf(sub: string) {
		if (sub === '*') return { venue: true as const };
		return this.withHistory.has(sub) ? { table: sub, history: true } : { table: sub };
	}

	/** A `delta` event: a full state, or a change to the one held; on a gap, the full state again. */
	private applySync(sync: TableSync) {
		const next = follow(this.synced.get(sync.t), sync);
		if (next) {
			this.resyncing.delete(sync.t);
			this.synced.set(sync.t, next);
			this.show(sync.t, next.state);
			return;
		}
		this.synced.delete(sync.t);
		if (this.resyncing.has(sync.t)) return;
		// A join without history: the stroke list has its own deltas. Refused (asked too often):
		// the next delta of the table asks again.
		this.resyncing.add(sync.t);
		this.socket.emit('join', { table: sync.t }, (reply) => {
			if (!reply.ok) this.resyncing.delete(sync.t);
		});
	}

	/**
	 * Shows a table's state, unless it is older than the one shown (delta.ts `isBehind`): a
	 * reconnect that landed on a node that has not yet heard of the last strokes. Its deltas still
	 * apply to it (`synced`), and the screen shows the node's state once a delta brings it past
	 * what was shown, or after HOLD_MS at most: a node catches up within a second (the bus, else
	 * its heads poll), and a server started again on an older backup really is older
	 * (docs/backup.md: the consoles show the restored revision).
	 */
	private show(table: string, state: TableState) {
		if (!isBehind(this.tables[table], state)) {
			clearTimeout(this.holding.get(table));
			this.holding.delete(table);
			this.tables[table] = state;
			return;
		}
		// the bound runs from the first older state: the node's later deltas do not push it back
		if (this.holding.has(table)) return;
		this.holding.set(table, setTimeout(() => this.release(table), HOLD_MS));
	}

	/**
	 * Ends a hold (`show`): the node's state shows now. After HOLD_MS, or at once when the node
	 * refused a stroke as stale (console/sender.svelte.ts).
	 */
	release(table: string) {
		if (!this.holding.has(table)) return;
		clearTimeout(this.holding.get(table));
		this.holding.delete(table);
		const held = this.synced.get(table);
		if (held) this.tables[table] = held.state;
	}

	/** Watches a table; `history: true` also keeps its stroke list in `histories[id]`. */
	joinTable(id: string, opts: { history?: boolean } = {}) {
		this.subscriptions.add(id);
		if (opts.history) this.withHistory.add(id);
		if (this.socket.connected) this.socket.emit('join', this.joinOf(id));
	}

	/** Drop `drop` entries, append `add`; on a gap (missed deltas) ask for the whole list again. */
	private applyHistory(d: HistoryDelta) {
		const mine = this.histories[d.table];
		if (d.reset) {
			this.keepHistory(d.table, { match: d.match, revision: d.revision, entries: d.add });
			return;
		}
		if (!mine || mine.match !== d.match || d.revision !== mine.revision + 1) {
			void this.call('history', { table: d.table }).then((r) => {
				if (r.ok) this.keepHistory(d.table, { match: r.match, revision: r.revision, entries: r.entries });
			});
			return;
		}
		// a new list (the panel's derived sees a new value); copying its references is microseconds
		const entries = mine.entries.slice(0, mine.entries.length - d.drop);
		for (const e of d.add) entries.push(e);
		this.keepHistory(d.table, { match: mine.match, revision: d.revision, entries });
	}

	private keepHistory(table: string, history: TableHistory) {
		this.histories = { ...this.histories, [table]: history };
	}

	joinVenue() {
		this.subscriptions.add('*');
		if (this.socket.connected) this.socket.emit('join', this.joinOf('*'));
	}

	/** Sends an operator request and resolves with the server's reply (or a local refusal). */
	async call<E extends keyof ClientToServerEvents>(event: E, payload: Parameters<ClientToServerEvents[E]>[0]): Promise<Reply<any>> {
		if (!this.socket.connected) return { ok: false, reason: 'not connected', code: 'not-connected' };
		try {
			// eslint-disable-next-line @typescript-eslint/no-explicit-any
			return (await (this.socket.timeout(8000) as any).emitWithAck(event, payload)) as Reply<any>;
		} catch {
			return { ok: false, reason: 'no answer from the server (the action may or may not be stored; the state will resync)', code: 'no-answer' };
		}
	}

	/** Reconnects so a new session cookie (after login) gives this socket its role. */
	reconnect() {
		this.socket.disconnect();
		this.socket.connect();
	}

	close() {
		for (const timer of this.holding.values()) clearTimeout(timer);
		this.holding.clear();
		this.socket.close();
	}
}
