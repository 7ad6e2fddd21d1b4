/**
 * The balls of the break in progress, followed from one state to the next: the summary gives the
 * break's points, not its balls, so the points a stroke adds are read as balls of the ball on's
 * value (on a red: that many reds; on a colour: one ball of that value). A page that joins during a
 * break, or misses states, keeps what it cannot tell as points before the balls (`unseen`). A free
 * ball counts as the ball on, and shows as one.
 */
import type { FrameView } from '../../src/lib/view/table-view';

export interface BreakBalls {
	/** Frame number and striker: a new frame or another player starts over. */
	key: string;
	/** The ball on after the last state (what the next points were scored on). */
	on: string | null;
	/** Values of the balls potted, in order (1 red … 7 black). */
	balls: number[];
	/** Points of the break this page did not see potted. */
	unseen: number;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function followBreak(prev: BreakBalls | null, f: Pick<FrameView, 'number' | 'break' | 'ballOn'>, striker: number | null): BreakBalls {
	const key = `${f.number}:${striker}`;
	if (!prev || prev.key !== key || f.break <= 0) return { key, on: f.ballOn, balls: [], unseen: Math.max(0, f.break) };
	const balls = [...prev.balls];
	let unseen = prev.unseen;
	const had = unseen + sum(balls);
	const added = f.break - had;
	if (added > 0 && prev.on === 'red') balls.push(...Array.from({ length: added }, () => 1));
	else if (added > 1 && added <= 7) balls.push(added);
	else if (added > 0) unseen += added;
	else if (added < 0) {
		// an undo: the last balls go back
		while (balls.length && unseen + sum(balls) > f.break) balls.pop();
		unseen = f.break - sum(balls);
		if (unseen < 0) return { key, on: f.ballOn, balls: [], unseen: f.break };
	}
	return { key, on: f.ballOn, balls, unseen };
}
