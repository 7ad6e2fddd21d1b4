/**
 * The 8-ball scenarios' shared set-up (RULES.md 8B, seed 000), driven exactly as `replay` drives
 * them: runScript(doc) then summarize(match). Player 0 = Ann, player 1 = Ben.
 */
import { scenario, shot } from '../testing/scenario';

export const base = { discipline: 'eight-ball', players: ['Ann', 'Ben'], raceTo: 3 };

export const { play, error, expectRefused } = scenario(base);

export const S = shot;
export const SOLIDS = [1, 2, 3, 4, 5, 6, 7];
export const STRIPES = [9, 10, 11, 12, 13, 14, 15];
export const ALL = [...SOLIDS, 8, ...STRIPES];
export const without = (list: number[], gone: number[]) => list.filter((b) => !gone.includes(b));

/** Ann breaks and pockets the 1, then takes solids with the 2; the table is hers. */
export const annSolids = [S({ potted: [1], rails: 5 }), S({ potted: [2] })];
/** … and then misses: Ben (stripes) is at the table. */
export const benToShoot = [...annSolids, S()];
/** Ann clears her solids (1–7) and has only the 8 left. */
export const annOnTheEight = [S({ potted: [1], rails: 5 }), S({ potted: [2, 3, 4, 5, 6, 7] })];
