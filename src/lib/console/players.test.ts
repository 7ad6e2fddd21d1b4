import { describe, expect, it } from 'vitest';
import { findPlayer, legacyKey, legacyPlayers, ServerPlayerDirectory, type KnownPlayer } from './players';

/** A fake /api/players: what the console sends, and a list it answers from. */
function fakeServer(opts: { failPost?: number; failGet?: number } = {}) {
	const players: KnownPlayer[] = [];
	const calls: { method: string; url: string; body?: unknown }[] = [];
	const fetcher = async (url: string, init?: RequestInit) => {
		const method = init?.method ?? 'GET';
		const body = init?.body ? JSON.parse(String(init.body)) : undefined;
		calls.push({ method, url, body });
		const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
		if (method === 'POST') {
			if (opts.failPost) return json(opts.failPost, { ok: false, reason: 'nope' });
			for (const p of (body as { players: KnownPlayer[] }).players) players.push({ ...p, uses: 1, lastUsed: p.lastUsed ?? 0 });
			return json(200, { ok: true, players });
		}
		if (method === 'DELETE') {
			const name = new URL(url, 'http://x').searchParams.get('name');
			const i = players.findIndex((p) => p.name === name);
			if (i < 0) return json(404, { ok: false, reason: 'no such player' });
			players.splice(i, 1);
			return json(200, { ok: true });
		}
		if (opts.failGet) return json(opts.failGet, { ok: false, reason: 'operators only (log in at /login)' });
		return json(200, { ok: true, players });
	};
	return { players, calls, fetcher };
}

function memoryStorage(entries: Record<string, string> = {}) {
	const map = new Map(Object.entries(entries));
	return { map, getItem: (k: string) => map.get(k) ?? null, removeItem: (k: string) => void map.delete(k) };
}

describe('the console player directory (server-backed)', () => {
	it('imports an older console’s localStorage list once, cleaned, then lists from the server', async () => {
		const old = [
			{ name: 'anna nowak', lastSeen: 1000 },
			{ name: 'Anna  Nowak ', country: 'pl', rating: 650, lastSeen: 2000 },
			{ name: 'x'.repeat(81), lastSeen: 3000 },
			{ name: 'Piotr', country: 'Poland', rating: 'high', lastSeen: 1500 },
			{ nope: true }
		];
		const storage = memoryStorage({ [legacyKey('club:3000')]: JSON.stringify(old), 'cuecast:lang': 'pl' });
		const server = fakeServer();
		const dir = new ServerPlayerDirectory('club:3000', server.fetcher, storage);
		const list = await dir.list();
		expect(server.calls[0]).toMatchObject({ method: 'POST', url: '/api/players' });
		expect(server.calls[0].body).toEqual({
			players: [
				{ name: 'Anna Nowak', country: 'PL', rating: 650, lastUsed: 2000 },
				{ name: 'Piotr', lastUsed: 1500 }
			]
		});
		expect(list.map((p) => p.name)).toEqual(['Anna Nowak', 'Piotr']);
		expect(storage.map.has(legacyKey('club:3000'))).toBe(false);
		expect(storage.map.get('cuecast:lang')).toBe('pl');
		await dir.list();
		expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
	});

	it('keeps the old list for the next try when the server cannot take it now', async () => {
		const storage = memoryStorage({ [legacyKey('v')]: JSON.stringify([{ name: 'Anna', lastSeen: 1 }]) });
		const down = fakeServer({ failPost: 503 });
		await new ServerPlayerDirectory('v', down.fetcher, storage).list();
		expect(storage.map.has(legacyKey('v'))).toBe(true);
		const up = fakeServer();
		await new ServerPlayerDirectory('v', up.fetcher, storage).list();
		expect(up.players.map((p) => p.name)).toEqual(['Anna']);
		expect(storage.map.has(legacyKey('v'))).toBe(false);
	});

	it('rejects when the server refuses the list (a viewer), and forgets through DELETE', async () => {
		await expect(new ServerPlayerDirectory('v', fakeServer({ failGet: 401 }).fetcher, null).list()).rejects.toThrow(/operators only/);
		const server = fakeServer();
		server.players.push({ name: 'a/b ..', uses: 1, lastUsed: 1 });
		const dir = new ServerPlayerDirectory('v', server.fetcher, null);
		await dir.forget('a/b ..');
		expect(server.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/players?name=a%2Fb%20..' });
		expect(server.players).toEqual([]);
		await dir.forget('a/b ..'); // already gone: not an error
	});

	it('finds a remembered player whatever the case and spacing', () => {
		const list: KnownPlayer[] = [{ name: 'Anna Nowak', country: 'PL', uses: 2, lastUsed: 5 }];
		expect(findPlayer(list, '  anna   NOWAK')?.country).toBe('PL');
		expect(findPlayer(list, 'Anna')).toBeUndefined();
		expect(findPlayer(list, '   ')).toBeUndefined();
	});

	it('reads nothing from a missing or broken old list', () => {
		expect(legacyPlayers(memoryStorage(), 'v')).toBeNull();
		expect(legacyPlayers(memoryStorage({ [legacyKey('v')]: '{not json' }), 'v')).toEqual([]);
		expect(legacyPlayers(null, 'v')).toBeNull();
	});
});
