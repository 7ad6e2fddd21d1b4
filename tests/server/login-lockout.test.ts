/**
 * The PIN lock-out under concurrency (issue 17): a burst of logins from one address is compared
 * a few times at most, a right PIN inside a burst under lock is refused, the venue has a budget of its
 * own (many addresses), and a restart keeps the lock-out.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { postLogin, startServer, tempDir, type Running } from './helpers';


const wrong = (pin: string) => (pin.startsWith('0000') ? '1111-1111' : '0000-0000');
/** Codes that mean the PIN was compared. */
const COMPARED = new Set(['pin-wrong', 'pin-wrong-wait']);
const count = (rs: { body: any }[]) => {
	const by: Record<string, number> = {};
	for (const r of rs) by[r.body.code ?? (r.body.ok ? 'ok' : '?')] = (by[r.body.code ?? (r.body.ok ? 'ok' : '?')] ?? 0) + 1;
	return by;
};

type Answer = Awaited<ReturnType<typeof postLogin>>;
/**
 * Sends wrong PINs one at a time, waiting out each lock it meets, until an answer with `code`
 * says the lock lasts `seconds` or longer (the lock-out doubles at each counted failure).
 * Returns every answer; the caller acts at once, well inside that lock.
 */
async function lockFor(seconds: number, attempt: () => Promise<Answer>, code: string): Promise<Answer[]> {
	const seen: Answer[] = [];
	for (;;) {
		const r = await attempt();
		seen.push(r);
		if (r.body.code === code && r.body.params.seconds >= seconds) return seen;
		if (r.status === 429) await new Promise((done) => setTimeout(done, (r.body.params?.seconds ?? 1) * 1000 + 50));
	}
}

describe('PIN lock-out', () => {
	const servers: Running[] = [];
	afterAll(async () => {
		for (const s of servers) await s.stop();
	});

	// Arrival order is not request order (200 connections race to be accepted), so the burst holds
	// only wrong PINs; a right PIN is sent inside a second burst once a long lock is certain.
	it('a burst of 200 wrong PINs from one address is compared only a few times; a right PIN inside a burst under lock is refused; a restart keeps the lock', async () => {
		const dir = tempDir();
		let s = await startServer({ dataDir: dir, startMs: 60_000 });
		servers.push(s);
		const pin = s.pin!;
		const results = await Promise.all(Array.from({ length: 200 }, () => postLogin(s.url, wrong(pin))));
		const by = count(results);
		const compared = results.filter((r) => COMPARED.has(r.body.code)).length;
		expect(compared, JSON.stringify(by)).toBeLessThanOrEqual(6);
		expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
		expect(by['pin-busy'] ?? 0, JSON.stringify(by)).toBeGreaterThan(0);

		// Wrong PINs one at a time, waiting each lock-out out, until the lock is 8 s or longer.
		await lockFor(8, () => postLogin(s.url, wrong(pin)), 'pin-wrong-wait');
		// Inside the 8 s: a burst with the right PIN in its middle; nothing is compared, the right PIN is refused.
		const second = await Promise.all(Array.from({ length: 50 }, (_, i) => postLogin(s.url, i === 25 ? pin : wrong(pin))));
		expect(second[25].status, JSON.stringify(second[25].body)).toBe(429);
		expect(['pin-locked', 'pin-busy']).toContain(second[25].body.code);
		expect(second.filter((r) => COMPARED.has(r.body.code) || r.status === 200), JSON.stringify(count(second))).toEqual([]);
		await s.stop();
		const t0 = Date.now();
		s = await startServer({ dataDir: dir, startMs: 60_000 });
		servers.push(s);
		console.log(`restart took ${Date.now() - t0} ms`);
		// Still locked (pin-locked), or, if the restart outlasted the lock, the count goes on from
		// where it was (a 16 s lock), where a forgotten count would answer a plain pin-wrong.
		const next = await postLogin(s.url, wrong(pin));
		expect(next.status, JSON.stringify(next.body)).toBe(429);
		if (next.body.code === 'pin-wrong-wait') expect(next.body.params.seconds).toBeGreaterThanOrEqual(16);
		else expect(next.body.code).toBe('pin-locked');
		const right = await postLogin(s.url, pin);
		expect(right.status, JSON.stringify(right.body)).toBe(429);
		expect(right.body.code).toBe('pin-locked');
	}, 120_000);

	it('the venue has a budget of its own: wrong PINs from many addresses lock everyone out', async () => {
		const s = await startServer({ dataDir: tempDir(), startMs: 60_000 });
		servers.push(s);
		const pin = s.pin!;
		// One wrong PIN from each of many addresses: none reaches its own limit (3 free), the venue
		// does (30 free). Waited out until the venue's lock is 4 s or longer …
		let address = 0;
		const seen = await lockFor(4, () => postLogin(s.url, wrong(pin), `127.0.1.${++address}`), 'pin-venue-locked');
		expect(address, JSON.stringify(seen)).toBeGreaterThan(30);
		expect(seen.filter((r) => r.body.code === 'pin-wrong-wait' || r.body.code === 'pin-locked'), 'no address was locked on its own').toEqual([]);
		// … so a right PIN from an address never seen is refused.
		const fresh = await postLogin(s.url, pin, '127.0.2.1');
		expect(fresh.status, JSON.stringify(fresh.body)).toBe(429);
		expect(fresh.body.code).toBe('pin-venue-locked');
	}, 180_000);
});
