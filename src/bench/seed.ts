/** A venue written straight into a SQLite data folder, for the benches that restart a server (server.bench.ts, restart.bench.ts). */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { SqliteStore } from '../lib/server/store/sqlite';
import { streamAction } from './support';

/**
 * A venue in `dataDir` with `tables` tables, each a 14.1 match of `perTable` actions, written
 * straight into the SQLite log (far faster than acting through a server, and no message limit).
 */
export async function seedVenue(dataDir: string, tables: number, perTable: number): Promise<void> {
	const store = new SqliteStore(dataDir, { synchronous: 'normal' });
	const ids: number[] = [];
	for (let t = 1; t <= tables; t++) {
		await store.tables.createTable(String(t), `Table ${t}`);
		ids.push((await store.tables.startMatch(String(t), { discipline: 'straight-pool', players: [`P${t}a`, `P${t}b`], pointsTo: 1000 }, null)).id);
	}
	await store.close();
	const db = new Database(join(dataDir, 'cuecast.db'));
	const insert = db.prepare('INSERT INTO actions(match_id, revision, action, at) VALUES (?, ?, ?, ?)');
	db.transaction(() => {
		for (const id of ids) for (let r = 0; r < perTable; r++) insert.run(id, r + 1, JSON.stringify(streamAction(r)), Date.now());
	})();
	db.close();
}
