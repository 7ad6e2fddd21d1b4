/**
 * cuecast's HTTP API (docs/api.md) as the module calls it, with Node's own fetch. Every answer
 * is read through a zod schema; whatever goes wrong comes back as a value with the HTTP status
 * (0: cuecast could not be reached) and cuecast's reason, never as a throw.
 */
import { z } from 'zod';
import type { Fields } from '../lib/view/fields';
import { fieldsSchema } from './fields';
import type { Lang } from '../lib/i18n/lang';

/** The buttons cuecast maps per discipline family (docs/api.md, "press"). */
export const MACROS = ['point', 'miss', 'foul', 'safety', 'undo', 'redo', 'rack-1', 'rack-2'] as const;
export type Macro = (typeof MACROS)[number];
export const CLOCK_COMMANDS = ['start', 'stop', 'reset', 'extend'] as const;
export type ClockCommand = (typeof CLOCK_COMMANDS)[number];

export type Outcome =
	| { ok: true; fields: Fields | null; revision: number | null }
	| { ok: false; status: number; reason: string; code: string; fields: Fields | null };

const accepted = z.object({ ok: z.literal(true), revision: z.number().int().optional(), fields: fieldsSchema.optional() });
const refused = z.object({
	ok: z.literal(false),
	reason: z.string().optional(),
	code: z.string().optional(),
	fields: fieldsSchema.optional()
});
const keySchema = z.object({ ok: z.literal(true), scope: z.string() });
const tablesSchema = z.object({
	ok: z.literal(true),
	tables: z.array(z.object({ id: z.string(), name: z.string() }).loose())
});

export interface ApiOptions {
	baseUrl: string;
	apiKey: string;
	/** How long one request may take before it counts as unreachable. */
	timeoutMs?: number;
	fetch?: typeof fetch;
}

export class CuecastApi {
	readonly baseUrl: string;
	readonly #key: string;
	readonly #timeout: number;
	readonly #fetch: typeof fetch;

	constructor(opts: ApiOptions) {
		this.baseUrl = opts.baseUrl;
		this.#key = opts.apiKey;
		this.#timeout = opts.timeoutMs ?? 5000;
		this.#fetch = opts.fetch ?? fetch;
	}

	/** The headers every request carries: the key, when there is one. */
	headers(extra: Record<string, string> = {}): Record<string, string> {
		return this.#key ? { authorization: `Bearer ${this.#key}`, ...extra } : extra;
	}

	tableUrl(table: string, path: string, lang?: Lang): string {
		const q = lang ? `?lang=${lang}` : '';
		return `${this.baseUrl}/api/v1/tables/${encodeURIComponent(table)}${path}${q}`;
	}

	async tables(): Promise<{ ok: true; tables: { id: string; name: string }[] } | { ok: false; status: number; reason: string }> {
		const res = await this.#request(`${this.baseUrl}/api/v1/tables`, { method: 'GET' });
		if ('error' in res) return { ok: false, status: 0, reason: res.error };
		if (res.status !== 200) return { ok: false, status: res.status, reason: reasonOf(res.body) ?? `HTTP ${res.status}` };
		const parsed = tablesSchema.safeParse(res.body);
		if (!parsed.success) return { ok: false, status: res.status, reason: 'not a cuecast table list' };
		return { ok: true, tables: parsed.data.tables.map((t) => ({ id: t.id, name: t.name })) };
	}

	/**
	 * A Stream Deck button: POST /press/<macro>, no body. With an idempotency key a retry after a
	 * lost answer applies once (cuecast keeps the key with the action, as for /actions).
	 */
	press(table: string, macro: Macro, lang: Lang, idempotencyKey?: string): Promise<Outcome> {
		return this.#post(this.tableUrl(table, `/press/${macro}`, lang), undefined, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
	}

	/**
	 * What the key may do, without pressing anything: GET /api/v1/key. A read key comes back as a
	 * 403 (what a press with it would get); a server without that endpoint, or not reachable,
	 * says nothing about the key ({ok: true}: the first press will tell).
	 */
	async checkKey(): Promise<{ ok: true } | { ok: false; status: number; reason: string }> {
		const res = await this.#request(`${this.baseUrl}/api/v1/key`, { method: 'GET', headers: this.headers() });
		if ('error' in res) return { ok: true };
		if (res.status === 401) return { ok: false, status: 401, reason: reasonOf(res.body) ?? 'unknown key' };
		const scope = keySchema.safeParse(res.body);
		if (res.status === 200 && scope.success && scope.data.scope !== 'control') return { ok: false, status: 403, reason: 'a read key' };
		return { ok: true };
	}

	clock(table: string, command: ClockCommand, lang: Lang): Promise<Outcome> {
		return this.#post(this.tableUrl(table, '/clock', lang), { command });
	}

	/**
	 * Any match-script action; with `revision` (and the `match` it belongs to), only if the table
	 * is still there (else 409 and nothing changes).
	 */
	act(table: string, action: Record<string, unknown>, lang: Lang, opts: { match?: number; revision?: number; idempotencyKey?: string } = {}): Promise<Outcome> {
		const body: Record<string, unknown> = { action };
		if (opts.revision !== undefined) body.revision = opts.revision;
		if (opts.revision !== undefined && opts.match !== undefined) body.match = opts.match;
		const extra = opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : undefined;
		return this.#post(this.tableUrl(table, '/actions', lang), body, extra);
	}

	async #post(url: string, body: unknown, extra: Record<string, string> = {}): Promise<Outcome> {
		const init: RequestInit = { method: 'POST', headers: this.headers(extra) };
		if (body !== undefined) {
			init.body = JSON.stringify(body);
			init.headers = this.headers({ 'content-type': 'application/json', ...extra });
		}
		const res = await this.#request(url, init);
		if ('error' in res) return { ok: false, status: 0, reason: res.error, code: 'unreachable', fields: null };
		return outcomeOf(res.status, res.body);
	}

	async #request(url: string, init: RequestInit): Promise<{ status: number; body: unknown } | { error: string }> {
		try {
			const res = await this.#fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeout) });
			const text = await res.text();
			let body: unknown = null;
			try {
				body = text ? JSON.parse(text) : null;
			} catch {
				body = null;
			}
			return { status: res.status, body };
		} catch (err) {
			return { error: unreachableReason(this.baseUrl, err) };
		}
	}
}

/** An HTTP answer as an outcome: accepted with its fields, or refused with cuecast's reason. */
export function outcomeOf(status: number, body: unknown): Outcome {
	if (status === 200) {
		const ok = accepted.safeParse(body);
		if (ok.success) return { ok: true, fields: ok.data.fields ?? null, revision: ok.data.revision ?? null };
		return { ok: false, status, reason: 'cuecast answered something the module does not understand', code: 'bad-answer', fields: null };
	}
	const no = refused.safeParse(body);
	const fields = no.success ? (no.data.fields ?? null) : null;
	const reason = (no.success ? no.data.reason : undefined) ?? `HTTP ${status}`;
	const code = (no.success ? no.data.code : undefined) ?? `http-${status}`;
	return { ok: false, status, reason, code, fields };
}

function reasonOf(body: unknown): string | undefined {
	const no = refused.safeParse(body);
	return no.success ? no.data.reason : undefined;
}

/** "fetch failed" says nothing: the cause (ECONNREFUSED, a DNS miss, the timeout) does. */
export function unreachableReason(baseUrl: string, err: unknown): string {
	const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
	const why = e?.name === 'TimeoutError' ? 'no answer in time' : (e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err));
	return `cuecast unreachable at ${baseUrl} (${why})`;
}
