/**
 * Issue 22 item 16: sponsor images live in the store, so every node serves them. An image
 * uploaded on node A is listed and served byte for byte by node B, B's sockets are told at
 * once (the `sponsors` bus message), and a removal or new order on A is seen on B the same way.
 * (Two real nodes on a private PostgreSQL and Redis: cluster-support.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { SponsorWire } from '../../src/lib/protocol';
import { png } from '../support/png';
import { connect, connected, startServer, tempDir, until } from './helpers';
import { clusterFile, startCluster } from './cluster-support';

const file = clusterFile();
/** The two nodes and the operator's session, for the whole file (only the first node prints the PIN). */
let cluster: Awaited<ReturnType<typeof startCluster>> | null = null;
async function twoNodes() {
	if (!cluster) {
		cluster = await startCluster(file.peers(), 2);
		file.running.push(...cluster.nodes);
	}
	return cluster;
}

describe('sponsor images across nodes', () => {
	it('uploaded on A: listed, served and pushed on B; removed or reordered on A: the same on B', async () => {
		const { nodes, token } = await twoNodes();
		const [a, b] = nodes;
		const cookie = `cuecast_session=${token}`;
		const upload = async (name: string, image: Buffer) => {
			const res = await fetch(`${a.url}/api/sponsors?name=${encodeURIComponent(name)}`, { method: 'POST', headers: { cookie }, body: new Uint8Array(image) });
			expect(res.status).toBe(201);
			return (await res.json()).sponsor as SponsorWire;
		};
		const listOn = async (url: string) => ((await (await fetch(`${url}/api/sponsors`)).json()).sponsors as SponsorWire[]).map((s) => s.name);

		// a viewer on B, as a wall display would be
		const viewer = connect(b.url);
		let pushed: SponsorWire[] | null = null;
		viewer.socket.on('sponsors', (l) => (pushed = l));
		await connected(viewer.socket);
		await until(() => pushed !== null, 10_000, 'the list on connect');
		expect(pushed).toEqual([]);

		const blue = png(240, 80, 0x2a7fd4);
		const red = png(160, 160, 0xd43a2a);
		const first = await upload('Club Bar', blue);
		const second = await upload('Cue Maker', red);
		// B's sockets hear of it without anyone asking B
		await until(() => pushed?.length === 2, 10_000, 'the list pushed on B');
		expect(pushed!.map((s) => s.id)).toEqual([first.id, second.id]);
		expect(await listOn(b.url)).toEqual(['Club Bar', 'Cue Maker']);
		const image = await fetch(`${b.url}${second.url}`);
		expect(image.status).toBe(200);
		expect(image.headers.get('content-type')).toBe('image/png');
		expect(Buffer.from(await image.arrayBuffer()).equals(red)).toBe(true);

		const put = await fetch(`${a.url}/api/sponsors`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ order: [second.id, first.id] }) });
		expect(put.status).toBe(200);
		await until(() => pushed?.[0]?.id === second.id, 10_000, 'the new order pushed on B');
		expect(await listOn(b.url)).toEqual(['Cue Maker', 'Club Bar']);

		expect((await fetch(`${a.url}/api/sponsors/${second.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
		await until(() => pushed?.length === 1, 10_000, 'the removal pushed on B');
		expect(await listOn(b.url)).toEqual(['Club Bar']);
		expect((await fetch(`${b.url}${second.url}`)).status).toBe(404);
		expect(Buffer.from(await (await fetch(`${b.url}${first.url}`)).arrayBuffer()).equals(blue)).toBe(true);
		viewer.socket.close();
	}, 180_000);

	it('a node without the bus (no Redis) serves an image added on another node at its next request', async () => {
		const { nodes, token } = await twoNodes();
		const lonely = await startServer({ dataDir: tempDir('cuecast-node-'), env: { CUECAST_DATABASE_URL: file.peers().databaseUrl }, startMs: 60_000 });
		file.running.push(lonely);
		const image = png(120, 40, 0x7f2ad4);
		const res = await fetch(`${nodes[0]!.url}/api/sponsors?name=Late`, { method: 'POST', headers: { cookie: `cuecast_session=${token}` }, body: new Uint8Array(image) });
		expect(res.status).toBe(201);
		const { sponsor } = (await res.json()) as { sponsor: SponsorWire };
		// no waiting: the very next request answers from the database
		const listed = (await (await fetch(`${lonely.url}/api/sponsors`)).json()).sponsors as SponsorWire[];
		expect(listed.map((s) => s.id)).toContain(sponsor.id);
		expect(Buffer.from(await (await fetch(`${lonely.url}${sponsor.url}`)).arrayBuffer()).equals(image)).toBe(true);
	}, 180_000);
});
