/**
 * What many pages ask of the venue (docs/api.md), through client.ts: who this browser's session
 * is, and the venue's tables. Each says "unknown" (null, or no tables) rather than failing: a page
 * then shows its login hint or a table's id, never breaks.
 */
import { z } from 'zod';
import type { Grant } from '../protocol/access';
import { ask, json, type Fetcher } from './client';

const sessionSchema = z.object({ ok: z.literal(true), role: z.enum(['operator', 'director', 'device', 'viewer']), table: z.string().optional() });

/** GET /api/session: this browser's grant (a paired device's cookie is renewed by asking), null when it cannot be read. */
export async function session(fetcher?: Fetcher): Promise<Grant | null> {
	const answer = await ask('/api/session', json(sessionSchema), {}, fetcher);
	if (!answer.ok) return null;
	const { role, table } = answer.value;
	return table !== undefined ? { role, table } : { role };
}

const tableListSchema = z.object({ tables: z.array(z.looseObject({ id: z.string(), name: z.string() })) });

export interface TableName {
	id: string;
	name: string;
}

/** GET /api/tables: the venue's tables in its order, none when they cannot be read. */
export async function venueTables(fetcher?: Fetcher): Promise<TableName[]> {
	const answer = await ask('/api/tables', json(tableListSchema), {}, fetcher);
	return answer.ok ? answer.value.tables.map(({ id, name }) => ({ id, name })) : [];
}

const tableStateSchema = z.object({ state: z.looseObject({ table: z.looseObject({ name: z.string() }).nullish() }).nullish() });

/** GET /api/tables/<id>: the table's name, null when it cannot be read. */
export async function tableName(id: string, fetcher?: Fetcher): Promise<string | null> {
	const answer = await ask(`/api/tables/${encodeURIComponent(id)}`, json(tableStateSchema), {}, fetcher);
	return answer.ok ? (answer.value.state?.table?.name ?? null) : null;
}
