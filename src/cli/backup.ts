/**
 * `cuecast backup FILE` (docs/backup.md): an online copy of the venue's database. While a
 * server runs on the data folder (it holds the file with an exclusive lock) the copy is asked of
 * it (`control.json`, POST /api/backup); otherwise it is made from the file directly. Either way
 * SQLite's online backup API makes it, and the copy is checked (integrity, ours) before it is
 * put in place, mode 0600.
 */
import { chmodSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createWriteStream } from 'node:fs';
import { resolve, join } from 'node:path';

const APPLICATION_ID = 0x43554543;

interface Control {
	pid: number;
	port: number;
	host: string;
	token: string;
}

export const BACKUP_USAGE = `cuecast backup FILE [--data-dir DIR]   copy the venue's database to FILE (while the server runs, too)`;

export async function backup(args: string[]): Promise<number> {
	let dataDir = process.env.CUECAST_DATA_DIR || './data';
	const files: string[] = [];
	for (let i = 0; i < args.length; i++) {
		if (args[i] === '--data-dir') dataDir = args[++i] ?? '';
		else files.push(args[i]);
	}
	if (files.length !== 1 || !dataDir) {
		process.stderr.write(`backup takes one FILE\nusage: ${BACKUP_USAGE}\n`);
		return 64;
	}
	const target = resolve(files[0]);
	const dir = resolve(dataDir);
	const db = join(dir, 'cuecast.db');
	const partial = `${target}.partial-${process.pid}`;
	try {
		const control = liveServer(dir);
		if (control) await fromServer(control, partial);
		else {
			if (!existsSync(db)) throw new Error(`no database at ${db} (set CUECAST_DATA_DIR or --data-dir)`);
			await fromFile(db, partial);
		}
		const summary = await verify(partial);
		chmodSync(partial, 0o600);
		renameSync(partial, target);
		process.stdout.write(`backup: ${target} (${summary}${control ? ', from the running server' : ''})\n`);
		return 0;
	} catch (err) {
		rmSync(partial, { force: true });
		process.stderr.write(`backup: ${(err as Error).message}\n`);
		return 1;
	}
}

/** The running server's control file, when its process is alive. */
function liveServer(dir: string): Control | null {
	let control: Control;
	try {
		control = JSON.parse(readFileSync(join(dir, 'control.json'), 'utf8'));
	} catch {
		return null;
	}
	try {
		process.kill(control.pid, 0);
		return control;
	} catch {
		return null; // left by a server that was killed
	}
}

function fromServer(control: Control, file: string): Promise<void> {
	const host = control.host === '0.0.0.0' || control.host === '::' ? '127.0.0.1' : control.host;
	return new Promise((done, fail) => {
		const req = request(
			{ host, port: control.port, path: '/api/backup', method: 'POST', headers: { authorization: `Bearer ${control.token}` } },
			(res) => {
				if (res.statusCode !== 200) {
					let text = '';
					res.on('data', (d) => (text += d));
					res.on('end', () => fail(new Error(`the server refused (${res.statusCode}): ${text.trim()}`)));
					return;
				}
				const out = createWriteStream(file, { mode: 0o600 });
				res.pipe(out);
				out.on('finish', () => done());
				out.on('error', fail);
				res.on('error', fail);
			}
		);
		req.on('error', (err) => fail(new Error(`cannot reach the server on port ${control.port}: ${err.message}`)));
		req.end();
	});
}

async function fromFile(db: string, file: string): Promise<void> {
	const { default: Database } = await import('better-sqlite3');
	const source = new Database(db, { readonly: true, fileMustExist: true, timeout: 2000 });
	try {
		await source.backup(file);
	} finally {
		source.close();
	}
}

/** Opens the copy: integrity, cuecast's, and what it holds. */
async function verify(file: string): Promise<string> {
	const { default: Database } = await import('better-sqlite3');
	const copy = new Database(file, { readonly: true, fileMustExist: true });
	try {
		const check = copy.pragma('quick_check(1)', { simple: true });
		if (check !== 'ok') throw new Error(`the copy failed its integrity check (${String(check)})`);
		if (copy.pragma('application_id', { simple: true }) !== APPLICATION_ID) throw new Error('the copy is not a cuecast database');
		const version = copy.pragma('user_version', { simple: true });
		const tables = (copy.prepare('SELECT count(*) AS n FROM venue_tables WHERE removed_at IS NULL').get() as { n: number }).n;
		const actions = (copy.prepare('SELECT count(*) AS n FROM actions').get() as { n: number }).n;
		return `schema ${version}, ${tables} tables, ${actions} actions`;
	} finally {
		copy.close();
	}
}
