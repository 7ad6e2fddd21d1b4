/**
 * The balls of snooker (RULES-more.md SN-1): their names, values and order, and the points a
 * position still holds. Plain functions of the position: nothing here knows whose turn it is.
 */
import type { SnookerBall, SnookerColour } from './summary';

/** The colours in value order: the order they are potted in at the end of a frame (SN-3). */
export const COLOURS = ['yellow', 'green', 'brown', 'blue', 'pink', 'black'] as const satisfies readonly SnookerColour[];
export const BALLS = ['red', ...COLOURS] as const satisfies readonly SnookerBall[];

/** SN-1: a red is worth 1, the colours 2 (yellow) to 7 (black). */
const VALUES: Readonly<Record<SnookerBall, number>> = { red: 1, yellow: 2, green: 3, brown: 4, blue: 5, pink: 6, black: 7 };

export const valueOf = (ball: SnookerBall): number => VALUES[ball];

export const isColour = (ball: SnookerBall | 'none'): ball is SnookerColour => ball !== 'red' && ball !== 'none';

/** SN-1: the six colours are worth 27 together. */
export const ALL_COLOURS_VALUE = COLOURS.reduce((sum, c) => sum + VALUES[c], 0);

/** SN-1: the highest break a rack of `reds` allows without a free ball: 147 / 107 / 75. */
export const maxBreak = (reds: number): number => 8 * reds + ALL_COLOURS_VALUE;

/**
 * What the striker is on (SN-3): `red` while reds remain at the start of a turn; `colour` (one
 * of his choice) after a red, including the colour after the last red; `sequence` once only
 * colours remain, the lowest of them first.
 */
export type Phase = 'red' | 'colour' | 'sequence';

/**
 * SN-1 points remaining: 8 per red on the table and the 27 of the colours while reds remain,
 * plus 7 while a colour is due after a potted red (the black taken with it); in the final
 * sequence, the sum of the colours left.
 */
export function pointsRemaining(reds: number, colours: readonly SnookerColour[], phase: Phase): number {
	const colourDue = phase === 'colour' ? VALUES.black : 0;
	if (reds > 0 || phase === 'colour') return 8 * reds + colourDue + ALL_COLOURS_VALUE;
	return colours.reduce((sum, c) => sum + VALUES[c], 0);
}

/** The colours of a position in value order, without `gone`. */
export const coloursWithout = (colours: readonly SnookerColour[], gone: SnookerColour): SnookerColour[] =>
	colours.filter((c) => c !== gone);

/** SN-11: only the black is left, so the next score or foul ends the frame. */
export const onlyBlackLeft = (reds: number, colours: readonly SnookerColour[]): boolean =>
	reds === 0 && colours.length === 1 && colours[0] === 'black';

/** The table as the rules see it between strokes: what is on it and what the striker is on. */
export interface Position {
	readonly reds: number;
	/** Colours on the table, in value order (all six while reds remain: they are re-spotted, SN-5). */
	readonly colours: readonly SnookerColour[];
	readonly phase: Phase;
	/** The striker plays a free ball (SN-8). */
	readonly freeBall: boolean;
	/** Cue ball in hand: in the D (break-off, after an in-off), anywhere (ball in hand), or where it lies. */
	readonly inHand: 'd' | 'anywhere' | null;
	/** The frame is being decided on a re-spotted black (SN-11). */
	readonly respottedBlack: boolean;
}

/** SN-2: a frame begins with the full rack, cue ball in hand in the D, any red on. */
export const rackPosition = (reds: number): Position => ({
	reds,
	colours: COLOURS,
	phase: 'red',
	freeBall: false,
	inHand: 'd',
	respottedBlack: false
});

/** SN-11: the black alone on its spot, cue ball in hand in the D for whoever plays first. */
export const respottedBlack = (): Position => ({
	reds: 0,
	colours: ['black'],
	phase: 'sequence',
	freeBall: false,
	inHand: 'd',
	respottedBlack: true
});

/** The ball on as the summary names it: `red`, `colour` after a red, or the colour in sequence. */
export const ballOnOf = (pos: Position): 'red' | 'colour' | SnookerColour =>
	pos.phase === 'sequence' ? (pos.colours[0] ?? 'black') : pos.phase;
