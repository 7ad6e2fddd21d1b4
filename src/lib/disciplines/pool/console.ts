/** Pool in the console. */
import type { ConsoleStats } from '../parts';

/** Innings; in a points game (14.1) the high run and the run under way. */
export const poolConsoleStats: ConsoleStats<'pool'> = (p, mv) => [
	{ label: 'board.innings', value: p.innings },
	...(mv.targetKind === 'points' ? [{ label: 'board.highRun', value: p.highRun } as const] : []),
	...(mv.targetKind === 'points' && p.run !== null ? [{ label: 'board.run', value: p.run, run: true } as const] : [])
];
