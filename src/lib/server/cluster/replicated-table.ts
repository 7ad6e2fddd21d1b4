/**
 * A table's authority as one node of several runs it: besides its own data path
 * (authority.ts), it follows what the other nodes stored, told by their messages
 * (cluster/follow.ts). What it learns reaches this node's listeners — screens, OBS on the
 * leading node — exactly as a local change would, and is never told back to the others.
 */
import { TableAuthority } from '../authority';
import type { LoadedTable } from '../store/types';

export class ReplicatedTable extends TableAuthority {
	/**
	 * Another node stored revision `revision` of match `match` (its message: cluster/follow.ts).
	 * The next revision is applied here as if it were local (this node's screens and OBS learn it);
	 * one already here is ignored; anything else (a gap, another match) reloads the table.
	 */
	followAction(m: { match: number; revision: number; action: unknown }): Promise<void> {
		return this.serial(async () => {
			const here = this.head();
			if (here.match === m.match && m.revision <= here.revision) return;
			if (here.match !== m.match || !this.match || this.error || m.revision !== here.revision + 1) return void (await this.catchUp());
			const breakWasDue = this.breakDue();
			const result = this.engine.apply(this.match, m.action);
			if (!result.ok || result.match.revision !== m.revision) return void (await this.catchUp());
			this.accepted(m.action, result, breakWasDue).publish();
		});
	}

	/** The table changed on another node in a way only the store tells (a new match, a gap). */
	follow(): Promise<boolean> {
		return this.serial(() => this.catchUp());
	}

	/** Another node set the shot clock: the same clock here. */
	followClock(saved: unknown): Promise<void> {
		return this.serial(() => {
			this.clock.restore(saved, this.clockMatch(), this.match?.revision ?? null);
			this.armClock();
			this.emit('state', this.state());
		});
	}

	/** The leading node's clock ran out: every screen of this node learns it too. */
	followExpiry(player: number | undefined): Promise<void> {
		return this.serial(() => {
			if (!this.clock.expire(true)) return;
			this.emit('state', this.state([{ type: 'shot-clock-expired', ...(player !== undefined ? { player } : {}) }]));
		});
	}


	/**
	 * Catches up with the store and tells this node's listeners. Runs inside the serial queue.
	 * False: the table is gone or the store failed.
	 */
	protected override async catchUp(): Promise<boolean> {
		// Same match, a few revisions behind (the usual case: a lost race, a missed message):
		// only the actions after ours are read, and applied as if they had been sent here.
		if (this.record && this.match && !this.error) {
			let tail;
			try {
				tail = await this.store.tail(this.id, this.record.id, this.match.revision);
			} catch (err) {
				console.warn(`cuecast: table ${this.id} could not catch up: ${(err as Error).message}`);
				return false;
			}
			if (tail.current === undefined) return false;
			if (tail.current === this.record.id && this.applyTail(tail.actions)) return true;
		}
		return this.reload();
	}

	/** Applies stored actions after the current revision; false when one does not apply (reload). */
	private applyTail(actions: unknown[]): boolean {
		for (const action of actions) {
			const breakWasDue = this.breakDue();
			const result = this.engine.apply(this.match!, action);
			if (!result.ok) return false;
			this.accepted(action, result, breakWasDue).publish();
		}
		return true;
	}

	/** Reloads the whole table from the store (a new match, or a log this node cannot follow): a full state and a new stroke list. */
	private async reload(): Promise<boolean> {
		let loaded: LoadedTable | null;
		try {
			loaded = await this.store.load(this.id);
		} catch (err) {
			console.warn(`cuecast: table ${this.id} could not be reloaded: ${(err as Error).message}`);
			return false;
		}
		if (!loaded) return false;
		this.load(loaded);
		this.armClock();
		const history = this.historyView();
		this.emit('state', this.state());
		this.emit('history', { table: this.id, match: history.match, revision: history.revision, drop: 0, add: history.entries, reset: true });
		return true;
	}
}
