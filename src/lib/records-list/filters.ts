/**
 * The match list's filters as the page's address holds them (`/matches?player=Anna&from=…`), so a
 * filtered list can be linked and reloaded. The same names the API takes (docs/api.md "Match
 * records"): the page passes them on as they are and the server judges them; a bad value comes
 * back as the server's refusal, shown in the page's language.
 */
export interface ListFilters {
	table: string;
	player: string;
	discipline: string;
	/** YYYY-MM-DD, or '' for no bound. */
	from: string;
	to: string;
	/** The `next` of the page before: list matches older than this id (null: the newest). */
	before: number | null;
	/** Matches per page (null: the server's default). */
	limit: number | null;
}

export const FILTER_KEYS = ['table', 'player', 'discipline', 'from', 'to'] as const;

export const NO_FILTERS: ListFilters = { table: '', player: '', discipline: '', from: '', to: '', before: null, limit: null };

/** A whole positive number, or null: the address may hold anything, the query gets only numbers. */
function count(v: string | null): number | null {
	if (v === null || !/^\d{1,12}$/.test(v)) return null;
	const n = Number(v);
	return n > 0 ? n : null;
}

export function filtersOf(params: URLSearchParams): ListFilters {
	const text = (k: string) => (params.get(k) ?? '').trim();
	return {
		table: text('table'),
		player: text('player'),
		discipline: text('discipline'),
		from: text('from'),
		to: text('to'),
		before: count(params.get('before')),
		limit: count(params.get('limit'))
	};
}

/** The query string of these filters (empty ones left out), without the `?`. */
export function queryOf(f: Partial<ListFilters>): string {
	const q = new URLSearchParams();
	for (const k of FILTER_KEYS) if (f[k]) q.set(k, f[k]);
	if (f.before) q.set('before', String(f.before));
	if (f.limit) q.set('limit', String(f.limit));
	return q.toString();
}

/** `path` with these filters as its query. */
export const hrefOf = (path: string, f: Partial<ListFilters>): string => {
	const q = queryOf(f);
	return q ? `${path}?${q}` : path;
};

/** The match list API's address for these filters. */
export const listApi = (f: Partial<ListFilters>): string => hrefOf('/api/matches', f);

/** The CSV of every match in the filters' date range (the export takes only the dates). */
export const csvHref = (f: Pick<ListFilters, 'from' | 'to'>): string => hrefOf('/api/matches/export.csv', { from: f.from, to: f.to });

/** A player's page. */
export const playerHref = (name: string): string => `/players/${encodeURIComponent(name)}`;

/** A match's record page. */
export const matchHref = (id: number): string => `/matches/${id}`;
