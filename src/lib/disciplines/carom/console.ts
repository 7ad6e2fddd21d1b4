/** Carom in the console. */
import { averageText } from '../../view/words';
import type { ConsoleStats } from '../parts';

/** Innings, average, high run and the run under way. */
export const caromConsoleStats: ConsoleStats<'carom'> = (p, _mv, bt) => [
	{ label: 'board.innings', value: p.innings },
	{ label: 'board.average', value: averageText(p.average, bt) },
	{ label: 'board.highRun', value: p.highRun },
	...(p.run !== null ? [{ label: 'board.run', value: p.run, run: true } as const] : [])
];
