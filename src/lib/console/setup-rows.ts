/** One player row of the set-up form, as typed (strings), from a set-up's `players` entry. */
export interface Row {
	name: string;
	country: string;
	rating: string;
}

export const rowOf = (p: unknown): Row =>
	typeof p === 'string'
		? { name: p, country: '', rating: '' }
		: {
				name: String((p as { name?: string }).name ?? ''),
				country: String((p as { country?: string }).country ?? ''),
				rating: (p as { rating?: number }).rating === undefined ? '' : String((p as { rating?: number }).rating)
			};
