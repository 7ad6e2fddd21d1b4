/**
 * A venue restored from a backup while a console stays open (docs/backup.md "Restoring": "the
 * consoles show the restored revision; continue from there"). The restored state is older than
 * what the console showed, as a lagging node's is (docs/protocol.md, "Deltas"); the console holds
 * such a state back for a few seconds at most (`Live.show`), then shows it. Without that bound
 * it would show the backup's revision only once play there passed the revision it had shown.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, connect, login, startServer, tempDir } from '../server/helpers';
import { launchBrowser } from '../support/browser';
import { createTable, notReady, startMatch } from './support';
import { skipWithout } from '../support/prerequisites';

const why = notReady();
const root = join(import.meta.dirname, '..', '..');
const NINE = { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 9 };

describe.skipIf(skipWithout(why))('a console open while the venue is restored from a backup', () => {
	it('shows the restored match within a few seconds, while play goes on there', async () => {
		const dataDir = tempDir('cuecast-restore-');
		let server = await startServer({ dataDir });
		const token = (await login(server.url, server.pin!)).token!;
		const browser = await launchBrowser();
		try {
			const rig = { browser, server, token } as Parameters<typeof createTable>[0];
			await createTable(rig, 'r', 'Table R');
			const miss = { t: 'shot' };
			const matchId = await startMatch(rig, 'r', NINE, [miss, miss, miss]);
			// the backup, taken while the server runs, at revision 3
			const backup = join(tempDir('cuecast-restore-backup-'), 'venue.db');
			const made = spawnSync(process.execPath, [join(root, 'src', 'cli', 'cuecast.js'), 'backup', backup, '--data-dir', dataDir], { encoding: 'utf8', timeout: 60_000 });
			expect(made.status, made.stderr).toBe(0);

			const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
			await context.addCookies([{ name: 'cuecast_session', value: token, url: server.url }]);
			const page = await context.newPage();
			await page.goto(`${server.url}/console/r`);
			await page.waitForSelector('.console[data-role="operator"] .pad');
			const revisionIs = (n: number) => page.waitForFunction((rev) => Number(document.querySelector('.console')?.getAttribute('data-revision')) === rev, n, { timeout: 30_000 });
			await revisionIs(3);
			for (let n = 4; n <= 8; n++) {
				await page.keyboard.press('Enter');
				await revisionIs(n);
			}

			// Restoring (docs/backup.md): stop the server, move the files away, copy the backup in, start it
			await server.stop();
			for (const file of ['cuecast.db', 'cuecast.db-wal', 'cuecast.db-shm']) rmSync(join(dataDir, file), { force: true });
			copyFileSync(backup, join(dataDir, 'cuecast.db'));
			server = await startServer({ dataDir, port: server.port });

			// the console reconnects by itself, gets the restored state (revision 3), older than its 8
			await page.waitForSelector('.chip.conn[data-status="connected"]');
			// Play goes on at another console, a stroke every 2.5 s: each brings a change older than 8,
			// and none may push the console's few seconds back. It shows the restored match while it is
			// still below 8 (not only once it passes it).
			const other = connect(server.url, { token, table: 'r' });
			let playing = true;
			const play = (async () => {
				// three strokes over 7.5 s (longer than the 5 s hold), all below the 8 the console showed
				for (let revision = 3; playing && revision < 6; revision++) {
					const reply = await call(other.socket, 'act', { table: 'r', match: matchId, revision, action: miss });
					expect(reply.ok, JSON.stringify(reply)).toBe(true);
					await new Promise((r) => setTimeout(r, 2500));
				}
			})();
			try {
				await page.waitForFunction(() => {
					const revision = Number(document.querySelector('.console')?.getAttribute('data-revision'));
					return revision >= 3 && revision < 8;
				}, null, { timeout: 30_000 });
			} finally {
				playing = false;
				await play;
			}
			// The marker scores on from the restored match: a stroke goes at the revision shown, not at
			// the 8 the server acknowledged before the restore (which was refused as stale for ever).
			const head = (await call(other.socket, 'script', { table: 'r' })).script.actions.length as number;
			// below the acknowledged 8, or the old sender would have sent at the right revision too
			expect(head).toBeLessThan(8);
			await revisionIs(head);
			await page.keyboard.press('Enter');
			await revisionIs(head + 1);
			expect((await call(other.socket, 'script', { table: 'r' })).script.actions).toHaveLength(head + 1);
			other.socket.close();
			await context.close();
		} finally {
			await browser.close();
			await server.stop();
		}
	}, 120_000);
});
