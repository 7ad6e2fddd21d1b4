/** Pins in the console. */
import type { ConsoleStats } from '../parts';

/** Innings, points counted and penalties against. */
export const pinsConsoleStats: ConsoleStats<'pins'> = (p) => [
	{ label: 'board.innings', value: p.innings },
	{ label: 'board.counted', value: p.counted },
	{ label: 'board.penalties', value: p.penalties }
];
