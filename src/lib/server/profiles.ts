/**
 * Player profiles (issue 27): a photo, a club, a nickname and a country an operator sets on a
 * player's page (/players/<name>), kept in the store beside the player list (PlayerStore), the
 * photo's bytes like a sponsor image's. Routes (a name is a query, not a path segment, as for
 * DELETE /api/players: a name may be "..", which URLs resolve away):
 *   GET    /api/players/profile?name=…   the profile (anyone: the wall shows it anyway)
 *   PUT    /api/players/profile?name=…   {"club"?, "nickname"?, "country"?}: the text (operators)
 *   PUT    /api/players/photo?name=…     the raw image as the body: a new photo (operators)
 *   DELETE /api/players/photo?name=…     no photo (operators)
 *   GET    /media/players/<id>.<ext>     the photo (anyone; its id never changes, so cached for a year)
 * Every table's state carries the profiles of its match's players (`decorate`, which the venue
 * applies to every state it hands out), so a change is a new state for every table where one
 * of the player's matches is on: this node's at once, the other nodes' when the `profiles` bus
 * message reaches them (they re-read the profiles from the store).
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { describeZod, type TableState } from '../protocol';
import { playerKey, playerNameSchema } from '../protocol/players';
import { PHOTO_LIMITS, PROFILE_TEXT_MAX, profileInSchema, type PlayerProfile, type ProfileWire } from '../protocol/profiles';
import { refusal, type CodedReason } from '../protocol/refusals';
import { LocalBus, type NodeBus } from './cluster/bus';
import { readBytes } from './http-util';
import { preparePhoto } from './profile-photo';
import { route, type Call, type RouteGroup } from './router';
import type { PlayerStore, ProfileRecord } from './store/types';
import { Mailbox } from '../log/runner';

const TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
const PHOTO_FILE = /^([a-f0-9]{12})\.(jpg|png)$/;
const MAX_PROFILE_BODY = 2048;

/** Where a profile's photo is served. */
export const photoUrl = (photo: ProfileRecord['photo']): string | null => (photo ? `/media/players/${photo.id}.${photo.ext}` : null);

export const profileOf = (r: ProfileRecord): PlayerProfile => ({ name: r.name, club: r.club, nickname: r.nickname, country: r.country, photo: photoUrl(r.photo) });

const wireOf = (r: ProfileRecord): ProfileWire => ({ photo: photoUrl(r.photo), club: r.club, nickname: r.nickname, country: r.country });

const nameOf = (p: unknown): string | null => (typeof p === 'string' ? p : typeof (p as { name?: unknown } | null)?.name === 'string' ? (p as { name: string }).name : null);

/** The names of a state's seats, in order: the summary's, else the set-up's. */
function seatNames(match: NonNullable<TableState['match']>): string[] {
	const setup: unknown[] = Array.isArray(match.setup?.players) ? match.setup.players : [];
	const summary = (match.summary as { players?: unknown } | undefined)?.players;
	return (Array.isArray(summary) ? summary : setup).map((p, i) => nameOf(p) ?? nameOf(setup[i]) ?? '');
}

/** A refusal of a profile's text, by the field it is about. */
function invalidProfile(error: z.ZodError): CodedReason {
	const field = error.issues[0]?.path[0];
	if (field === 'country') return refusal('profile-country');
	if (field === 'club' || field === 'nickname') return refusal('profile-text', { max: PROFILE_TEXT_MAX });
	return refusal('invalid', { event: 'profile', detail: describeZod(error) });
}

export class PlayerProfiles {
	/** Players with a club, nickname or photo, by playerKey: what the states carry. */
	private byKey = new Map<string, ProfileWire>();
	private listeners = new Set<(keys: Set<string>) => void>();
	private readonly mailbox = new Mailbox();
	private unlisten: (() => void)[] = [];

	constructor(
		private readonly store: PlayerStore,
		private readonly bus: NodeBus = new LocalBus()
	) {}

	/** Reads the profiles, and follows other nodes' changes. */
	async init(): Promise<this> {
		await this.reload(false);
		this.unlisten.push(
			this.bus.onMessage((m) => {
				if (m.kind === 'profiles') void this.reload(false).catch((err) => console.warn(`cuecast: the player profiles could not be re-read (${(err as Error).message})`));
			}),
			this.bus.onReconnect(() => void this.reload(false).catch(() => {}))
		);
		return this;
	}

	close(): void {
		for (const fn of this.unlisten.splice(0)) fn();
	}

	/** Told the keys (playerKey) of the players whose profile changed. */
	onChange(fn: (keys: Set<string>) => void): () => void {
		this.listeners.add(fn);
		return () => this.listeners.delete(fn);
	}

	/** True when a state of `names`' seats would carry a profile one of `keys` changed. */
	static concerns(state: TableState, keys: Set<string>): boolean {
		return state.match !== null && seatNames(state.match).some((n) => keys.has(playerKey(n)));
	}

	/** `state` with its seats' profiles (`profiles`, one per seat, null for none); as it was when no seat has one. */
	decorate(state: TableState): TableState {
		if (this.byKey.size === 0 || !state.match) return state;
		const profiles = seatNames(state.match).map((n) => this.byKey.get(playerKey(n)) ?? null);
		return profiles.some((p) => p !== null) ? { ...state, profiles } : state;
	}

	/**
	 * Re-reads every profile; tells the listeners which players' changed (and, for a change made
	 * here, the other nodes).
	 */
	async reload(here: boolean): Promise<void> {
		const next = new Map((await this.store.listProfiles()).map((r) => [playerKey(r.name), wireOf(r)]));
		const keys = new Set<string>();
		for (const [k, v] of next) if (JSON.stringify(v) !== JSON.stringify(this.byKey.get(k))) keys.add(k);
		for (const k of this.byKey.keys()) if (!next.has(k)) keys.add(k);
		this.byKey = next;
		if (here) this.bus.publish({ kind: 'profiles' });
		if (keys.size) for (const fn of this.listeners) fn(keys);
	}

	/** The player named by `?name=`, or null once refused (400 a malformed name, 404 no such player). */
	private async playerOf(call: Call<unknown>): Promise<ProfileRecord | null> {
		const name = playerNameSchema.safeParse(call.url.searchParams.get('name') ?? undefined);
		if (!name.success) return void call.refuse(400, refusal('invalid', { event: 'profile', detail: describeZod(name.error) })), null;
		const found = await this.store.findProfile(name.data);
		if (!found) return void call.refuse(404, refusal('player-none', { name: name.data.slice(0, 80) })), null;
		return found;
	}

	/** After a change: this node's states, the other nodes; then the profile as stored. */
	private async changed(call: Call<unknown>, name: string): Promise<true> {
		await this.reload(true);
		const profile = await this.store.findProfile(name);
		return profile ? call.send(200, { ok: true, profile: profileOf(profile) }) : call.refuse(404, refusal('player-none', { name: name.slice(0, 80) }));
	}

	private async upload(call: Call<unknown>): Promise<true | void> {
		// the whole body first (a refusal before it is read would leave the upload hanging)
		const bytes = await readBytes(call.req, PHOTO_LIMITS.bytes);
		if (bytes === null) return call.refuse(413, refusal('photo-too-large', { max: PHOTO_LIMITS.bytes / (1024 * 1024) }));
		const player = await this.playerOf(call);
		if (!player) return;
		const photo = await preparePhoto(bytes);
		if (!photo.ok) return call.refuse(photo.status, refusal(photo.code, photo.params));
		return this.mailbox.serial(async () => {
			const stored = await this.store.setPhoto(player.name, { id: randomBytes(6).toString('hex'), ext: photo.ext, bytes: photo.data.length, added: new Date().toISOString(), data: photo.data });
			return stored ? this.changed(call, player.name) : call.refuse(404, refusal('player-none', { name: player.name }));
		});
	}

	/** GET /media/players/<id>.<ext>: the photo with its own type, cached (an id's bytes never change). */
	private async serve(call: Call<unknown>): Promise<true> {
		const file = PHOTO_FILE.exec(call.params.file!);
		// read from the store, not this node's profiles: a photo another node just stored is served too
		const photo = file ? await this.store.readPhoto(file[1]!) : null;
		if (!photo || photo.ext !== file![2]) return call.refuse(404, refusal('api-not-found'));
		call.res.writeHead(200, {
			'content-type': TYPES[photo.ext],
			'content-length': String(photo.data.length),
			'cache-control': 'public, max-age=31536000, immutable',
			'x-content-type-options': 'nosniff',
			'content-security-policy': "default-src 'none'; sandbox",
			'cross-origin-resource-policy': 'cross-origin',
			'access-control-allow-origin': '*'
		});
		call.res.end(call.method === 'HEAD' ? undefined : photo.data);
		return true;
	}

	routes(): RouteGroup[] {
		const read = route({
			method: 'GET',
			pattern: '/api/players/profile',
			access: 'public',
			handle: async (call) => {
				const player = await this.playerOf(call);
				return player && call.send(200, { ok: true, profile: profileOf(player) });
			}
		});
		const write = route({
			method: 'PUT',
			pattern: '/api/players/profile',
			access: 'operator',
			body: { max: MAX_PROFILE_BODY, schema: profileInSchema, invalid: invalidProfile },
			handle: async (call) => {
				const player = await this.playerOf(call);
				if (!player) return;
				return this.mailbox.serial(async () =>
					(await this.store.saveProfile(player.name, call.body)) ? this.changed(call, player.name) : call.refuse(404, refusal('player-none', { name: player.name }))
				);
			}
		});
		const upload = route({ method: 'PUT', pattern: '/api/players/photo', access: 'operator', handle: (call) => this.upload(call) });
		const remove = route({
			method: 'DELETE',
			pattern: '/api/players/photo',
			access: 'operator',
			handle: async (call) => {
				const player = await this.playerOf(call);
				if (!player) return;
				return this.mailbox.serial(async () => ((await this.store.setPhoto(player.name, null)) ? this.changed(call, player.name) : call.refuse(404, refusal('player-none', { name: player.name }))));
			}
		});
		const media = route({ method: 'GET', pattern: '/media/players/:file', access: 'public', handle: (call) => this.serve(call) });
		return [
			{ prefix: '/api/players/profile', routes: [read, write] },
			{ prefix: '/api/players/photo', routes: [upload, remove] },
			{ prefix: '/media/players', routes: [media] }
		];
	}
}
