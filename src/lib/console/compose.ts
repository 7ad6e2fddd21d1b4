/**
 * The stroke being composed (pool and pins: balls, pins and fouls marked, then committed;
 * carom: the digits of a quick "inning of N points"), and the match-script action each
 * commit turns into. Pure functions: the server is the only state that matters; this is just
 * what the marker has typed so far.
 */
import type { SnookerBall, SnookerColour } from '$lib/engine/summary';
import type { Command, PinFoul, PinName, PoolFoul, PyramidFoul, SnookerFlag, SnookerFoul, SnookerPick } from './keymap';

export interface Draft {
	potted: number[];
	offTable: number[];
	/** Ball keys mark balls off the table instead of pocketed. */
	offMode: boolean;
	/** "." was pressed: the next digit is ball 10 + digit. */
	tens: boolean;
	/** 14.1: digit keys type how many balls were pocketed (kept in `digits`), not ball numbers. */
	count: boolean;
	foul: PoolFoul | PinFoul | PyramidFoul | SnookerFoul | null;
	/** Break: balls to a rail (pool), to a cushion (pyramid; dynamic pyramid: to the side cushions). */
	rails: number;
	cueRail: boolean;
	uncalled: boolean;
	pins: PinName[];
	carom: boolean;
	calledCarom: boolean;
	pottedCount: number;
	digits: string;
	/** 10-ball: the ball called (TB-4); null = the lowest, as the engine takes it. */
	calledBall: number | null;
	/** The next ball key names this instead of a ball potted (10-ball's call, snooker's first hit …). */
	pick: 'called' | SnookerPick | null;
	/** Pyramid: object balls that fell, the svoyak, balls off the table, the cue ball off, NP-2's crossing ball. */
	balls: number;
	svoyak: boolean;
	off: number;
	cueOff: boolean;
	crossed: boolean;
	/** Snooker: balls potted (a red once per red), forced off, and what the referee saw. */
	pots: SnookerBall[];
	offBalls: SnookerBall[];
	firstHit: SnookerBall | null;
	nominated: SnookerColour | null;
	freeBall: SnookerBall | null;
	ball: SnookerBall | null;
	flags: SnookerFlag[];
}

export const emptyDraft = (): Draft => ({
	potted: [],
	offTable: [],
	offMode: false,
	tens: false,
	count: false,
	foul: null,
	rails: 0,
	cueRail: false,
	uncalled: false,
	pins: [],
	carom: false,
	calledCarom: false,
	pottedCount: 0,
	digits: '',
	calledBall: null,
	pick: null,
	balls: 0,
	svoyak: false,
	off: 0,
	cueOff: false,
	crossed: false,
	pots: [],
	offBalls: [],
	firstHit: null,
	nominated: null,
	freeBall: null,
	ball: null,
	flags: []
});

/** Nothing marked (the modes — off the table, ". then digit", count, a ball key to name — are not marks). */
export const isEmpty = (d: Draft): boolean =>
	JSON.stringify({ ...d, offMode: false, tens: false, count: false, pick: null }) === JSON.stringify({ ...emptyDraft() });

/** A mode is on: the pad is waiting for the key it changes (Esc leaves it). */
export const inMode = (d: Draft): boolean => d.offMode || d.tens || d.count || d.pick !== null;

const toggle = <T>(list: T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

/** Toggles a ball in the list the draft is filling (pocketed, or off the table). */
export function toggleBall(d: Draft, n: number): Draft {
	return d.offMode
		? { ...d, offTable: sorted(toggle(d.offTable, n)), tens: false, potted: d.potted.filter((b) => b !== n) }
		: { ...d, potted: sorted(toggle(d.potted, n)), tens: false, offTable: d.offTable.filter((b) => b !== n) };
}

/** A digit key in pool: ball 1–9, 0 = 10; after ".", 10 + digit (". 0" = 10 as well). */
export function poolDigit(d: Draft, digit: number): Draft {
	if (d.tens) return toggleBall(d, digit === 0 ? 10 : Math.min(10 + digit, 15));
	return toggleBall(d, digit === 0 ? 10 : digit);
}

/**
 * 14.1, count mode: a digit adds to the count typed so far (a count larger than the balls on
 * the table starts again from this digit) and the stroke pockets that many balls, the lowest
 * numbers on the table first. The engine only counts balls in 14.1, and any ball on the table
 * is a valid one to name.
 */
export function countDigit(d: Draft, digit: number, onTable: number[]): Draft {
	const longer = Number(d.digits + String(digit));
	const digits = longer <= onTable.length ? String(longer) : digit <= onTable.length ? String(digit) : d.digits;
	const n = Number(digits || '0');
	const potted = [...onTable].sort((a, b) => a - b).slice(0, n);
	return { ...d, digits: n ? digits : '', potted, tens: false, offTable: d.offTable.filter((b) => !potted.includes(b)) };
}

export const setFoul = <F extends Draft['foul']>(d: Draft, foul: F): Draft => ({ ...d, foul: d.foul === foul ? null : foul });
export const togglePin = (d: Draft, pin: PinName): Draft => ({ ...d, pins: toggle(d.pins, pin) });

/** Pool shot from the draft; default keys are left out, as match scripts do. */
export function poolAction(d: Draft, as?: 'safety' | 'push'): Record<string, unknown> {
	const a: Record<string, unknown> = { t: 'shot' };
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

export function pinAction(d: Draft, as?: 'safety'): Record<string, unknown> {
	const a: Record<string, unknown> = { t: 'shot' };
	if (d.pins.length) a.pins = [...d.pins];
	if (d.carom) a.carom = true;
	if (d.calledCarom) a.calledCarom = true;
	if (d.pottedCount) a.potted = d.pottedCount;
	if (d.foul) a.foul = d.foul;
	if (as === 'safety') a.safety = true;
	return a;
}

/**
 * Carom: the inning typed as digits, closed by a miss, a foul or a safety. Without digits
 * these are single strokes (`shot`).
 */
export function caromClose(d: Draft, how: 'miss' | 'foul' | 'safety'): Record<string, unknown> {
	const extra = how === 'foul' ? { foul: true } : how === 'safety' ? { safety: true } : {};
	const n = Number(d.digits || '0');
	if (d.digits && n > 0) return { t: 'inning', points: n, ...extra };
	return { t: 'shot', ...extra };
}

/**
 * 8-ball on an open table (8B-11): the group follows the called ball, so when a clean stroke
 * pockets balls of both groups the marker must say which was called; the console asks rather
 * than let the engine take the first ball listed. Returns the ball to send as `calledBall` for
 * each group, or null when there is nothing to ask.
 */
export function calledBallChoice(
	d: Draft,
	table: { discipline: string; openTable: boolean; breakDue: boolean }
): { solids: number; stripes: number } | null {
	if (table.discipline !== 'eight-ball' || !table.openTable || table.breakDue) return null;
	if (d.foul || d.offTable.length || d.uncalled || d.potted.includes(8)) return null;
	const solids = d.potted.filter((b) => b < 8);
	const stripes = d.potted.filter((b) => b > 8);
	return solids.length && stripes.length ? { solids: solids[0], stripes: stripes[0] } : null;
}

/** The keys that set or answer a pick ("the next ball key names …"); any other key leaves it. */
const PICKING: Command['k'][] = ['call', 'pick', 'snookerFoul', 'mark', 'snookerBall'];

/** A command that only changes the stroke being typed: the new draft, or null for any other. */
export function editDraft(d: Draft, cmd: Command): Draft | null {
	const edited = editFrameDraft(d, cmd) ?? editRackDraft(d, cmd);
	return edited && !PICKING.includes(cmd.k) ? { ...edited, pick: null } : edited;
}

/** 10-ball: the next ball key names the called ball; again, or once it is named, it pots. */
export function callBall(d: Draft, n: number): Draft {
	return { ...d, calledBall: d.calledBall === n ? null : n, pick: null, tens: false };
}

function editRackDraft(d: Draft, cmd: Command): Draft | null {
	switch (cmd.k) {
		case 'call':
			return { ...d, pick: d.pick === 'called' ? null : 'called' };
		case 'tens':
			return { ...d, tens: !d.tens };
		case 'poolFoul':
		case 'pinFoul':
			return setFoul(d, cmd.foul);
		case 'offMode':
			return { ...d, offMode: !d.offMode, count: false };
		case 'countMode':
			return { ...d, count: !d.count, offMode: false, tens: false, digits: '' };
		case 'rails':
			return { ...d, rails: Math.max(0, Math.min(15, d.rails + cmd.d)) };
		case 'cueRail':
			return { ...d, cueRail: !d.cueRail };
		case 'uncalled':
			return { ...d, uncalled: !d.uncalled };
		case 'clear':
			return emptyDraft();
		case 'digit':
			return d.digits.length < 5 ? { ...d, digits: d.digits + String(cmd.d) } : d;
		case 'pin':
			return togglePin(d, cmd.pin);
		case 'pinCarom':
			return { ...d, carom: !d.carom };
		case 'calledCarom':
			return { ...d, calledCarom: !d.calledCarom };
		case 'pottedBall':
			return { ...d, pottedCount: (d.pottedCount + 1) % 3 };
		default:
			return null;
	}
}

/**
 * The stroke being composed in the two families played in frames, and the match-script action
 * each commit turns into (issue 16): Russian pyramid counts balls, snooker names them. Pure
 * functions, like the above; the engine judges everything (fouls, values, the ball on).
 */
/** PY-1: no more than 16 balls ever fall on one stroke (free pyramid counts all 16). */
const MAX_BALLS = 16;
const clamp = (n: number) => Math.max(0, Math.min(MAX_BALLS, n));

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
