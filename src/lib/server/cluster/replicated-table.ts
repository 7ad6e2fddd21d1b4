/**
 * A table's authority as one node of several runs it: besides its own data path
 * (authority.ts), it follows what the other nodes stored, told by their messages
 * (cluster/follow.ts). What it learns reaches this node's listeners — screens, OBS on the
 * leading node — exactly as a local change would, and is never told back to the others.
 */
import { TableAuthority } from '../authority';
import type { TableFactory } from '../venue';

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

	/** Another node set the shot clock (or started the game clock): the same clocks here. */
	followClock(saved: unknown): Promise<void> {
		return this.serial(() => {
			this.restoreClocks(saved);
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
}

/** Tables of a node that is one of several (cluster/index.ts): each follows the others' changes. */
export const replicatedTable: TableFactory = (t) => new ReplicatedTable(t.id, t.name, t.engine, t.store, t.emit, t.duties);
