import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { tgz } from './tar';

const dir = mkdtempSync(join(tmpdir(), 'cuecast-tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tgz', () => {
	const big = Buffer.alloc(1300, 'x');
	const archive = tgz([{ name: 'pkg/' }, { name: 'pkg/a.txt', data: Buffer.from('hello') }, { name: 'pkg/sub/b.bin', data: big }]);

	it('starts with the root folder, then the files, each header with a valid checksum', () => {
		const raw = gunzipSync(archive);
		const names: string[] = [];
		for (let off = 0; off + 512 <= raw.length; ) {
			const h = raw.subarray(off, off + 512);
			if (h.every((b) => b === 0)) break;
			const name = h.subarray(0, 100).toString().replace(/\0.*$/s, '');
			const size = parseInt(h.subarray(124, 136).toString(), 8);
			const sum = parseInt(h.subarray(148, 156).toString(), 8);
			let calc = 0;
			for (let i = 0; i < 512; i++) calc += i >= 148 && i < 156 ? 32 : h[i];
			expect(sum, name).toBe(calc);
			names.push(`${name}:${String.fromCharCode(h[156])}:${size}`);
			off += 512 + Math.ceil(size / 512) * 512;
		}
		expect(names).toEqual(['pkg/:5:0', 'pkg/a.txt:0:5', 'pkg/sub/b.bin:0:1300']);
	});

	it('is read by the system’s tar', () => {
		const file = join(dir, 'x.tgz');
		writeFileSync(file, archive);
		expect(execFileSync('tar', ['-tzf', file]).toString().trim().split('\n')).toEqual(['pkg/', 'pkg/a.txt', 'pkg/sub/b.bin']);
		execFileSync('tar', ['-xzf', file, '-C', dir]);
		expect(readFileSync(join(dir, 'pkg', 'a.txt'), 'utf8')).toBe('hello');
		expect(readFileSync(join(dir, 'pkg', 'sub', 'b.bin')).equals(big)).toBe(true);
	});

	it('gives the same bytes for the same files', () => {
		expect(tgz([{ name: 'pkg/' }]).equals(tgz([{ name: 'pkg/' }]))).toBe(true);
	});

	it('refuses a name ustar cannot hold', () => {
		expect(() => tgz([{ name: `pkg/${'x'.repeat(100)}` }])).toThrow(/longer than 100/);
	});
});
