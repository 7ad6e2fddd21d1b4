/** Russian pyramid in the console. */
import type { ConsoleStats } from '../parts';

/** The most balls put on the shelf in one visit. */
export const pyramidConsoleStats: ConsoleStats<'pyramid'> = (p) => [{ label: 'board.highRun', value: p.highRun }];
