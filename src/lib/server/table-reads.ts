/**
 * What viewers read of a table — the stroke list, the match script and its JSON — built once
 * per match revision and shared by every reader until the next change (a read storm costs one
 * build, not one per reader).
 */
import { isDeepStrictEqual } from 'node:util';
import type { ScriptReply, ScriptSince, TableHistory } from '../protocol';
import type { MatchHistory } from '../engine/history';

export interface ReadSource {
	/** The current match, or null (none, or one the engine cannot replay). */
	match: { id: number; setup: unknown; revision: number } | null;
	/** The current match's id and set-up, also when it cannot be replayed (its script stays readable). */
	recordId: number | null;
	setup: unknown | null;
	history: MatchHistory;
}

export class TableReads {
	private cache: { key: string; history?: TableHistory; script?: { match: unknown; actions: unknown[] } | null; scriptJson?: string } = { key: '' };

	constructor(private readonly source: () => ReadSource) {}

	private current(): { source: ReadSource; cache: TableReads['cache'] } {
		const source = this.source();
		const key = `${source.recordId ?? ''}:${source.match?.revision ?? ''}:${source.history.revision}`;
		if (this.cache.key !== key) this.cache = { key };
		return { source, cache: this.cache };
	}

	history(): TableHistory {
		const { source, cache } = this.current();
		cache.history ??= source.match
			? { match: source.match.id, revision: source.match.revision, entries: source.history.list() }
			: { match: null, revision: 0, entries: [] };
		return cache.history;
	}

	script(): { match: unknown; actions: unknown[] } | null {
		const { source, cache } = this.current();
		if (cache.script === undefined) cache.script = source.setup !== null ? { match: source.setup, actions: source.history.actions() } : null;
		return cache.script;
	}

	/**
	 * The script after what a reader holds (`since`): only the actions after its own, when this
	 * match's log starts with them — the same match, at least as long, the same action where the
	 * reader's end. Anything else (another match, a log restored from a backup, a node behind the
	 * reader) gets the whole script, without `from`.
	 */
	scriptSince(since: ScriptSince): ScriptReply | null {
		const { source } = this.current();
		const history = source.history;
		const holds =
			source.setup !== null &&
			source.recordId === since.match &&
			since.revision <= history.revision &&
			isDeepStrictEqual(history.actionOf(since.revision), since.last);
		return holds ? { match: source.setup, actions: history.actions(since.revision), from: since.revision } : this.script();
	}

	scriptJson(): string | null {
		const { cache } = this.current();
		if (cache.scriptJson === undefined) {
			const script = this.script();
			cache.scriptJson = script ? JSON.stringify(script) : undefined;
		}
		return cache.scriptJson ?? null;
	}
}
