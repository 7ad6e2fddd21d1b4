/**
 * The one log runner (runner.ts) against a log kept in memory, with another writer that can win a
 * revision: what a table and a competition rely on.
 */
import { describe, expect, it } from 'vitest';
import { LogRunner, Mailbox, RETRIES, type LogCommand, type LogOutcome, type PriorRequest } from './runner';

class Conflict extends Error {}

/** A counter log: the state is its entries; another writer may append first. */
function memoryLog() {
	const stored: { entry: number; request?: string }[] = [];
	let held = 0; // what this node has applied
	let stealNext = 0; // revisions another writer takes before our next appends
	let broken: Error | null = null;
	const port = {
		current: () => held,
		async append(state: number, entry: number, request?: string) {
			await Promise.resolve();
			if (broken) throw broken;
			if (stealNext > 0) {
				stealNext--;
				stored.push({ entry: 100 + stored.length });
			}
			if (stored.length !== state) throw new Conflict(`revision ${state + 1} is taken`);
			stored.push({ entry, request });
		},
		isConflict: (err: unknown) => err instanceof Conflict,
		async catchUp() {
			const newer = stored.length > held;
			held = stored.length;
			return newer;
		},
		async findRequest(request: string): Promise<PriorRequest | null> {
			const i = stored.findIndex((s) => s.request === request);
			return i < 0 ? null : { revision: i + 1, entry: stored[i]!.entry, log: 'counter' };
		}
	};
	return {
		port,
		stored,
		held: () => held,
		steal: (n: number) => (stealNext = n),
		breakStore: (err: Error) => (broken = err),
		apply: () => (held += 1)
	};
}

type Reply = { ok: true; revision: number } | { ok: false; code: string; revision: number; repeated?: true };
const out = (reply: Reply): LogOutcome<Reply> => ({ reply, publish: () => {} });

function command(log: ReturnType<typeof memoryLog>, entry: number, opts: { sent?: number; request?: string; refuse?: boolean; published?: number[] } = {}): LogCommand<number, number, Reply> {
	return {
		pinned: opts.sent !== undefined,
		request: opts.request,
		decide: (state) => {
			if (opts.sent !== undefined && opts.sent !== state) return { refuse: out({ ok: false, code: 'stale', revision: state }) };
			if (opts.refuse) return { refuse: out({ ok: false, code: 'rules', revision: state }) };
			return {
				entry,
				commit: () => {
					log.apply();
					return { reply: { ok: true, revision: log.held() }, publish: () => opts.published?.push(log.held()) };
				}
			};
		},
		repeated: (prior) => out({ ok: false, code: 'repeated', revision: prior.revision, repeated: true }),
		stale: (state) => out({ ok: false, code: 'stale', revision: state }),
		notStored: (err, state) => out({ ok: false, code: `not-stored: ${(err as Error).message}`, revision: state })
	};
}

describe('the log runner', () => {
	it('appends durably before it commits, and leaves publishing to the caller (ack first)', async () => {
		const log = memoryLog();
		const runner = new LogRunner(log.port);
		const published: number[] = [];
		const outcome = await runner.submit(command(log, 7, { sent: 0, published }));
		expect(outcome.reply).toEqual({ ok: true, revision: 1 });
		expect(log.stored).toEqual([{ entry: 7, request: undefined }]);
		expect(published).toEqual([]);
		outcome.publish();
		expect(published).toEqual([1]);
	});

	it('runs one command at a time, in the order given', async () => {
		const log = memoryLog();
		const runner = new LogRunner(log.port);
		const replies = await Promise.all([1, 2, 3, 4, 5].map((n, i) => runner.submit(command(log, n, { sent: i }))));
		expect(replies.map((o) => o.reply)).toEqual([1, 2, 3, 4, 5].map((revision) => ({ ok: true, revision })));
		expect(log.stored.map((s) => s.entry)).toEqual([1, 2, 3, 4, 5]);
	});

	it('refuses a stale revision and what the reducer refuses, and stores nothing', async () => {
		const log = memoryLog();
		const runner = new LogRunner(log.port);
		expect((await runner.submit(command(log, 1, { sent: 3 }))).reply).toEqual({ ok: false, code: 'stale', revision: 0 });
		expect((await runner.submit(command(log, 1, { refuse: true }))).reply).toEqual({ ok: false, code: 'rules', revision: 0 });
		expect(log.stored).toEqual([]);
	});

	it('answers a repeated idempotency key with its revision and applies nothing twice', async () => {
		const log = memoryLog();
		const runner = new LogRunner(log.port);
		await runner.submit(command(log, 5, { request: 'key-1' }));
		const again = await runner.submit(command(log, 5, { request: 'key-1' }));
		expect(again.reply).toEqual({ ok: false, code: 'repeated', revision: 1, repeated: true });
		expect(log.stored).toHaveLength(1);
	});

	it('a command pinned to a revision that another writer took is stale, with the state caught up', async () => {
		const log = memoryLog();
		const runner = new LogRunner(log.port);
		log.steal(1);
		const outcome = await runner.submit(command(log, 9, { sent: 0 }));
		expect(outcome.reply).toEqual({ ok: false, code: 'stale', revision: 1 });
		expect(log.stored.map((s) => s.entry)).toEqual([100]);
		expect(log.held()).toBe(1);
	});

	it('a command at the head is decided again at the new head, at most RETRIES more times', async () => {
		const log = memoryLog();
		const runner = new LogRunner(log.port);
		log.steal(2);
		expect((await runner.submit(command(log, 9))).reply).toEqual({ ok: true, revision: 3 });
		log.steal(RETRIES + 1);
		const lost = await runner.submit(command(log, 8));
		expect(lost.reply).toMatchObject({ ok: false, code: 'stale' });
		expect(log.stored.filter((s) => s.entry === 8)).toEqual([]);
	});

	it('a broken store refuses the command and changes nothing; the next command runs', async () => {
		const log = memoryLog();
		const runner = new LogRunner(log.port);
		log.breakStore(new Error('disk full'));
		expect((await runner.submit(command(log, 1))).reply).toEqual({ ok: false, code: 'not-stored: disk full', revision: 0 });
		expect(log.held()).toBe(0);
	});

	it('keeps going after a job that threw', async () => {
		const mailbox = new Mailbox();
		const failed = mailbox.serial(() => {
			throw new Error('boom');
		});
		await expect(failed).rejects.toThrow('boom');
		expect(await mailbox.serial(() => 42)).toBe(42);
	});

	it('counts the jobs not finished yet, so an idle mailbox can be dropped', async () => {
		const mailbox = new Mailbox();
		let release!: () => void;
		const gate = new Promise<void>((r) => (release = r));
		const first = mailbox.serial(() => gate);
		const second = mailbox.serial(() => 2);
		expect(mailbox.pending).toBe(2);
		release();
		await first;
		expect(await second).toBe(2);
		await mailbox.idle();
		expect(mailbox.pending).toBe(0);
	});
});
