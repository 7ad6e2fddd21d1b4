/**
 * Socket.IO adapter: who connects is ./socket-admission.ts's (origin, Host, limits, role); here
 * every inbound event is validated by its protocol schema before it reaches the venue, and the
 * venue's changes go out to the rooms that follow them. Viewers can only join.
 */
import type { Server as HttpServer } from 'node:http';
import type { z } from 'zod';
import {
	clientEvents,
	MAX_MESSAGE_BYTES,
	type ClientEventName,
	type ClockConfig,
	type Reply,
	type ObsStatusWire,
	type SyncMode,
	type TableState,
	zodRefusal
} from '../protocol';
import { refusal, type CodedReason } from '../protocol/refusals';
import { allows, refusedCode, VIEWER, type Grant } from '../protocol/access';
import type { Outcome, Venue } from './venue';
import { JOINS_PER_SECOND, ReadBudget, ViewerQueue, Window } from './reads';
import type { Sponsors } from './sponsors';
import { DeltaFeed } from './feed';
import { admit, type AdmissionDeps, type IO, type Sock } from './socket-admission';
import { emitToRoom } from './fanout';

/** Sockets that get a table's whole state after every change (`sync: 'full'`, the default). */
const tableRoom = (id: string) => `t:${id}`;
/** Sockets that get a table's changes as deltas (`sync: 'delta'`). */
const deltaRoom = (id: string) => `d:${id}`;
/** Sockets that joined a table with `history: true`. */
const historyRoom = (id: string) => `h:${id}`;
/** Venue watchers, by how they follow the tables. */
const VENUE_ROOM = 'venue';
const VENUE_DELTA_ROOM = 'venue:d';
const roomOf = (id: string, mode: SyncMode) => (mode === 'delta' ? deltaRoom(id) : tableRoom(id));
const otherMode = (mode: SyncMode): SyncMode => (mode === 'delta' ? 'full' : 'delta');
/** At most this many messages per socket per second; more are refused. */
const RATE_PER_SECOND = { viewer: 20, operator: 1000, device: 1000, director: 1000 };

/** OBS status for operators (obs/service.ts): the current one, and a hook for every change. */
export interface ObsFeed {
	current(): ObsStatusWire;
	onChange(listener: () => void): () => void;
}

/** What the socket layer works with, by name (runtime.ts passes the node's). */
export interface SocketDeps extends AdmissionDeps {
	venue: Venue;
	obs?: ObsFeed | null;
	reads?: ReadBudget;
	sponsors?: Pick<Sponsors, 'list' | 'onChange'> | null;
}

export function attachSocket(httpServer: HttpServer, deps: SocketDeps): { io: IO; detach(): Promise<void> } {
	const { venue, auth, obs = null, reads = new ReadBudget(), sponsors = null } = deps;
	const io = admit(httpServer, deps);
	const rooms = followVenue(io, venue);

	// OBS status goes to operators only, and only while their session lives.
	const operators = new Set<Sock>();
	// What a socket may do now: what its session was granted, while that session lives.
	const grantOf = (socket: Sock): Grant => (socket.data.role === 'viewer' ? VIEWER : auth.liveGrant(socket.data.token));
	const isOperator = (socket: Sock) => grantOf(socket).role === 'operator';
	const sendObs = (socket: Sock) => {
		if (obs && isOperator(socket)) socket.emit('obs', obs.current());
	};
	const unlistenObs = obs?.onChange(() => {
		for (const socket of operators) sendObs(socket);
	});
	// Sponsor images go to every socket (they are public): on connect and on every change.
	const unlistenSponsors = sponsors?.onChange((list) => io.local.emit('sponsors', list));
	const context: Context = { venue, feed: rooms.feed, reads, viewerQueue: new ViewerQueue(), grantOf, sendObs };

	io.on('connection', (socket: Sock) => {
		const { role, table } = socket.data.grant;
		socket.emit('hello', { protocol: socket.data.protocol, role, ...(table ? { table } : {}) });
		if (sponsors) socket.emit('sponsors', sponsors.list());
		if (socket.data.role === 'operator') {
			operators.add(socket);
			socket.on('disconnect', () => operators.delete(socket));
			sendObs(socket);
		}
		serve(socket, context);
	});

	return {
		io,
		detach: () =>
			new Promise<void>((resolve) => {
				rooms.unlisten();
				unlistenObs?.();
				unlistenSponsors?.();
				io.close(() => resolve());
			})
	};
}

/**
 * Every change of the venue to the sockets that follow it. Venue watchers are in every table's
 * room too, so a table update is a single-room broadcast (encoded once, no per-emit
 * de-duplication across rooms; fanout.ts writes it). Every broadcast here is node-local
 * (`io.local`, emitToRoom): with several nodes each node's venue emits every change it learns
 * (its own and the other nodes') to its own sockets.
 */
function followVenue(io: IO, venue: Venue): { feed: DeltaFeed; unlisten: () => void } {
	const feed = new DeltaFeed();
	const hasMembers = (room: string) => (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;
	const unlisten = venue.listen({
		state: (state) => {
			const id = state.table.id;
			emitToRoom(io, tableRoom(id), 'state', state);
			const sync = feed.publish(state, hasMembers(deltaRoom(id)));
			if (sync) emitToRoom(io, deltaRoom(id), 'delta', sync);
		},
		history: (delta) => io.local.to(historyRoom(delta.table)).emit('history', delta),
		venue: (v) => {
			for (const t of v.tables) {
				io.local.in(VENUE_ROOM).socketsJoin(tableRoom(t.id));
				io.local.in(VENUE_DELTA_ROOM).socketsJoin(deltaRoom(t.id));
			}
			io.local.to([VENUE_ROOM, VENUE_DELTA_ROOM]).emit('venue', v);
		},
		removed: (id) => {
			feed.removed(id);
			io.local.to([tableRoom(id), deltaRoom(id), VENUE_ROOM, VENUE_DELTA_ROOM]).emit('removed', { table: id });
			for (const room of [tableRoom(id), deltaRoom(id), historyRoom(id)]) io.local.in(room).socketsLeave(room);
		}
	});
	return { feed, unlisten };
}

/** What a connection's messages are handled with. */
interface Context {
	venue: Venue;
	feed: DeltaFeed;
	reads: ReadBudget;
	/** Viewers' messages wait here, so a scorer's act never waits behind them. */
	viewerQueue: ViewerQueue;
	/** What the socket's session may do now (a revoked device's is a viewer's at once). */
	grantOf(socket: Sock): Grant;
	sendObs(socket: Sock): void;
}

/** One connection's messages: the transport's refusals, then each event through `receive`. */
function serve(socket: Sock, context: Context): void {
	const session: Session = {
		socket,
		closing: false,
		windowStart: Date.now(),
		count: 0,
		heavy: context.reads.client(socket.data.role !== 'viewer'),
		joins: new Window(JOINS_PER_SECOND)
	};
	// The parser's refusals: the client gets a `refused` with the reason before the close.
	const closeWith = (why: CodedReason) => {
		if (session.closing) return;
		session.closing = true;
		socket.emit('refused', { event: 'message', ...why });
		setTimeout(() => socket.conn.close(), 50);
	};
	socket.conn.on('packet', (packet: { type: string; data?: unknown }) => {
		const size = typeof packet.data === 'string' ? Buffer.byteLength(packet.data) : ((packet.data as Buffer | undefined)?.length ?? 0);
		if (packet.type === 'message' && size > MAX_MESSAGE_BYTES) closeWith(refusal('message-too-large', { max: MAX_MESSAGE_BYTES }));
	});
	// A packet socket.io cannot decode (socket.io closes the connection right after this).
	socket.on('error' as never, (err: Error) => closeWith(refusal('malformed', { detail: String(err?.message ?? err).slice(0, 80) })));
	socket.onAny((event: string, ...args: unknown[]) => {
		if (session.closing) return;
		if (context.grantOf(socket).role !== 'viewer') return void receive(session, context, event, args);
		if (!context.viewerQueue.push(() => receive(session, context, event, args))) {
			const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (r: Reply) => void) : undefined;
			const why = refusal('server-busy');
			if (ack) ack({ ok: false, ...why });
			else socket.emit('refused', { event: String(event).slice(0, 40), ...why });
		}
	});
}

/** A connection's state between its messages. */
interface Session {
	socket: Sock;
	closing: boolean;
	/** This second's messages (RATE_PER_SECOND). */
	windowStart: number;
	count: number;
	/** This socket's heavy reads (script, history, a join with history): reads.ts. */
	heavy: ReturnType<ReadBudget['client']>;
	/** Joins: a page joins one table or the venue, again after a reconnect; more is a loop. */
	joins: Window;
}

/**
 * One message, checked in one place before its handler runs: the rate, a known event with one
 * payload that its schema takes, the role the event needs, an acknowledgement, the join and
 * heavy-read budgets. The reply goes back as the ack (or a `refused` event), then the change is
 * published.
 */
async function receive(session: Session, context: Context, event: string, args: unknown[]): Promise<void> {
	const { socket } = session;
	if (session.closing) return;
	const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (r: Reply) => void) : undefined;
	const refuse = (why: CodedReason): void => {
		if (ack) ack({ ok: false, ...why });
		else socket.emit('refused', { event: String(event).slice(0, 40), ...why });
	};

	const now = Date.now();
	if (now - session.windowStart >= 1000) {
		session.windowStart = now;
		session.count = 0;
	}
	if (++session.count > RATE_PER_SECOND[socket.data.role]) return refuse(refusal('rate-limit'));
	if (!Object.hasOwn(clientEvents, event)) return refuse(refusal('unknown-event', { event: String(event).slice(0, 40) }));
	const name = event as ClientEventName;
	const spec = clientEvents[name];
	if (args.length !== 1) return refuse(refusal('one-payload', { event: name }));
	const parsed = spec.schema.safeParse(args[0]);
	if (!parsed.success) return refuse(zodRefusal(name, parsed.error));
	const grant = context.grantOf(socket);
	// Trusted callers (a live operator, device or director session) skip the viewers' read budgets.
	const operator = grant.role !== 'viewer';
	const table = (parsed.data as { table?: string }).table;
	if (!allows(grant, spec.need, table)) {
		// A paired device whose session ended since it connected: say so, not "log in".
		const revoked = grant.role === 'viewer' && (socket.data.role === 'device' || socket.data.role === 'director');
		return refuse(revoked ? refusal('device-revoked', { event: name }) : refusal(refusedCode(grant, spec.need), { event: name, paired: grant.table ?? '' }));
	}
	if (!ack && name !== 'join' && name !== 'leave') return refuse(refusal('needs-ack', { event: name }));
	if (name === 'join' && !operator && !session.joins.take()) return refuse(refusal('read-rate', { event: name, max: JOINS_PER_SECOND }));
	const counted = name === 'script' || name === 'history';
	if (counted || (name === 'join' && (parsed.data as { history?: boolean }).history)) {
		const tooMany = context.reads.take(session.heavy, operator, name);
		if (tooMany) return refuse(tooMany);
	}

	let outcome: Outcome<object>;
	try {
		outcome = await (HANDLERS[name] as Handler<ClientEventName>)(parsed.data, socket, context);
	} catch (err) {
		console.error(`cuecast: ${name} failed:`, err);
		return refuse(refusal('internal', { event: name }));
	}
	if (!ack && !outcome.reply.ok) {
		// join/leave without an acknowledgement (an unknown table): the `refused` event
		const { reason, code, params } = outcome.reply as CodedReason;
		socket.emit('refused', { event: name, reason, code, ...(params ? { params } : {}) });
	} else {
		const reply = socket.data.protocol === 2 ? lean(outcome.reply) : outcome.reply;
		if (counted && !operator) {
			const t0 = performance.now();
			ack?.(reply);
			context.reads.spend(performance.now() - t0);
		} else ack?.(reply);
	}
	outcome.publish();
}

/**
 * A protocol 2 acknowledgement: what the reply says, less what the socket's channel brings
 * anyway (the table's state, its stroke list, the venue), plus where the table is, so a state or
 * an event travels once.
 */
function lean(reply: Reply): Reply {
	if (!('state' in reply || 'history' in reply || 'venue' in reply)) return reply;
	const { state, history: _history, venue: _venue, ...rest } = reply as Reply & { state?: TableState; history?: unknown; venue?: unknown };
	return state ? ({ ...rest, match: state.match?.id ?? null, revision: state.match?.revision ?? 0 } as Reply) : (rest as Reply);
}

/** An event's handler, given its payload as its schema gave it. */
type Handler<K extends ClientEventName> = (data: z.infer<(typeof clientEvents)[K]['schema']>, socket: Sock, context: Context) => Outcome<object> | Promise<Outcome<object>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const done = (reply: Reply<any>): Outcome<object> => ({ reply, publish: () => {} });
const noTable = (table: string) => done({ ok: false, ...refusal('no-table', { table }) });
const clock =
	(op: 'start' | 'stop' | 'reset' | 'extend' | 'game-start' | 'game-stop') =>
	(req: { table: string }, _socket: Sock, { venue }: Context) =>
		venue.clockCommand(req.table, op);

/** What each client event does, once `receive` let it through. */
const HANDLERS: { [K in ClientEventName]: Handler<K> } = {
	join: (req, socket, context) => {
		// Protocol 2 has one channel: every table it follows arrives by its deltas.
		const mode = socket.data.protocol === 2 ? 'delta' : (req.sync ?? 'full');
		return 'venue' in req ? joinVenue(mode, socket, context) : joinTable(req.table, req.history === true, mode, socket, context);
	},
	leave(req, socket, { venue }) {
		const rooms = 'venue' in req ? venueRooms(venue) : [tableRoom(req.table), deltaRoom(req.table), historyRoom(req.table)];
		for (const room of rooms) socket.leave(room);
		return done({ ok: true });
	},
	history(req, _socket, { venue }) {
		const history = venue.historyOf(req.table);
		return history ? done({ ok: true, ...history }) : noTable(req.table);
	},
	script(req, _socket, { venue }) {
		const script = venue.scriptOf(req.table, req.since);
		return script === undefined ? noTable(req.table) : done({ ok: true, script });
	},
	// A console's key is kept apart from the API's (`<key id>:<table>:<key>`): `console:<table>:<key>`.
	act: (req, _socket, { venue }) => venue.act(req.table, req, req.request === undefined ? undefined : `console:${req.table}:${req.request}`),
	'clock:start': clock('start'),
	'clock:stop': clock('stop'),
	'clock:reset': clock('reset'),
	'clock:extend': clock('extend'),
	'clock:config': (req, _socket, { venue }) => venue.clockCommand(req.table, 'config', req.config as ClockConfig),
	'clock:game-start': clock('game-start'),
	'clock:game-stop': clock('game-stop'),
	'clock:game-set': (req, _socket, { venue }) => venue.clockCommand(req.table, 'game-set', undefined, req.seconds),
	'match:start': (req, _socket, { venue }) => venue.startMatch(req.table, req.setup, req.replaces),
	'table:create': (req, _socket, { venue }) => venue.createTable(req.id, req.name),
	'table:rename': (req, _socket, { venue }) => venue.renameTable(req.table, req.name),
	'table:remove': (req, _socket, { venue }) => venue.removeTable(req.table)
};

/** Every room a venue watcher may be in. */
const venueRooms = (venue: Venue) => {
	const ids = venue.venueState().tables.map((t) => t.id);
	return [VENUE_ROOM, VENUE_DELTA_ROOM, ...ids.map(tableRoom), ...ids.map(deltaRoom)];
};

/** The venue and every table, in one mode (the newest join decides how the tables arrive). */
function joinVenue(mode: SyncMode, socket: Sock, { venue, feed, sendObs }: Context): Outcome<object> {
	const v = venue.venueState();
	const ids = v.tables.map((t) => t.id);
	for (const room of [mode === 'delta' ? VENUE_ROOM : VENUE_DELTA_ROOM, ...ids.map((id) => roomOf(id, otherMode(mode)))]) socket.leave(room);
	socket.join([mode === 'delta' ? VENUE_DELTA_ROOM : VENUE_ROOM, ...ids.map((id) => roomOf(id, mode))]);
	socket.emit('venue', v);
	if (mode === 'delta') {
		for (const t of v.tables) {
			const sync = feed.joined(t.id, () => venue.tableState(t.id));
			if (sync) socket.emit('delta', sync);
		}
	} else for (const s of venue.allStates()) socket.emit('state', s);
	sendObs(socket);
	return done({ ok: true, venue: v });
}

/** One table: its state now (whole or as the delta feed's first sync), then its changes; its stroke list too when asked. */
function joinTable(id: string, withHistory: boolean, mode: SyncMode, socket: Sock, { venue, feed, sendObs }: Context): Outcome<object> {
	if (!venue.has(id)) return noTable(id);
	let state: TableState;
	let seq: number | undefined;
	if (mode === 'delta') {
		const sync = feed.joined(id, () => venue.tableState(id));
		if (!sync) return noTable(id);
		state = sync.state;
		seq = sync.s;
		socket.emit('delta', sync);
	} else {
		state = venue.tableState(id)!;
		socket.emit('state', state);
	}
	socket.leave(roomOf(id, otherMode(mode)));
	socket.join(roomOf(id, mode));
	sendObs(socket);
	if (!withHistory) return done(seq === undefined ? { ok: true, state } : { ok: true, state, seq });
	const history = venue.historyOf(id)!;
	socket.join(historyRoom(id));
	socket.emit('history', { table: id, match: history.match, revision: history.revision, drop: 0, add: history.entries, reset: true });
	return done(seq === undefined ? { ok: true, state, history } : { ok: true, state, seq, history });
}
