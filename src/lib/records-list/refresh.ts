/**
 * When the list asks the server again: a live row changes with every stroke at its table, and
 * a busy venue sends many strokes a second, so the list is fetched at most once per `gap` ms —
 * at once after a quiet spell, else once when the gap is over (the last change is never lost).
 */
export function throttle(run: () => void, gap: number): { poke(): void; stop(): void } {
	let last = -Infinity;
	let timer: ReturnType<typeof setTimeout> | null = null;
	const fire = () => {
		timer = null;
		last = Date.now();
		run();
	};
	return {
		poke() {
			if (timer) return;
			const wait = last + gap - Date.now();
			if (wait <= 0) fire();
			else timer = setTimeout(fire, wait);
		},
		stop() {
			if (timer) clearTimeout(timer);
			timer = null;
		}
	};
}

/** What of a table's state a match row shows changes: its match and the revision. */
export function tablesSignature(tables: Record<string, { match: { id: number; revision: number } | null }>): string {
	return Object.entries(tables)
		.map(([id, s]) => `${id}:${s.match?.id ?? '-'}:${s.match?.revision ?? '-'}`)
		.sort()
		.join('|');
}
