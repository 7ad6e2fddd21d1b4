/**
 * The match list's query string, validated (zod gives the type): what `GET /api/matches` and
 * the list CSV filter on. Dates are calendar days in the venue's time zone (CUECAST_TIME_ZONE,
 * else the server's): `from` is the start of its day, `to` the end of its own (both included).
 */
import { z } from 'zod';
import { tableIdSchema } from '../../protocol';
import { playerNameSchema } from '../../protocol/players';
import { refusal, type CodedReason } from '../../protocol/refusals';
import { disciplineIds } from '../../engine/registry';
import type { MatchFilter } from '../store/types';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../protocol/records';
import { venueTimeZone } from '../config';
import { dayStart } from '../../records/time';

const day = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD')
	.transform((text, ctx) => {
		const [y, m, d] = text.split('-').map(Number) as [number, number, number];
		const at = new Date(Date.UTC(y, m - 1, d));
		if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) {
			ctx.addIssue({ code: 'custom', message: 'no such day' });
			return z.NEVER;
		}
		const zone = venueTimeZone();
		return { text, start: dayStart(y, m, d, zone), end: dayStart(y, m, d + 1, zone) };
	});

const SCHEMAS = {
	table: tableIdSchema,
	player: playerNameSchema,
	discipline: z.string().refine((d) => (disciplineIds() as string[]).includes(d), 'not a discipline this server knows'),
	from: day,
	to: day,
	before: z.string().regex(/^[1-9]\d{0,11}$/, 'a match id').transform(Number),
	limit: z
		.string()
		.regex(/^\d{1,3}$/, `a number from 1 to ${MAX_LIMIT}`)
		.transform(Number)
		.refine((n) => n >= 1 && n <= MAX_LIMIT, `a number from 1 to ${MAX_LIMIT}`)
};
type Param = keyof typeof SCHEMAS;

export interface ListQuery {
	filter: MatchFilter;
	before: number | null;
	limit: number;
}

/** The query, or the coded reason it is refused (an unknown or repeated parameter too). */
export function parseListQuery(params: URLSearchParams, allowed: readonly Param[]): ListQuery | CodedReason {
	const out: Partial<{ [K in Param]: z.output<(typeof SCHEMAS)[K]> }> = {};
	for (const name of new Set(params.keys())) {
		if (!(allowed as readonly string[]).includes(name)) return refusal('list-filter', { param: name, detail: `not a filter (use ${allowed.join(', ')})` });
		const values = params.getAll(name);
		if (values.length > 1) return refusal('list-filter', { param: name, detail: 'given more than once' });
		const parsed = SCHEMAS[name as Param].safeParse(values[0]);
		if (!parsed.success) return refusal('list-filter', { param: name, detail: parsed.error.issues[0]?.message ?? 'invalid' });
		(out as Record<string, unknown>)[name] = parsed.data;
	}
	if (out.from && out.to && out.from.start > out.to.start) return refusal('list-dates', { from: out.from.text, to: out.to.text });
	const filter: MatchFilter = {};
	if (out.table !== undefined) filter.tableId = out.table;
	if (out.player !== undefined) filter.player = out.player;
	if (out.discipline !== undefined) filter.discipline = out.discipline;
	if (out.from) filter.from = out.from.start;
	if (out.to) filter.to = out.to.end;
	return { filter, before: out.before ?? null, limit: out.limit ?? DEFAULT_LIMIT };
}

export const isRefusal = (q: ListQuery | CodedReason): q is CodedReason => 'code' in q;
