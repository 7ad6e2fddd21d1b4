/**
 * The stroke being composed in the two families played in frames, and the match-script action
 * each commit turns into (issue 16): Russian pyramid counts balls, snooker names them. Pure
 * functions, like ./compose.ts; the engine judges everything (fouls, values, the ball on).
 */
import type { SnookerBall, SnookerColour } from '$lib/engine/summary';
import type { Draft } from './compose';
import type { Command } from './keymap';

/** PY-1: no more than 16 balls ever fall on one stroke (free pyramid counts all 16). */
const MAX_BALLS = 16;
const clamp = (n: number) => Math.max(0, Math.min(MAX_BALLS, n));
const toggle = <T>(list: T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/**
 * Pyramid's shot from the draft; keys at their default are left out, as match scripts do. The
 * break's count goes to `cushions` (PY-3) or, in dynamic pyramid, `sideCushions` (NP-2).
 */
export function pyramidAction(d: Draft, discipline: string): Record<string, unknown> {
	const a: Record<string, unknown> = { t: 'shot' };
	if (d.balls) a.potted = d.balls;
	if (d.svoyak) a.svoyak = true;
	if (d.off) a.offTable = d.off;
	if (d.cueOff) a.cueOff = true;
	if (d.foul) a.foul = d.foul;
	if (d.rails) a[discipline === 'dynamic-pyramid' ? 'sideCushions' : 'cushions'] = d.rails;
	if (d.crossed) a.crossed = true;
	return a;
}

/** The snooker balls in value order, so a stroke reads "red, red, black" whatever was typed first. */
const ORDER: readonly SnookerBall[] = ['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'];
const byValue = (list: SnookerBall[]) => [...list].sort((x, y) => ORDER.indexOf(x) - ORDER.indexOf(y));

/** Snooker's shot from the draft; keys at their default are left out. */
export function snookerAction(d: Draft): Record<string, unknown> {
	const a: Record<string, unknown> = { t: 'shot' };
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
export function snookerBall(d: Draft, ball: SnookerBall): Draft {
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
export function lessRed(d: Draft): Draft {
	const list = d.offMode ? 'offBalls' : 'pots';
	const i = d[list].lastIndexOf('red');
	return i < 0 ? d : { ...d, [list]: d[list].filter((_, k) => k !== i) };
}

/**
 * The fouls whose ball is named by the next ball key: the ball hit first (wrong ball), the ball
 * pushed or touched (the engine values a foul by the ball it concerns, SN-6(b)).
 */
const FOUL_PICKS: Partial<Record<string, Draft['pick']>> = { 'wrong-ball': 'firstHit', push: 'ball', touch: 'ball' };

/** A pyramid or snooker command that only changes the stroke being typed; null for any other. */
export function editFrameDraft(d: Draft, cmd: Command): Draft | null {
	switch (cmd.k) {
		case 'pyrCount':
			return { ...d, balls: clamp(cmd.n) };
		case 'pyrStep':
			return { ...d, balls: clamp(d.balls + cmd.d) };
		case 'svoyak':
			return { ...d, svoyak: !d.svoyak };
		case 'pyrOff':
			return { ...d, off: clamp(d.off + cmd.d) };
		case 'cueOff':
			return { ...d, cueOff: !d.cueOff };
		case 'crossed':
			return { ...d, crossed: !d.crossed };
		case 'pyrFoul':
			return { ...d, foul: d.foul === cmd.foul ? null : cmd.foul };
		case 'snookerBall':
			return snookerBall(d, cmd.ball);
		case 'lessRed':
			return lessRed(d);
		case 'pick':
			return { ...d, pick: d.pick === cmd.what ? null : cmd.what };
		case 'snookerFoul': {
			const off = d.foul === cmd.foul;
			return { ...d, foul: off ? null : cmd.foul, pick: off ? null : (FOUL_PICKS[cmd.foul] ?? null) };
		}
		case 'mark': {
			const flags = d.flags.includes(cmd.flag) ? d.flags.filter((f) => f !== cmd.flag) : [...d.flags, cmd.flag];
			// a simultaneous hit names its second ball next (SN-6(c): `firstHit` and `ball`)
			const pick = cmd.flag === 'simultaneous' && flags.includes('simultaneous') ? 'ball' : null;
			return { ...d, flags, pick };
		}
		default:
			return null;
	}
}
