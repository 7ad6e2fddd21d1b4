/**
 * The venue's tables as the competition pages need them, from the one live connection the
 * tables page uses (protocol/live.svelte.ts, joined to the venue): names, and which are busy
 * (a match on them not finished yet).
 */
import type { Live } from '../protocol/live.svelte';

export const venueTables = (live: Live | null): { id: string; name: string }[] => live?.venue?.tables ?? [];

/** Tables with a match not finished. A table whose state has not arrived yet counts as free. */
export function busyTables(live: Live | null): string[] {
	if (!live) return [];
	return venueTables(live)
		.filter((tb) => {
			const m = live.tables[tb.id]?.match;
			return !!m && m.summary?.status !== 'finished';
		})
		.map((tb) => tb.id);
}

export const tableName = (live: Live | null, id: string): string => venueTables(live).find((tb) => tb.id === id)?.name ?? id;
