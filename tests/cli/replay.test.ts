import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dirs';

/** Runs `cuecast` the way a user does: a real process, real stdin, stdout and exit code. */
function cuecast(args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
	const bin = resolve('src/cli/cuecast.js');
	return new Promise((done) => {
		const child = execFile(process.execPath, [bin, ...args], { timeout: 15_000 }, (error, stdout, stderr) => {
			const code = error ? ((error as { code?: number }).code ?? 1) : 0;
			done({ code: typeof code === 'number' ? code : 1, stdout, stderr });
		});
		if (stdin !== undefined) child.stdin!.end(stdin);
		else child.stdin!.end();
	});
}

const dir = tempDir('cuecast-cli-');
const file = (name: string, body: unknown): string => {
	const path = join(dir, name);
	writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
	return path;
};

const nineBall = {
	match: { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 5, breakRule: 'alternate', firstBreaker: 0 },
	actions: [{ t: 'shot', potted: [1, 4], rails: 5 }, { t: 'shot' }]
};

describe('npx cuecast replay', () => {
	it('prints the summary of the spec example as one JSON line and exits 0', async () => {
		const { code, stdout, stderr } = await cuecast(['replay', file('spec.json', nineBall)]);
		expect(code).toBe(0);
		expect(stderr).toBe('');
		expect(stdout.trim().split('\n')).toHaveLength(1);
		const summary = JSON.parse(stdout);
		expect(summary).toMatchObject({
			discipline: 'nine-ball',
			status: 'in-progress',
			winner: null,
			draw: false,
			turn: 1,
			pending: null,
			rack: { number: 1, breaker: 0, onTable: [2, 3, 5, 6, 7, 8, 9], ballInHand: null, openTable: null, groups: null }
		});
		expect(summary.players[0]).toMatchObject({ name: 'Anna Nowak', score: 0, innings: 1, fouls: 0 });
		expect(summary.players[1]).toMatchObject({ name: 'Piotr Kowalski', innings: 0 });
	});

	it('runs the example the README gives, as written', async () => {
		const examples = [...readFileSync('README.md', 'utf8').matchAll(/npx cuecast replay (\S+\.json)/g)].map((m) => m[1]!);
		expect(examples.length).toBeGreaterThan(0);
		for (const path of examples) {
			const r = await cuecast(['replay', path]);
			expect(r.stderr, path).toBe('');
			expect(r.code).toBe(0);
			expect(JSON.parse(r.stdout)).toHaveProperty('status');
		}
	});

	it('reads the script from standard input with -', async () => {
		const { code, stdout } = await cuecast(['replay', '-'], JSON.stringify(nineBall));
		expect(code).toBe(0);
		expect(JSON.parse(stdout).turn).toBe(1);
	});

	it('refuses a script that is not JSON: exit 2, one line starting with "match:"', async () => {
		const { code, stdout, stderr } = await cuecast(['replay', file('bad.json', '{"match": ')]);
		expect(code).toBe(2);
		expect(stdout).toBe('');
		expect(stderr.trimEnd().split('\n')).toHaveLength(1);
		expect(stderr).toMatch(/^match: not valid JSON/);
	});

	it.each([
		[{ match: { discipline: 'blackball', players: ['a', 'b'] }, actions: [] }, /^match: unknown discipline "blackball"$/],
		[{ match: { discipline: 'nine-ball', players: ['a', 'b'] }, actions: [] }, /^match: raceTo is required$/],
		[{ match: { discipline: 'nine-ball', players: ['a', 'b'], raceTo: 'five' }, actions: [] }, /^match: raceTo: /],
		[{ match: { discipline: 'nine-ball', players: ['a', 'b'], raceTo: 0 }, actions: [] }, /^match: raceTo: /],
		[{ match: { discipline: 'eight-ball', players: ['a'], raceTo: 3 }, actions: [] }, /^match: players: /],
		[{ match: { discipline: 'eight-ball', players: ['a', 'b'], raceTo: 3, raceto: 4 }, actions: [] }, /^match: unknown key "raceto"$/],
		[{ actions: [] }, /^match: match/]
	])('refuses an invalid match with exit 2 and a "match:" line (%#)', async (script, pattern) => {
		const { code, stdout, stderr } = await cuecast(['replay', '-'], JSON.stringify(script));
		expect(code).toBe(2);
		expect(stdout).toBe('');
		expect(stderr.trimEnd()).toMatch(pattern);
		expect(stderr.trimEnd().split('\n')).toHaveLength(1);
	});

	it('names the index, type and reason of an action the state does not allow, and prints no summary', async () => {
		const script = {
			...nineBall,
			actions: [...nineBall.actions, { t: 'shot', potted: [12] }]
		};
		const { code, stdout, stderr } = await cuecast(['replay', '-'], JSON.stringify(script));
		expect(code).toBe(2);
		expect(stdout).toBe('');
		expect(stderr.trimEnd()).toBe('action 2 (shot): ball 12 is not on the table');
	});

	it.each([
		[{ t: 'shot', potted: [2], spin: 'left' }, /^action 0 \(shot\): unknown key "spin"$/],
		[{ t: 'shot', potted: '2' }, /^action 0 \(shot\): potted: expected array/],
		[{ t: 'dance' }, /^action 0 \(dance\): nine-ball has no action "dance"$/],
		[{ t: 'choose', option: 'pass' }, /^action 0 \(choose\): there is no choice to make now$/],
		[{ t: 'undo' }, /^action 0 \(undo\): nothing to undo$/],
		['shot', /^action 0 \(\?\): an action must be an object$/]
	])('refuses a malformed or illegal first action (%#)', async (action, pattern) => {
		const script = { match: nineBall.match, actions: [action] };
		const { code, stderr } = await cuecast(['replay', '-'], JSON.stringify(script));
		expect(code).toBe(2);
		expect(stderr.trimEnd()).toMatch(pattern);
	});

	it('reports a missing file without a stack trace', async () => {
		const { code, stderr } = await cuecast(['replay', join(dir, 'nope.json')]);
		expect(code).toBe(2);
		expect(stderr.trimEnd()).toBe(`match: cannot read ${join(dir, 'nope.json')}: ENOENT`);
	});

	it('explains its usage for an unknown command', async () => {
		const { code, stderr } = await cuecast(['rewind']);
		expect(code).toBe(64);
		expect(stderr).toMatch(/unknown command "rewind"/);
	});
});
