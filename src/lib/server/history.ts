/**
 * The stroke list of a table's current match, kept by its authority: one entry per effective
 * (not undone) action, maintained as actions, undos and redos are applied — so no client
 * re-implements undo/redo and no request reads the store. Also the whole action log (undo and
 * redo included), which is the match script's `actions`.
 */
import type { HistoryEntry } from '../protocol';
import { unknownStroke, type StrokeDetails } from '../view/stroke';

type WireAction = HistoryEntry['action'];

/** What a snapshot keeps of a history (snapshot.ts packs it). */
export interface SavedHistory {
	log: unknown[];
	entries: HistoryEntry[];
	/** Undone entries, the next redo last. */
	undone: HistoryEntry[];
}

/** The details of each action of a log (a replay with the engine's summaries: view/stroke.ts). */
export type DetailsOf = (log: readonly unknown[]) => StrokeDetails[];

export class MatchHistory {
	private entries: HistoryEntry[] = [];
	private undone: HistoryEntry[] = [];
	private log: unknown[] = [];
	/** Set while the entries are not built yet (see `unresolved`). */
	private detailsOf: DetailsOf | null = null;

	/** An empty history, or one a snapshot kept. */
	constructor(saved?: SavedHistory) {
		if (!saved) return;
		this.log = [...saved.log];
		this.entries = [...saved.entries];
		this.undone = [...saved.undone];
	}

	/**
	 * A history of a log replayed without summaries (a start-up without a snapshot): the entries
	 * are built when first needed, so the start-up replay stays as fast as the engine alone.
	 */
	static unresolved(log: readonly unknown[], detailsOf: DetailsOf): MatchHistory {
		const history = new MatchHistory();
		history.log = [...log];
		history.detailsOf = detailsOf;
		return history;
	}

	private resolve(): void {
		const detailsOf = this.detailsOf;
		if (!detailsOf) return;
		this.detailsOf = null;
		const log = this.log;
		const details = detailsOf(log);
		this.log = [];
		log.forEach((action, i) => this.apply(action, i + 1, details[i] ?? unknownStroke()));
	}

	/** Stored actions so far (the match revision). */
	get revision(): number {
		return this.log.length;
	}

	/**
	 * Records an accepted action as `revision` (the next one), with what it was (view/stroke.ts).
	 * Returns the change to the entries: drop `drop` from the end, then append `add`.
	 */
	apply(action: unknown, revision: number, details: StrokeDetails): { drop: number; add: HistoryEntry[] } {
		this.resolve();
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
		const entry: HistoryEntry = { n: this.entries.length + 1, revision, action: action as WireAction, ...details };
		this.entries.push(entry);
		return { drop: 0, add: [entry] };
	}

	/** The entries, oldest first (a copy). */
	list(): HistoryEntry[] {
		this.resolve();
		return this.entries.slice();
	}

	/** Every stored action, oldest first (a copy). */
	actions(): unknown[] {
		return this.log.slice();
	}

	save(): SavedHistory {
		this.resolve();
		return { log: this.log, entries: this.entries, undone: this.undone };
	}
}
