/**
 * The cuecast live protocol: every message that crosses the socket, as zod schemas (which are
 * also the TypeScript types) plus the typed event maps socket.io uses on both ends.
 * Documented in docs/protocol.md. Client code imports only types and schemas from here.
 */
import { z } from 'zod';
import { clockConfigSchema, type ClockConfig, type ClockView } from './clock';

export { clockConfigSchema, type ClockConfig, type ClockConfigInput, type ClockView } from './clock';

export const PROTOCOL_VERSION = 1;

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
export const overlayNameSchema = z.string().regex(/^[a-z0-9-]{1,32}$/);

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

export const joinSchema = z.union([
	z.strictObject({ table: tableIdSchema }),
	z.strictObject({ venue: z.literal(true) })
]);
export const actSchema = z.strictObject({
	table: tableIdSchema,
	/** The match the action was made against (a table's matches get new ids). */
	match: z.int().positive(),
	/** The match revision the sender saw; anything else is stale. */
	revision: z.int().min(0),
	action: wireActionSchema
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
export const scriptRequestSchema = z.strictObject({ table: tableIdSchema });
export const clockRequestSchema = z.strictObject({ table: tableIdSchema });
export const clockConfigRequestSchema = z.strictObject({ table: tableIdSchema, config: clockConfigSchema });

export type JoinRequest = z.infer<typeof joinSchema>;
export type ActRequest = z.infer<typeof actSchema>;
export type StartMatchRequest = z.infer<typeof startMatchSchema>;
export type CreateTableRequest = z.infer<typeof createTableSchema>;
export type RenameTableRequest = z.infer<typeof renameTableSchema>;
export type RemoveTableRequest = z.infer<typeof removeTableSchema>;

/** Every client → server event, its payload schema, and whether it needs the operator role. */
export const clientEvents = {
	join: { schema: joinSchema, operator: false },
	leave: { schema: joinSchema, operator: false },
	script: { schema: scriptRequestSchema, operator: false },
	act: { schema: actSchema, operator: true },
	'match:start': { schema: startMatchSchema, operator: true },
	'table:create': { schema: createTableSchema, operator: true },
	'table:rename': { schema: renameTableSchema, operator: true },
	'table:remove': { schema: removeTableSchema, operator: true },
	'clock:start': { schema: clockRequestSchema, operator: true },
	'clock:stop': { schema: clockRequestSchema, operator: true },
	'clock:reset': { schema: clockRequestSchema, operator: true },
	'clock:extend': { schema: clockRequestSchema, operator: true },
	'clock:config': { schema: clockConfigRequestSchema, operator: true }
} as const;
export type ClientEventName = keyof typeof clientEvents;

// ---------------------------------------------------------------- server → client payloads

export type Role = 'operator' | 'viewer';

/** Summary per match-script.md; typed loosely here so clients need no engine import. */
export interface WireSummary {
	discipline: string;
	status: 'in-progress' | 'finished';
	winner: number | null;
	draw: boolean;
	turn: number | null;
	pending: { player: number; options: string[] } | null;
	players: { name: string; score: number; innings: number; highRun: number; average: number | null; fouls: number; [k: string]: unknown }[];
	rack: Record<string, unknown> | null;
	[extra: string]: unknown;
}

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
}

export interface VenueState {
	tables: { id: string; name: string }[];
	disciplines: string[];
}

export interface Hello {
	protocol: number;
	role: Role;
}

export interface Refusal {
	ok: false;
	reason: string;
	/** The table's current state, when the refusal concerns one (stale revision, engine refusal). */
	state?: TableState;
}
export type Reply<T extends object = object> = ({ ok: true } & T) | Refusal;
export type Ack<T extends object = object> = (reply: Reply<T>) => void;

export interface ClientToServerEvents {
	join: (req: JoinRequest, ack?: Ack<{ state?: TableState; venue?: VenueState }>) => void;
	leave: (req: JoinRequest, ack?: Ack) => void;
	script: (req: { table: string }, ack: Ack<{ script: { match: unknown; actions: unknown[] } | null }>) => void;
	act: (req: ActRequest, ack: Ack<{ revision: number }>) => void;
	'match:start': (req: StartMatchRequest, ack: Ack<{ state: TableState }>) => void;
	'table:create': (req: CreateTableRequest, ack: Ack<{ table: { id: string; name: string } }>) => void;
	'table:rename': (req: RenameTableRequest, ack: Ack) => void;
	'table:remove': (req: RemoveTableRequest, ack: Ack) => void;
	'clock:start': (req: { table: string }, ack: Ack) => void;
	'clock:stop': (req: { table: string }, ack: Ack) => void;
	'clock:reset': (req: { table: string }, ack: Ack) => void;
	'clock:extend': (req: { table: string }, ack: Ack) => void;
	'clock:config': (req: { table: string; config: z.input<typeof clockConfigSchema> }, ack: Ack) => void;
}

export interface ServerToClientEvents {
	hello: (hello: Hello) => void;
	state: (state: TableState) => void;
	venue: (venue: VenueState) => void;
	removed: (info: { table: string }) => void;
	/** A message that was refused and had no acknowledgement callback to carry the reason. */
	refused: (info: { event: string; reason: string }) => void;
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
