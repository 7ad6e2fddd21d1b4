/**
 * The real PostgreSQL and Redis the multi-node tests run against (127.0.0.1:5432 trust, user
 * postgres; 127.0.0.1:6379). When one does not answer it is started with the commands in
 * ../shared/notes/real-peers.md (this machine runs the tests as root). Each test makes its own
 * database with a random name and drops it `with (force)` after.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';

export const PG_HOST = '127.0.0.1';
export const PG_PORT = 5432;
export const REDIS_HOST = '127.0.0.1';
export const REDIS_PORT = 6379;
/** The server's own database, where test databases are made and dropped. */
export const ADMIN_URL = `postgres://postgres@${PG_HOST}:${PG_PORT}/postgres`;
export const REDIS_URL = `redis://${REDIS_HOST}:${REDIS_PORT}`;

/** Sends `hello` (if any) and resolves with the first bytes answered; rejects when nothing listens. */
function probe(host: string, port: number, hello?: string, timeoutMs = 1000): Promise<string> {
	return new Promise((resolve, reject) => {
		const socket = connect({ host, port });
		const timer = setTimeout(() => {
			socket.destroy();
			reject(new Error(`${host}:${port}: no answer in ${timeoutMs} ms`));
		}, timeoutMs);
		socket.once('connect', () => {
			if (!hello) {
				clearTimeout(timer);
				socket.end();
				resolve('');
			} else socket.write(hello);
		});
		socket.once('data', (data) => {
			clearTimeout(timer);
			socket.destroy();
			resolve(data.toString('latin1'));
		});
		socket.once('error', (err) => {
			clearTimeout(timer);
			reject(err);
		});
	});
}

async function postgresAnswers(): Promise<boolean> {
	const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
	try {
		await client.connect();
		await client.query('SELECT 1');
		return true;
	} catch {
		return false;
	} finally {
		await client.end().catch(() => {});
	}
}

const redisAnswers = () =>
	probe(REDIS_HOST, REDIS_PORT, 'PING\r\n').then(
		(reply) => reply.startsWith('+PONG'),
		() => false
	);

async function waitFor(what: string, ready: () => Promise<boolean>, ms = 30_000): Promise<void> {
	const until = Date.now() + ms;
	while (Date.now() < until) {
		if (await ready()) return;
		await new Promise((r) => setTimeout(r, 200));
	}
	throw new Error(`${what} did not come up within ${ms / 1000} s`);
}

/** PostgreSQL answers on 127.0.0.1:5432 (started here when it did not). */
export async function ensurePostgres(): Promise<void> {
	if (await postgresAnswers()) return;
	execSync(`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`, { stdio: 'inherit', shell: '/bin/bash' });
	await waitFor('PostgreSQL on 127.0.0.1:5432', postgresAnswers);
}

/** Redis answers PING on 127.0.0.1:6379 (started here when it did not). */
export async function ensureRedis(): Promise<void> {
	if (await redisAnswers()) return;
	execSync(
		`redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${REDIS_PORT} --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log`,
		{ stdio: 'inherit', shell: '/bin/bash' }
	);
	await waitFor('Redis on 127.0.0.1:6379', redisAnswers);
}

export interface TestDatabase {
	/** postgres://postgres@127.0.0.1:5432/<name> */
	url: string;
	name: string;
	/** Drops it `with (force)` (closing what still holds it); safe to call twice. */
	drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
	const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
	await client.connect();
	try {
		return await work(client);
	} finally {
		await client.end();
	}
}

/** A new, empty database with a random name (PostgreSQL is started first when needed). */
export async function createTestDatabase(): Promise<TestDatabase> {
	await ensurePostgres();
	const name = `cuecast_test_${randomBytes(6).toString('hex')}`;
	await admin((c) => c.query(`CREATE DATABASE ${name}`));
	let dropped = false;
	return {
		name,
		url: `postgres://postgres@${PG_HOST}:${PG_PORT}/${name}`,
		async drop() {
			if (dropped) return;
			dropped = true;
			await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
		}
	};
}

/** Runs `sql` in database `url` on a connection of its own (a test's look behind the store). */
export async function sqlIn<R extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<R[]> {
	const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
	await client.connect();
	try {
		return (await client.query<R>(sql, params)).rows;
	} finally {
		await client.end();
	}
}

/** Takes a current PostgreSQL database back to its schema 6 (SQLite's 9): no player profiles (schema 7, issue 27). */
export const UNDO_PG_SCHEMA_7 = `DROP TABLE player_photos; ALTER TABLE players DROP COLUMN club, DROP COLUMN nickname, DROP COLUMN photo;`;

/** Takes a current database back to PostgreSQL schema 5: no roles on sessions, no pairing codes, no keys for one table (schema 6, issue 26), nor what came after. */
export const UNDO_PG_SCHEMA_6 = `${UNDO_PG_SCHEMA_7} DROP TABLE pair_codes; DROP INDEX sessions_device;
	ALTER TABLE sessions DROP COLUMN role, DROP COLUMN table_id, DROP COLUMN device_id, DROP COLUMN name, DROP COLUMN created_at;
	ALTER TABLE api_keys DROP COLUMN table_id;`;
