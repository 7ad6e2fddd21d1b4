/** The match page's data: GET /api/matches/<id>/record (through api/client.ts, which waits out a read refused for the address's read budget). */
import { ask, jsonPicked, type Fetcher } from '$lib/api/client';
import type { RecordReply } from '$lib/protocol/records';

export type Loaded =
	| { kind: 'ok'; reply: RecordReply }
	| { kind: 'not-found' }
	| { kind: 'bad-id' }
	| { kind: 'failed'; reason: string; code?: string; params?: Record<string, string | number> };

const asReply = (body: unknown): RecordReply | null => ((body as Partial<RecordReply> | null)?.ok ? (body as RecordReply) : null);

export async function fetchRecord(id: string, signal?: AbortSignal, fetcher?: Fetcher): Promise<Loaded> {
	const answer = await ask(`/api/matches/${encodeURIComponent(id)}/record`, jsonPicked(asReply), { signal }, fetcher);
	if (answer.ok) return { kind: 'ok', reply: answer.value };
	if (answer.status === 404) return { kind: 'not-found' };
	if (answer.status === 400) return { kind: 'bad-id' };
	return { kind: 'failed', ...answer.refusal };
}
