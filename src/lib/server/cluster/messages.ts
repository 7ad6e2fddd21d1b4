/**
 * What one cuecast node tells the others (docs/deploy.md). A node that accepted a change has
 * already stored it; the message only spares the others a database read. Every message names
 * its sender so a node skips its own, and is validated on arrival like any input from outside:
 * a message that does not parse is dropped (the heads poll in follow.ts catches up anyway).
 */
import { z } from 'zod';

const table = z.string().min(1).max(40);

export const nodeMessageSchema = z.discriminatedUnion('kind', [
	/** Revision `revision` of match `match` on `table` was stored: the action, as sent. */
	z.object({ kind: z.literal('action'), from: z.string(), table, match: z.number().int().positive(), revision: z.number().int().positive(), action: z.unknown() }),
	/** A new match started on `table`: the others reload it from the store. */
	z.object({ kind: z.literal('match'), from: z.string(), table }),
	/** The shot clock was set (a command or its settings): the clock as the store keeps it. */
	z.object({ kind: z.literal('clock'), from: z.string(), table, clock: z.unknown() }),
	/** The leader's clock ran out on `table` (only the leader keeps the timers). */
	z.object({ kind: z.literal('expired'), from: z.string(), table, player: z.number().int().min(0).optional() }),
	/** Tables created, renamed or removed. */
	z.object({ kind: z.literal('venue'), from: z.string() }),
	/** OBS settings were saved on `from`: the leader reloads them. */
	z.object({ kind: z.literal('obs-settings'), from: z.string() }),
	/** The OBS status as the leader (the node that drives OBS) sees it, for operators on every node. */
	z.object({ kind: z.literal('obs-status'), from: z.string(), status: z.unknown() }),
	/** A manual OBS request (scene, key) made on a node that does not drive OBS; answered by `obs-result`. */
	z.object({ kind: z.literal('obs-request'), from: z.string(), id: z.string().max(64), request: z.unknown() }),
	z.object({ kind: z.literal('obs-result'), from: z.string(), id: z.string().max(64), to: z.string(), result: z.unknown() }),
	/** Competition `id` was stored at `revision` (created or changed): the others read its tail. */
	z.object({ kind: z.literal('competition'), from: z.string(), id: z.string().min(1).max(40), revision: z.number().int().positive() }),
	/** The sponsor images were changed on `from` (stored already): the others re-read the list. */
	z.object({ kind: z.literal('sponsors'), from: z.string() }),
	/** A player's profile was changed on `from` (stored already): the others re-read the profiles. */
	z.object({ kind: z.literal('profiles'), from: z.string() }),
	/**
	 * Operator sessions (SHA-256 of their tokens), every session (`all`: a PIN reset) or API keys
	 * (by id) were revoked on `from`: every node drops them from its caches, then answers
	 * `revoked` to `from` (revocations.ts), which waits for those answers before it replies.
	 */
	z.object({
		kind: z.literal('revoke'),
		from: z.string(),
		id: z.string().max(64),
		sessions: z.array(z.string().regex(/^[0-9a-f]{64}$/)).max(1000).optional(),
		all: z.literal(true).optional(),
		keys: z.array(z.string().regex(/^[0-9a-f]{8}$/)).max(1000).optional()
	}),
	z.object({ kind: z.literal('revoked'), from: z.string(), id: z.string().max(64), to: z.string() })
]);

export type NodeMessage = z.infer<typeof nodeMessageSchema>;
/** A message as a node sends it (the bus adds `from`). */
export type Outgoing = NodeMessage extends infer M ? (M extends { from: string } ? Omit<M, 'from'> : never) : never;

export function parseNodeMessage(raw: string): NodeMessage | null {
	let json: unknown;
	try {
		json = JSON.parse(raw);
	} catch {
		return null;
	}
	const parsed = nodeMessageSchema.safeParse(json);
	return parsed.success ? parsed.data : null;
}
