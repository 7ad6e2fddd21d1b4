/**
 * Reading a stroke against the ball on (SN-3, SN-8) and the value of a foul (SN-6). The engine
 * cannot see the table: it judges what the operator recorded — the ball hit first, the balls
 * potted or forced off, a foul he named — and the highest value of all that applies.
 */
import type { SnookerBall, SnookerColour } from './summary';
import { isColour, valueOf, type Position } from './balls';
import type { SnookerShot } from './schemas';

/** SN-6: no foul costs less than 4. */
export const MIN_FOUL = 4;
/** SN-6(d): the 7-point fouls. */
export const SEVEN = 7;

/** What the striker was on for this stroke, as the facts tell it. */
export interface Reading {
	/** The real ball on: `red`, the nominated colour after a red, the colour in sequence; null after a red with no colour known. */
	readonly on: SnookerBall | null;
	/** On a free-ball stroke, the ball played as the free ball (SN-8); null otherwise. */
	readonly free: SnookerBall | null;
	/** SN-6: the value of the ball on (a free ball takes it); 0 after a red with no colour nominated (SN-6(d) then gives 7). */
	readonly onValue: number;
}

/**
 * SN-3: after a red the colour nominated is on; with no nomination recorded, the colour hit
 * first is taken as nominated, else (no first hit recorded) the first colour potted. A red hit
 * first or no ball hit, with no nomination, leaves none: SN-6(d).
 */
export function nominatedColour(shot: SnookerShot): SnookerColour | null {
	if (shot.nominated) return shot.nominated;
	if (shot.firstHit !== undefined) return isColour(shot.firstHit) ? shot.firstHit : null;
	return shot.potted.find(isColour) ?? null;
}

/**
 * SN-8: the free ball is the one named in `freeBall`; without it, a ball not on that was hit
 * first, or (no first hit recorded) the one ball not on that was potted. None of these: the
 * striker simply played the ball on.
 */
function freeBallOf(shot: SnookerShot, on: SnookerBall | null): SnookerBall | null {
	if (shot.freeBall) return shot.freeBall;
	if (shot.firstHit !== undefined && shot.firstHit !== 'none' && shot.firstHit !== on) return shot.firstHit;
	if (shot.firstHit !== undefined) return null;
	const others = [...new Set(shot.potted.filter((b) => b !== on))];
	return others.length === 1 ? others[0]! : null;
}

export function readStroke(pos: Position, shot: SnookerShot): Reading {
	const on: SnookerBall | null =
		pos.phase === 'red' ? 'red' : pos.phase === 'colour' ? nominatedColour(shot) : (pos.colours[0] ?? 'black');
	const free = pos.freeBall ? freeBallOf(shot, on) : null;
	return { on, free, onValue: on === null ? 0 : valueOf(on) };
}

/** SN-3, SN-8: the first contact is legal on the ball on, or on the free ball when one is played. */
const legalFirstHit = (r: Reading, hit: SnookerBall): boolean => hit === (r.free ?? r.on);

/** SN-6(c): two balls hit at once is legal only for two reds, or a free ball with the ball on. */
function legalPair(r: Reading, a: SnookerBall, b: SnookerBall): boolean {
	if (r.free) return (a === r.free && b === r.on) || (b === r.free && a === r.on);
	return a === 'red' && b === 'red' && r.on === 'red';
}

/** SN-4, SN-8: a ball potted is on when it is the ball on or the free ball. */
export const legalPot = (r: Reading, b: SnookerBall): boolean => b === r.on || b === r.free;

/**
 * SN-6(d): a foul after potting a red (or a free ball as a red) before a colour is nominated —
 * playing at a red again on the next stroke among them — costs 7.
 */
const beforeNomination = (r: Reading): boolean => r.on === null;

/** SN-6(a): fouls valued at the ball on alone. */
const AT_BALL_ON: ReadonlySet<string> = new Set(['miss-all', 'in-off', 'jump']);

/**
 * SN-6: the value of the stroke's foul, or null when it is no foul. Every foul found counts the
 * ball on and the ball it concerns; the highest applies, never less than 4.
 */
export function foulValue(shot: SnookerShot, r: Reading): number | null {
	const values: number[] = [];
	const concerning = (b: SnookerBall | undefined) => values.push(Math.max(r.onValue, b ? valueOf(b) : 0));
	if (shot.foul === 'seven') values.push(SEVEN);
	else if (shot.foul && AT_BALL_ON.has(shot.foul)) concerning(undefined);
	else if (shot.foul) concerning(shot.ball);
	const hit = shot.firstHit;
	if (hit === 'none') concerning(undefined); // SN-6(a): the cue ball missed all balls
	else if (hit !== undefined && shot.simultaneous && shot.ball) {
		if (!legalPair(r, hit, shot.ball)) values.push(Math.max(r.onValue, valueOf(hit), valueOf(shot.ball)));
	} else if (hit !== undefined && !legalFirstHit(r, hit)) concerning(hit); // SN-6(b): first hit a ball not on
	for (const b of shot.potted) if (!legalPot(r, b)) concerning(b); // SN-6(b): potted a ball not on
	for (const b of shot.offTable) concerning(b); // SN-6(b): forced a ball off the table
	if (values.length && beforeNomination(r)) values.push(SEVEN);
	return values.length ? Math.max(MIN_FOUL, ...values) : null;
}

/**
 * SN-7: the cue ball is in hand in the D after it went into a pocket (`in-off`) or left the
 * table (`off-table` with no object ball named in `offTable`).
 */
export const cueBallGone = (shot: SnookerShot): boolean =>
	shot.foul === 'in-off' || (shot.foul === 'off-table' && shot.offTable.length === 0);
