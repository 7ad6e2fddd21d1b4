/**
 * The match page's data: GET /api/matches/<id>/record, and a throttle for refetching it while the
 * match is played (one fetch at a time, at most one a second, the last change always fetched).
 */
import type { RecordReply } from '$lib/protocol/records';

export type Loaded =
	| { kind: 'ok'; reply: RecordReply }
	| { kind: 'not-found' }
	| { kind: 'bad-id' }
	| { kind: 'failed'; reason: string; code?: string; params?: Record<string, string | number> };

export async function fetchRecord(id: string, fetcher: typeof fetch = fetch): Promise<Loaded> {
	try {
		const res = await fetcher(`/api/matches/${encodeURIComponent(id)}/record`);
		const body = (await res.json().catch(() => ({}))) as Partial<RecordReply> & { reason?: string; code?: string; params?: Record<string, string | number> };
		if (res.ok && body.ok) return { kind: 'ok', reply: body as RecordReply };
		if (res.status === 404) return { kind: 'not-found' };
		if (res.status === 400) return { kind: 'bad-id' };
		return { kind: 'failed', reason: body.reason ?? `HTTP ${res.status}`, code: body.code, params: body.params };
	} catch (err) {
		return { kind: 'failed', reason: err instanceof Error ? err.message : String(err), code: 'not-connected' };
	}
}

/** Runs `job` on `poke()`, never two at once nor two within `gapMs`; pokes meanwhile make one more run. */
export function throttled(job: () => Promise<void>, gapMs = 1000) {
	let running = false;
	let again = false;
	let last = 0;
	let timer: ReturnType<typeof setTimeout> | null = null;
	let closed = false;
	const run = async () => {
		timer = null;
		if (closed) return;
		running = true;
		again = false;
		last = Date.now();
		try {
			await job();
		} finally {
			running = false;
			if (again) poke();
		}
	};
	function poke() {
		if (closed) return;
		if (running) {
			again = true;
			return;
		}
		if (timer) return;
		timer = setTimeout(() => void run(), Math.max(0, last + gapMs - Date.now()));
	}
	return {
		poke,
		close() {
			closed = true;
			if (timer) clearTimeout(timer);
		}
	};
}
