/**
 * Player profiles across nodes (issue 27): a profile and photo set through node A are in the
 * state B's viewers hold (the `profiles` bus message), in B's fields with B's own address, and
 * B serves the photo from the shared store. (Two real nodes on a private PostgreSQL and Redis:
 * cluster-support.ts.)
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { until } from './helpers';
import { clusterFile, operator, startCluster, tableWithMatch } from './cluster-support';

const file = clusterFile();

describe('player profiles across nodes', () => {
	it('set on A: in the state of B\'s viewers, in B\'s fields, and the photo served by B', async () => {
		const cluster = await startCluster(file.peers(), 2);
		file.running.push(...cluster.nodes);
		const [a, b] = cluster.nodes;
		const cookie = `cuecast_session=${cluster.token}`;
		await tableWithMatch(a!, cluster.token, 'pro');
		const viewer = await operator(b!, cluster.token, 'pro');
		const name = 'Anna Nowak';
		// the match put its players on the list (on the node that stored it)
		const end = Date.now() + 10_000;
		while ((await fetch(`${a!.url}/api/players/profile?name=${encodeURIComponent(name)}`)).status !== 200) {
			if (Date.now() > end) throw new Error('Anna never reached the player list');
			await new Promise((r) => setTimeout(r, 50));
		}
		const put = (path: string, body: BodyInit, type: string) => fetch(`${a!.url}${path}?name=${encodeURIComponent(name)}`, { method: 'PUT', headers: { cookie, 'content-type': type }, body });
		expect((await put('/api/players/profile', JSON.stringify({ nickname: 'Rakieta', club: 'KS Bila' }), 'application/json')).status).toBe(200);
		const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#345' } }).jpeg().toBuffer();
		const stored = await put('/api/players/photo', new Uint8Array(photo), 'application/octet-stream');
		expect(stored.status).toBe(200);
		const url = (await stored.json()).profile.photo as string;

		await until(() => viewer.latest?.profiles?.[0]?.photo === url, 10_000, 'the profile in the state on B');
		expect(viewer.latest!.profiles![0]).toMatchObject({ nickname: 'Rakieta', club: 'KS Bila' });
		const fields = await (await fetch(`${b!.url}/api/v1/tables/pro/fields`)).json();
		expect(fields).toMatchObject({ player1Photo: b!.url + url, player1Nickname: 'Rakieta' });
		const served = await fetch(b!.url + url);
		expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
		viewer.socket.close();
	}, 180_000);
});
