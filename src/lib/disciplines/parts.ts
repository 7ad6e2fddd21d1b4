/**
 * The parts a discipline family gives, one interface a concern (registry.ts). Each family's folder
 * implements them; each concern's table (standings.ts, …) lists every family's.
 */

/** What separates two rows level on match points, in order. */
export type StandingsKey = 'average' | 'high-run' | 'difference' | 'head-to-head' | 'scored';

export interface FamilyStandings {
	/**
	 * Every match has a winner (racks or frames decide it): a table counts matches won, and no
	 * match of the family may be entered drawn. Otherwise 2 points a win, 1 a draw.
	 */
	alwaysDecided: boolean;
	/** The keys after match points, in order; seed order always comes last. */
	keys: readonly StandingsKey[];
	/** What a player made in a match, from his result's score (`start`: the set-up's start score). */
	pointsMade(score: number, start: number): number;
	/** The general average (points ÷ innings over the table's matches) is shown and ranked. */
	average: boolean;
}
