/**
 * A small LRU of built records, keyed by match id and version (the log's length, and whether the
 * match has been taken off its table, which changes an unfinished match's end): a match page
 * that refreshes, or several people looking at the same finished match, get the record built
 * once instead of replaying the whole log through the engine each time. A new revision is a new
 * key, so a live match is never served stale; the old revision ages out.
 */
export class RecordCache<V> {
	private readonly map = new Map<string, V>();
	constructor(readonly max = 64) {}

	get(id: number, revision: number | string): V | undefined {
		const key = `${id}:${revision}`;
		const v = this.map.get(key);
		if (v === undefined) return undefined;
		// a Map keeps insertion order: re-inserting marks it most recently used
		this.map.delete(key);
		this.map.set(key, v);
		return v;
	}

	set(id: number, revision: number | string, value: V): void {
		const key = `${id}:${revision}`;
		this.map.delete(key);
		this.map.set(key, value);
		while (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
	}

	get size(): number {
		return this.map.size;
	}
}
