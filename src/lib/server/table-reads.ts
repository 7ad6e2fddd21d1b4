/**
 * What viewers read of a table — the stroke list, the match script and its JSON — built once
 * per match revision and shared by every reader until the next change (a read storm costs one
 * build, not one per reader).
 */
import { createHash } from 'node:crypto';
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
	/** What was built for one revision of one history (a new match or a reload from the store is another history). */
	private cache: { key: string; of?: MatchHistory; history?: TableHistory; script?: { match: unknown; actions: unknown[] } | null; scriptJson?: string } = { key: '' };

	constructor(private readonly source: () => ReadSource) {}

	private current(): { source: ReadSource; cache: TableReads['cache'] } {
		const source = this.source();
		const key = `${source.recordId ?? ''}:${source.match?.revision ?? ''}:${source.history.revision}`;
		if (this.cache.key !== key || this.cache.of !== source.history) this.cache = { key, of: source.history };
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
	 * The script for a socket, with the digest of the log it ends at; after what a reader holds
	 * (`since`), only the actions after it when this match's log starts with it — the same match,
	 * at least as long, the same digest there. Anything else (another match, a log restored from a
	 * backup and played on differently, a node behind the reader) gets the whole script.
	 */
	scriptFor(since?: ScriptSince): ScriptReply | null {
		const { source } = this.current();
		const whole = this.script();
		if (!whole || source.recordId === null) return whole;
		const digests = this.digestsOf(source.history, whole.actions);
		// (none for an empty log: nothing to read after)
		const digest = digests[whole.actions.length] || undefined;
		const holds = since && source.recordId === since.match && since.revision <= whole.actions.length && digests[since.revision] === since.digest;
		return holds ? { match: whole.match, actions: whole.actions.slice(since.revision), from: since.revision, digest } : { ...whole, ...(digest ? { digest } : {}) };
	}

	/**
	 * The digests of a match's log, by revision (0: none yet), extended as it grows: each action
	 * hashed once. A history only grows; another one (a new match, a reload from the store) is
	 * hashed from its start.
	 */
	private digests: { history: MatchHistory | null; list: string[] } = { history: null, list: [''] };
	private digestsOf(history: MatchHistory, actions: readonly unknown[]): string[] {
		if (this.digests.history !== history || this.digests.list.length > actions.length + 1) this.digests = { history, list: [''] };
		const list = this.digests.list;
		for (let i = list.length - 1; i < actions.length; i++) list.push(chain(list[i]!, actions[i]));
		return list;
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

/**
 * The digest of a log one action longer: SHA-1 over the previous digest and the action as JSON with
 * its keys sorted (PostgreSQL's jsonb keeps an action's keys in an order of its own), 16 hex digits.
 */
function chain(previous: string, action: unknown): string {
	return createHash('sha1').update(previous).update(sortedJson(action)).digest('hex').slice(0, 16);
}

const sortedJson = (value: unknown): string =>
	JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));
