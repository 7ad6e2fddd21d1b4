/** The shared store contract (contract.ts), held against the SQLite store. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { storeContract } from './contract';
import { SqliteStore } from './sqlite';

const dirs: string[] = [];
afterAll(() => {
	for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

storeContract('SQLite', {
	async place() {
		const d = mkdtempSync(join(tmpdir(), 'cuecast-contract-'));
		dirs.push(d);
		return d;
	},
	async open(dir) {
		return new SqliteStore(dir, { synchronous: 'normal' });
	}
});
