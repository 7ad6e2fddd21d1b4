/**
 * Building blocks of the snooker scenario tests: strokes by name and the common sequences of a
 * frame. Player 0 = Ann (breaks off frame 1), player 1 = Ben.
 */
import { scenario, shot } from '../testing/scenario';
import type { SnookerSummary } from './summary';
import type { SnookerColour } from './summary';
import { COLOURS } from './balls';

export const base = { discipline: 'snooker', players: ['Ann', 'Ben'], bestOf: 3 } as const;
export const game = scenario(base);

export const S = shot;
/** A red potted. */
export const red = S({ potted: ['red'] });
/** A colour potted (after a red: taken as nominated; in sequence: the ball on). */
export const pot = (c: SnookerColour) => S({ potted: [c] });
/** A stroke that scores nothing and is no foul: the turn passes. */
export const safety = S();
/** The cue ball misses every ball: a foul at the value of the ball on. */
export const missAll = (o: Record<string, unknown> = {}) => S({ firstHit: 'none', ...o });

/** n reds, each followed by the black. */
export const redsAndBlacks = (n: number) => Array.from({ length: n }, () => [red, pot('black')]).flat();
/** The colours in sequence, from `from` to the black. */
export const coloursFrom = (from: SnookerColour = 'yellow') => COLOURS.slice(COLOURS.indexOf(from)).map(pot);
/** A total clearance of `reds` reds with blacks (147 with 15). */
export const clearance = (reds: number) => [...redsAndBlacks(reds), ...coloursFrom()];

export const points = (s: SnookerSummary) => s.players.map((p) => p.points);
export const frames = (s: SnookerSummary) => s.players.map((p) => p.score);
export const innings = (s: SnookerSummary) => s.players.map((p) => p.innings);
