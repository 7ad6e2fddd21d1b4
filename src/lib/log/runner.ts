/**
 * The one log runner: the aggregate every durable log of cuecast runs on — a table's match
 * (src/lib/server/authority.ts), a competition (src/lib/server/competitions/service.ts) — and,
 * next, the browser's console that keeps scoring offline. Its data path, for every command:
 *
 *   mailbox → state → broken? → idempotent? → decide (stale? the reducer) → append (durable)
 *   → commit → the caller acks the reply, then publishes.
 *
 * On an append conflict (another node stored that revision first) it catches up and decides
 * again at the new head when the command allows it (sent at the head, or idempotent), else it
 * refuses the command as stale with what the log now holds.
 *
 * The runner knows no table, match, competition or wire: the state, the entries, the replies and
 * the store come in through `LogPort` and each `LogCommand`. It uses no Node API (only promises),
 * so the browser runs it too.
 */

/** A reply and what to tell everyone else once the sender has it (ack first, then publish). */
export interface LogOutcome<Reply> {
	reply: Reply;
	publish(): void;
}

/** What a command decided: an entry to append and what follows once it is stored, or a refusal. */
export type Decision<Entry, Reply> =
	| { refuse: LogOutcome<Reply> }
	| {
			entry: Entry;
			/** After the durable append: make the new state current, return the reply and the publication. */
			commit(): Promise<LogOutcome<Reply>> | LogOutcome<Reply>;
	  };

/** An idempotency key already stored: where it went. */
export interface PriorRequest {
	revision: number;
	entry: unknown;
	/** Which log it went to (a key names one command across logs). */
	log: string;
}

/** The log as a runner sees it: its state in memory, its durable store, its catch-up. */
export interface LogPort<State, Entry> {
	/** The state commands are decided against (a node may read what other nodes appended first). */
	current(): Promise<State> | State;
	/** Stores `entry` as the next revision after `state`, durably, before it resolves. Rejects with a conflict when another writer took that revision. */
	append(state: State, entry: Entry, request?: string): Promise<void>;
	/** The rejection of `append` is a lost race for the revision (not a broken store). */
	isConflict(err: unknown): boolean;
	/** Brings the state up to what the store holds after a conflict; false when it found nothing newer (or could not read). */
	catchUp(): Promise<boolean>;
	/** The stored command an idempotency key names, if any. */
	findRequest?(request: string): Promise<PriorRequest | null>;
}

export interface LogCommand<State, Entry, Reply> {
	/** An idempotency key: a command already stored under it is answered again, never applied twice. */
	request?: string;
	/** The command is pinned to a revision (it was made against one): after a lost race it is stale, not retried. Unpinned commands are decided again at the new head. */
	pinned: boolean;
	/** Refuses before anything else, the idempotency lookup included: the log cannot take commands (it is broken, or gone). */
	check?(state: State): LogOutcome<Reply> | null;
	/** The revision check and the reducer: what to append, or why not (a stale revision, the rules' refusal). */
	decide(state: State): Promise<Decision<Entry, Reply>> | Decision<Entry, Reply>;
	/** The answer to a repeated idempotency key (the same command again, or the key reused for another). */
	repeated?(prior: PriorRequest, state: State): LogOutcome<Reply>;
	/** The refusal after a lost race the command may not retry, with what the log now holds. */
	stale(state: State): LogOutcome<Reply>;
	/** The refusal when the store could not keep the entry (nothing changed, or it may have: the store says which). */
	notStored(err: unknown, state: State): LogOutcome<Reply>;
}

/** How many times a command unpinned from a revision is decided again after losing a race. */
export const RETRIES = 3;

/** Runs `fn` after every earlier job given to it has finished, failed or not: one log, one writer at a time. */
export class Mailbox {
	private tail: Promise<unknown> = Promise.resolve();
	private waiting = 0;

	serial<T>(fn: () => Promise<T> | T): Promise<T> {
		const run = this.tail.then(fn, fn);
		this.waiting++;
		this.tail = run.then(
			() => void this.waiting--,
			() => void this.waiting--
		);
		return run;
	}

	/** Jobs given and not finished yet (0: the mailbox may be dropped; nothing more will run in it). */
	get pending(): number {
		return this.waiting;
	}

	/** Resolves once the jobs given so far have finished. */
	idle(): Promise<void> {
		return this.tail.then(() => undefined);
	}
}

export class LogRunner<State, Entry> {
	readonly mailbox = new Mailbox();

	constructor(private readonly port: LogPort<State, Entry>) {}

	/** Runs any other work on this log (a new match, a setting) in its turn, after every earlier command. */
	serial<T>(fn: () => Promise<T> | T): Promise<T> {
		return this.mailbox.serial(fn);
	}

	/** One command through the data path, in its turn. */
	submit<Reply>(command: LogCommand<State, Entry, Reply>): Promise<LogOutcome<Reply>> {
		return this.serial(() => this.run(command));
	}

	private async run<Reply>(command: LogCommand<State, Entry, Reply>): Promise<LogOutcome<Reply>> {
		const { port } = this;
		for (let attempt = 0; ; attempt++) {
			const state = await port.current();
			const early = command.check?.(state);
			if (early) return early;
			if (command.request && port.findRequest && command.repeated) {
				const prior = await port.findRequest(command.request);
				if (prior) return command.repeated(prior, state);
			}
			const decided = await command.decide(state);
			if ('refuse' in decided) return decided.refuse;
			try {
				await port.append(state, decided.entry, command.request);
			} catch (err) {
				if (!port.isConflict(err)) return command.notStored(err, state);
				// Another writer stored this revision (or this request) first: catch up, then
				// decide again at the new head, find the request stored, or refuse as stale.
				const newer = await port.catchUp();
				if (!newer && !command.request) return command.notStored(err, state);
				if ((!command.pinned || command.request) && attempt < RETRIES) continue;
				return command.stale(await port.current());
			}
			return decided.commit();
		}
	}
}
