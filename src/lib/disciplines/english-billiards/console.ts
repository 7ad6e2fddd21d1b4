/** English billiards in the console. */
import { averageText } from '../../view/words';
import type { ConsoleStats } from '../parts';

/** The break under way, the highest break, visits and the average per visit (EB-26). */
export const billiardsConsoleStats: ConsoleStats<'english-billiards'> = (p, _mv, bt) => [
	...(p.run ? [{ label: 'board.break.short', value: p.run, run: true } as const] : []),
	{ label: 'board.highBreak', value: p.highRun },
	{ label: 'board.visits', value: p.innings },
	{ label: 'board.average', value: averageText(p.average, bt) }
];
