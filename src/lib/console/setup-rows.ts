import { playerKey } from '$lib/protocol/names';

/**
 * One player row of the set-up form, as typed (strings), from a set-up's `players` entry.
 * `detailsOf`: the player (playerKey) whose country and rating fill the row, when they came
 * from somewhere (the last match, a remembered player) rather than being typed for this name.
 */
export interface Row {
	name: string;
	country: string;
	rating: string;
	detailsOf?: string;
}

export const rowOf = (p: unknown): Row => {
	if (typeof p === 'string') return { name: p, country: '', rating: '' };
	const o = p as { name?: string; country?: string; rating?: number };
	const row: Row = { name: String(o.name ?? ''), country: String(o.country ?? ''), rating: o.rating === undefined ? '' : String(o.rating) };
	return row.country || row.rating ? { ...row, detailsOf: playerKey(row.name) } : row;
};

/** A remembered player's details, as rowOf reads them. */
export interface Details {
	name: string;
	country?: string;
	rating?: number;
}

/**
 * The row after its name changed (issue 22): the country and rating that came with another
 * player go (a rematch form keeps the last players' ratings otherwise, and the match and the
 * venue's list would give them to the new name); a remembered player's own fill the empty
 * fields. What the marker typed for this row stays.
 */
export function renamed(row: Row, known: Details | undefined): Row {
	const key = playerKey(row.name);
	let next: Row = row;
	if (row.detailsOf !== undefined && row.detailsOf !== key) next = { name: row.name, country: '', rating: '' };
	if (!known) return next;
	const country = next.country || known.country || '';
	const rating = next.rating || (known.rating === undefined ? '' : String(known.rating));
	if (country === next.country && rating === next.rating) return next;
	return { name: row.name, country, rating, detailsOf: key };
}
