/**
 * groups-knockout: who goes on from the groups, and where they start in the knockout. The
 * bracket is seeded in order (brackets-manager's `natural` ordering pairs seeds 1–2, 3–4, …), so
 * this list IS the first round: group winners meet runners-up of another group, and the two
 * players of one group start in opposite halves, meeting again no earlier than the final.
 */
import type { Standings } from './types';

/** The knockout's seeds in bracket order (null: a group is not finished yet). */
export function knockoutSeeds(standings: readonly Standings[], advance: number, groupsFinished: boolean): (string | null)[] | null {
	if (!groupsFinished || standings.length === 0) return null;
	const byGroup = [...standings].sort((a, b) => (a.group ?? 0) - (b.group ?? 0)).map((s) => s.rows.map((r) => r.name));
	const g = byGroup.length;
	if (advance === 2 && g >= 2 && (g & (g - 1)) === 0 && byGroup.every((rows) => rows.length >= 2)) {
		// Pairs of groups (A,B), (C,D), …: A1–B2 and C1–D2 … in the top half, B1–A2 and D1–C2 … below.
		const top: string[] = [];
		const bottom: string[] = [];
		for (let i = 0; i < g; i += 2) {
			const [a, b] = [byGroup[i], byGroup[i + 1]];
			top.push(a[0], b[1]);
			bottom.push(b[0], a[1]);
		}
		return [...top, ...bottom];
	}
	// Otherwise: all the firsts in group order, then the seconds in reverse group order, and so on
	// (a snake), paired first against last so the best of the groups meet the weakest qualifiers.
	const ranked: string[] = [];
	for (let place = 0; place < advance; place++) {
		const row = byGroup.map((rows) => rows[place]).filter((n): n is string => n !== undefined);
		ranked.push(...(place % 2 === 0 ? row : row.reverse()));
	}
	return innerOuter(ranked);
}

/** Seeds 1…n in bracket positions (1–n, n/2–n/2+1, …), a bye (null) where a seed past n would be. */
function innerOuter(seeds: string[]): (string | null)[] {
	let size = 1;
	while (size < seeds.length) size *= 2;
	let order = [1];
	while (order.length < size) {
		const n = order.length * 2 + 1;
		order = order.flatMap((s) => [s, n - s]);
	}
	return order.map((s) => (s <= seeds.length ? seeds[s - 1] : null));
}
