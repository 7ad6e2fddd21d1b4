/**
 * A viewer that a load balancer moves to another node of a cluster never sees the score step
 * back. The node it lands on may not have heard of the last strokes yet (the bus, or the heads
 * poll a moment later, brings them), so its full state is older than what the screen shows: the
 * client (`Live`) keeps showing the newer one, follows that node's deltas from its state, and
 * shows them once the node has caught up (src/lib/protocol/delta.ts `isBehind`).
 *
 * Real nodes on a private PostgreSQL and Redis, a real Chromium on a viewer's console, and two
 * TCP proxies (tests/support/tcp-proxy.ts): the load balancer in front of the nodes, and node B's
 * link to the database, stalled so that B stays behind for as long as the test needs (Redis is
 * stopped meanwhile: B's heads poll is then its only way to hear of A's strokes).
 */
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { tcpProxy } from '../support/tcp-proxy';
import { connect, login, startServer, tempDir, until } from './helpers';
import { alive, clusterFile, Ledger, nodeEnv, startNode, streamer, tableWithMatch } from './cluster-support';

const file = clusterFile();

/** The match revision in a Socket.IO frame carrying a table's whole state (`delta` with `state`), else null. */
function fullStateRevision(frame: string | Buffer): number | null {
	const text = String(frame);
	if (!text.startsWith('42["delta",')) return null;
	const [, sync] = JSON.parse(text.slice(2)) as [string, { state?: { match?: { revision: number } | null } }];
	return sync.state?.match ? sync.state.match.revision : null;
}

describe('a viewer moved to a node that lags', () => {
	it('keeps showing the newer score until that node catches up, then follows it', async () => {
		const peers = file.peers();
		const a = await startNode(peers);
		file.running.push(a);
		const token = (await login(a.url, a.pin!)).token!;
		const dbLinkOfB = await tcpProxy(peers.pg.port);
		const b = await startServer({
			dataDir: tempDir('cuecast-node-'),
			env: nodeEnv(peers, { CUECAST_DATABASE_URL: `postgres://postgres@127.0.0.1:${dbLinkOfB.port}/postgres` }),
			startMs: 60_000
		});
		file.running.push(b);
		const matchId = await tableWithMatch(a, token, 't1', [a, b]);
		const balancer = await tcpProxy(a.port);
		const browser = await launchBrowser();
		const ledger = new Ledger();
		const stream = streamer(() => a, token, 't1', matchId, ledger);
		try {
			const page = await browser.newPage();
			// the page's sockets: the console's own (it joins with its stroke list) and its scorebug
			// preview's (an overlay in a frame), each with the joins it sent and the whole states it got
			const sockets: { console: boolean; joins: number; wholeStates: number[]; frames: number; closed: boolean }[] = [];
			page.on('websocket', (ws) => {
				const socket = { console: false, joins: 0, wholeStates: [] as number[], frames: 0, closed: false };
				sockets.push(socket);
				ws.on('close', () => (socket.closed = true));
				ws.on('framesent', ({ payload }) => {
					if (!/^42\d*\["join"/.test(String(payload))) return;
					socket.joins++;
					if (String(payload).includes('"history":true')) socket.console = true;
				});
				ws.on('framereceived', ({ payload }) => {
					socket.frames++;
					const revision = fullStateRevision(payload);
					if (revision !== null) socket.wholeStates.push(revision);
				});
			});
			await page.goto(`http://127.0.0.1:${balancer.port}/console/t1`);
			await page.waitForSelector(`.console[data-match="${matchId}"]`);
			// every revision the viewer's console shows, in order
			await page.evaluate(() => {
				const el = document.querySelector('.console')!;
				const shown = [Number(el.getAttribute('data-revision'))];
				(window as { __shown?: number[] }).__shown = shown;
				new MutationObserver(() => shown.push(Number(el.getAttribute('data-revision')))).observe(el, { attributes: true, attributeFilter: ['data-revision'] });
			});
			const showsAtLeast = (revision: number) =>
				page.waitForFunction((r) => Number(document.querySelector('.console')!.getAttribute('data-revision')) >= r, revision, { timeout: 20_000 });
			await showsAtLeast(20);

			// B stops hearing of A's strokes: no bus, and its heads poll held on the stalled link
			await peers.redis.stop();
			dbLinkOfB.stall();
			const onB = connect(b.url, { table: 't1' });
			await until(() => onB.latest?.match?.id === matchId, 10_000, "B's state");
			const whereBIs = onB.latest!.match!.revision;
			onB.socket.close();
			await showsAtLeast(whereBIs + 30);

			// the load balancer moves the viewer to B: its sockets reconnect there and get B's state
			const onA = sockets.length;
			const shownThen = Number(await page.getAttribute('.console', 'data-revision'));
			balancer.switchTo(b.port);
			const consoleOnB = () => sockets.slice(onA).find((s) => s.console && s.wholeStates.length > 0);
			// on a time-out, what the page's sockets did since the switch says which step never came
			await until(() => consoleOnB() !== undefined, 30_000, "the console's state from B").catch((err: Error) => {
				throw new Error(`${err.message}; the page's sockets since the switch: ${JSON.stringify(sockets.slice(onA))}, B ${alive(b) ? 'running' : 'exited'}`);
			});
			// the scene this test is about: B's state is older than what the console showed
			expect(consoleOnB()!.wholeStates[0]).toBeLessThan(shownThen);
			await page.evaluate(() => new Promise((r) => requestAnimationFrame(r))); // the page has drawn it
			expect(Number(await page.getAttribute('.console', 'data-revision'))).toBeGreaterThanOrEqual(shownThen);

			// B hears of the strokes again (its link carries its poll): the viewer follows it past them
			dbLinkOfB.flow();
			await peers.redis.start();
			await showsAtLeast(shownThen + 20);
			const shown = await page.evaluate(() => (window as { __shown?: number[] }).__shown!);
			const stepsBack = shown.flatMap((r, i) => (i > 0 && r < shown[i - 1]! ? [`${shown[i - 1]} → ${r}`] : []));
			expect(stepsBack, 'the score shown never steps back').toEqual([]);
			// the preview's overlay (which draws what it gets: docs/protocol.md) did not ask B again and again
			const previewOnB = sockets.slice(onA).filter((s) => !s.console);
			expect(previewOnB.length).toBeGreaterThan(0);
			for (const s of previewOnB) expect(s.joins, "the preview's joins on B").toBeLessThanOrEqual(2);
		} finally {
			await stream.stop();
			dbLinkOfB.flow();
			await browser.close();
			await peers.redis.start();
		}
	}, 120_000);
});
