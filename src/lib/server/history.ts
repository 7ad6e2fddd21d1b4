/**
 * The stroke list of a table's current match, kept by its authority: one entry per effective
 * (not undone) action, maintained as actions, undos and redos are applied — so no client
 * re-implements undo/redo and no request reads the store. Also the whole action log (undo and
 * redo included), which is the match script's `actions`.
 */
import type { HistoryEntry } from '../protocol';

type WireAction = HistoryEntry['action'];

/** What a snapshot keeps of a history (snapshot.ts packs it). */
export interface SavedHistory {
	log: unknown[];
	entries: HistoryEntry[];
	/** Undone entries, the next redo last. */
	undone: HistoryEntry[];
}

export class MatchHistory {
	private entries: HistoryEntry[] = [];
	private undone: HistoryEntry[] = [];
	private log: unknown[] = [];

	/** An empty history, or one a snapshot kept. */
	constructor(saved?: SavedHistory) {
		if (!saved) return;
		this.log = [...saved.log];
		this.entries = [...saved.entries];
		this.undone = [...saved.undone];
	}

	/** Stored actions so far (the match revision). */
	get revision(): number {
		return this.log.length;
	}

	/**
	 * Records an accepted action as `revision` (the next one): `player` was at the table before
	 * it. Returns the change to the entries: drop `drop` from the end, then append `add`.
	 */
	apply(action: unknown, revision: number, player: number | null): { drop: number; add: HistoryEntry[] } {
		this.log.push(action);
		const t = (action as { t?: unknown }).t;
		if (t === 'undo') {
			const last = this.entries.pop();
			if (!last) return { drop: 0, add: [] };
			this.undone.push(last);
			return { drop: 1, add: [] };
		}
		if (t === 'redo') {
			const back = this.undone.pop();
			if (!back) return { drop: 0, add: [] };
			const entry = { ...back, revision };
			this.entries.push(entry);
			return { drop: 0, add: [entry] };
		}
		this.undone = [];
		const entry: HistoryEntry = { n: this.entries.length + 1, revision, player, action: action as WireAction };
		this.entries.push(entry);
		return { drop: 0, add: [entry] };
	}

	/** The entries, oldest first (a copy). */
	list(): HistoryEntry[] {
		return this.entries.slice();
	}

	/** Every stored action, oldest first (a copy). */
	actions(): unknown[] {
		return this.log.slice();
	}

	save(): SavedHistory {
		return { log: this.log, entries: this.entries, undone: this.undone };
	}
}
