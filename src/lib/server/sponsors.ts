/**
 * Sponsor and logo images, uploaded by operators and shown in turn on the scorebug overlay and
 * the wall displays. Kept in the store with their bytes (SponsorStore: SQLite's sponsors table,
 * PostgreSQL's), so every node of a cluster serves the same ones; a venue upgraded from the
 * files under <dataDir>/media/ has them imported once at start (sponsor-import.ts).
 * Only PNG, JPEG and WebP are taken, recognised by their first bytes (never by a name or a
 * content-type header); SVG is refused outright — it can carry scripts. Routes:
 *   GET    /api/sponsors           the list (public)
 *   POST   /api/sponsors?name=…    the raw image as the body (operators)
 *   PUT    /api/sponsors           {"order": [id, …]}: a new rotation order (operators)
 *   DELETE /api/sponsors/<id>      (operators)
 *   GET    /media/<id>             the image (public; its id never changes, so cached for a year)
 * Every change is pushed to every socket (`sponsors` event, socket.ts): this node's at once, the
 * other nodes' when the `sponsors` bus message reaches them (they re-read the list from the
 * store). A node the bus does not reach still answers GET /api/sponsors and GET /media/<id> from
 * the store itself, so its next request sees the change; its sockets hear of it then too.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { refusal, type RefusalCode, type RefusalParams } from '../protocol/refusals';
import { SPONSOR_LIMITS, type SponsorWire } from '../protocol/sponsors';
import { readBytes } from './http-util';
import { route, type Call, type RouteGroup } from './router';
import { cleanEnteredName } from './clean';
import { LocalBus, type NodeBus } from './cluster/bus';
import { importMediaFolder } from './sponsor-import';
import { sniffImage } from './sponsor-sniff';
import { Mailbox } from '../log/runner';
import type { SponsorRecord, SponsorStore } from './store/types';

export { sniffImage } from './sponsor-sniff';
export { SPONSOR_INDEX } from './sponsor-import';
const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
const ID = /^[a-f0-9]{12}$/;

/** PUT /api/sponsors: every id once, in the new order (checked against the list by reorder). */
const orderSchema = z.strictObject({ order: z.array(z.string().max(40)).max(SPONSOR_LIMITS.count) });
const MAX_ORDER_BODY = 4096;

export class Sponsors {
	private images: SponsorRecord[] = [];
	private listeners = new Set<(list: SponsorWire[]) => void>();
	/** One change at a time on this node (the store guards changes between nodes). */
	/** One change at a time (upload, rename, remove, order), each ending with a reload. */
	private readonly mailbox = new Mailbox();
	private unlisten: (() => void)[] = [];

	constructor(
		private readonly store: SponsorStore,
		private readonly bus: NodeBus = new LocalBus(),
		private readonly dataDir: string | null = null
	) {}

	/** Imports an older version's media folder (once), reads the list, and follows other nodes' changes. */
	async init(): Promise<this> {
		if (this.dataDir) await importMediaFolder(this.dataDir, this.store);
		this.images = await this.store.listSponsors();
		this.unlisten.push(
			this.bus.onMessage((m) => {
				if (m.kind === 'sponsors') void this.refresh().catch((err) => console.warn(`cuecast: the sponsor list could not be re-read (${(err as Error).message})`));
			}),
			// messages may have been lost while the bus was away
			this.bus.onReconnect(() => void this.refresh().catch(() => {}))
		);
		return this;
	}

	close(): void {
		for (const fn of this.unlisten.splice(0)) fn();
	}

	list(): SponsorWire[] {
		return this.images.map((e, order) => ({ id: e.id, name: e.name, url: `/media/${e.id}`, order }));
	}

	onChange(fn: (list: SponsorWire[]) => void): () => void {
		this.listeners.add(fn);
		return () => this.listeners.delete(fn);
	}

	/** Re-reads the list from the store; tells the listeners (this node's sockets) when it changed. */
	async refresh(): Promise<SponsorWire[]> {
		const images = await this.store.listSponsors();
		if (JSON.stringify(images) !== JSON.stringify(this.images)) this.changed(images, false);
		return this.list();
	}

	/** Adds an image; returns its entry or why not. */
	add(name: string, bytes: Buffer): Promise<{ ok: true; sponsor: SponsorWire } | { ok: false; status: number; code: RefusalCode; params?: RefusalParams }> {
		return this.serial(async () => {
			const clean = cleanEnteredName(name);
			if (!clean || clean.length > SPONSOR_LIMITS.name) return { ok: false, status: 400, code: 'sponsor-name', params: { max: SPONSOR_LIMITS.name } };
			const kind = sniffImage(bytes);
			if (kind === 'svg') return { ok: false, status: 415, code: 'sponsor-svg' };
			if (!kind) return { ok: false, status: 415, code: 'sponsor-type' };
			const entry: SponsorRecord = { id: randomBytes(6).toString('hex'), name: clean, ext: kind, bytes: bytes.length, added: new Date().toISOString() };
			if (!(await this.store.addSponsor(entry, bytes, SPONSOR_LIMITS.count))) return { ok: false, status: 409, code: 'sponsor-full', params: { max: SPONSOR_LIMITS.count } };
			await this.reload();
			return { ok: true, sponsor: this.list().find((s) => s.id === entry.id)! };
		});
	}

	remove(id: string): Promise<boolean> {
		return this.serial(async () => {
			if (!ID.test(id) || !(await this.store.removeSponsor(id))) return false;
			await this.reload();
			return true;
		});
	}

	/** A new rotation order: every id once. */
	reorder(ids: string[]): Promise<boolean> {
		return this.serial(async () => {
			if (!(await this.store.reorderSponsors(ids))) return false;
			await this.reload();
			return true;
		});
	}

	/** GET /media/<id>: the image with its own type, never sniffed, cached (an id's bytes never change). */
	private async serve(call: Call<unknown>): Promise<true> {
		const id = call.params.id!;
		// read from the store, not this node's list: an image another node just added is served too
		const image = ID.test(id) ? await this.store.readSponsor(id) : null;
		if (!image) return call.refuse(404, refusal('sponsor-none', { id: id.slice(0, 40) }));
		const body = image.data;
		call.res.writeHead(200, {
			'content-type': TYPES[image.ext],
			'content-length': String(body.length),
			'cache-control': 'public, max-age=31536000, immutable',
			'x-content-type-options': 'nosniff',
			'content-security-policy': "default-src 'none'; sandbox",
			'cross-origin-resource-policy': 'cross-origin'
		});
		call.res.end(call.method === 'HEAD' ? undefined : body);
		return true;
	}

	/** /api/sponsors, /api/sponsors/<id> and /media/<id>. */
	routes(): RouteGroup[] {
		const list = route({ method: 'GET', pattern: '/api/sponsors', access: 'public', handle: async (call) => call.send(200, { ok: true, sponsors: await this.refresh() }) });
		const upload = route({
			method: 'POST',
			pattern: '/api/sponsors',
			access: 'operator',
			handle: async (call) => {
				// the raw image is the body: no JSON
				const bytes = await readBytes(call.req, SPONSOR_LIMITS.bytes);
				if (bytes === null) return call.refuse(413, refusal('sponsor-too-large', { max: SPONSOR_LIMITS.bytes / (1024 * 1024) }));
				const r = await this.add(call.url.searchParams.get('name') ?? '', bytes);
				return r.ok ? call.send(201, { ok: true, sponsor: r.sponsor, sponsors: this.list() }) : call.refuse(r.status, refusal(r.code, r.params));
			}
		});
		const reorder = route({
			method: 'PUT',
			pattern: '/api/sponsors',
			access: 'operator',
			body: { max: MAX_ORDER_BODY, schema: orderSchema, invalid: () => refusal('sponsor-order') },
			handle: async (call) => ((await this.reorder(call.body.order)) ? call.send(200, { ok: true, sponsors: this.list() }) : call.refuse(400, refusal('sponsor-order')))
		});
		const remove = route({
			method: 'DELETE',
			pattern: '/api/sponsors/:id',
			access: 'operator',
			handle: async (call) => {
				const id = call.params.id!; // ids are hex: nothing to decode (a malformed escape stays a 404)
				return (await this.remove(id)) ? call.send(200, { ok: true, sponsors: this.list() }) : call.refuse(404, refusal('sponsor-none', { id: id.slice(0, 40) }));
			}
		});
		const media = route({ method: 'GET', pattern: '/media/:id', access: 'public', handle: (call) => this.serve(call) });
		return [
			{ prefix: '/api/sponsors', routes: [list, upload, reorder, remove] },
			{ prefix: '/media', routes: [media] }
		];
	}

	/** After a change on this node: the list as stored, to this node's sockets and (by the bus) every other node. */
	private async reload(): Promise<void> {
		this.changed(await this.store.listSponsors(), true);
	}

	private changed(images: SponsorRecord[], here: boolean): void {
		this.images = images;
		if (here) this.bus.publish({ kind: 'sponsors' });
		const list = this.list();
		for (const fn of this.listeners) fn(list);
	}

	private serial<T>(job: () => Promise<T>): Promise<T> {
		return this.mailbox.serial(job);
	}
}
