/**
 * The players a venue has seen, so names are picked, not retyped. The server has no player
 * store yet, so this keeps them in the browser (localStorage, one list per venue = per server
 * origin) behind a small interface; a server-backed directory can replace it without touching
 * the set-up form.
 */
export interface KnownPlayer {
	name: string;
	country?: string;
	rating?: number;
	/** Last time the player was in a match started here (ms); the list is newest first. */
	lastSeen: number;
}

export interface PlayerDirectory {
	list(): KnownPlayer[];
	find(name: string): KnownPlayer | undefined;
	remember(players: Omit<KnownPlayer, 'lastSeen'>[]): void;
	forget(name: string): void;
}

const MAX = 500;
const norm = (name: string) => name.trim().toLocaleLowerCase();

export class LocalPlayerDirectory implements PlayerDirectory {
	private readonly key: string;
	constructor(venue: string, private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = typeof localStorage === 'undefined' ? null : localStorage) {
		this.key = `cuecast:players:${venue}`;
	}

	list(): KnownPlayer[] {
		try {
			const raw = JSON.parse(this.storage?.getItem(this.key) ?? '[]') as unknown;
			if (!Array.isArray(raw)) return [];
			return raw
				.filter((p): p is KnownPlayer => typeof p === 'object' && p !== null && typeof (p as KnownPlayer).name === 'string')
				.sort((a, b) => (b.lastSeen ?? 0) - (a.lastSeen ?? 0));
		} catch {
			return [];
		}
	}

	find(name: string): KnownPlayer | undefined {
		return this.list().find((p) => norm(p.name) === norm(name));
	}

	remember(players: Omit<KnownPlayer, 'lastSeen'>[]): void {
		const now = Date.now();
		const list = this.list();
		for (const p of players) {
			if (!p.name.trim()) continue;
			const rest = list.filter((q) => norm(q.name) !== norm(p.name));
			const entry: KnownPlayer = { name: p.name.trim(), lastSeen: now };
			if (p.country) entry.country = p.country.toUpperCase();
			if (p.rating !== undefined && Number.isFinite(p.rating)) entry.rating = p.rating;
			list.splice(0, list.length, entry, ...rest);
		}
		this.save(list.slice(0, MAX));
	}

	forget(name: string): void {
		this.save(this.list().filter((p) => norm(p.name) !== norm(name)));
	}

	private save(list: KnownPlayer[]) {
		try {
			this.storage?.setItem(this.key, JSON.stringify(list));
		} catch {
			/* full or blocked: the list is a convenience */
		}
	}
}

/** A flag emoji for an ISO 3166 alpha-2 code ("PL" → 🇵🇱); '' for anything else. */
export function flag(country: string | undefined | null): string {
	if (!country || !/^[A-Za-z]{2}$/.test(country)) return '';
	return String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
