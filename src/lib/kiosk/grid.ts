/**
 * The venue wall's layout: columns × rows for n tiles on a screen of the given aspect
 * (width / height) — the layout whose tiles can hold the largest box of a slightly-wider-than-
 * square shape, then the fewest empty cells. 1 → 1×1, 2 → 2×1, 4 → 2×2, 6 → 3×2, 12 → 4×3,
 * 20 → 5×4, 40 → 8×5 on 16:9.
 */
export function gridFor(n: number, aspect = 16 / 9, tileAspect = 1.2): { cols: number; rows: number } {
	if (n <= 1) return { cols: 1, rows: 1 };
	let best = { cols: n, rows: 1, size: -1, empty: 0 };
	for (let cols = 1; cols <= n; cols++) {
		const rows = Math.ceil(n / cols);
		const w = aspect / cols;
		const h = 1 / rows;
		const size = Math.min(w / tileAspect, h);
		const empty = cols * rows - n;
		if (size > best.size + 1e-9 || (Math.abs(size - best.size) <= 1e-9 && empty < best.empty)) best = { cols, rows, size, empty };
	}
	return { cols: best.cols, rows: best.rows };
}
