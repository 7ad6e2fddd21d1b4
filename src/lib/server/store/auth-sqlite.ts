/** The operator PIN's hash (settings) and the sessions, in SQLite. */
import type Database from 'better-sqlite3';
import { NO_GUARD, type Guard } from './file-guard';
import type { AuthStore, BrakeRecord } from './types';

export class SqliteAuthStore implements AuthStore {
	private readonly s: ReturnType<typeof prepare>;

	constructor(
		db: Database.Database,
		private readonly guard: Guard = NO_GUARD
	) {
		this.s = prepare(db);
	}

	async getSetting(key: string) {
		return (this.s.getSetting.get(key) as string | undefined) ?? null;
	}
	async setSetting(key: string, value: string) {
		this.s.setSetting.run(key, value);
		this.guard.check();
	}
	async claimSetting(key: string, value: string) {
		const claimed = this.s.claimSetting.run(key, value).changes === 1;
		this.guard.check();
		return claimed;
	}
	async saveSession(tokenHash: string, expiresAt: number) {
		this.s.purgeSessions.run(Date.now());
		this.s.saveSession.run(tokenHash, expiresAt);
		this.guard.check();
	}
	async findSession(tokenHash: string) {
		return (this.s.findSession.get(tokenHash, Date.now()) as number | undefined) ?? null;
	}
	async findSessions(tokenHashes: string[]) {
		const now = Date.now();
		const live = new Map<string, number>();
		for (const hash of tokenHashes) {
			const expires = this.s.findSession.get(hash, now) as number | undefined;
			if (expires !== undefined) live.set(hash, expires);
		}
		return live;
	}
	async deleteSession(tokenHash: string) {
		this.s.deleteSession.run(tokenHash);
	}
	async deleteAllSessions() {
		this.s.deleteSessions.run();
	}
	async loadBrakes() {
		return this.s.loadBrakes.all() as BrakeRecord[];
	}
	async saveBrake(key: string, entry: Omit<BrakeRecord, 'key'> | null) {
		if (entry) this.s.saveBrake.run({ key, ...entry });
		else this.s.deleteBrake.run(key);
		this.guard.check();
	}
	async findBrake(key: string) {
		return (this.s.findBrake.get(key) as Omit<BrakeRecord, 'key'> | undefined) ?? null;
	}
	async countFailure(key: string, now: number, forgetMs: number) {
		const entry = this.s.countFailure.get({ key, now, forget: forgetMs }) as Omit<BrakeRecord, 'key'>;
		this.guard.check();
		return entry;
	}
	async lockUntil(key: string, until: number) {
		this.s.lockUntil.run({ key, until });
		this.guard.check();
	}
	async forgiveFailure(key: string) {
		this.s.forgiveFailure.run(key);
		this.guard.check();
	}
}

function prepare(db: Database.Database) {
	return {
			getSetting: db.prepare(`SELECT value FROM meta WHERE key = ?`).pluck(),
			setSetting: db.prepare(
				`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`
			),
			claimSetting: db.prepare(`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING`),
			saveSession: db.prepare(`INSERT OR REPLACE INTO sessions(token_hash, expires_at) VALUES (?, ?)`),
			findSession: db.prepare(`SELECT expires_at FROM sessions WHERE token_hash = ? AND expires_at > ?`).pluck(),
			deleteSession: db.prepare(`DELETE FROM sessions WHERE token_hash = ?`),
			deleteSessions: db.prepare(`DELETE FROM sessions`),
			purgeSessions: db.prepare(`DELETE FROM sessions WHERE expires_at <= ?`),
			loadBrakes: db.prepare(`SELECT key, failures, until, last FROM login_brake`),
			saveBrake: db.prepare(
				`INSERT INTO login_brake(key, failures, until, last) VALUES (@key, @failures, @until, @last)
				 ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, until = excluded.until, last = excluded.last`
			),
			deleteBrake: db.prepare(`DELETE FROM login_brake WHERE key = ?`),
			findBrake: db.prepare(`SELECT failures, until, last FROM login_brake WHERE key = ?`),
			countFailure: db.prepare(
				`INSERT INTO login_brake(key, failures, until, last) VALUES (@key, 1, 0, @now)
				 ON CONFLICT(key) DO UPDATE SET
				   failures = CASE WHEN @now - login_brake.last > @forget AND login_brake.until <= @now THEN 1 ELSE login_brake.failures + 1 END,
				   until = CASE WHEN @now - login_brake.last > @forget AND login_brake.until <= @now THEN 0 ELSE login_brake.until END,
				   last = @now
				 RETURNING failures, until, last`
			),
			lockUntil: db.prepare(`UPDATE login_brake SET until = MAX(until, @until) WHERE key = @key`),
			forgiveFailure: db.prepare(`UPDATE login_brake SET failures = MAX(0, failures - 1) WHERE key = ?`)
	};
}
