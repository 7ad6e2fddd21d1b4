/**
 * The players a venue has seen, so names are picked, not retyped. The server keeps the list
 * (one per server, so every tablet in the club sees the same names) and records the players of
 * every match started there; the console reads it and may forget a name, through the
 * operator-only `/api/players`. What an older console left in this browser's localStorage is
 * sent to the server once, then removed here.
 */
import { ask, jsonPicked, type Fetcher } from '$lib/api/client';
import type { KnownPlayer } from '$lib/protocol/players';
import { cleanCountry, cleanName, cleanRating, MAX_NAME_LENGTH, playerKey } from '$lib/protocol/names';

export type { KnownPlayer };

export interface PlayerDirectory {
	/** The venue's players, most recently used first. Rejects when the server cannot be asked. */
	list(): Promise<KnownPlayer[]>;
	forget(name: string): Promise<void>;
}

type Storage_ = Pick<Storage, 'getItem' | 'removeItem'>;

/** The key an older console kept its list under (one list per server origin). */
export const legacyKey = (venue: string) => `cuecast:players:${venue}`;

const playersOf = (body: unknown): KnownPlayer[] | null => {
	const b = body as { ok?: unknown; players?: unknown } | null;
	if (!b?.ok) return null;
	return Array.isArray(b.players) ? (b.players as KnownPlayer[]) : [];
};
const okOf = (body: unknown): true | null => ((body as { ok?: unknown } | null)?.ok ? true : null);

export class ServerPlayerDirectory implements PlayerDirectory {
	private imported: Promise<void> | null = null;

	constructor(
		/** The venue: the server's host, as the older console keyed its list. */
		private readonly venue: string,
		/** A test's fetch; the browser's when absent (api/client.ts). */
		private readonly fetcher?: Fetcher,
		private readonly storage: Storage_ | null = typeof localStorage === 'undefined' ? null : localStorage
	) {}

	async list(): Promise<KnownPlayer[]> {
		this.imported ??= this.importLegacy().catch(() => {
			this.imported = null; // try again next time
		});
		await this.imported;
		const answer = await ask('/api/players', jsonPicked(playersOf), {}, this.fetcher);
		if (!answer.ok) throw new Error(answer.refusal.reason);
		return answer.value;
	}

	async forget(name: string): Promise<void> {
		const answer = await ask(`/api/players?name=${encodeURIComponent(name)}`, jsonPicked(okOf), { method: 'DELETE' }, this.fetcher);
		// 404: already gone (another tablet forgot it)
		if (!answer.ok && answer.status !== 404) throw new Error(answer.refusal.reason);
	}

	/** Sends an older console's localStorage list to the server once; removes it when stored. */
	private async importLegacy(): Promise<void> {
		const players = legacyPlayers(this.storage, this.venue);
		if (players === null) return;
		if (players.length) {
			const answer = await ask('/api/players', jsonPicked(okOf), { method: 'POST', json: { players } }, this.fetcher);
			// 400: the server will never take this list; anything else but success: try again later
			if (!answer.ok && answer.status !== 400) throw new Error(answer.refusal.reason);
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
