/**
 * Keeps the records' results table (RecordStore.saveResult) up to date off the scoring path: a
 * venue listener that, after a change this node stored (`stored`: only the node that made the
 * change writes, not every node following it), notices a match that went from live to finished
 * or back (an undo after the end), a match replaced by a new one, or a table removed, then loads
 * that match from the store, builds its record through the engine (records/record.ts) and saves
 * its result. The work runs after the acknowledgement, one match at a time in a queue; a failure
 * is logged and never reaches the scorer. At start it also catches up on ended matches with no
 * result (a venue upgraded from an older schema), a few at a time.
 */
import type { Venue } from '../venue';
import type { Outgoing } from '../cluster/messages';
import { Mailbox } from '../../log/runner';
import type { RecordStore, TableStore } from '../store/types';
import type { ReplayEngine } from '../../engine/history';
import { buildRecord } from '../../records/record';
import { resultOf } from '../../records/result';

export interface ResultsWriter {
	/** Resolves when every queued write is done (tests, shutdown). */
	idle(): Promise<void>;
	close(): void;
}

/** Matches worked out per batch of the start-up catch-up (each batch waits for the queue). */
const CATCH_UP_BATCH = 20;

export function writeResults(venue: Venue, tables: TableStore, records: RecordStore, engine: ReplayEngine, log = console.warn): ResultsWriter {
	const queue = new ResultQueue(tables, records, engine, log);
	const unlisten = venue.listen({ stored: endsOf(venue, (match) => queue.write(match)) });
	const started = setTimeout(() => void queue.catchUp(), 1000);
	started.unref();
	return {
		idle: () => queue.idle(),
		close() {
			queue.close();
			clearTimeout(started);
			unlisten();
		}
	};
}

/**
 * Which stored changes end or un-end a match (`write` is told its id): a match finished or
 * un-finished by an undo, replaced on its table (it ended as it stood), or on a removed table.
 */
function endsOf(venue: Venue, write: (match: number) => void): (change: Outgoing) => void {
	/** Per table: the match it is on and whether that match was finished, as last seen. */
	const seen = new Map<string, { match: number; finished: boolean }>();
	const look = (table: string) => {
		const m = venue.tableState(table)?.match;
		return m ? { match: m.id, finished: m.summary.status === 'finished' } : null;
	};
	for (const s of venue.allStates()) {
		const now = look(s.table.id);
		if (now) seen.set(s.table.id, now);
	}
	return (change) => {
		if (change.kind === 'action' || change.kind === 'match') {
			const before = seen.get(change.table);
			const now = look(change.table);
			if (now) seen.set(change.table, now);
			else seen.delete(change.table);
			if (before && before.match !== now?.match) write(before.match); // replaced: it ended as it stood
			if (now && (before?.match === now.match ? before.finished !== now.finished : now.finished)) write(now.match);
		} else if (change.kind === 'venue') {
			// a removed table ends its match
			for (const [table, was] of seen) {
				if (!venue.has(table)) {
					seen.delete(table);
					write(was.match);
				}
			}
		}
	};
}

/** Results worked out one match at a time, each after the action that caused it was acknowledged and broadcast. */
class ResultQueue {
	private readonly mailbox = new Mailbox();
	private readonly pending = new Set<number>();
	/** Matches whose result could not be saved (the catch-up does not retry them forever). */
	private readonly failed = new Set<number>();
	private closed = false;

	constructor(
		private readonly tables: TableStore,
		private readonly records: RecordStore,
		private readonly engine: ReplayEngine,
		private readonly log: (line: string) => void
	) {}

	write(matchId: number): void {
		if (this.pending.has(matchId) || this.closed) return;
		this.pending.add(matchId);
		// setImmediate: after the acknowledgement and the broadcast of the action that caused it
		void this.mailbox.serial(() => new Promise<void>((resolve) => setImmediate(() => void this.save(matchId).finally(resolve))));
	}

	private async save(matchId: number): Promise<void> {
		this.pending.delete(matchId);
		try {
			const stored = await this.tables.loadMatch(matchId);
			// the actions' times: a finished match ended at its deciding action
			if (stored) await this.records.saveResult(matchId, resultOf(buildRecord(this.engine, { ...stored, actionTimes: await this.records.actionTimes(matchId) })));
			else this.failed.add(matchId);
		} catch (err) {
			this.failed.add(matchId);
			this.log(`cuecast: the result of match ${matchId} was not saved: ${(err as Error).message}`);
		}
	}

	/** The results of older matches that have none (a crash, an older version), a batch at a time. */
	async catchUp(): Promise<void> {
		while (!this.closed) {
			let ids: number[];
			try {
				ids = (await this.records.unresolved(CATCH_UP_BATCH + this.failed.size)).filter((id) => !this.failed.has(id));
			} catch (err) {
				this.log(`cuecast: the results of older matches were not worked out: ${(err as Error).message}`);
				return;
			}
			if (ids.length === 0) return;
			for (const id of ids) this.write(id);
			await this.mailbox.idle();
		}
	}

	idle(): Promise<void> {
		return this.mailbox.idle();
	}

	close(): void {
		this.closed = true;
	}
}
