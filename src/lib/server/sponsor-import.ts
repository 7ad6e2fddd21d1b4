/**
 * The one-time move of sponsor images from the data folder into the store. Before schema 8
 * (SQLite) / 5 (PostgreSQL) they were files, one folder per node:
 *   <dataDir>/media/<id>.<png|jpg|webp>   the images
 *   <dataDir>/media/sponsors.json          the index: id, name, ext, bytes, added, in rotation order
 * At start every image the index lists is added to the store under its own id (so its URL,
 * /media/<id>, stays the same), then the folder is renamed `media.imported` so a sponsor removed
 * later does not come back at the next start. An id the store holds already is skipped: a start
 * that stopped halfway imports the rest next time, and nodes importing the same images add
 * them once. The sponsor limit does not apply here: an upgraded venue keeps every image it had.
 */
import { readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { SPONSOR_LIMITS } from '../protocol/sponsors';
import { sniffImage } from './sponsor-sniff';
import { StoreError, type SponsorStore } from './store/types';

export const MEDIA_DIR = 'media';
export const IMPORTED_MEDIA_DIR = 'media.imported';
export const SPONSOR_INDEX = 'sponsors.json';

const indexSchema = z.object({
	v: z.literal(1),
	images: z.array(
		z.object({
			id: z.string().regex(/^[a-f0-9]{12}$/),
			name: z.string().min(1).max(SPONSOR_LIMITS.name),
			ext: z.enum(['png', 'jpg', 'webp']),
			bytes: z.int().min(1),
			added: z.string()
		})
	)
});

/** What the import did (for the log and the tests). */
export interface MediaImport {
	imported: number;
	skipped: number;
	/** Where the folder went, or null when there was nothing to import. */
	movedTo: string | null;
}

const exists = (path: string) =>
	stat(path).then(
		() => true,
		() => false
	);

/** Imports `<dataDir>/media/` (when it holds an index) into `store`; never throws for a bad folder. */
export async function importMediaFolder(dataDir: string, store: SponsorStore, log: (line: string) => void = console.warn): Promise<MediaImport> {
	const dir = join(dataDir, MEDIA_DIR);
	const none: MediaImport = { imported: 0, skipped: 0, movedTo: null };
	let text: string;
	try {
		text = await readFile(join(dir, SPONSOR_INDEX), 'utf8');
	} catch {
		return none; // no folder, or no index: nothing from an older version
	}
	let images: z.infer<typeof indexSchema>['images'];
	try {
		images = indexSchema.parse(JSON.parse(text)).images;
	} catch (err) {
		log(`cuecast: ${join(dir, SPONSOR_INDEX)} is not a sponsor index (${(err as Error).message}); its images were not imported and the folder was left as it is`);
		return none;
	}
	let imported = 0;
	let skipped = 0;
	for (const image of images) {
		const file = join(dir, `${image.id}.${image.ext}`);
		const data = await readFile(file).catch(() => null);
		if (!data || sniffImage(data) !== image.ext) {
			log(`cuecast: sponsor image ${file} is missing or not a ${image.ext.toUpperCase()} image; not imported`);
			skipped++;
			continue;
		}
		try {
			await store.addSponsor({ ...image, bytes: data.length }, data, Number.MAX_SAFE_INTEGER);
			imported++;
		} catch (err) {
			if (!(err instanceof StoreError && err.code === 'exists')) throw err; // the store is away: try again at the next start
			skipped++;
		}
	}
	let target = join(dataDir, IMPORTED_MEDIA_DIR);
	if (await exists(target)) target = `${target}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
	try {
		await rename(dir, target);
	} catch (err) {
		log(`cuecast: ${dir} could not be renamed (${(err as Error).message}); its images are in the database now, and it is read again (harmlessly) at the next start`);
		return { imported, skipped, movedTo: null };
	}
	log(`cuecast: ${imported} sponsor image(s) moved into the database${skipped ? ` (${skipped} skipped)` : ''}; the old folder is kept as ${target}`);
	return { imported, skipped, movedTo: target };
}
