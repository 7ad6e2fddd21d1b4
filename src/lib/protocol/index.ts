/**
 * The cuecast live protocol: every message that crosses the socket, as zod schemas (which are
 * also the TypeScript types) plus the typed event maps socket.io uses on both ends.
 * Documented in docs/protocol.md. Client code imports only types and schemas from here.
 */
import { z } from 'zod';
import { clockConfigSchema, type ClockConfig, type ClockView, type GameClockView } from './clock';
import type { HistoryEntry } from '../engine/history';
import type { Summary } from '../engine/summary';
import { refusal, type CodedReason, type RefusalCode, type RefusalParams } from './refusals';

export { CLOCK_LIMITS, clockConfigSchema, type ClockConfig, type ClockConfigInput, type ClockView, type GameClockView } from './clock';
export { refusal, SERVER_REFUSALS, type CodedReason, type RefusalCode, type RefusalParams } from './refusals';
import type { SponsorWire } from './sponsors';
import type { ProfileWire } from './profiles';
export type { ProfileWire } from './profiles';

/**
 * A change to a JSON value. A string, number, boolean or null: the new value. `[value]`: the new
 * value (any, objects and arrays included). `[]`: the key is gone. An object: the listed keys
 * (an array's indexes) change, each by its own patch; the rest stays.
 */
export type Patch = string | number | boolean | null | [] | [unknown] | { [key: string]: Patch };

export type { SponsorWire } from './sponsors';

export { PROTOCOL_VERSION, protocolOf, type ProtocolVersion } from './version';

/** Largest socket.io message the server accepts (engine.io `maxHttpBufferSize`). */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** Largest JSON encoding of one action or one match set-up. */
export const MAX_ACTION_BYTES = 2 * 1024;
export const MAX_SETUP_BYTES = 8 * 1024;

/** Stable table id used in URLs (/console/<id>): lower-case letters, digits, dashes. */
export const tableIdSchema = z
	.string()
	.regex(/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/, 'a table id is 1-32 of a-z, 0-9 and "-"');
export const tableNameSchema = z.string().trim().min(1, 'a table needs a name').max(60, 'a name is at most 60 characters');

const jsonSized = (max: number, what: string) =>
	z.unknown().refine((v) => {
		try {
			return JSON.stringify(v).length <= max;
		} catch {
			return false;
		}
	}, `${what} is larger than ${max} bytes`);

/** An action as the wire carries it; the engine validates its keys for the discipline. */
export const wireActionSchema = z
	.looseObject({ t: z.string().min(1).max(40) })
	.and(jsonSized(MAX_ACTION_BYTES, 'the action'));

// ---------------------------------------------------------------- client → server payloads

/**
 * How a joined table's changes arrive: `full` (the default, as before deltas existed) a whole
 * `state` after every change; `delta` one full `delta` (its `state`) and then only what changed.
 */
export const syncModeSchema = z.enum(['full', 'delta']);
export type SyncMode = z.infer<typeof syncModeSchema>;

export const joinSchema = z.union([
	/** `history: true`: also the table's stroke list (a `history` event now and after every action). */
	z.strictObject({ table: tableIdSchema, history: z.boolean().optional(), sync: syncModeSchema.optional() }),
	z.strictObject({ venue: z.literal(true), sync: syncModeSchema.optional() })
]);
export const actSchema = z.strictObject({
	table: tableIdSchema,
	/** The match the action was made against (a table's matches get new ids). */
	match: z.int().positive(),
	/** The match revision the sender saw; anything else is stale. */
	revision: z.int().min(0),
	action: wireActionSchema,
	/**
	 * An idempotency key (a console's outbox sends each stroke scored offline with one): an act
	 * already stored under it is answered again (`repeated: true`), never applied twice.
	 */
	request: z.string().regex(/^[\x21-\x7e]{1,64}$/).optional()
});
export const startMatchSchema = z.strictObject({
	table: tableIdSchema,
	/** A match script's `match` object; the engine validates it. */
	setup: z.record(z.string(), z.unknown()).and(jsonSized(MAX_SETUP_BYTES, 'the set-up')),
	/** The match id the sender saw as current (null: none), so two consoles cannot race. */
	replaces: z.int().positive().nullable()
});
export const createTableSchema = z.strictObject({ id: tableIdSchema.optional(), name: tableNameSchema });
export const renameTableSchema = z.strictObject({ table: tableIdSchema, name: tableNameSchema });
export const removeTableSchema = z.strictObject({ table: tableIdSchema });
/**
 * `since`: the log the sender holds of the current match, as a `script` reply last described it —
 * its match id, how many actions, and that reply's `digest`. When the server's log starts with
 * it, only the actions after it come back.
 */
export const scriptSinceSchema = z.strictObject({ match: z.int().positive(), revision: z.int().positive(), digest: z.string().regex(/^[0-9a-f]{16}$/, 'a digest is 16 hex digits') });
export const scriptRequestSchema = z.strictObject({ table: tableIdSchema, since: scriptSinceSchema.optional() });
export type ScriptSince = z.infer<typeof scriptSinceSchema>;
/**
 * A match script over the socket. `digest`: of the match's whole log up to the last action here,
 * to send back as `since.digest`; `from` (only after a `since` the server's log starts with): the
 * actions before it are the sender's own.
 */
export interface ScriptReply {
	match: unknown;
	actions: unknown[];
	from?: number;
	digest?: string;
}
export const historyRequestSchema = z.strictObject({ table: tableIdSchema });
export const clockRequestSchema = z.strictObject({ table: tableIdSchema });
export const clockConfigRequestSchema = z.strictObject({ table: tableIdSchema, config: clockConfigSchema });
/** The game clock's correction: the seconds left (docs/protocol.md, "Game clock"). */
export const gameClockSetSchema = z.strictObject({ table: tableIdSchema, seconds: z.int().min(0).max(24 * 60 * 60) });

export type JoinRequest = z.infer<typeof joinSchema>;
export type ActRequest = z.infer<typeof actSchema>;
export type StartMatchRequest = z.infer<typeof startMatchSchema>;
export type CreateTableRequest = z.infer<typeof createTableSchema>;
export type RenameTableRequest = z.infer<typeof renameTableSchema>;
export type RemoveTableRequest = z.infer<typeof removeTableSchema>;

/** Every client → server event, its payload schema, and what it needs (access.ts): a `score` event changes the table its payload names. */
export const clientEvents = {
	join: { schema: joinSchema, need: 'read' },
	leave: { schema: joinSchema, need: 'read' },
	script: { schema: scriptRequestSchema, need: 'read' },
	history: { schema: historyRequestSchema, need: 'read' },
	act: { schema: actSchema, need: 'score' },
	'match:start': { schema: startMatchSchema, need: 'score' },
	'table:create': { schema: createTableSchema, need: 'admin' },
	'table:rename': { schema: renameTableSchema, need: 'admin' },
	'table:remove': { schema: removeTableSchema, need: 'admin' },
	'clock:start': { schema: clockRequestSchema, need: 'score' },
	'clock:stop': { schema: clockRequestSchema, need: 'score' },
	'clock:reset': { schema: clockRequestSchema, need: 'score' },
	'clock:extend': { schema: clockRequestSchema, need: 'score' },
	'clock:config': { schema: clockConfigRequestSchema, need: 'score' },
	'clock:game-start': { schema: clockRequestSchema, need: 'score' },
	'clock:game-stop': { schema: clockRequestSchema, need: 'score' },
	'clock:game-set': { schema: gameClockSetSchema, need: 'score' }
} as const;
export type ClientEventName = keyof typeof clientEvents;

// ---------------------------------------------------------------- server → client payloads

export type { Role, Grant } from './access';
import type { Need, Role } from './access';

/** The summary a table state carries: the engine's typed summary (one member per family). */
export type WireSummary = Summary;

export interface MatchEventWire {
	type: string;
	[k: string]: unknown;
}

export interface MatchState {
	id: number;
	setup: Record<string, unknown>;
	/** Accepted actions in this match, undo and redo included. */
	revision: number;
	summary: WireSummary;
	startedAt: string;
}

export interface TableState {
	table: { id: string; name: string };
	/** null: no match yet. */
	match: MatchState | null;
	/** Set when the stored log could not be replayed by this engine (the log is kept untouched). */
	error?: string;
	/** Match events produced by the action that led to this state (empty on join). */
	events: MatchEventWire[];
	/** The table's shot clock (server time; see docs/protocol.md); absent while the clock is off. */
	clock?: ClockView;
	/** The shot clock's settings (also while it is off), for the console's settings panel. */
	clockConfig?: ClockConfig;
	/** A timed match's playing time (server time, as `clock`); absent when the match is not timed. */
	gameClock?: GameClockView;
	/**
	 * The profiles of the match's players (issue 27), one per seat in seat order, null for a
	 * player without one; absent when no player of the match has one.
	 */
	profiles?: (ProfileWire | null)[];
}

/**
 * A table's changes for a client that joined with `sync: 'delta'` (the `delta` event). The
 * first, on join (and for a table the server had not broadcast yet), carries the whole state;
 * keep it with its sequence number. (The change's keys are one letter: it is sent to every
 * viewer after every action.)
 */
export interface TableSyncFull {
	/** The table id. */
	t: string;
	/** The server process's sequence number of this state (per table). */
	s: number;
	state: TableState;
}

/**
 * What changed since sequence number `b`: apply it only when the state you hold has number `b`
 * (then yours is `s`); on any other, ask for the full state again (join the table again).
 */
export interface TableSyncChange {
	/** The table id. */
	t: string;
	/** The base: the sequence number this change applies to. */
	b: number;
	/** The sequence number of the state it makes. */
	s: number;
	/** The patch to the state (delta.ts): the changed keys only. */
	p: Patch;
	/** The new state's `events` (absent: none). */
	e?: MatchEventWire[];
}

export type TableSync = TableSyncFull | TableSyncChange;

export interface VenueState {
	tables: { id: string; name: string }[];
	disciplines: string[];
}

export interface Hello {
	protocol: number;
	role: Role;
	/** A table device's one table (access.ts). */
	table?: string;
}

export type { HistoryEntry } from '../engine/history';

/** The stroke list of a table's current match (`match` null: none yet, then no entries). */
export interface TableHistory {
	match: number | null;
	revision: number;
	entries: HistoryEntry[];
}

/**
 * A change to the stroke list, pushed to sockets that joined with `history: true`: drop `drop`
 * entries from the end, then append `add`. `reset`: replace the whole list by `add` (on join
 * and when a new match starts). Apply a delta only when `match` is yours and `revision` is
 * yours + 1; on any other gap ask `history` again.
 */
export interface HistoryDelta {
	table: string;
	match: number | null;
	revision: number;
	drop: number;
	add: HistoryEntry[];
	reset?: true;
}

/** Which OBS: the venue's, or a table's own. */
export type ObsScope = { kind: 'venue' } | { kind: 'table'; table: string };

/**
 * The OBS a table's scenes and text sources go to: its own when the OBS settings give it one
 * (`tables`, by table id) — switched off too, and then to none — else the venue's. The server
 * sends by it (obs/adapter.ts), lists each OBS's names by it (obs/rules.ts `namedIn`), and the
 * console's OBS chip shows it (console/obs-chip.ts).
 */
export const obsScopeOf = (tables: Readonly<Record<string, unknown>>, table: string): ObsScope => (Object.hasOwn(tables, table) ? { kind: 'table', table } : { kind: 'venue' });

/** The same OBS (`ObsScope`s are compared by what they name). */
export const sameObs = (a: ObsScope, b: ObsScope): boolean => (a.kind === 'venue' ? b.kind === 'venue' : b.kind === 'table' && b.table === a.table);

/** OBS as the console sees it (`GET /api/obs` without `ok`; no password is ever sent). */
export interface ObsStatusWire {
	/** `tables`: the tables with an OBS of their own (switched on or off), by id. */
	settings: { enabled: boolean; hasPassword: boolean; tables?: Record<string, unknown>; [k: string]: unknown } | null;
	status: {
		enabled: boolean;
		connections: {
			state: string;
			reason: string | null;
			scope: ObsScope;
			lastError: string | null;
			/** The scenes and inputs the rules name that this OBS does not have (empty until its lists are read). */
			missing?: { scenes: string[]; inputs: string[] };
			[k: string]: unknown;
		}[];
	};
	/** Manual rules (console keys): a scene to switch to, or none (a key that only saves a replay or sets a text). */
	manual: { scene?: string; key?: string; label?: string; table?: string }[];
}

export interface Refusal {
	ok: false;
	/** English, one line (for logs and clients that know no code). */
	reason: string;
	/** What went wrong, stable: src/lib/protocol/refusals.ts (server) or the engine's code. */
	code: string;
	/** The values of the code's `{param}` slots. */
	params?: RefusalParams;
	/** Protocol 1: the table's current state, when the refusal concerns one (stale revision, engine refusal). */
	state?: TableState;
	/** Protocol 2, instead: where that table is now (its match, null for none, and its revision). */
	match?: number | null;
	revision?: number;
}
export type Reply<T extends object = object> = ({ ok: true } & T) | Refusal;
export type Ack<T extends object = object> = (reply: Reply<T>) => void;

export interface ClientToServerEvents {
	/**
	 * Protocol 1: with `sync: 'delta'` the ack's `state` is the one the `delta` event carries, and
	 * `seq` its number. Protocol 2: the ack says where the table is (`match`, `revision`, `seq`);
	 * the state, the stroke list and the venue come as their events.
	 */
	join: (
		req: JoinRequest,
		ack?: Ack<{ state?: TableState; seq?: number; venue?: VenueState; history?: TableHistory; match?: number | null; revision?: number }>
	) => void;
	leave: (req: JoinRequest, ack?: Ack) => void;
	script: (req: { table: string; since?: ScriptSince }, ack: Ack<{ script: ScriptReply | null }>) => void;
	history: (req: { table: string }, ack: Ack<TableHistory>) => void;
	/**
	 * The ack says the action is stored as `revision`. Protocol 1 adds the new state (the same
	 * object the table's room gets); protocol 2 adds the match id, and the state comes as `delta`.
	 */
	act: (req: ActRequest, ack: Ack<{ revision: number; state?: TableState; match?: number | null }>) => void;
	/** Protocol 1: the new state; protocol 2: the new match's id (`match`) at revision 0. */
	'match:start': (req: StartMatchRequest, ack: Ack<{ state?: TableState; match?: number | null; revision?: number }>) => void;
	'table:create': (req: CreateTableRequest, ack: Ack<{ table: { id: string; name: string } }>) => void;
	'table:rename': (req: RenameTableRequest, ack: Ack) => void;
	'table:remove': (req: RemoveTableRequest, ack: Ack) => void;
	'clock:start': (req: { table: string }, ack: Ack) => void;
	'clock:stop': (req: { table: string }, ack: Ack) => void;
	'clock:reset': (req: { table: string }, ack: Ack) => void;
	'clock:extend': (req: { table: string }, ack: Ack) => void;
	'clock:config': (req: { table: string; config: z.input<typeof clockConfigSchema> }, ack: Ack) => void;
	'clock:game-start': (req: { table: string }, ack: Ack) => void;
	'clock:game-stop': (req: { table: string }, ack: Ack) => void;
	'clock:game-set': (req: { table: string; seconds: number }, ack: Ack) => void;
}

export interface ServerToClientEvents {
	/** The protocol this connection speaks (the one its handshake asked for, else 1). */
	hello: (hello: Hello) => void;
	state: (state: TableState) => void;
	/** Instead of `state`, to sockets that joined with `sync: 'delta'`. */
	delta: (sync: TableSync) => void;
	venue: (venue: VenueState) => void;
	removed: (info: { table: string }) => void;
	/** A message that was refused and had no acknowledgement callback to carry the reason. */
	refused: (info: { event: string } & CodedReason) => void;
	/** The stroke list changed (sockets that joined a table with `history: true`). */
	history: (delta: HistoryDelta) => void;
	/** OBS status, to operators: on connect and join, and whenever it changes. */
	obs: (status: ObsStatusWire) => void;
	/** The sponsor images in rotation order, to every socket: on connect and on every change. */
	sponsors: (list: SponsorWire[]) => void;
}

/** Short reason from a zod error, for refusals. */
export function describeZod(error: z.ZodError): string {
	const issue = error.issues[0];
	if (!issue) return 'invalid message';
	const path = issue.path.map(String).join('.');
	if (issue.code === 'unrecognized_keys') return `${path ? path + ': ' : ''}unknown key "${issue.keys[0]}"`;
	if (issue.code === 'invalid_type' && issue.input === undefined) return `${path || 'value'} is required`;
	return `${path ? path + ': ' : ''}${issue.message}`;
}

/** Messages of the protocol's own schemas that have a refusal code of their own. */
const KNOWN_ISSUES: [RegExp, RefusalCode, string?][] = [
	[/^a table id is 1-32 of a-z, 0-9 and "-"$/, 'table-id'],
	[/^a table needs a name$/, 'table-name-empty'],
	[/^a name is at most (\d+) characters$/, 'table-name-long', 'max'],
	[/^the action is larger than (\d+) bytes$/, 'action-too-large', 'max'],
	[/^the set-up is larger than (\d+) bytes$/, 'setup-too-large', 'max']
];

/** A payload that failed its schema, as a coded refusal (the reason is `<event>: <describeZod>`). */
export function zodRefusal(event: string, error: z.ZodError): CodedReason {
	const detail = describeZod(error);
	const issue = error.issues[0];
	const path = issue?.path.map(String).join('.') ?? '';
	for (const [re, code, param] of KNOWN_ISSUES) {
		const m = issue && path ? re.exec(issue.message) : null;
		if (!m) continue;
		const coded = refusal(code, { event, path, ...(param ? { [param]: Number(m[1]) } : {}) });
		if (coded.reason === `${event}: ${detail}`) return coded;
	}
	return refusal('invalid', { event, detail });
}
