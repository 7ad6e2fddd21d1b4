/**
 * The stroke list of a match: one entry per effective (not undone) action, a pure fold over the
 * log beside the engine — each action with the stroke the engine gave it (stroke.ts), undo taking
 * the last entry back and redo restoring it — so no client re-implements undo/redo. A table's
 * authority keeps one as actions are applied (no request reads the store); a record folds a
 * stored log. Also the whole action log (undo and redo included), the match script's `actions`.
 */
import type { Match } from './match';
import type { MatchEvent } from './types';
import type { Summary } from './summary';
import { unknownStroke, type StrokeDetails } from './stroke';

/**
 * One effective (not undone) action of the current match, oldest first: `n` counts from 1,
 * `revision` is the log revision that made it effective (its own, or the redo's that brought it
 * back), `player` the player at the table before it (the summary's `turn`; null: nobody).
 * (docs/protocol.md: the wire's stroke list, src/lib/protocol.)
 */
export interface HistoryEntry extends StrokeDetails {
	n: number;
	revision: number;
	action: { t: string; [k: string]: unknown };
}

type WireAction = HistoryEntry['action'];

/** What a snapshot keeps of a history (snapshot.ts packs it). */
export interface SavedHistory {
	log: unknown[];
	entries: HistoryEntry[];
	/** Undone entries, the next redo last. */
	undone: HistoryEntry[];
}

/** The details of each action of a log (`replayDetails`). */
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
	 * Records an accepted action as `revision` (the next one), with what it was (the engine's stroke).
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

	/**
	 * The events of the log's last action when it was a stroke of its own (not an undo or a redo,
	 * whose events no entry keeps); null otherwise. What a snapshot still knows of the last action.
	 */
	lastEvents(): MatchEvent[] | null {
		this.resolve();
		const action = this.log.at(-1) as { t?: unknown } | undefined;
		const entry = this.entries.at(-1);
		if (!action || action.t === 'undo' || action.t === 'redo' || !entry || entry.revision !== this.log.length) return null;
		return entry.events;
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

/** The engine calls a replay needs (the server's engine seam, src/lib/server/engine.ts). */
export interface ReplayEngine {
	create(setup: unknown): { ok: true; match: Match } | { ok: false };
	apply(match: Match, action: unknown): { ok: true; match: Match; events: MatchEvent[]; readonly stroke: StrokeDetails } | { ok: false };
	summarize(match: Match): Summary;
}

/**
 * The details of every action of a log replayed from its set-up (undo and redo, and actions
 * after a refusal, get unknownStroke): how an authority builds its stroke list from a stored log.
 */
export function replayDetails(engine: ReplayEngine, setup: unknown, log: readonly unknown[]): StrokeDetails[] {
	const created = engine.create(setup);
	if (!created.ok) return log.map(unknownStroke);
	let match = created.match;
	let broken = false;
	return log.map((raw) => {
		if (broken) return unknownStroke();
		const step = engine.apply(match, raw);
		if (!step.ok) {
			broken = true;
			return unknownStroke();
		}
		match = step.match;
		return step.stroke;
	});
}
