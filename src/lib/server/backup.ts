/**
 * Online backups while the server runs (docs/backup.md). The server holds its database with an
 * exclusive lock, so `cuecast backup` asks the running server: at start it writes
 * `<dataDir>/control.json` (mode 0600: its port and a random token; whoever can read it can read
 * the database anyway), and `POST /api/backup` with that token makes a copy with SQLite's online
 * backup API (writes go on meanwhile) and sends it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

export const CONTROL_FILE = 'control.json';

export interface Control {
	pid: number;
	port: number;
	host: string;
	token: string;
}

export function newControlToken(): string {
	return randomBytes(32).toString('base64url');
}

/** Written once the server listens; removed when it closes. */
export function writeControl(dataDir: string, control: Control): void {
	const file = join(dataDir, CONTROL_FILE);
	rmSync(file, { force: true });
	writeFileSync(file, JSON.stringify(control) + '\n', { mode: 0o600, flag: 'wx' });
}

export function removeControl(dataDir: string, token: string): void {
	const file = join(dataDir, CONTROL_FILE);
	try {
		if (readFileSync(file, 'utf8').includes(token)) rmSync(file, { force: true });
	} catch {
		// gone already
	}
}

/** POST /api/backup: the token in `authorization: Bearer …`, the copy as the body. */
export async function serveBackup(
	req: IncomingMessage,
	res: ServerResponse,
	token: string,
	dataDir: string,
	backup: (file: string) => Promise<void>,
	send: (status: number, body: unknown) => void
): Promise<void> {
	const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
	const want = Buffer.from(token);
	if (given.length !== want.length || !timingSafeEqual(given, want)) return send(401, { ok: false, reason: 'backups need the token in control.json' });
	const tmp = join(dataDir, `.backup-${randomBytes(6).toString('hex')}.db`);
	writeFileSync(tmp, '', { mode: 0o600 });
	try {
		await backup(tmp);
	} catch (err) {
		rmSync(tmp, { force: true });
		throw err;
	}
	res.writeHead(200, { 'content-type': 'application/vnd.sqlite3', 'cache-control': 'no-store' });
	const stream = createReadStream(tmp);
	stream.pipe(res);
	await new Promise<void>((resolve) => {
		const done = () => {
			rmSync(tmp, { force: true });
			resolve();
		};
		stream.on('close', done);
		stream.on('error', () => {
			res.destroy();
			done();
		});
	});
}
