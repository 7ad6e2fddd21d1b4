/**
 * A console following another console's strokes (its copy of the log, for scoring offline): after
 * each stroke it reads the match script. The baseline is the whole script, as every console read
 * it before `since`; beside it, in the same run on the same table, the read after the copy it
 * holds (`script {since}`): only the new stroke. Prints the reply's size and the read's round trip
 * (p50 / p99) at 100, 1,000 and 3,000 actions, with their ratios. Run by `npm run bench:server`
 * (after its other parts) or `npx tsx src/bench/server.bench.ts --script`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emitWithinLimit, kill9, login, open, pct, quick, sleep, startCuecast, streamAction } from './support';

interface Script {
	match: unknown;
	actions: unknown[];
	from?: number;
	digest?: string;
}

export async function scriptReads(): Promise<void> {
	const dataDir = mkdtempSync(join(tmpdir(), 'cuecast-script-'));
	const proc = await startCuecast(dataDir, 'normal');
	const token = await login(proc.port, proc.pin!);
	const scorer = await open(proc.port, token);
	const follower = await open(proc.port, token);
	await scorer.timeout(5000).emitWithAck('table:create', { id: 's', name: 'Script' });
	const started: any = await scorer.timeout(5000).emitWithAck('match:start', {
		table: 's',
		setup: { discipline: 'straight-pool', players: ['Anna Nowak', 'Piotr Kowalski'], pointsTo: 1000 },
		replaces: null
	});
	const matchId: number = started.state.match.id;
	let revision = 0;
	const act = async () => {
		const r = await emitWithinLimit<{ ok: boolean; reason?: string }>(scorer, 'act', { table: 's', match: matchId, revision, action: streamAction(revision) });
		if (!r.ok) throw new Error(`refused: ${r.reason}`);
		revision++;
	};
	/** One read: its round trip in ms and the reply's JSON size in bytes. */
	const read = async (payload: object): Promise<{ ms: number; bytes: number; script: Script }> => {
		const t0 = performance.now();
		const reply = await emitWithinLimit<{ ok: boolean; reason?: string; script: Script }>(follower, 'script', payload);
		const ms = performance.now() - t0;
		if (!reply.ok) throw new Error(`script refused: ${reply.reason}`);
		return { ms, bytes: Buffer.byteLength(JSON.stringify(reply)), script: reply.script };
	};

	const samples = quick ? 20 : 60;
	const rows: Record<string, Record<string, string>> = {};
	for (const at of [100, 1000, 3000]) {
		while (revision < at) await act();
		// what the follower read last: how many actions, and their digest
		let held = (await read({ table: 's' })).script;
		let count = held.actions.length;
		const whole: { ms: number; bytes: number }[] = [];
		const tail: { ms: number; bytes: number }[] = [];
		for (let i = 0; i < samples; i++) {
			await act();
			// the follower reads after each stroke; each way is read first half the time
			const since = { match: matchId, revision: count, digest: held.digest };
			const ways = [
				() => read({ table: 's' }).then((r) => whole.push(r)),
				() =>
					read({ table: 's', since }).then((r) => {
						if (r.script.from !== count || r.script.actions.length !== 1) throw new Error(`expected one action after ${count}, got ${r.script.actions.length} from ${r.script.from}`);
						tail.push(r);
						held = r.script;
						count += 1;
					})
			];
			if (i % 2) ways.reverse();
			for (const way of ways) await way();
			// an operator's heavy reads are 30 a second (socket.ts): stay under it
			await sleep(70);
		}
		const ms = (list: { ms: number }[]) => list.map((r) => r.ms).sort((a, b) => a - b);
		const [wholeMs, tailMs] = [ms(whole), ms(tail)];
		const bytes = (list: { bytes: number }[]) => pct(list.map((r) => r.bytes).sort((a, b) => a - b), 50);
		rows[`${at.toLocaleString('en')} actions`] = {
			'whole script, bytes': bytes(whole).toLocaleString('en'),
			'since, bytes': bytes(tail).toLocaleString('en'),
			'bytes ratio': `×${(bytes(whole) / bytes(tail)).toFixed(1)} fewer`,
			'whole p50 / p99 ms': `${pct(wholeMs, 50).toFixed(2)} / ${pct(wholeMs, 99).toFixed(2)}`,
			'since p50 / p99 ms': `${pct(tailMs, 50).toFixed(2)} / ${pct(tailMs, 99).toFixed(2)}`,
			'p50 ratio': `×${(pct(wholeMs, 50) / pct(tailMs, 50)).toFixed(1)} faster`
		};
	}
	console.log(`\nA console following another's strokes: the script read after each stroke (${samples} strokes at each size; whole = the baseline, as before \`since\`):`);
	console.table(rows);
	scorer.close();
	follower.close();
	await kill9(proc);
	rmSync(dataDir, { recursive: true, force: true });
}
