/**
 * Test fixture: a database file as a newer cuecast would leave it (cuecast's application id, a
 * schema version past this one), for the tests that check it is refused and left untouched.
 */
import Database from 'better-sqlite3';
import { APPLICATION_ID, SCHEMA_VERSION } from './sqlite';

/** Writes `file` with `sql` run in it, cuecast's application id and user_version SCHEMA_VERSION + `ahead`. */
export function writeNewerDatabase(file: string, ahead: number, sql: string): void {
	const db = new Database(file);
	db.exec(sql);
	db.pragma(`application_id = ${APPLICATION_ID}`);
	db.pragma(`user_version = ${SCHEMA_VERSION + ahead}`);
	db.close();
}
