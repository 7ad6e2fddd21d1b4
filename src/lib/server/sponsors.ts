/**
 * Sponsor and logo images, uploaded by operators and shown in turn on the scorebug overlay and
 * the wall displays. Kept in the data dir, beside the store and not in it:
 *   <dataDir>/media/<id>.<png|jpg|webp>   the images (0644: they are public)
 *   <dataDir>/media/sponsors.json          the index: id, name, type, size, in rotation order
 * Only PNG, JPEG and WebP are taken, recognised by their first bytes (never by a name or a
 * content-type header); SVG is refused outright — it can carry scripts. Routes:
 *   GET    /api/sponsors           the list (public)
 *   POST   /api/sponsors?name=…    the raw image as the body (operators)
 *   PUT    /api/sponsors           {"order": [id, …]}: a new rotation order (operators)
 *   DELETE /api/sponsors/<id>      (operators)
 *   GET    /media/<id>             the image (public; its id never changes, so cached for a year)
 * Every change is pushed to every socket (`sponsors` event, socket.ts).
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { z } from 'zod';
import { refusal, type RefusalCode, type RefusalParams } from '../protocol/refusals';
import { SPONSOR_LIMITS, type SponsorWire } from '../protocol/sponsors';
import { readBytes, readJson, refuseBody, send } from './http-util';
import { cleanEnteredName } from './clean';

export const SPONSOR_INDEX = 'sponsors.json';
const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
type Ext = keyof typeof TYPES;
const ID = /^[a-f0-9]{12}$/;

const entrySchema = z.object({
	id: z.string().regex(ID),
	name: z.string().min(1).max(SPONSOR_LIMITS.name),
	ext: z.enum(['png', 'jpg', 'webp']),
	bytes: z.int().min(1),
	added: z.string()
});
type Entry = z.infer<typeof entrySchema>;
const indexSchema = z.object({ v: z.literal(1), images: z.array(entrySchema) });
/** PUT /api/sponsors: every id once, in the new order (checked against the list by reorder). */
const orderSchema = z.strictObject({ order: z.array(z.string().max(40)).max(SPONSOR_LIMITS.count) });
const MAX_ORDER_BODY = 4096;

/** The image type by its first bytes; 'svg' for SVG or any XML/markup; null for anything else. */
export function sniffImage(b: Buffer): Ext | 'svg' | null {
	if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
	if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
	if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
	const head = b.toString('utf8', 0, Math.min(b.length, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
	if (head.startsWith('<') && (head.includes('<svg') || head.startsWith('<?xml'))) return 'svg';
	return null;
}

/** A refusal as an HTTP reply. */
const refuse = (res: ServerResponse, status: number, code: RefusalCode, params?: RefusalParams) => send(res, status, { ok: false, ...refusal(code, params) });

export class Sponsors {
	readonly dir: string;
	private images: Entry[] = [];
	private listeners = new Set<(list: SponsorWire[]) => void>();
	/** One change at a time: the index file is rewritten whole. */
	private queue: Promise<unknown> = Promise.resolve();

	constructor(dataDir: string) {
		this.dir = join(dataDir, 'media');
	}

	/** Reads the index; a missing one is an empty list, a broken one is kept aside and started afresh. */
	async init(): Promise<this> {
		const file = join(this.dir, SPONSOR_INDEX);
		let text: string;
		try {
			text = await readFile(file, 'utf8');
		} catch {
			return this;
		}
		try {
			this.images = indexSchema.parse(JSON.parse(text)).images;
		} catch (err) {
			console.warn(`cuecast: ${file} is not a sponsor index (${(err as Error).message}); kept as ${SPONSOR_INDEX}.broken, starting with none`);
			await rename(file, `${file}.broken`).catch(() => {});
		}
		return this;
	}

	list(): SponsorWire[] {
		return this.images.map((e, order) => ({ id: e.id, name: e.name, url: `/media/${e.id}`, order }));
	}

	onChange(fn: (list: SponsorWire[]) => void): () => void {
		this.listeners.add(fn);
		return () => this.listeners.delete(fn);
	}

	/** Adds an image; returns its entry or why not. */
	add(name: string, bytes: Buffer): Promise<{ ok: true; sponsor: SponsorWire } | { ok: false; status: number; code: RefusalCode; params?: RefusalParams }> {
		return this.serial(async () => {
			const clean = cleanEnteredName(name);
			if (!clean || clean.length > SPONSOR_LIMITS.name) return { ok: false, status: 400, code: 'sponsor-name', params: { max: SPONSOR_LIMITS.name } };
			const kind = sniffImage(bytes);
			if (kind === 'svg') return { ok: false, status: 415, code: 'sponsor-svg' };
			if (!kind) return { ok: false, status: 415, code: 'sponsor-type' };
			if (this.images.length >= SPONSOR_LIMITS.count) return { ok: false, status: 409, code: 'sponsor-full', params: { max: SPONSOR_LIMITS.count } };
			const entry: Entry = { id: randomBytes(6).toString('hex'), name: clean, ext: kind, bytes: bytes.length, added: new Date().toISOString() };
			await mkdir(this.dir, { recursive: true, mode: 0o755 });
			await writeFile(this.fileOf(entry), bytes, { mode: 0o644 });
			await this.commit([...this.images, entry]);
			return { ok: true, sponsor: this.list().find((s) => s.id === entry.id)! };
		});
	}

	remove(id: string): Promise<boolean> {
		return this.serial(async () => {
			const entry = this.images.find((e) => e.id === id);
			if (!entry) return false;
			await this.commit(this.images.filter((e) => e !== entry));
			await rm(this.fileOf(entry), { force: true });
			return true;
		});
	}

	/** A new rotation order: every id once. */
	reorder(ids: string[]): Promise<boolean> {
		return this.serial(async () => {
			const byId = new Map(this.images.map((e) => [e.id, e]));
			if (ids.length !== byId.size || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id))) return false;
			await this.commit(ids.map((id) => byId.get(id)!));
			return true;
		});
	}

	/** GET /media/<id>: the image with its own type, never sniffed, cached (an id's bytes never change). */
	async serve(res: ServerResponse, id: string, head: boolean): Promise<true> {
		const entry = ID.test(id) ? this.images.find((e) => e.id === id) : undefined;
		if (!entry) return refuse(res, 404, 'sponsor-none', { id: id.slice(0, 40) });
		const body = await readFile(this.fileOf(entry)).catch(() => null);
		if (!body) return refuse(res, 404, 'sponsor-none', { id });
		res.writeHead(200, {
			'content-type': TYPES[entry.ext],
			'content-length': String(body.length),
			'cache-control': 'public, max-age=31536000, immutable',
			'x-content-type-options': 'nosniff',
			'content-security-policy': "default-src 'none'; sandbox",
			'cross-origin-resource-policy': 'cross-origin'
		});
		res.end(head ? undefined : body);
		return true;
	}

	/** /api/sponsors and /api/sponsors/<id>. */
	async handle(req: IncomingMessage, res: ServerResponse, url: URL, operator: boolean): Promise<true> {
		const path = url.pathname.replace(/\/+$/, '');
		const method = req.method ?? 'GET';
		if (path === '/api/sponsors' && (method === 'GET' || method === 'HEAD')) return send(res, 200, { ok: true, sponsors: this.list() });
		if (!operator) return refuse(res, 401, 'operators-only', { event: `${method} /api/sponsors` });
		if (path === '/api/sponsors' && method === 'POST') {
			const bytes = await readBytes(req, SPONSOR_LIMITS.bytes);
			if (bytes === null) return refuse(res, 413, 'sponsor-too-large', { max: SPONSOR_LIMITS.bytes / (1024 * 1024) });
			const r = await this.add(url.searchParams.get('name') ?? '', bytes);
			return r.ok ? send(res, 201, { ok: true, sponsor: r.sponsor, sponsors: this.list() }) : refuse(res, r.status, r.code, r.params);
		}
		if (path === '/api/sponsors' && method === 'PUT') {
			const read = await readJson(req, MAX_ORDER_BODY);
			if (!read.ok) return refuseBody(res, read);
			const order = orderSchema.safeParse(read.body);
			const ok = order.success && (await this.reorder(order.data.order));
			return ok ? send(res, 200, { ok: true, sponsors: this.list() }) : refuse(res, 400, 'sponsor-order');
		}
		const m = /^\/api\/sponsors\/([^/]+)$/.exec(path);
		if (m && method === 'DELETE') {
			const id = m[1]; // ids are hex: nothing to decode (a malformed escape stays a 404)
			return (await this.remove(id)) ? send(res, 200, { ok: true, sponsors: this.list() }) : refuse(res, 404, 'sponsor-none', { id: id.slice(0, 40) });
		}
		return send(res, 405, { ok: false, reason: 'method not allowed' }, { allow: 'GET, POST, PUT, DELETE' });
	}

	private fileOf(e: Entry): string {
		return join(this.dir, `${e.id}.${e.ext}`);
	}

	/** Writes the index atomically, then tells every listener. */
	private async commit(images: Entry[]): Promise<void> {
		await mkdir(this.dir, { recursive: true, mode: 0o755 });
		const file = join(this.dir, SPONSOR_INDEX);
		const tmp = `${file}.${process.pid}.tmp`;
		await writeFile(tmp, JSON.stringify({ v: 1, images }, null, '\t') + '\n', { mode: 0o600 });
		await chmod(tmp, 0o600);
		await rename(tmp, file);
		this.images = images;
		const list = this.list();
		for (const fn of this.listeners) fn(list);
	}

	private serial<T>(job: () => Promise<T>): Promise<T> {
		const next = this.queue.then(job, job);
		this.queue = next.catch(() => {});
		return next;
	}
}
