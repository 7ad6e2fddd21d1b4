/**
 * Sponsor images, bytes and all, written once for both databases (sql.ts): one row per image in
 * rotation order by `position`. The images are small (sponsors.ts caps them) and few, so they sit
 * in the database beside everything else, a backup carries them and every node serves the same.
 * Changes that depend on the whole list (the count limit, a new order) lock the table against
 * other writers for their transaction, so two nodes adding at once never pass the limit.
 */
import { bytes, num, type Queryable, type Sql } from './sql';
import { StoreError, type SponsorRecord, type SponsorStore } from './types';

type SponsorRow = { id: string; name: string; ext: SponsorRecord['ext']; bytes: unknown; added: string };

const sponsorOf = (r: SponsorRow): SponsorRecord => ({ id: r.id, name: r.name, ext: r.ext, bytes: num(r.bytes), added: r.added });

/** True when `ids` names each of `have` exactly once. */
const isPermutation = (ids: string[], have: string[]): boolean => {
	const known = new Set(have);
	return ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
};

export class SqlSponsorStore implements SponsorStore {
	constructor(private readonly db: Sql) {}

	private async lock(q: Queryable) {
		const lock = this.db.dialect.lockTable('sponsors');
		if (lock) await q.query(lock);
	}

	async listSponsors() {
		const { rows } = await this.db.query<SponsorRow>(`SELECT id, name, ext, bytes, added FROM sponsors ORDER BY position, id`);
		return rows.map(sponsorOf);
	}
	async addSponsor(record: SponsorRecord, data: Uint8Array, max: number) {
		return this.db.transaction(async (q) => {
			await this.lock(q);
			if ((await q.query(`SELECT 1 FROM sponsors WHERE id = $1`, [record.id])).rowCount > 0) throw new StoreError(`sponsor "${record.id}" exists`, 'exists');
			const { rows } = await q.query<{ n: unknown; last: unknown }>(`SELECT COUNT(*) AS n, COALESCE(MAX(position), 0) AS last FROM sponsors`);
			if (num(rows[0]!.n) >= max) return false;
			await q.query(`INSERT INTO sponsors(id, position, name, ext, bytes, added, data) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
				record.id,
				num(rows[0]!.last) + 1,
				record.name,
				record.ext,
				record.bytes,
				record.added,
				bytes(data)
			]);
			return true;
		});
	}
	async removeSponsor(id: string) {
		const { rowCount } = await this.db.write(`DELETE FROM sponsors WHERE id = $1`, [id]);
		return rowCount === 1;
	}
	async reorderSponsors(ids: string[]) {
		return this.db.transaction(async (q) => {
			await this.lock(q);
			const { rows } = await q.query<{ id: string }>(`SELECT id FROM sponsors`);
			if (!isPermutation(ids, rows.map((r) => r.id))) return false;
			for (const [i, id] of ids.entries()) await q.query(`UPDATE sponsors SET position = $1 WHERE id = $2`, [i + 1, id]);
			return true;
		});
	}
	async readSponsor(id: string) {
		const { rows } = await this.db.query<{ ext: SponsorRecord['ext']; data: Buffer }>(`SELECT ext, data FROM sponsors WHERE id = $1`, [id]);
		return rows[0] ? { ext: rows[0].ext, data: rows[0].data } : null;
	}
}
