/**
 * Snooker's pad: the balls potted by name (a red once per red), forced off, and what the referee
 * saw — the ball hit first, the colour nominated, the free ball, the ball a foul concerns, the
 * miss and the other calls — then Enter sends; the engine judges everything (fouls, values, the
 * ball on). Keys that name a ball make the next ball key name it instead of a pot, once.
 */
import type { SnookerBall, SnookerColour } from '../../engine/snooker/summary';
import { toggle, type Action, type CommonDraft, type FamilyPad } from '../pad';

export type SnookerFoul = 'miss-all' | 'in-off' | 'wrong-ball' | 'pot-not-on' | 'off-table' | 'push' | 'touch' | 'jump' | 'seven' | 'other';
/** What the next snooker ball key names, when not a ball potted. */
export type SnookerPick = 'firstHit' | 'nominated' | 'freeBall' | 'ball';
/** Snooker's referee calls marked on a stroke. */
export type SnookerFlag = 'miss' | 'clearPath' | 'snookered' | 'simultaneous';

/** The balls by value: key 1 is the red, 7 the black (SN-1); a stroke reads "red, red, black" whatever was typed first. */
export const SNOOKER_BALLS: readonly SnookerBall[] = ['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'];

export type SnookerCommand =
	| { k: 'snookerBall'; ball: SnookerBall }
	| { k: 'lessRed' }
	| { k: 'pick'; what: SnookerPick }
	| { k: 'snookerFoul'; foul: SnookerFoul }
	| { k: 'mark'; flag: SnookerFlag }
	| { k: 'offMode' }
	| { k: 'concede' };

export interface SnookerMarks {
	pots: SnookerBall[];
	offBalls: SnookerBall[];
	firstHit: SnookerBall | null;
	nominated: SnookerColour | null;
	freeBall: SnookerBall | null;
	ball: SnookerBall | null;
	flags: SnookerFlag[];
}

type SnookerDraft = CommonDraft & SnookerMarks;

const byValue = (list: SnookerBall[]) => [...list].sort((x, y) => SNOOKER_BALLS.indexOf(x) - SNOOKER_BALLS.indexOf(y));

/** Snooker's shot from the draft; keys at their default are left out. */
export function snookerAction(d: SnookerDraft): Action {
	const a: Action = { t: 'shot' };
	if (d.pots.length) a.potted = byValue(d.pots);
	if (d.firstHit) a.firstHit = d.firstHit;
	if (d.nominated) a.nominated = d.nominated;
	if (d.freeBall) a.freeBall = d.freeBall;
	if (d.offBalls.length) a.offTable = byValue(d.offBalls);
	if (d.foul) a.foul = d.foul;
	if (d.ball) a.ball = d.ball;
	for (const f of d.flags) a[f] = true;
	return a;
}

/**
 * A snooker ball key: the ball a pick waits for (first hit, nominated colour, free ball, the ball
 * concerned), else forced off the table (off mode), else potted — a red once more each press,
 * a colour on and off (a colour can fall only once).
 */
export function snookerBall<D extends SnookerDraft>(d: D, ball: SnookerBall): D {
	const done = { ...d, pick: null };
	switch (d.pick) {
		case 'firstHit':
			return { ...done, firstHit: d.firstHit === ball ? null : ball };
		case 'nominated':
			// only a colour is nominated (SN-3); a red here means nothing
			return ball === 'red' ? done : { ...done, nominated: d.nominated === ball ? null : (ball as SnookerColour) };
		case 'freeBall':
			return { ...done, freeBall: d.freeBall === ball ? null : ball };
		case 'ball':
			return { ...done, ball: d.ball === ball ? null : ball };
	}
	const list = d.offMode ? 'offBalls' : 'pots';
	const other = d.offMode ? 'pots' : 'offBalls';
	const next = ball === 'red' ? [...d[list], ball] : toggle(d[list], ball);
	return { ...d, [list]: next, [other]: ball === 'red' ? d[other] : d[other].filter((b) => b !== ball) };
}

/** One red fewer (Shift+1): off the list the draft is filling. */
export function lessRed<D extends SnookerDraft>(d: D): D {
	const list = d.offMode ? 'offBalls' : 'pots';
	const i = d[list].lastIndexOf('red');
	return i < 0 ? d : { ...d, [list]: d[list].filter((_, k) => k !== i) };
}

/**
 * The fouls whose ball is named by the next ball key: the ball hit first (wrong ball), the ball
 * pushed or touched (the engine values a foul by the ball it concerns, SN-6(b)).
 */
const FOUL_PICKS: Partial<Record<SnookerFoul, SnookerPick>> = { 'wrong-ball': 'firstHit', push: 'ball', touch: 'ball' };

export const snookerPad: FamilyPad<SnookerCommand, SnookerMarks, 'snooker'> = {
	empty: { pots: [], offBalls: [], firstHit: null, nominated: null, freeBall: null, ball: null, flags: [] },
	sending: ['concede'],
	when: { nominate: (mv) => mv.frame?.ballOn === 'colour', freeBall: (mv) => mv.frame?.freeBall === true },
	picking: ['pick', 'snookerFoul', 'mark', 'snookerBall'],
	press(d, cmd, ctx) {
		switch (cmd.k) {
			case 'snookerBall':
				return { draft: snookerBall(d, cmd.ball) };
			case 'lessRed':
				return { draft: lessRed(d) };
			case 'pick':
				return { draft: { ...d, pick: d.pick === cmd.what ? null : cmd.what } };
			case 'snookerFoul': {
				const off = d.foul === cmd.foul;
				return { draft: { ...d, foul: off ? null : cmd.foul, pick: off ? null : (FOUL_PICKS[cmd.foul] ?? null) } };
			}
			case 'mark': {
				const flags = d.flags.includes(cmd.flag) ? d.flags.filter((f) => f !== cmd.flag) : [...d.flags, cmd.flag];
				// a simultaneous hit names its second ball next (SN-6(c): `firstHit` and `ball`)
				const pick = cmd.flag === 'simultaneous' && flags.includes('simultaneous') ? 'ball' : null;
				return { draft: { ...d, flags, pick } };
			}
			case 'offMode':
				return { draft: { ...d, offMode: !d.offMode } };
			case 'concede':
				return { confirm: { key: 'confirm.concede', params: { name: ctx.striker ?? '' } }, send: { t: 'concede' } };
		}
	},
	lit(d, cmd) {
		switch (cmd.k) {
			case 'offMode':
				return d.offMode;
			case 'pick':
				return d.pick === cmd.what || d[cmd.what] !== null;
			case 'mark':
				return d.flags.includes(cmd.flag);
			case 'snookerFoul':
				return d.foul === cmd.foul;
			default:
				return false;
		}
	},
	commit: (d) => ({ commit: snookerAction(d) })
};
