/**
 * `/api/competitions…` (docs/api.md, "Competitions"). Reading is open to anyone (the public
 * bracket, the wall display, the overlays); changing needs an operator session or an API key of
 * scope `control` (a tournament program sending its draw: key-gate.ts). Bodies are JSON, read by
 * the server's one body reader (http-util.ts), their strings and names cleaned as every name
 * that enters (clean.ts), then validated by the schemas in competition/schema.ts; refusals are
 * coded like every other refusal. Event streams are held by the server's one limiter (streams.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { refusal, type CodedReason } from '../../protocol/refusals';
import { tableIdSchema } from '../../protocol';
import { competitionPlayerSchema, MAX_COMPETITION_PLAYERS } from '../../competition/schema';
import type { CompetitionView } from '../../competition/types';
import { readJson, refuseBody, send } from '../http-util';
import { addressKey } from '../address';
import { cleanCompetitionBody } from '../clean';
import type { EventStream, EventStreams } from '../streams';
import type { ChangeAccess } from '../api/key-gate';
import type { CompetitionService, Answer } from './service';
import { assign, decide, draw, setAuto, setTables, unassign } from './commands';

const MAX_BODY = 64 * 1024;

const revision = z.int().min(1).optional();
const bodies = {
	draw: z.strictObject({ seed: z.string().trim().min(1).max(64).optional(), players: z.array(competitionPlayerSchema).min(2).max(MAX_COMPETITION_PLAYERS).optional(), revision }),
	assign: z.strictObject({ table: tableIdSchema, revision }),
	unassign: z.strictObject({ revision }),
	correct: z.strictObject({ winner: z.union([z.literal(0), z.literal(1), z.null()]), scores: z.tuple([z.int().min(0).max(100_000), z.int().min(0).max(100_000)]).optional(), revision }),
	tables: z.strictObject({ tables: z.array(tableIdSchema).max(64), revision }),
	auto: z.strictObject({ auto: z.boolean(), revision })
};

/** A view as JSON, made once however many streams send it. */
const json = new WeakMap<CompetitionView, string>();
function jsonOf(view: CompetitionView): string {
	let text = json.get(view);
	if (text === undefined) json.set(view, (text = JSON.stringify(view)));
	return text;
}

export interface CompetitionRoutes {
	handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<boolean>;
	close(): void;
}

/** `mayChange`: an operator session or a control key (key-gate.ts); `limiter`: every event stream of the server. */
export function competitionRoutes(svc: CompetitionService, mayChange: ChangeAccess, limiter: EventStreams): CompetitionRoutes {
	const streams = new Set<EventStream>();

	const answer = (res: ServerResponse, a: Answer & { id?: string }, okStatus = 200) =>
		a.ok
			? send(res, okStatus, { ok: true, ...(a.id ? { id: a.id } : {}), competition: a.view })
			: send(res, a.status, { ok: false, ...a.why, ...(a.view ? { competition: a.view } : {}) });

	/** The body, cleaned (an empty body is `{}`), or null once a refusal has been sent. */
	async function readBody(req: IncomingMessage, res: ServerResponse): Promise<{ body: unknown } | null> {
		const read = await readJson(req, MAX_BODY, { empty: {} });
		if (!read.ok) return void refuseBody(res, read), null;
		return { body: cleanCompetitionBody(read.body) };
	}

	function invalid(res: ServerResponse, error: z.ZodError) {
		const issue = error.issues[0];
		const why: CodedReason = refusal('comp-invalid', { path: issue?.path.join('.') || 'body', detail: issue?.message ?? 'invalid' });
		return send(res, 400, { ok: false, ...why });
	}

	function stream(req: IncomingMessage, res: ServerResponse, id: string, first: CompetitionView) {
		const reader = `a:${addressKey(req.socket.remoteAddress)}` as const;
		const full = limiter.refusal(reader);
		if (full) return send(res, full.status, { ok: false, ...full.why }, full.headers);
		let unwatch: (() => void) | null = null;
		let closed = false;
		const out = limiter.start(req, res, reader, { 'access-control-allow-origin': '*' }, () => {
			closed = true;
			unwatch?.();
			streams.delete(out);
		});
		streams.add(out);
		let last = '';
		const write = (view: CompetitionView | null) => {
			if (view === null) return out.end(`event: removed\ndata: {}\n\n`);
			const json = jsonOf(view);
			if (json === last) return;
			last = json;
			out.write(`id: ${view.revision}\nevent: competition\ndata: ${json}\n\n`);
		};
		write(first);
		const stop = svc.watch(id, write);
		if (closed) stop();
		else unwatch = stop;
		return true;
	}

	async function handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<boolean> {
		if (path !== '/api/competitions' && !path.startsWith('/api/competitions/')) return false;
		const method = req.method ?? 'GET';
		const parts = path.split('/').slice(3); // after /api/competitions
		const reading = method === 'GET' || method === 'HEAD';
		if (!reading) {
			const access = await mayChange(req, `${method} /api/competitions`);
			if (!access.ok) return send(res, access.status, { ok: false, ...access.why }, access.headers);
		}

		if (parts.length === 0) {
			if (reading) return send(res, 200, { ok: true, competitions: await svc.list() });
			if (method !== 'POST') return send(res, 405, { ok: false, ...refusal('method-not-allowed', { allow: 'GET, POST' }) }, { allow: 'GET, POST' });
			const json = await readBody(req, res);
			if (!json) return true;
			return answer(res, await svc.create(json.body), 201);
		}
		const id = parts[0]!;
		if (parts.length === 1) {
			if (method === 'DELETE') return (await svc.remove(id)) ? send(res, 200, { ok: true }) : send(res, 404, { ok: false, ...refusal('comp-none', { id }) });
			if (!reading) return send(res, 405, { ok: false, ...refusal('method-not-allowed', { allow: 'GET, DELETE' }) }, { allow: 'GET, DELETE' });
			const view = await svc.view(id);
			return view ? send(res, 200, view) : send(res, 404, { ok: false, ...refusal('comp-none', { id: id.slice(0, 40) }) });
		}
		if (parts.length === 2 && parts[1] === 'events' && method === 'GET') {
			const view = await svc.view(id);
			if (!view) return send(res, 404, { ok: false, ...refusal('comp-none', { id: id.slice(0, 40) }) });
			return stream(req, res, id, view);
		}
		if (parts.length === 3 && parts[1] === 'matches' && reading) {
			const view = await svc.view(id);
			const match = view?.matches.find((m) => m.id === parts[2]);
			if (!view) return send(res, 404, { ok: false, ...refusal('comp-none', { id: id.slice(0, 40) }) });
			return match ? send(res, 200, { ok: true, match }) : send(res, 404, { ok: false, ...refusal('comp-no-such-match', { match: String(parts[2]).slice(0, 12) }) });
		}
		if (method !== 'POST') return send(res, 405, { ok: false, ...refusal('method-not-allowed', { allow: 'POST' }) }, { allow: 'POST' });
		const json = await readBody(req, res);
		if (!json) return true;
		const command = parts.length === 2 ? parts[1] : parts.length === 4 && parts[1] === 'matches' ? parts[3] : null;
		const matchId = parts.length === 4 ? parts[2]! : '';
		if (parts.length === 4 && !/^\d{1,6}$/.test(matchId)) return send(res, 404, { ok: false, ...refusal('comp-no-such-match', { match: matchId.slice(0, 12) }) });
		switch (command) {
			case 'draw': {
				const b = bodies.draw.safeParse(json.body);
				return b.success ? answer(res, await draw(svc, id, b.data)) : invalid(res, b.error);
			}
			case 'tables': {
				const b = bodies.tables.safeParse(json.body);
				return b.success ? answer(res, await setTables(svc, id, b.data.tables, b.data.revision)) : invalid(res, b.error);
			}
			case 'auto': {
				const b = bodies.auto.safeParse(json.body);
				return b.success ? answer(res, await setAuto(svc, id, b.data.auto, b.data.revision)) : invalid(res, b.error);
			}
			case 'assign': {
				const b = bodies.assign.safeParse(json.body);
				return b.success && parts.length === 4 ? answer(res, await assign(svc, id, matchId, b.data.table, b.data.revision)) : b.success ? notFound(res) : invalid(res, b.error);
			}
			case 'unassign': {
				const b = bodies.unassign.safeParse(json.body);
				return b.success && parts.length === 4 ? answer(res, await unassign(svc, id, matchId, b.data.revision)) : b.success ? notFound(res) : invalid(res, b.error);
			}
			case 'correct':
			case 'result': {
				const b = bodies.correct.safeParse(json.body);
				if (!b.success) return invalid(res, b.error);
				if (parts.length !== 4) return notFound(res);
				return answer(res, await decide(svc, id, matchId, b.data, command === 'correct' ? 'correct' : 'report'));
			}
			default:
				return notFound(res);
		}
	}

	const notFound = (res: ServerResponse) => send(res, 404, { ok: false, ...refusal('api-not-found') });

	return {
		handle,
		close() {
			for (const out of [...streams]) out.end();
		}
	};
}
