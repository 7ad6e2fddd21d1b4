/** Reading back stored JSON. */

/** A stored clock; a value that is not JSON any more is dropped (the table gets a default clock). */
export function parseClock(text: string | null | undefined): unknown {
	if (text === null || text === undefined) return null;
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}

