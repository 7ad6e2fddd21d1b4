/** The nodes' bus on the machine's real Redis (127.0.0.1:6379), each test under a venue name of its own. */
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisStreamBus } from './bus-redis';
import type { NodeMessage } from './messages';

const REDIS = process.env.CUECAST_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: RedisStreamBus[] = [];
afterEach(async () => {
	await Promise.all(opened.splice(0).map((b) => b.close()));
});

async function pair() {
	const venue = `cuecast-test:${randomUUID()}`;
	const a = await RedisStreamBus.connect(REDIS, venue);
	const b = await RedisStreamBus.connect(REDIS, venue);
	opened.push(a, b);
	return { a, b, venue };
}

const until = async (fn: () => boolean, ms = 5000) => {
	const end = Date.now() + ms;
	while (!fn()) {
		if (Date.now() > end) throw new Error('timed out');
		await new Promise((r) => setTimeout(r, 10));
	}
};

describe('RedisStreamBus', () => {
	it('delivers every message to the other nodes in order, never to its sender', async () => {
		const { a, b } = await pair();
		const atA: NodeMessage[] = [];
		const atB: NodeMessage[] = [];
		a.onMessage((m) => atA.push(m));
		b.onMessage((m) => atB.push(m));
		for (let r = 1; r <= 300; r++) a.publish({ kind: 'action', table: 't1', match: 1, revision: r, action: { t: 'shot' } });
		b.publish({ kind: 'venue' });
		await until(() => atB.length === 300 && atA.length === 1);
		expect(atB.map((m) => (m.kind === 'action' ? m.revision : 0))).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
		expect(atB.every((m) => m.from === a.nodeId)).toBe(true);
		expect(atA).toEqual([{ kind: 'venue', from: b.nodeId }]);
		expect(a.status()).toMatchObject({ kind: 'redis', connected: true, dropped: 0 });
	});

	it('drops what does not parse, and reads on after it', async () => {
		const { a, b, venue } = await pair();
		const got: NodeMessage[] = [];
		b.onMessage((m) => got.push(m));
		const raw = createClient({ url: REDIS });
		await raw.connect();
		try {
			await raw.xAdd(`${venue}:nodes`, '*', { m: '{not json' });
			await raw.xAdd(`${venue}:nodes`, '*', { m: JSON.stringify({ kind: 'action', from: 'x', table: '', match: -1 }) });
			await raw.xAdd(`${venue}:nodes`, '*', { other: 'field' });
		} finally {
			raw.destroy();
		}
		a.publish({ kind: 'match', table: 't2' });
		await until(() => got.length === 1);
		expect(got[0]).toMatchObject({ kind: 'match', table: 't2' });
	});

	it('a node that starts later reads from then on, and says clearly when Redis is not there', async () => {
		const { a, venue } = await pair();
		a.publish({ kind: 'venue' });
		await new Promise((r) => setTimeout(r, 100));
		const late = await RedisStreamBus.connect(REDIS, venue);
		opened.push(late);
		const got: NodeMessage[] = [];
		late.onMessage((m) => got.push(m));
		a.publish({ kind: 'match', table: 'after' });
		await until(() => got.length === 1);
		expect(got[0]).toMatchObject({ kind: 'match', table: 'after' });
		const t0 = Date.now();
		await expect(RedisStreamBus.connect('redis://127.0.0.1:1', venue)).rejects.toThrow(/Redis at 127\.0\.0\.1:1/);
		expect(Date.now() - t0).toBeLessThan(6000);
	});
});
