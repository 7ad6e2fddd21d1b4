import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SqliteDb } from './sqlite-db';
import { StoreError } from './types';

const open = (guard = { check() {} }) => {
	const db = new Database(':memory:');
	db.exec(`CREATE TABLE log (n INTEGER PRIMARY KEY, note TEXT)`);
	return new SqliteDb(db, guard);
};

describe('the SQLite connection behind the repositories', () => {
	it('runs PostgreSQL-style numbered parameters, a parameter used twice included', async () => {
		const sql = open();
		await sql.query(`INSERT INTO log(n, note) VALUES ($2, $1)`, ['two', 2]);
		const { rows } = await sql.query<{ n: number; same: number }>(`SELECT n, $1 AS same FROM log WHERE n = $1`, [2]);
		expect(rows).toEqual([{ n: 2, same: 2 }]);
	});

	it('lets nothing in between the statements of a transaction that awaits, and queues transactions', async () => {
		const sql = open();
		const seen: string[] = [];
		const slow = sql.transaction(async (q) => {
			await q.query(`INSERT INTO log(n, note) VALUES (1, 'a')`);
			await new Promise((r) => setImmediate(r));
			await q.query(`INSERT INTO log(n, note) VALUES (2, 'b')`);
			seen.push('slow');
		});
		// issued while `slow` holds the connection: they must see both its rows or neither
		const read = sql.query<{ c: number }>(`SELECT COUNT(*) AS c FROM log`).then(({ rows }) => (seen.push('read'), rows[0]!.c));
		const other = sql.transaction(async (q) => {
			const { rows } = await q.query<{ c: number }>(`SELECT COUNT(*) AS c FROM log`);
			await q.query(`INSERT INTO log(n, note) VALUES (3, 'c')`);
			seen.push('other');
			return rows[0]!.c;
		});
		const third = sql.transaction(async (q) => (await q.query<{ c: number }>(`SELECT COUNT(*) AS c FROM log`)).rows[0]!.c);
		await slow;
		expect(await read).toBe(2);
		expect(await other).toBe(2);
		expect(await third).toBe(3);
		expect(seen).toEqual(['slow', 'read', 'other']);
	});

	it('rolls a failed transaction back whole and goes on serving', async () => {
		const sql = open();
		await expect(
			sql.transaction(async (q) => {
				await q.query(`INSERT INTO log(n, note) VALUES (1, 'a')`);
				await q.query(`INSERT INTO log(n, note) VALUES (1, 'again')`);
			})
		).rejects.toMatchObject({ code: 'conflict' });
		expect((await sql.query(`SELECT * FROM log`)).rows).toEqual([]);
		await sql.query(`INSERT INTO log(n, note) VALUES (1, 'a')`);
		expect((await sql.query(`SELECT * FROM log`)).rowCount).toBe(1);
	});

	it('reports a unique key already taken as a conflict StoreError', async () => {
		const sql = open();
		await sql.query(`INSERT INTO log(n) VALUES (1)`);
		const err = await sql.query(`INSERT INTO log(n) VALUES (1)`).catch((e: unknown) => e);
		expect(err).toBeInstanceOf(StoreError);
		expect((err as StoreError).code).toBe('conflict');
	});

	it('checks the file guard around every write, never on a plain read, and refuses the write it fails', async () => {
		let checks = 0;
		let damaged = false;
		const sql = open({
			check() {
				checks++;
				if (damaged) throw new StoreError('the database file was deleted', 'damaged');
			}
		});
		await sql.query(`SELECT * FROM log`);
		expect(checks).toBe(0);
		await sql.query(`INSERT INTO log(n) VALUES (1) RETURNING n`);
		expect(checks).toBe(2);
		await sql.transaction(async (q) => void (await q.query(`INSERT INTO log(n) VALUES (2)`)));
		expect(checks).toBe(4);
		damaged = true;
		await expect(sql.query(`INSERT INTO log(n) VALUES (3)`)).rejects.toMatchObject({ code: 'damaged' });
		damaged = false;
		expect((await sql.query(`SELECT n FROM log ORDER BY n`)).rows).toEqual([{ n: 1 }, { n: 2 }]);
	});
});
