/**
 * `cuecast migrate --from DIR|FILE --to postgres://…` (docs/migrate.md): moves a club's SQLite
 * venue into an empty PostgreSQL database for the multi-node mode. The SQLite file is only read.
 * Everything is written in one transaction and verified before it commits, by replaying every
 * match on both sides through the engine and comparing the summaries; so the target either
 * holds the whole venue, verified, or nothing.
 *
 * Exit codes: 0 copied and verified; 2 bad arguments, or the target already holds a venue;
 * 3 the source or the target cannot be opened (or the copy failed on the way); 4 verification failed.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { engine } from '../lib/server/engine';
import { JsonFileObsSettingsStore, OBS_SETTINGS_FILE, OBS_SETTINGS_KEY, ObsSettingsError } from '../lib/server/obs/store';
import { checkDatabaseUrl, printableUrl, PgStore } from '../lib/server/store/pg';
import type { Queryable, Row } from '../lib/server/store/sql';
import { importVenue, SqliteVenue, type ImportCounts } from '../lib/server/store/venue-copy';
import { StoreError } from '../lib/server/store/types';

export const MIGRATE_USAGE = `cuecast migrate --from DIR|FILE --to postgres://…   copy a SQLite venue into an empty PostgreSQL database, verified`;

const EXIT = { ok: 0, usage: 2, open: 3, verify: 4 } as const;

interface Args {
	from: string;
	to: string;
}

function parse(args: string[], env: NodeJS.ProcessEnv): Args | string {
	let from = env.CUECAST_DATA_DIR ?? '';
	let to = env.CUECAST_DATABASE_URL ?? '';
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
		const value = () => inline ?? args[++i];
		if (name === '--from') from = value() ?? '';
		else if (name === '--to') to = value() ?? '';
		else return `unknown argument "${arg}"`;
	}
	if (!from) return '--from is missing (the data folder, or its cuecast.db)';
	if (!to) return '--to is missing (postgres://user:password@host:5432/database)';
	const problem = checkDatabaseUrl(to);
	if (problem) return `--to: ${problem}`;
	return { from: resolve(from), to };
}

/** A match replayed through the engine: its summary as JSON, or where the engine stopped. */
export function replayOutcome(setup: unknown, actions: unknown[]): { ok: boolean; text: string } {
	const created = engine.create(setup);
	if (!created.ok) return { ok: false, text: `set-up refused: ${created.reason}` };
	let match = created.match;
	for (let i = 0; i < actions.length; i++) {
		const r = engine.apply(match, actions[i]);
		if (!r.ok) return { ok: false, text: `action ${i + 1} refused: ${r.reason}` };
		match = r.match;
	}
	return { ok: true, text: JSON.stringify(engine.summarize(match)) };
}

const parseOr = (text: string): unknown => {
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
};

/**
 * Compares what the transaction wrote with the source, by the same reads on both sides: every
 * match's set-up and log (text) and its replay through the engine, the venue's tables and current
 * matches, every competition's log, the counts.
 */
async function verify(source: SqliteVenue, q: Queryable, counts: ImportCounts): Promise<{ problems: string[]; unreplayable: number }> {
	const both = async <R extends Row>(sql: string, ...params: unknown[]) => ({ mine: source.all<R>(sql, ...params), theirs: (await q.query<R>(sql, params)).rows });
	const problems: string[] = [];
	let unreplayable = 0;
	for (const { id } of source.all<{ id: number }>(`SELECT id FROM matches ORDER BY id`)) {
		const setup = await both<{ setup: string }>(`SELECT setup FROM matches WHERE id = $1`, id);
		const log = await both<{ action: string }>(`SELECT action FROM actions WHERE match_id = $1 ORDER BY revision`, id);
		const [mine, theirs] = [log.mine.map((r) => r.action), log.theirs.map((r) => r.action)];
		if (!setup.theirs[0]) {
			problems.push(`match ${id} is missing`);
			continue;
		}
		if (setup.theirs[0].setup !== setup.mine[0]!.setup || theirs.length !== mine.length || theirs.some((a, i) => a !== mine[i])) {
			problems.push(`match ${id}: the copied log differs (${theirs.length} actions, the source has ${mine.length})`);
		}
		const before = replayOutcome(parseOr(setup.mine[0]!.setup), mine.map(parseOr));
		const after = replayOutcome(parseOr(setup.theirs[0].setup), theirs.map(parseOr));
		if (before.text !== after.text) problems.push(`match ${id}: replays differently (source: ${before.text.slice(0, 120)}; copy: ${after.text.slice(0, 120)})`);
		if (!before.ok) unreplayable++;
	}
	const same = (a: Row[], b: Row[]) => JSON.stringify(a.map((r) => JSON.stringify(r)).sort()) === JSON.stringify(b.map((r) => JSON.stringify(r)).sort());
	const heads = await both(`SELECT t.id, t.name, m.id AS match FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk AND m.ended_at IS NULL WHERE t.removed_at IS NULL`);
	if (!same(heads.mine, heads.theirs)) problems.push(`the venue's tables or current matches differ`);
	const entries = await both(`SELECT competition_id, revision, entry FROM competition_entries`);
	if (!same(entries.mine, entries.theirs)) problems.push(`the competitions' logs differ`);
	const n = (await q.query<{ m: string; a: string }>(`SELECT (SELECT count(*) FROM matches) AS m, (SELECT count(*) FROM actions) AS a`)).rows[0]!;
	if (Number(n.m) !== counts.matches || Number(n.a) !== counts.actions) problems.push(`counts differ (${n.m} matches, ${n.a} actions in the copy)`);
	return { problems, unreplayable };
}

/** The OBS settings kept beside the database (obs.json), checked; null when there are none. */
async function obsSettingsOf(dataDir: string): Promise<string | null> {
	const store = new JsonFileObsSettingsStore(dataDir);
	if (!existsSync(store.path)) return null;
	const settings = await store.load();
	return settings ? JSON.stringify(settings) : null;
}

export async function migrate(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
	const out = (line: string) => process.stdout.write(`migrate: ${line}\n`);
	const fail = (line: string, code: number) => {
		process.stderr.write(`migrate: ${line}\n`);
		return code;
	};
	if (args.includes('--help') || args.includes('-h')) {
		process.stdout.write(`usage: ${MIGRATE_USAGE}\n`);
		return EXIT.ok;
	}
	const parsed = parse(args, env);
	if (typeof parsed === 'string') return fail(`${parsed}\nusage: ${MIGRATE_USAGE}`, EXIT.usage);

	let source: SqliteVenue;
	try {
		source = SqliteVenue.open(parsed.from);
	} catch (err) {
		return fail(`cannot open the source: ${(err as Error).message}`, EXIT.open);
	}
	try {
		const dataDir = existsSync(parsed.from) && statSync(parsed.from).isDirectory() ? parsed.from : dirname(parsed.from);
		let obs: string | null;
		try {
			obs = await obsSettingsOf(dataDir);
		} catch (err) {
			const why = err instanceof ObsSettingsError ? err.message : String(err);
			return fail(`cannot read the OBS settings (${why}); fix or move ${OBS_SETTINGS_FILE} away, then run again`, EXIT.open);
		}
		let target: PgStore;
		try {
			target = await PgStore.open(parsed.to);
		} catch (err) {
			return fail(`cannot open the target: ${(err as Error).message}`, EXIT.open);
		}
		out(`${source.path} (schema ${source.version}) → ${target.path}`);
		let checked: { problems: string[]; unreplayable: number } = { problems: [], unreplayable: 0 };
		let counts: ImportCounts;
		try {
			counts = await importVenue(target, source, {
				settings: obs ? { [OBS_SETTINGS_KEY]: obs } : {},
				async verify(q, written) {
					checked = await verify(source, q, written);
					if (checked.problems.length) throw new StoreError('verification failed', 'conflict');
				}
			});
		} catch (err) {
			if (checked.problems.length) {
				for (const p of checked.problems.slice(0, 20)) process.stderr.write(`migrate: ${p}\n`);
				return fail(`verification failed (${checked.problems.length} problems): nothing was written to ${target.path}`, EXIT.verify);
			}
			if (err instanceof StoreError && err.code === 'exists') return fail(`${err.message}. Nothing was written.`, EXIT.usage);
			return fail(`the copy failed, nothing was written: ${(err as Error).message}`, EXIT.open);
		} finally {
			await target.close();
		}
		const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
		const removed = counts.removedTables ? ` (and ${counts.removedTables} removed)` : '';
		out(
			`copied ${n(counts.tables, 'table')}${removed}, ${n(counts.matches, 'match', 'matches')}, ${n(counts.actions, 'action')}, ` +
				`${n(counts.players, 'player')}, ${n(counts.sessions, 'session')}, ${n(counts.settings, 'setting')}, ` +
				`${n(counts.competitions, 'competition')} (${n(counts.competitionEntries, 'entry', 'entries')})` +
				(obs ? ` (the OBS settings from ${OBS_SETTINGS_FILE} included)` : '')
		);
		out(
			`verified: every match replays to the same summary on both sides` +
				(checked.unreplayable ? ` (${checked.unreplayable} matches this cuecast's engine cannot replay, stopped at the same place on both sides)` : '')
		);
		out(`start the nodes with CUECAST_DATABASE_URL=${printableUrl(parsed.to)}`);
		return EXIT.ok;
	} finally {
		source.close();
	}
}
