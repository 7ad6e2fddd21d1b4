/**
 * The repositories every store holds, each written once over the SQL interface (sql.ts): the
 * SQLite store (sqlite.ts) and the PostgreSQL store (pg.ts) differ only in how they open their
 * connection and their schema.
 */
import { SqlAuthStore } from './auth';
import { SqlCompetitionStore } from './competitions';
import { SqlApiKeyStore } from './keys';
import { SqlPlayerStore } from './players';
import { SqlRecordStore } from './records';
import { SqlSponsorStore } from './sponsors';
import type { Sql } from './sql';
import { SqlTableStore } from './tables';

export class Repositories {
	readonly tables: SqlTableStore;
	readonly players: SqlPlayerStore;
	readonly auth: SqlAuthStore;
	readonly keys: SqlApiKeyStore;
	readonly records: SqlRecordStore;
	readonly competitions: SqlCompetitionStore;
	readonly sponsors: SqlSponsorStore;

	constructor(sql: Sql) {
		this.tables = new SqlTableStore(sql);
		this.players = new SqlPlayerStore(sql);
		this.auth = new SqlAuthStore(sql);
		this.keys = new SqlApiKeyStore(sql);
		this.records = new SqlRecordStore(sql);
		this.competitions = new SqlCompetitionStore(sql);
		this.sponsors = new SqlSponsorStore(sql);
	}
}
