import { readFile } from 'node:fs/promises';
import { runScript, summarize } from '../lib/engine/match';
import { backup, BACKUP_USAGE } from './backup';

const USAGE = `usage: cuecast replay FILE|-    replay a match script, print its summary as JSON
       ${BACKUP_USAGE}
       cuecast migrate --from DIR|FILE --to postgres://…   copy a SQLite venue into an empty PostgreSQL database, verified (docs/migrate.md)
       cuecast help                show this text`;

/** Exit codes: 0 success, 1 a backup failed, 2 a script problem (one line on stderr), 64 a usage problem. */
export async function main(argv: string[]): Promise<number> {
	const [command, ...rest] = argv;
	if (command === 'replay') return replay(rest);
	if (command === 'backup') return backup(rest);
	if (command === 'help' || command === '--help' || command === '-h') {
		process.stdout.write(USAGE + '\n');
		return 0;
	}
	process.stderr.write(`${command ? `unknown command "${command}"` : 'no command given'}\n${USAGE}\n`);
	return 64;
}

async function replay(args: string[]): Promise<number> {
	if (args.length !== 1) {
		process.stderr.write(`replay takes one FILE (or - for standard input)\n${USAGE}\n`);
		return 64;
	}
	const source = args[0];
	let text: string;
	try {
		text = source === '-' ? await readStdin() : await readFile(source, 'utf8');
	} catch (error) {
		process.stderr.write(`match: cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`);
		return 2;
	}
	let doc: unknown;
	try {
		doc = JSON.parse(text);
	} catch (error) {
		process.stderr.write(`match: not valid JSON: ${(error as Error).message.split('\n')[0]}\n`);
		return 2;
	}
	const result = runScript(doc);
	if (!result.ok) {
		process.stderr.write(oneLine(result.error) + '\n');
		return 2;
	}
	process.stdout.write(JSON.stringify(summarize(result.match)) + '\n');
	return 0;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

async function readStdin(): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
}
