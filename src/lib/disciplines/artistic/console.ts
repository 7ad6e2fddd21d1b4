/** Artistic billiards in the console. */
import type { ConsoleStats } from '../parts';

/** Nothing beside the points: the programme is the protocol's, the figure under way the situation line's. */
export const artisticConsoleStats: ConsoleStats<'artistic'> = () => [];
