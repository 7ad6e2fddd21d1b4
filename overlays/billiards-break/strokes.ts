/**
 * The scoring strokes of the break in progress, followed from one state to the next: the summary
 * gives the break's points, not its strokes, so each rise of the break is read as one stroke of
 * that many points (2 … 10, EB-5, EB-6). A page that joins during a break, or misses states, keeps
 * what it cannot tell as points before the strokes (`unseen`); an undo takes the last strokes back.
 */
export interface BreakStrokes {
	/** Game number and striker: a new game or another player starts over. */
	key: string;
	/** Points of each stroke seen, in order. */
	strokes: number[];
	/** Points of the break this page did not see scored. */
	unseen: number;
}

/** The most one stroke scores (EB-6): a larger rise was more than one stroke, kept as unseen. */
const MAX_STROKE = 10;

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function followStrokes(prev: BreakStrokes | null, game: number, striker: number | null, brk: number): BreakStrokes {
	const key = `${game}:${striker}`;
	if (!prev || prev.key !== key || brk <= 0) return { key, strokes: [], unseen: Math.max(0, brk) };
	const had = prev.unseen + sum(prev.strokes);
	const added = brk - had;
	if (added > 0 && added <= MAX_STROKE) return { key, strokes: [...prev.strokes, added], unseen: prev.unseen };
	if (added > 0) return { key, strokes: prev.strokes, unseen: prev.unseen + added };
	if (added === 0) return prev;
	// an undo: the last strokes go back
	const strokes = [...prev.strokes];
	while (strokes.length && prev.unseen + sum(strokes) > brk) strokes.pop();
	const unseen = brk - sum(strokes);
	return unseen < 0 ? { key, strokes: [], unseen: brk } : { key, strokes, unseen };
}
