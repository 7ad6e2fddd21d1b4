/**
 * The players a venue has seen, so names are picked, not retyped. The server keeps the list
 * (one per server, so every tablet in the club sees the same names) and records the players of
 * every match started there; the console reads it and may forget a name, through the
 * operator-only `/api/players`. What an older console left in this browser's localStorage is
 * sent to the server once, then removed here.
 */
import type { KnownPlayer } from '$lib/protocol/players';
import { cleanCountry, cleanName, cleanRating, MAX_NAME_LENGTH, playerKey } from '$lib/protocol/names';

export type { KnownPlayer };

export interface PlayerDirectory {
	/** The venue's players, most recently used first. Rejects when the server cannot be asked. */
	list(): Promise<KnownPlayer[]>;
	forget(name: string): Promise<void>;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type Storage_ = Pick<Storage, 'getItem' | 'removeItem'>;

/** The key an older console kept its list under (one list per server origin). */
export const legacyKey = (venue: string) => `cuecast:players:${venue}`;

async function reply(res: Response): Promise<{ ok: boolean; reason?: string; players?: KnownPlayer[] }> {
	const body = (await res.json().catch(() => null)) as { ok?: boolean; reason?: string; players?: KnownPlayer[] } | null;
	if (!res.ok || !body?.ok) throw new Error(body?.reason ?? `HTTP ${res.status}`);
	return body as { ok: boolean; players?: KnownPlayer[] };
}

export class ServerPlayerDirectory implements PlayerDirectory {
	private imported: Promise<void> | null = null;

	constructor(
		/** The venue: the server's host, as the older console keyed its list. */
		private readonly venue: string,
		private readonly fetcher: Fetch = (input, init) => fetch(input, init),
		private readonly storage: Storage_ | null = typeof localStorage === 'undefined' ? null : localStorage
	) {}

	async list(): Promise<KnownPlayer[]> {
		this.imported ??= this.importLegacy().catch(() => {
			this.imported = null; // try again next time
		});
		await this.imported;
		const body = await reply(await this.fetcher('/api/players', { headers: { accept: 'application/json' } }));
		return Array.isArray(body.players) ? body.players : [];
	}

	async forget(name: string): Promise<void> {
		const res = await this.fetcher(`/api/players?name=${encodeURIComponent(name)}`, { method: 'DELETE' });
		if (res.status === 404) return; // already gone (another tablet forgot it)
		await reply(res);
	}

	/** Sends an older console's localStorage list to the server once; removes it when stored. */
	private async importLegacy(): Promise<void> {
		const players = legacyPlayers(this.storage, this.venue);
		if (players === null) return;
		if (players.length) {
			const res = await this.fetcher('/api/players', {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ players })
			});
			// 400: the server will never take this list; anything else but success: try again later
			if (!res.ok && res.status !== 400) throw new Error(`HTTP ${res.status}`);
		}
		try {
			this.storage?.removeItem(legacyKey(this.venue));
		} catch {
			/* storage blocked: the server keeps the first copy of each name anyway */
		}
	}
}

/**
 * What an older console left in localStorage, cleaned to what the server accepts (at most the
 * 500 newest); null when there is nothing.
 */
export function legacyPlayers(
	storage: Pick<Storage, 'getItem'> | null,
	venue: string
): { name: string; country?: string; rating?: number; lastUsed?: number }[] | null {
	let raw: unknown;
	try {
		const text = storage?.getItem(legacyKey(venue));
		if (text === null || text === undefined) return null;
		raw = JSON.parse(text);
	} catch {
		return [];
	}
	if (!Array.isArray(raw)) return [];
	const out: { name: string; country?: string; rating?: number; lastUsed?: number }[] = [];
	const seen = new Set<string>();
	type Old = { name?: unknown; country?: unknown; rating?: unknown; lastSeen?: unknown } | null;
	const when = (p: Old) => (typeof p?.lastSeen === 'number' ? p.lastSeen : 0);
	// newest first, so the newest spelling of a name is the one kept
	for (const p of [...(raw as Old[])].sort((a, b) => when(b) - when(a))) {
		if (typeof p?.name !== 'string') continue;
		const name = cleanName(p.name);
		if (!name || name.length > MAX_NAME_LENGTH || seen.has(playerKey(name))) continue;
		seen.add(playerKey(name));
		const entry: { name: string; country?: string; rating?: number; lastUsed?: number } = { name };
		const country = cleanCountry(p.country);
		const rating = cleanRating(p.rating);
		if (country) entry.country = country;
		if (rating !== null) entry.rating = rating;
		if (typeof p.lastSeen === 'number' && Number.isInteger(p.lastSeen) && p.lastSeen > 0) entry.lastUsed = p.lastSeen;
		out.push(entry);
	}
	return out.slice(0, 500);
}

/** The remembered player with this name (case and spacing apart). */
export function findPlayer(list: readonly KnownPlayer[], name: string): KnownPlayer | undefined {
	const key = playerKey(name);
	return key ? list.find((p) => playerKey(p.name) === key) : undefined;
}

/** A flag emoji for an ISO 3166 alpha-2 code ("PL" → 🇵🇱); '' for anything else. */
export function flag(country: string | undefined | null): string {
	if (!country || !/^[A-Za-z]{2}$/.test(country)) return '';
	return String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
