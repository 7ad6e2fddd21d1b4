/**
 * When a list follows play: a live row changes with every stroke at its table, so a page asks
 * again when this signature of the venue's tables changes (through `throttled`, api/client.ts:
 * a busy venue sends many strokes a second).
 */
/** What of a table's state a match row shows changes: its match and the revision. */
export function tablesSignature(tables: Record<string, { match: { id: number; revision: number } | null }>): string {
	return Object.entries(tables)
		.map(([id, s]) => `${id}:${s.match?.id ?? '-'}:${s.match?.revision ?? '-'}`)
		.sort()
		.join('|');
}
