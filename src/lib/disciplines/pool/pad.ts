/**
 * Pool's pad: the balls pocketed and off the table, the foul, the break's rails, the called ball,
 * then Enter (or its safety and push-out) sends the stroke. What the console asks rather than
 * guess about a call, before it sends:
 * - 8-ball on an open table (8B-11): a clean stroke pocketed both groups — which was called?
 * - 10-ball (TB-4, TB-7): a clean stroke pocketed balls but not the lowest on the table, and no
 *   call was marked. Either the shooter called one of them (a combination, a kick off another
 *   ball: he continues) or the call failed (a wrongful pocket: the opponent chooses). Unasked,
 *   the engine would take the lowest as called and read a wrongful pocket.
 */
import { markFoul, stepRails, toggle, type Action, type CommonDraft, type FamilyPad, type PadAsk, type PadContext } from '../pad';

export type PoolFoul = 'scratch' | 'cue-off' | 'wrong-ball' | 'no-rail' | 'no-hit' | 'intentional' | 'other';

export type PoolCommand =
	| { k: 'ball'; n: number }
	| { k: 'tens' }
	| { k: 'poolFoul'; foul: PoolFoul }
	| { k: 'offMode' }
	| { k: 'countMode' }
	| { k: 'rails'; d: 1 | -1 }
	| { k: 'cueRail' }
	| { k: 'uncalled' }
	/** 10-ball: the next ball key names the called ball (TB-4). */
	| { k: 'call' };

export interface PoolMarks {
	potted: number[];
	offTable: number[];
	/** "." was pressed: the next digit is ball 10 + digit. */
	tens: boolean;
	/** 14.1: digit keys type how many balls were pocketed (kept in `digits`), not ball numbers. */
	count: boolean;
	cueRail: boolean;
	uncalled: boolean;
	/** 10-ball: the ball called (TB-4); null = the lowest, as the engine takes it. */
	calledBall: number | null;
}

export type PoolDraft = CommonDraft & PoolMarks;

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

/** Toggles a ball in the list the draft is filling (pocketed, or off the table). */
export function toggleBall<D extends PoolDraft>(d: D, n: number): D {
	return d.offMode
		? { ...d, offTable: sorted(toggle(d.offTable, n)), tens: false, potted: d.potted.filter((b) => b !== n) }
		: { ...d, potted: sorted(toggle(d.potted, n)), tens: false, offTable: d.offTable.filter((b) => b !== n) };
}

/** A digit key in pool: ball 1–9, 0 = 10; after ".", 10 + digit (". 0" = 10 as well). */
export function poolDigit<D extends PoolDraft>(d: D, digit: number): D {
	if (d.tens) return toggleBall(d, digit === 0 ? 10 : Math.min(10 + digit, 15));
	return toggleBall(d, digit === 0 ? 10 : digit);
}

/**
 * 14.1, count mode: a digit adds to the count typed so far (a count larger than the balls on
 * the table starts again from this digit) and the stroke pockets that many balls, the lowest
 * numbers on the table first. The engine only counts balls in 14.1, and any ball on the table
 * is a valid one to name.
 */
export function countDigit<D extends PoolDraft>(d: D, digit: number, onTable: readonly number[]): D {
	const longer = Number(d.digits + String(digit));
	const digits = longer <= onTable.length ? String(longer) : digit <= onTable.length ? String(digit) : d.digits;
	const n = Number(digits || '0');
	const potted = [...onTable].sort((a, b) => a - b).slice(0, n);
	return { ...d, digits: n ? digits : '', potted, tens: false, offTable: d.offTable.filter((b) => !potted.includes(b)) };
}

/** 10-ball: the next ball key names the called ball; again, or once it is named, it pots. */
export function callBall<D extends PoolDraft>(d: D, n: number): D {
	return { ...d, calledBall: d.calledBall === n ? null : n, pick: null, tens: false };
}

/** Pool shot from the draft; default keys are left out, as match scripts do. */
export function poolAction(d: PoolDraft, as?: 'safety' | 'push'): Action {
	const a: Action = { t: 'shot' };
	if (d.potted.length) a.potted = [...d.potted];
	if (d.foul) a.foul = d.foul;
	if (d.offTable.length) a.offTable = [...d.offTable];
	if (d.rails) a.rails = d.rails;
	if (d.cueRail) a.cueRail = true;
	if (d.uncalled) a.called = false;
	if (d.calledBall !== null) a.calledBall = d.calledBall;
	if (as === 'safety') a.safety = true;
	if (as === 'push') a.push = true;
	return a;
}

/** The rack as the view model has it, with its discipline. */
export interface RackFacts {
	discipline: string;
	openTable: boolean;
	breakDue: boolean;
	onTable: readonly number[];
}

/**
 * 8-ball on an open table (8B-11): the group follows the called ball, so when a clean stroke
 * pockets balls of both groups the marker must say which was called. Returns the ball to send
 * as `calledBall` for each group, or null when there is nothing to ask.
 */
export function calledBallChoice(d: PoolDraft, table: Omit<RackFacts, 'onTable'>): { solids: number; stripes: number } | null {
	if (table.discipline !== 'eight-ball' || !table.openTable || table.breakDue) return null;
	if (d.foul || d.offTable.length || d.uncalled || d.potted.includes(8)) return null;
	const solids = d.potted.filter((b) => b < 8);
	const stripes = d.potted.filter((b) => b > 8);
	return solids.length && stripes.length ? { solids: solids[0]!, stripes: stripes[0]! } : null;
}

/** 10-ball's question, or null when there is nothing to ask (see above). */
export function tenBallCallChoice(d: PoolDraft, rack: RackFacts): number[] | null {
	if (rack.discipline !== 'ten-ball' || rack.breakDue || !rack.onTable.length) return null;
	if (d.foul || d.uncalled || d.calledBall !== null || !d.potted.length || d.offTable.length) return null;
	const lowest = Math.min(...rack.onTable);
	return d.potted.includes(lowest) ? null : [...d.potted];
}

/** The question a plain commit (no safety, no push-out) must ask first, or null; each answer carries its stroke. */
export function calledAsk<D extends PoolDraft>(d: D, rack: RackFacts): PadAsk<D> | null {
	const stroke = poolAction(d);
	const groups = calledBallChoice(d, rack);
	if (groups) {
		return {
			title: 'prompt.calledGroup',
			hint: 'prompt.calledHint',
			options: [
				{ ball: groups.solids, id: 'solids', label: { key: 'board.solids' }, action: { ...stroke, calledBall: groups.solids } },
				{ ball: groups.stripes, id: 'stripes', label: { key: 'board.stripes' }, action: { ...stroke, calledBall: groups.stripes } }
			],
			draft: d
		};
	}
	const balls = tenBallCallChoice(d, rack);
	if (!balls) return null;
	return {
		title: 'prompt.calledBall',
		hint: 'prompt.calledBallHint',
		options: [
			...balls.map((ball) => ({ ball, id: String(ball), label: { key: 'cmd.ball' as const, params: { n: ball } }, action: { ...stroke, calledBall: ball } })),
			{ ball: null, id: 'none', label: { key: 'prompt.calledNone' }, action: { ...stroke, called: false } }
		],
		draft: d
	};
}

/** A ball key: a count in 14.1's count mode, the called ball after "call", else pocketed (or off the table). */
function ballKey(d: PoolDraft, key: number, ctx: PadContext) {
	if (d.count) {
		// 14.1 count mode: the digit is a count (0 = the key of ball 10, read as 0)
		return { draft: key <= 10 ? countDigit(d, key % 10, ctx.rack?.onTable ?? []) : d };
	}
	const n = d.tens && key <= 10 ? Math.min(10 + (key % 10), 15) : key;
	if (n > ctx.balls) return { draft: { ...d, tens: false }, say: { key: 'msg.notAvailable' as const, params: { d: { key: 'cmd.ball' as const, params: { n } } } } };
	if (d.pick === 'called') return { draft: callBall(d, n) };
	return { draft: d.tens ? poolDigit(d, key % 10) : toggleBall(d, key) };
}

export const poolPad: FamilyPad<PoolCommand, PoolMarks, 'pool'> = {
	empty: { potted: [], offTable: [], tens: false, count: false, cueRail: false, uncalled: false, calledBall: null },
	modes: ['tens', 'count'],
	when: {
		pushOut: (mv) => mv.rack?.pushOut === true,
		breakDue: (mv) => mv.rack?.breakDue === true,
		noBreak: (mv) => mv.rack?.breakDue !== true,
		// 10-ball's set-up option (TB-8): the match's own set-up, which the engine checked
		safetyCall: (_, setup) => setup.safetyCall === true
	},
	// a ball key answers the call (and only the call: pool has no other pick)
	picking: ['call', 'ball'],
	press(d, cmd, ctx) {
		switch (cmd.k) {
			case 'ball':
				return ballKey(d, cmd.n, ctx);
			case 'call':
				return { draft: { ...d, pick: d.pick === 'called' ? null : 'called' } };
			case 'tens':
				return { draft: { ...d, tens: !d.tens } };
			case 'poolFoul':
				return { draft: markFoul(d, cmd.foul) };
			case 'offMode':
				return { draft: { ...d, offMode: !d.offMode, count: false } };
			case 'countMode':
				return { draft: { ...d, count: !d.count, offMode: false, tens: false, digits: '' } };
			case 'rails':
				return { draft: stepRails(d, cmd.d) };
			case 'cueRail':
				return { draft: { ...d, cueRail: !d.cueRail } };
			case 'uncalled':
				return { draft: { ...d, uncalled: !d.uncalled } };
		}
	},
	lit(d, cmd) {
		switch (cmd.k) {
			case 'cueRail':
			case 'uncalled':
				return d[cmd.k];
			case 'countMode':
				return d.count;
			case 'offMode':
				return d.offMode;
			case 'rails':
				return d.rails > 0;
			case 'call':
				return d.pick === 'called' || d.calledBall !== null;
			case 'poolFoul':
				return d.foul === cmd.foul;
			default:
				return false;
		}
	},
	tally: (d, cmd) => (cmd.k === 'rails' ? d.rails : 0),
	/** Pool asks which ball was called where the rules need it (8-ball, 10-ball), else sends the stroke as marked. */
	commit(d, as, ctx) {
		const ask = !as && ctx.rack ? calledAsk(d, { discipline: ctx.discipline, ...ctx.rack }) : null;
		return ask ? { ask } : { commit: poolAction(d, as) };
	}
};
