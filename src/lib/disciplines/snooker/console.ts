/** Snooker in the console. */
import type { ConsoleStats } from '../parts';

/** The break under way (the striker's) and the highest break of the match. */
export const snookerConsoleStats: ConsoleStats<'snooker'> = (p) => [
	...(p.run ? [{ label: 'board.break.short', value: p.run, run: true } as const] : []),
	{ label: 'board.highBreak', value: p.highRun }
];
