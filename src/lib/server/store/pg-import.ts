/**
 * Writes a whole venue (read from a SQLite file by sqlite-export.ts) into an empty PostgreSQL
 * store for `cuecast migrate`, in one transaction: every table (removed ones too), every match
 * with its id and times, every action byte for byte in order, clocks, players, live sessions,
 * lock-outs and settings. A target that already holds a venue is refused; a failure anywhere
 * leaves the target as it was.
 */
import type { Queryable } from './pg-db';
import type { PgStore } from './pg';
import { StoreError, type ApiKeyRecord, type BrakeRecord } from './types';
import { disciplineOf, parseResult, seatFigures, seatsOfSetup } from './records-shared';

/** What the import reads; SqliteVenueReader gives it. Texts (setups, actions, clocks) stay as stored. */
export interface VenueSource {
	tables(): { pk: number; id: string; name: string; createdAt: number; removedAt: number | null; clock: string | null }[];
	matches(): { id: number; tablePk: number; setup: string; startedAt: number; endedAt: number | null; revision: number }[];
	actions(): Iterable<{ matchId: number; revision: number; action: string; at: number; request: string | null }>;
	keys(): ApiKeyRecord[];
	players(): { key: string; name: string; country: string | null; rating: number | null; uses: number; lastUsed: number }[];
	sessions(): { tokenHash: string; expiresAt: number }[];
	settings(): { key: string; value: string }[];
	brakes(): BrakeRecord[];
	/** Saved match results (schema 6 on; none before), JSON as stored. */
	results(): { matchId: number; result: string; savedAt: number }[];
	/** Competitions (schema 7 on; none before), removed ones too; `seq` is their creation order. */
	competitions(): { seq: number; id: string; name: string; createdAt: number; removedAt: number | null }[];
	/** Their logs, entries as stored (text), in order. */
	competitionEntries(): Iterable<{ competitionId: string; revision: number; entry: string; at: number }>;
	/** Sponsor images with their bytes (schema 8 on; none before), in rotation order. */
	sponsors?(): SponsorSource[];
}

export interface SponsorSource {
	id: string;
	position: number;
	name: string;
	ext: string;
	bytes: number;
	added: string;
	data: Buffer;
}

export interface ImportCounts {
	tables: number;
	removedTables: number;
	matches: number;
	actions: number;
	players: number;
	sessions: number;
	settings: number;
	/** Competitions copied, removed ones included. */
	competitions: number;
	competitionEntries: number;
	/** Sponsor images copied (one a node had imported already is kept, not copied twice). */
	sponsors?: number;
}

const CHUNK = 2000;

/** Inserts `rows` (arrays of column values) in chunks, one statement per chunk (unnest of arrays). */
async function insertRows(q: Queryable, table: string, columns: string[], types: string[], rows: unknown[][]): Promise<void> {
	for (let i = 0; i < rows.length; i += CHUNK) {
		const chunk = rows.slice(i, i + CHUNK);
		const arrays = columns.map((_, c) => chunk.map((r) => r[c]));
		const list = columns.map((c) => (c === 'until' ? '"until"' : c)).join(', ');
		await q.query(`INSERT INTO ${table}(${list}) SELECT * FROM unnest(${types.map((t, n) => `$${n + 1}::${t}[]`).join(', ')})`, arrays);
	}
}

/** Why the target is not empty, or null. Only a schema and what a started node made alone (its PIN) may be there. */
async function holdsVenue(q: Queryable): Promise<string | null> {
	const { rows } = await q.query<{ live: string; removed: string; matches: string; players: string; competitions: string }>(
		`SELECT (SELECT count(*) FROM venue_tables WHERE removed_at IS NULL) AS live, (SELECT count(*) FROM venue_tables WHERE removed_at IS NOT NULL) AS removed,
		        (SELECT count(*) FROM matches) AS matches, (SELECT count(*) FROM players) AS players, (SELECT count(*) FROM competitions) AS competitions`
	);
	const n = rows[0];
	if ([n.live, n.removed, n.matches, n.players, n.competitions].every((c) => c === '0')) return null;
	return `${n.live} tables${n.removed !== '0' ? ` (and ${n.removed} removed)` : ''}, ${n.matches} matches, ${n.players} players${n.competitions !== '0' ? `, ${n.competitions} competitions` : ''}`;
}

/**
 * Copies `source` into `store`'s database. Throws StoreError 'exists' when the target holds a
 * venue. `verify` runs inside the transaction before it commits, reading what was written: when
 * it throws, nothing is kept.
 */
export async function importVenue(
	store: PgStore,
	source: VenueSource,
	options: { settings?: Record<string, string>; verify?: (q: Queryable, counts: ImportCounts) => Promise<void> } = {}
): Promise<ImportCounts> {
	const db = store.connection;
	return db.transaction(async (q) => {
		// No node writes meanwhile (one that starts now waits, then sees the migrated venue).
		await q.query(`LOCK TABLE venue_tables, matches, actions, players, meta, sessions, login_brake, api_keys, match_players, match_results, competitions, competition_entries, sponsors IN EXCLUSIVE MODE`);
		const held = await holdsVenue(q);
		if (held) throw new StoreError(`${store.path} already holds a venue (${held}); migrate into a new, empty database`, 'exists');
		const play = await copyPlay(q, source);
		const access = await copyAccess(q, source);
		const competitions = await importCompetitions(q, source);
		const sponsors = await copySponsors(q, source);
		const settings = await copySettings(q, source, options.settings ?? {});
		// New tables, matches and competitions continue after the copied ids.
		for (const [table, column] of [
			['venue_tables', 'pk'],
			['matches', 'id'],
			['competitions', 'seq']
		]) {
			await q.query(
				`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), COALESCE(MAX(${column}), 1), MAX(${column}) IS NOT NULL) FROM ${table}`
			);
		}
		const counts = { ...play, ...access, settings, ...competitions, sponsors };
		await options.verify?.(q, counts);
		return counts;
	});
}

/** The tables, their matches with the records' columns, and every action, in chunks. */
async function copyPlay(q: Queryable, source: VenueSource): Promise<Pick<ImportCounts, 'tables' | 'removedTables' | 'matches' | 'actions'>> {
	const tables = source.tables();
	await insertRows(
		q,
		'venue_tables',
		['pk', 'id', 'name', 'created_at', 'removed_at', 'clock'],
		['integer', 'text', 'text', 'bigint', 'bigint', 'text'],
		tables.map((t) => [t.pk, t.id, t.name, t.createdAt, t.removedAt, t.clock])
	);
	await q.query(`UPDATE venue_tables SET clock_version = nextval('clock_versions') WHERE clock IS NOT NULL`);
	const matches = source.matches();
	await insertRows(
		q,
		'matches',
		['id', 'table_pk', 'setup', 'started_at', 'ended_at', 'revision'],
		['integer', 'integer', 'text', 'bigint', 'bigint', 'integer'],
		matches.map((m) => [m.id, m.tablePk, m.setup, m.startedAt, m.endedAt, m.revision])
	);
	await importRecords(q, matches, source.results());
	let actions = 0;
	let batch: unknown[][] = [];
	const flush = async () => {
		await insertRows(q, 'actions', ['match_id', 'revision', 'action', 'at', 'request'], ['integer', 'integer', 'text', 'bigint', 'text'], batch);
		actions += batch.length;
		batch = [];
	};
	for (const a of source.actions()) {
		batch.push([a.matchId, a.revision, a.action, a.at, a.request]);
		if (batch.length >= CHUNK) await flush();
	}
	await flush();
	return { tables: tables.filter((t) => t.removedAt === null).length, removedTables: tables.filter((t) => t.removedAt !== null).length, matches: matches.length, actions };
}

/** The player list, the operator's sessions and lock-outs, the API keys. */
async function copyAccess(q: Queryable, source: VenueSource): Promise<Pick<ImportCounts, 'players' | 'sessions'>> {
	const players = source.players();
	await insertRows(
		q,
		'players',
		['key', 'name', 'country', 'rating', 'uses', 'last_used'],
		['text', 'text', 'text', 'float8', 'integer', 'bigint'],
		players.map((p) => [p.key, p.name, p.country, p.rating, p.uses, p.lastUsed])
	);
	// The venue's PIN replaces one a node may have made before the migration; its sessions go with it.
	await q.query(`DELETE FROM sessions`);
	await q.query(`DELETE FROM login_brake`);
	const sessions = source.sessions();
	await insertRows(q, 'sessions', ['token_hash', 'expires_at'], ['text', 'bigint'], sessions.map((s) => [s.tokenHash, s.expiresAt]));
	await insertRows(
		q,
		'login_brake',
		['key', 'failures', 'until', 'last'],
		['text', 'integer', 'bigint', 'bigint'],
		source.brakes().map((b) => [b.key, b.failures, b.until, b.last])
	);
	await insertRows(
		q,
		'api_keys',
		['id', 'name', 'scope', 'hash', 'created_at', 'last_used_at', 'revoked_at'],
		['text', 'text', 'text', 'text', 'bigint', 'bigint', 'bigint'],
		source.keys().map((k) => [k.id, k.name, k.scope, k.hash, k.createdAt, k.lastUsedAt, k.revokedAt])
	);
	return { players: players.length, sessions: sessions.length };
}

/**
 * The sponsor images. A node started on this database before the migration may have imported
 * its own media folder (sponsors.ts): those images stay, the venue's follow them in their order.
 */
async function copySponsors(q: Queryable, source: VenueSource): Promise<number> {
	let sponsors = 0;
	for (const sp of source.sponsors?.() ?? []) {
		const { rowCount } = await q.query(
			`INSERT INTO sponsors(id, position, name, ext, bytes, added, data)
			 VALUES ($1, (SELECT COALESCE(MAX(position), 0) + 1 FROM sponsors), $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
			[sp.id, sp.name, sp.ext, sp.bytes, sp.added, sp.data]
		);
		sponsors += rowCount;
	}
	return sponsors;
}

/** The venue's settings and those the command adds, and when it migrated; how many were copied. */
async function copySettings(q: Queryable, source: VenueSource, extra: Record<string, string>): Promise<number> {
	const settings = [...source.settings(), ...Object.entries(extra).map(([key, value]) => ({ key, value }))];
	for (const s of settings) {
		await q.query(`INSERT INTO meta(key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [s.key, s.value]);
	}
	await q.query(`INSERT INTO meta(key, value) VALUES ('migrated_from_sqlite_at', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [
		new Date().toISOString()
	]);
	return settings.length;
}

/**
 * The records' columns of the copied matches: discipline and seats worked out from each set-up
 * (as the SQLite migration did, so a file of any version gives the same rows), then the saved
 * results with each seat's figures.
 */
async function importRecords(q: Queryable, matches: { id: number; setup: string }[], results: { matchId: number; result: string; savedAt: number }[]) {
	const seats: Parameters<typeof insertSeats>[1] = [];
	const disciplines: string[] = [];
	for (const m of matches) {
		let setup: unknown = null;
		try {
			setup = JSON.parse(m.setup);
		} catch {
			// not JSON: no discipline, no seats
		}
		disciplines.push(disciplineOf(setup));
		for (const s of seatsOfSetup(setup)) seats.push({ match: m.id, ...s });
	}
	await q.query(`UPDATE matches m SET discipline = u.d FROM unnest($1::integer[], $2::text[]) AS u(id, d) WHERE m.id = u.id`, [matches.map((m) => m.id), disciplines]);
	await insertSeats(q, seats);
	const parsed = results.flatMap((r) => {
		const result = parseResult(r.result);
		return result ? [{ ...r, parsed: result }] : [];
	});
	await insertRows(
		q,
		'match_results',
		['match_id', 'finished', 'winner', 'result', 'saved_at'],
		['integer', 'integer', 'integer', 'text', 'bigint'],
		parsed.map((r) => [r.matchId, r.parsed.status === 'finished' ? 1 : 0, r.parsed.winner, r.result, r.savedAt])
	);
	const figures = parsed.flatMap((r) => seatFigures(r.parsed).map((f) => ({ match: r.matchId, ...f })));
	for (let i = 0; i < figures.length; i += CHUNK) {
		const c = figures.slice(i, i + CHUNK);
		const col = <K extends keyof (typeof c)[number]>(k: K) => c.map((x) => x[k]);
		await q.query(
			`UPDATE match_players p SET finished = u.finished, won = u.won, draw = u.draw, score = u.score, innings = u.innings, average = u.average,
			 high_run = u.high_run, racks_won = u.racks_won, racks_lost = u.racks_lost, break_and_runs = u.bnr
			 FROM unnest($1::integer[], $2::integer[], $3::integer[], $4::integer[], $5::integer[], $6::float8[], $7::integer[], $8::float8[], $9::integer[], $10::integer[], $11::integer[], $12::integer[])
			   AS u(match_id, seat, finished, won, draw, score, innings, average, high_run, racks_won, racks_lost, bnr)
			 WHERE p.match_id = u.match_id AND p.seat = u.seat`,
			[col('match'), col('seat'), col('finished'), col('won'), col('draw'), col('score'), col('innings'), col('average'), col('highRun'), col('racksWon'), col('racksLost'), col('breakAndRuns')]
		);
	}
}

/** Competitions (removed ones too, so their ids stay taken) with their creation order, then every entry byte for byte. */
async function importCompetitions(q: Queryable, source: VenueSource): Promise<{ competitions: number; competitionEntries: number }> {
	const competitions = source.competitions();
	await insertRows(
		q,
		'competitions',
		['seq', 'id', 'name', 'created_at', 'removed_at'],
		['bigint', 'text', 'text', 'bigint', 'bigint'],
		competitions.map((c) => [c.seq, c.id, c.name, c.createdAt, c.removedAt])
	);
	let entries = 0;
	let batch: unknown[][] = [];
	const flush = async () => {
		await insertRows(q, 'competition_entries', ['competition_id', 'revision', 'entry', 'at'], ['text', 'integer', 'text', 'bigint'], batch);
		entries += batch.length;
		batch = [];
	};
	for (const e of source.competitionEntries()) {
		batch.push([e.competitionId, e.revision, e.entry, e.at]);
		if (batch.length >= CHUNK) await flush();
	}
	await flush();
	// Read back and compared with the source, byte for byte (the command's own verification
	// covers the matches only). "C": byte order, as SQLite orders the ids.
	const copied = await q.query<{ competition_id: string; revision: number; entry: string }>(
		`SELECT competition_id, revision, entry FROM competition_entries ORDER BY competition_id COLLATE "C", revision`
	);
	let i = 0;
	for (const e of source.competitionEntries()) {
		const c = copied.rows[i++];
		if (!c || c.competition_id !== e.competitionId || c.revision !== e.revision || c.entry !== e.entry) {
			throw new StoreError(`the copy of competition "${e.competitionId}" differs from the source at revision ${e.revision}`, 'conflict');
		}
	}
	if (i !== copied.rows.length) throw new StoreError(`the copy holds ${copied.rows.length} competition entries, the source ${i}`, 'conflict');
	return { competitions: competitions.length, competitionEntries: entries };
}

/** Seats in one statement (the import: thousands at once). */
export async function insertSeats(q: Queryable, seats: { match: number; seat: number; name: string; key: string | null; country: string | null }[]): Promise<void> {
	for (let i = 0; i < seats.length; i += 2000) {
		const c = seats.slice(i, i + 2000);
		await q.query(
			`INSERT INTO match_players(match_id, seat, name, key, country) SELECT * FROM unnest($1::integer[], $2::integer[], $3::text[], $4::text[], $5::text[])`,
			[c.map((s) => s.match), c.map((s) => s.seat), c.map((s) => s.name), c.map((s) => s.key), c.map((s) => s.country)]
		);
	}
}
