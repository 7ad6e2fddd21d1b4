/**
 * The balls on a pool table as a bit set (bit n = object ball n): cheap to copy, compare
 * and keep in every state, which is what an immutable engine does on each stroke.
 */
export type BallSet = number;

export const rackOf = (highest: number): BallSet => ((1 << (highest + 1)) - 1) & ~1;
export const hasBall = (set: BallSet, ball: number): boolean => (set & (1 << ball)) !== 0;
export const withBall = (set: BallSet, ball: number): BallSet => set | (1 << ball);
export const withoutBalls = (set: BallSet, balls: readonly number[]): BallSet =>
	balls.reduce((s, b) => s & ~(1 << b), set);
export const setOf = (balls: readonly number[]): BallSet => balls.reduce((s, b) => s | (1 << b), 0);

export function ballList(set: BallSet): number[] {
	const out: number[] = [];
	for (let b = 1; b <= 15; b++) if (hasBall(set, b)) out.push(b);
	return out;
}

export function countBalls(set: BallSet): number {
	let n = 0;
	for (let s = set; s; s &= s - 1) n++;
	return n;
}

/** Lowest-numbered ball on the table (9B-1), or null when the table is empty. */
export function lowestBall(set: BallSet): number | null {
	for (let b = 1; b <= 15; b++) if (hasBall(set, b)) return b;
	return null;
}
