/**
 * Two matches played in frames, worked out by hand, for the records' tests (the score sheet, the
 * CSV, the match page): what each frame and visit must show is written beside the strokes.
 */
const S = (o: Record<string, unknown> = {}) => ({ t: 'shot', ...o });
const pot = (ball: string, nominated = ball !== 'red') => S({ potted: [ball], ...(nominated ? { nominated: ball } : {}) });

/**
 * Snooker, best of 3, 15 reds; player 1 breaks off the first frame.
 * Frame 1: player 1 misses the break-off; player 2 makes 7 (red, pink); player 1 makes 110 (13 ×
 * red-black, red-blue: a century); player 2 goes in-off (4 to player 1), player 1 takes the table
 * and adds 5 (yellow, green); player 2 clears brown to black (22): 119–29, frame to player 1.
 * Frame 2: player 2 breaks off and makes 31 (3 × red-black, red-pink); both miss once; player 1
 * concedes: 0–31. Frame 3: given to player 1 by its result. Player 1 wins 2–1.
 */
export const SNOOKER_SCRIPT: Record<string, unknown>[] = [
	S(),
	pot('red'),
	pot('pink'),
	S(),
	...Array.from({ length: 13 }, () => [pot('red'), pot('black')]).flat(),
	pot('red'),
	pot('blue'),
	S(),
	S({ foul: 'in-off' }),
	{ t: 'choose', option: 'accept' },
	pot('yellow', false),
	pot('green', false),
	S(),
	...['brown', 'blue', 'pink', 'black'].map((c) => pot(c, false)),
	...[pot('red'), pot('black'), pot('red'), pot('black'), pot('red'), pot('black'), pot('red'), pot('pink'), S()],
	S(),
	S(),
	{ t: 'concede' },
	{ t: 'frame', player: 0 }
];

/**
 * Combined pyramid, race to 2; player 1 breaks the first frame.
 * Frame 1: player 1 breaks and pots 1, then 2, then misses (3); player 2 pots 1 and fouls (no
 * cushion): player 1 takes a penalty ball (4, PY-7); player 1 pots 3 and a svoyak (CP-3): 8–1.
 * Frame 2: player 2 breaks, nothing falls; player 1 pots 2, then 6: 8–0, the match.
 */
export const PYRAMID_SCRIPT: Record<string, unknown>[] = [
	S({ potted: 1 }),
	S({ potted: 2 }),
	S(),
	S({ potted: 1 }),
	S({ foul: 'no-rail' }),
	S({ potted: 3 }),
	S({ svoyak: true }),
	S({ cushions: 3 }),
	S({ potted: 2 }),
	S({ potted: 6 })
];
