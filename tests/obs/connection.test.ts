/** ObsConnection against a fake obs-websocket server (unit level; real OBS is in obs.integration.test.ts). */
import { describe, expect, it } from 'vitest';
import { AUTH_FAILED, ObsCallError, ObsConnection, backoffDelay, type ObsStatus } from '../../src/lib/server/obs/connection';
import { FakeObs } from './support/fake-obs';
import { useFakeObs } from './support/fixtures';
import { freePort, waitFor } from './support/obs';

const { cleanup, fake } = useFakeObs();
const conn = (port: number, password = 'pw', extra: Partial<ConstructorParameters<typeof ObsConnection>[0]> = {}) => {
	const c = new ObsConnection({ host: '127.0.0.1', port, password, backoff: () => 50, ...extra });
	cleanup.push(() => c.stop());
	return c;
};

/** A fake OBS and a connection to it, started and connected. */
const connectedToFake = async () => {
	const f = await fake();
	const c = conn(f.port);
	c.start();
	await waitFor(() => c.connected, 3000, 'connected');
	return { f, c };
};

describe('backoffDelay', () => {
	it('follows 0.5 s, 1 s, 2 s, 4 s, 8 s, then 15 s', () => {
		expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => backoffDelay(n))).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
	});
});

describe('ObsConnection', () => {
	it('connects, reports versions and answers calls', async () => {
		const f = await fake();
		const c = conn(f.port);
		const states: string[] = [];
		c.onStatus((s) => states.push(s.state));
		c.start();
		await waitFor(() => c.status().obsVersion !== null, 3000, 'connected');
		expect(c.status()).toMatchObject({ state: 'connected', reason: null, endpoint: `127.0.0.1:${f.port}`, obsVersion: '29.0.2-fake', obsWebSocketVersion: '5.1.0' });
		expect(states[0]).toBe('connecting');
		expect(await c.call('GetCurrentProgramScene')).toEqual({ currentProgramSceneName: 'Game' });
	});

	it('stops after a wrong password with a clear reason and no retry', async () => {
		const f = await fake('right');
		const c = conn(f.port, 'wrong');
		c.start();
		await waitFor(() => c.status().state === 'failed', 3000, 'failed');
		await new Promise((r) => setTimeout(r, 400)); // 8 retries' worth of the 50 ms backoff
		expect(c.status()).toMatchObject({ state: 'failed', reason: AUTH_FAILED, nextRetryAt: null });
		expect(f.identifyAttempts).toBe(1);
		await expect(c.call('GetVersion')).rejects.toMatchObject({ code: 'not-connected' });
	});

	it('treats a missing password as an authentication failure too', async () => {
		const f = await fake('right');
		const c = conn(f.port, '');
		c.start();
		await waitFor(() => c.status().state === 'failed', 3000, 'failed');
		expect(c.status().reason).toBe(AUTH_FAILED);
	});

	it('a call OBS never answers rejects after its timeout', async () => {
		const { f, c } = await connectedToFake();
		f.hang = true;
		const t0 = Date.now();
		const err = await c.call('GetSceneList', undefined, 150).catch((e: unknown) => e);
		expect(err).toBeInstanceOf(ObsCallError);
		expect((err as ObsCallError).code).toBe('timeout');
		expect(Date.now() - t0).toBeLessThan(1000);
	});

	it('a call in flight when the socket dies rejects at once (obs-websocket-js alone would hang)', async () => {
		const { f, c } = await connectedToFake();
		f.hang = true;
		const pending = c.call('GetSceneList', undefined, 30_000).catch((e: unknown) => e);
		await waitFor(() => f.count('GetSceneList') === 1, 2000, 'request to arrive');
		const t0 = Date.now();
		f.drop();
		const err = await pending;
		expect((err as ObsCallError).code).toBe('closed');
		expect(Date.now() - t0).toBeLessThan(1000);
	});

	it('reconnects with backoff when OBS goes away and comes back on the same port', async () => {
		const port = await freePort();
		let f = await FakeObs.start('pw', port);
		const c = conn(port);
		const seen: ObsStatus[] = [];
		c.onStatus((s) => seen.push(s));
		c.start();
		await waitFor(() => c.connected, 3000, 'connected');
		await f.stop();
		await waitFor(() => c.status().state === 'failed', 3000, 'noticed');
		expect(c.status().reason).toMatch(/retrying in 50 ms/);
		await waitFor(() => c.status().failures >= 2, 3000, 'a few failed attempts');
		expect(c.status().reason).toMatch(/refused/);
		f = await fake('pw', port);
		await waitFor(() => c.connected, 3000, 'reconnected');
		expect(c.status().failures).toBe(0);
		expect(await c.call('GetCurrentProgramScene')).toEqual({ currentProgramSceneName: 'Game' });
	});

	it('hands OBS events to their listeners, on every socket after a reconnect, until unsubscribed', async () => {
		const { f, c } = await connectedToFake();
		const heard: unknown[] = [];
		const off = c.onEvent('ReplayBufferSaved', (d) => heard.push(d.savedReplayPath));
		f.event('ReplayBufferSaved', { savedReplayPath: '/a.mkv' });
		f.event('MediaInputPlaybackEnded', { inputName: 'M' }); // nobody listens to this one
		await waitFor(() => heard.length === 1, 2000, 'the first event');
		const before = f.connections;
		f.kick(1001, 'Server stopping.'); // a lost socket: the connection makes a new one
		await waitFor(() => f.connections > before && c.connected, 3000, 'reconnected on a new socket');
		f.event('ReplayBufferSaved', { savedReplayPath: '/b.mkv' });
		await waitFor(() => heard.length === 2, 2000, 'the event on the new socket');
		off();
		f.event('ReplayBufferSaved', { savedReplayPath: '/c.mkv' });
		await c.call('GetVersion'); // after the event on the same socket: it was delivered by now
		expect(heard).toEqual(['/a.mkv', '/b.mkv']);
	});

	it('does not retry after close code 4011 (session invalidated)', async () => {
		const { f, c } = await connectedToFake();
		f.kick(4011, 'Session invalidated.');
		await waitFor(() => c.status().state === 'failed', 3000, 'failed');
		await new Promise((r) => setTimeout(r, 300));
		expect(c.status().nextRetryAt).toBeNull();
		expect(f.connections).toBe(1);
		expect(c.status().reason).toMatch(/4011/);
	});

	it('connection refused: failed with a reason and a retry time; stop() ends it', async () => {
		const c = conn(await freePort(), 'pw', { backoff: () => 100_000 });
		c.start();
		await waitFor(() => c.status().state === 'failed', 3000, 'failed');
		expect(c.status().reason).toMatch(/connection refused .* retrying in 100 s/);
		expect(c.status().nextRetryAt).toBeGreaterThan(Date.now());
		c.stop();
		expect(c.status()).toMatchObject({ state: 'disabled', nextRetryAt: null });
	});
});
