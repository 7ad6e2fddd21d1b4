/**
 * Sponsor images in PostgreSQL (schema 5), the same rows as sponsors-sqlite.ts with the bytes
 * as BYTEA. Changes that depend on the whole list (the count limit, a new order) lock the table
 * against other writers for their transaction, so two nodes adding at once never pass the limit.
 */
import type { PgDb } from './pg-db';
import { isPermutation, sponsorOf, type SponsorRow } from './sponsors-sqlite';
import { StoreError, type SponsorRecord, type SponsorStore } from './types';

export class PgSponsorStore implements SponsorStore {
	constructor(private readonly db: PgDb) {}

	async listSponsors() {
		const { rows } = await this.db.query<SponsorRow>(`SELECT id, name, ext, bytes, added FROM sponsors ORDER BY position, id`);
		return rows.map(sponsorOf);
	}
	async addSponsor(record: SponsorRecord, data: Uint8Array, max: number) {
		return this.db.transaction(async (q) => {
			await q.query(`LOCK TABLE sponsors IN EXCLUSIVE MODE`);
			if ((await q.query(`SELECT 1 FROM sponsors WHERE id = $1`, [record.id])).rowCount > 0) throw new StoreError(`sponsor "${record.id}" exists`, 'exists');
			const { rows } = await q.query<{ n: string; last: string }>(`SELECT COUNT(*) AS n, COALESCE(MAX(position), 0) AS last FROM sponsors`);
			if (Number(rows[0]!.n) >= max) return false;
			await q.query(`INSERT INTO sponsors(id, position, name, ext, bytes, added, data) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
				record.id,
				Number(rows[0]!.last) + 1,
				record.name,
				record.ext,
				record.bytes,
				record.added,
				Buffer.from(data.buffer, data.byteOffset, data.byteLength)
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
			await q.query(`LOCK TABLE sponsors IN EXCLUSIVE MODE`);
			const { rows } = await q.query<{ id: string }>(`SELECT id FROM sponsors`);
			if (!isPermutation(ids, rows.map((r) => r.id))) return false;
			await q.query(`UPDATE sponsors s SET position = u.p FROM unnest($1::text[]) WITH ORDINALITY AS u(id, p) WHERE s.id = u.id`, [ids]);
			return true;
		});
	}
	async readSponsor(id: string) {
		const { rows } = await this.db.query<{ ext: SponsorRecord['ext']; data: Buffer }>(`SELECT ext, data FROM sponsors WHERE id = $1`, [id]);
		return rows[0] ? { ext: rows[0].ext, data: rows[0].data } : null;
	}
}
