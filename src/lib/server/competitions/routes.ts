/**
 * `/api/competitions…` (docs/api.md, "Competitions"). Reading is open to anyone (the public
 * bracket, the wall display, the overlays); changing needs an operator session or an API key of
 * scope `control` (a tournament program sending its draw: key-gate.ts). Bodies are JSON, read by
 * the server's one body reader (http-util.ts), their strings and names cleaned as every name
 * that enters (clean.ts), then validated by the schemas in competition/schema.ts; refusals are
 * coded like every other refusal. Event streams are held by the server's one limiter (streams.ts).
 */
import { z } from 'zod';
import { refusal, type CodedReason } from '../../protocol/refusals';
import { tableIdSchema } from '../../protocol';
import { competitionPlayerSchema, MAX_COMPETITION_PLAYERS } from '../../competition/schema';
import type { CompetitionView } from '../../competition/types';
import { bind, route, type Call, type JsonBody, type Route, type RouteGroup } from '../router';
import { cleanCompetitionBody } from '../clean';
import type { EventStream, EventStreams } from '../streams';
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
	group: RouteGroup;
	close(): void;
}

const COMPETITION = '/api/competitions/:id';
const MATCH = `${COMPETITION}/matches/:match`;

/** A command's body: JSON (an empty body is `{}`), cleaned, then its schema (400 `comp-invalid`). */
function commandBody<T>(schema: z.ZodType<T>): JsonBody<T> {
	return { max: MAX_BODY, schema, empty: {}, clean: cleanCompetitionBody, invalid };
}

function invalid(error: z.ZodError): CodedReason {
	const issue = error.issues[0];
	return refusal('comp-invalid', { path: issue?.path.join('.') || 'body', detail: issue?.message ?? 'invalid' });
}

/** What the routes work with: the service, every event stream of the server, and this module's open streams. */
interface Parts {
	svc: CompetitionService;
	limiter: EventStreams;
	open: Set<EventStream>;
}

/** `limiter`: every event stream of the server. Changes need an operator session or a control key (the router's `change`). */
export function competitionRoutes(svc: CompetitionService, limiter: EventStreams): CompetitionRoutes {
	const open = new Set<EventStream>();
	return {
		group: { prefix: '/api/competitions', routes: bind(ROUTES, { svc, limiter, open }) },
		close() {
			for (const out of [...open]) out.end();
		}
	};
}

const answer = (call: Call<unknown>, a: Answer & { id?: string }, okStatus = 200) =>
	a.ok ? call.send(okStatus, { ok: true, ...(a.id ? { id: a.id } : {}), competition: a.view }) : call.refuse(a.status, a.why, a.view ? { competition: a.view } : {});

const noCompetition = (call: Call<unknown>) => call.refuse(404, refusal('comp-none', { id: call.params.id!.slice(0, 40) }));

/** A match id of a path, or null once refused (404 `comp-no-such-match`). */
function matchOf(call: Call<unknown>): string | null {
	const match = call.params.match!;
	if (/^\d{1,6}$/.test(match)) return match;
	return void call.refuse(404, refusal('comp-no-such-match', { match: match.slice(0, 12) })), null;
}

/** The competition's view as Server-Sent Events: now, then at every change, `removed` when it goes. */
function stream(call: Call<unknown>, { svc, limiter, open }: Parts, first: CompetitionView) {
	const id = call.params.id!;
	const reader = `a:${call.address}` as const;
	const full = limiter.refusal(reader);
	if (full) return call.refuse(full.status, full.why, {}, full.headers);
	let unwatch: (() => void) | null = null;
	let closed = false;
	const out = limiter.start(call.req, call.res, reader, { 'access-control-allow-origin': '*' }, () => {
		closed = true;
		unwatch?.();
		open.delete(out);
	});
	open.add(out);
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

/** A command on a match of the competition: its body validated, its match id checked. */
const matchCommand = <T>(command: string, schema: z.ZodType<T>, run: (svc: CompetitionService, id: string, match: string, body: T) => Promise<Answer>) =>
	route({
		method: 'POST',
		pattern: `${MATCH}/${command}`,
		access: 'change',
		body: commandBody(schema),
		async handle(call, { svc }: Parts) {
			const match = matchOf(call);
			return match && answer(call, await run(svc, call.params.id!, match, call.body));
		}
	});

const ROUTES: Route<Parts>[] = [
	route({ method: 'GET', pattern: '/api/competitions', access: 'public', handle: async (call, { svc }: Parts) => call.send(200, { ok: true, competitions: await svc.list() }) }),
	route({
		method: 'POST',
		pattern: '/api/competitions',
		access: 'change',
		body: { max: MAX_BODY, schema: z.unknown(), empty: {}, clean: cleanCompetitionBody },
		handle: async (call, { svc }: Parts) => answer(call, await svc.create(call.body), 201)
	}),
	route({
		method: 'GET',
		pattern: COMPETITION,
		access: 'public',
		async handle(call, { svc }: Parts) {
			const view = await svc.view(call.params.id!);
			return view ? call.send(200, view) : noCompetition(call);
		}
	}),
	route({
		method: 'DELETE',
		pattern: COMPETITION,
		access: 'change',
		handle: async (call, { svc }: Parts) => ((await svc.remove(call.params.id!)) ? call.send(200, { ok: true }) : call.refuse(404, refusal('comp-none', { id: call.params.id! })))
	}),
	route({
		method: 'GET',
		pattern: `${COMPETITION}/events`,
		access: 'public',
		stream: true,
		async handle(call, parts: Parts) {
			const view = await parts.svc.view(call.params.id!);
			return view ? stream(call, parts, view) : noCompetition(call);
		}
	}),
	route({
		method: 'GET',
		pattern: MATCH,
		access: 'public',
		async handle(call, { svc }: Parts) {
			const view = await svc.view(call.params.id!);
			if (!view) return noCompetition(call);
			const match = view.matches.find((m) => m.id === call.params.match);
			return match ? call.send(200, { ok: true, match }) : call.refuse(404, refusal('comp-no-such-match', { match: call.params.match!.slice(0, 12) }));
		}
	}),
	route({
		method: 'POST',
		pattern: `${COMPETITION}/draw`,
		access: 'change',
		body: commandBody(bodies.draw),
		handle: async (call, { svc }: Parts) => answer(call, await draw(svc, call.params.id!, call.body))
	}),
	route({
		method: 'POST',
		pattern: `${COMPETITION}/tables`,
		access: 'change',
		body: commandBody(bodies.tables),
		handle: async (call, { svc }: Parts) => answer(call, await setTables(svc, call.params.id!, call.body.tables, call.body.revision))
	}),
	route({
		method: 'POST',
		pattern: `${COMPETITION}/auto`,
		access: 'change',
		body: commandBody(bodies.auto),
		handle: async (call, { svc }: Parts) => answer(call, await setAuto(svc, call.params.id!, call.body.auto, call.body.revision))
	}),
	matchCommand('assign', bodies.assign, (svc, id, match, b) => assign(svc, id, match, b.table, b.revision)),
	matchCommand('unassign', bodies.unassign, (svc, id, match, b) => unassign(svc, id, match, b.revision)),
	matchCommand('correct', bodies.correct, (svc, id, match, b) => decide(svc, id, match, b, 'correct')),
	matchCommand('result', bodies.correct, (svc, id, match, b) => decide(svc, id, match, b, 'report'))
];
