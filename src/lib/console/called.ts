/**
 * What the console asks rather than guess about a call, before a stroke is sent:
 * - 8-ball on an open table (8B-11): a clean stroke pocketed both groups — which was called?
 * - 10-ball (TB-4, TB-7): a clean stroke pocketed balls but not the lowest on the table, and no
 *   call was marked. Either the shooter called one of them (a combination, a kick off another
 *   ball: he continues) or the call failed (a wrongful pocket: the opponent chooses). Unasked,
 *   the engine would take the lowest as called and read a wrongful pocket.
 * Pure functions: the controller keeps the question on screen and sends the answer.
 */
import { calledBallChoice, poolAction, type Draft } from './compose';

export interface CalledOption {
	/** The ball to send as `calledBall`; null: none of those pocketed was called (`called: false`). */
	ball: number | null;
	/** 8-ball: the group the ball stands for. */
	group: 'solids' | 'stripes' | null;
}

export interface CalledAsk {
	kind: 'group' | 'ball';
	options: CalledOption[];
	/** The stroke as typed, given back when the question is left with Esc. */
	draft: Draft;
}

/** The rack as the view model has it (pool only). */
export interface RackFacts {
	discipline: string;
	openTable: boolean;
	breakDue: boolean;
	onTable: readonly number[];
}

/** 10-ball's question, or null when there is nothing to ask (see above). */
export function tenBallCallChoice(d: Draft, rack: RackFacts): number[] | null {
	if (rack.discipline !== 'ten-ball' || rack.breakDue || !rack.onTable.length) return null;
	if (d.foul || d.uncalled || d.calledBall !== null || !d.potted.length || d.offTable.length) return null;
	const lowest = Math.min(...rack.onTable);
	return d.potted.includes(lowest) ? null : [...d.potted];
}

/** The question a plain commit (no safety, no push-out) must ask first, or null. */
export function calledAsk(d: Draft, rack: RackFacts): CalledAsk | null {
	const groups = calledBallChoice(d, rack);
	if (groups) {
		return {
			kind: 'group',
			options: [
				{ ball: groups.solids, group: 'solids' },
				{ ball: groups.stripes, group: 'stripes' }
			],
			draft: d
		};
	}
	const balls = tenBallCallChoice(d, rack);
	if (!balls) return null;
	return { kind: 'ball', options: [...balls.map((ball) => ({ ball, group: null })), { ball: null, group: null }], draft: d };
}

/** The stroke with the answer: the called ball, or the call missed. */
export function calledAction(ask: CalledAsk, option: CalledOption): Record<string, unknown> {
	const stroke = poolAction(ask.draft);
	return option.ball === null ? { ...stroke, called: false } : { ...stroke, calledBall: option.ball };
}
