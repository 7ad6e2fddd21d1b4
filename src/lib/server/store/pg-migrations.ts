/**
 * The schema list (schema.ts) on PostgreSQL: the one transaction that brings a database to this
 * version. Several nodes may start together on one
 * database: an advisory lock held for that transaction makes them migrate one after the other,
 * so the schema is created (and the PIN claimed) once.
 */
import type { PgDb, Queryable } from './pg-db';
import { StoreError } from './types';
import { PG_TYPES, PG_VERSION_OFFSET, SCHEMA_VERSION, stepsAfter, TABLES } from './schema';

/** The version PostgreSQL writes in its `meta` row: the list's (schema.ts), counted from its own first schema. */
export const PG_SCHEMA_VERSION = SCHEMA_VERSION - PG_VERSION_OFFSET;
/**
 * Advisory lock keys cuecast uses (two-int form): class "CUEC", then one number per purpose.
 * Another purpose (the cluster's leader lease) must take another number.
 */
export const PG_LOCK_CLASS = 0x43554543;
export const PG_LOCK_SCHEMA = 1;
/** Says that the tables are cuecast's (a `meta` row), like SQLite's application_id. */
const APPLICATION = 'cuecast';

/** Runs the steps after version `from` of the list (0: none yet), data changes included. */
async function runSteps(q: Queryable, from: number): Promise<void> {
	for (const step of stepsAfter(from, 'postgresql')) {
		await q.query(step.ddl(PG_TYPES));
		if (!step.data) continue;
		const { rows } = await q.query(step.data.read);
		for (const [sql, params] of step.data.writes(rows)) await q.query(sql, params);
	}
}

export interface SchemaOutcome {
	createdSchema: boolean;
	migratedFrom: number | null;
}

/** What the database holds now: our version, nothing, or someone else's tables. */
async function inspect(q: Queryable, where: string): Promise<number | null> {
	const { rows } = await q.query<{ table_name: string }>(
		`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ANY($1)`,
		[TABLES] // any of them without our `meta` row is someone else's
	);
	if (rows.length === 0) return null;
	const foreign = new StoreError(
		`${where} holds tables cuecast did not create (${rows.map((r) => r.table_name).sort().join(', ')}); it was left untouched. ` +
			`Point CUECAST_DATABASE_URL at an empty database (createdb cuecast).`,
		'foreign'
	);
	if (!rows.some((r) => r.table_name === 'meta')) throw foreign;
	let meta: Map<string, string>;
	try {
		const found = await q.query<{ key: string; value: string }>(`SELECT key, value FROM meta WHERE key IN ('application', 'schema_version')`);
		meta = new Map(found.rows.map((r) => [r.key, r.value]));
	} catch {
		throw foreign; // a "meta" without our columns
	}
	const version = Number(meta.get('schema_version'));
	if (meta.get('application') !== APPLICATION || !Number.isInteger(version) || version < 1) throw foreign;
	return version;
}

async function setMeta(q: Queryable, key: string, value: string) {
	await q.query(`INSERT INTO meta(key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [key, value]);
}

/**
 * Brings the database to PG_SCHEMA_VERSION in one transaction under the schema lock: creates it
 * when empty, migrates an older one, refuses a newer or foreign one (left untouched).
 */
export async function prepareSchema(db: PgDb, where: string): Promise<SchemaOutcome> {
	return db.transaction(async (q) => {
		await q.query(`SELECT pg_advisory_xact_lock($1, $2)`, [PG_LOCK_CLASS, PG_LOCK_SCHEMA]);
		const version = await inspect(q, where);
		const now = new Date().toISOString();
		let outcome: SchemaOutcome = { createdSchema: false, migratedFrom: null };
		if (version === null) {
			await runSteps(q, 0);
			await setMeta(q, 'application', APPLICATION);
			await setMeta(q, 'created_at', now);
			outcome = { createdSchema: true, migratedFrom: null };
		} else if (version > PG_SCHEMA_VERSION) {
			throw new StoreError(
				`${where} was written by a newer cuecast (schema version ${version}; this version knows ${PG_SCHEMA_VERSION}). ` +
					`It was left untouched: upgrade cuecast on every node, or point CUECAST_DATABASE_URL at another database.`,
				'newer-version'
			);
		} else if (version < PG_SCHEMA_VERSION) {
			await runSteps(q, version + PG_VERSION_OFFSET);
			await setMeta(q, `migrated_to_${PG_SCHEMA_VERSION}_at`, now);
			outcome = { createdSchema: false, migratedFrom: version };
		}
		await setMeta(q, 'schema_version', String(PG_SCHEMA_VERSION));
		// A real write, so a database that cannot be written (read-only, a standby) is refused at start.
		await setMeta(q, 'opened_at', now);
		return outcome;
	});
}
