/**
 * Sponsor images in SQLite (schema 8): one row per image with its bytes (a BLOB), in rotation
 * order by `position`. The images are small (sponsors.ts caps them) and few, so they sit in the
 * database beside everything else and a backup of the file carries them.
 */
import type Database from 'better-sqlite3';
import { NO_GUARD, type Guard } from './file-guard';
import { StoreError, type SponsorRecord, type SponsorStore } from './types';

export type SponsorRow = { id: string; name: string; ext: SponsorRecord['ext']; bytes: number; added: string };

export const sponsorOf = (r: SponsorRow): SponsorRecord => ({ id: r.id, name: r.name, ext: r.ext, bytes: Number(r.bytes), added: r.added });

/** True when `ids` names each of `have` exactly once. */
export const isPermutation = (ids: string[], have: string[]): boolean => {
	const known = new Set(have);
	return ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
};

export class SqliteSponsorStore implements SponsorStore {
	private readonly s;
	private readonly addTx;
	private readonly reorderTx;

	constructor(
		db: Database.Database,
		private readonly guard: Guard = NO_GUARD
	) {
		this.s = {
			list: db.prepare(`SELECT id, name, ext, bytes, added FROM sponsors ORDER BY position, id`),
			ids: db.prepare(`SELECT id FROM sponsors`).pluck(),
			count: db.prepare(`SELECT COUNT(*) FROM sponsors`).pluck(),
			exists: db.prepare(`SELECT 1 FROM sponsors WHERE id = ?`),
			insert: db.prepare(
				`INSERT INTO sponsors(id, position, name, ext, bytes, added, data)
				 VALUES (@id, (SELECT COALESCE(MAX(position), 0) + 1 FROM sponsors), @name, @ext, @bytes, @added, @data)`
			),
			remove: db.prepare(`DELETE FROM sponsors WHERE id = ?`),
			move: db.prepare(`UPDATE sponsors SET position = ? WHERE id = ?`),
			read: db.prepare(`SELECT ext, data FROM sponsors WHERE id = ?`)
		};
		this.addTx = db.transaction((record: SponsorRecord, data: Buffer, max: number) => {
			if (this.s.exists.get(record.id) !== undefined) throw new StoreError(`sponsor "${record.id}" exists`, 'exists');
			if ((this.s.count.get() as number) >= max) return false;
			this.s.insert.run({ ...record, data });
			return true;
		});
		this.reorderTx = db.transaction((ids: string[]) => {
			if (!isPermutation(ids, this.s.ids.all() as string[])) return false;
			ids.forEach((id, i) => this.s.move.run(i + 1, id));
			return true;
		});
	}

	async listSponsors() {
		return (this.s.list.all() as SponsorRow[]).map(sponsorOf);
	}
	async addSponsor(record: SponsorRecord, data: Uint8Array, max: number) {
		const added = this.addTx(record, Buffer.from(data.buffer, data.byteOffset, data.byteLength), max);
		this.guard.check();
		return added;
	}
	async removeSponsor(id: string) {
		const removed = this.s.remove.run(id).changes === 1;
		this.guard.check();
		return removed;
	}
	async reorderSponsors(ids: string[]) {
		const done = this.reorderTx(ids);
		this.guard.check();
		return done;
	}
	async readSponsor(id: string) {
		const row = this.s.read.get(id) as { ext: SponsorRecord['ext']; data: Buffer } | undefined;
		return row ? { ext: row.ext, data: row.data } : null;
	}
}
