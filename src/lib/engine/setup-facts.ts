/**
 * What a set-up needs to know of every discipline and a board does not (./catalog.ts has the
 * rest): how many players it takes, the set-up a form offers first, and the runs a broadcast
 * hears of by default. Plain data that imports only the catalog's types; pages that set up a
 * match read it (console, competitions), overlays never do. catalog.test.ts holds it to the
 * engine's registry.
 */
import type { DisciplineId } from './ids';

/** The set-up keys a form offers, with the values it starts from (match-script.md keys). */
export interface SuggestedSetup {
	raceTo?: number;
	breakRule?: 'alternate' | 'winner';
	pointsTo?: number;
	inningsLimit?: number | null;
	equalize?: boolean;
	startScore?: number;
	overshoot?: 'bust' | 'penalty' | 'win';
	/** Snooker: frames of the match (odd) and the reds of a full rack. */
	bestOf?: number;
	reds?: 15 | 10 | 6;
}

export interface SetupFacts {
	players: { min: number; max: number };
	suggested: SuggestedSetup;
	/**
	 * The runs a broadcast hears of (`run-reached` events) when the set-up has no `runEvents`:
	 * ascending, possibly empty. null: the discipline counts no runs (its summary's `highRun` is
	 * always 0), so it has no `runEvents` key at all.
	 */
	runEvents: readonly number[] | null;
}

const TWO = { min: 2, max: 2 } as const;
const race = (raceTo: number): SetupFacts => ({ players: TWO, suggested: { raceTo, breakRule: 'alternate' }, runEvents: null });
const carom = (pointsTo: number, runEvents: readonly number[], maxPlayers = 2, inningsLimit: number | null = null): SetupFacts => ({
	players: { min: 2, max: maxPlayers },
	suggested: { pointsTo, inningsLimit, equalize: true },
	runEvents
});
const pins: SetupFacts = { players: TWO, suggested: { startScore: 300, overshoot: 'bust' }, runEvents: null };
/** Russian pyramid: a series of 5 balls is worth a call-out. */
const pyramid: SetupFacts = { players: TWO, suggested: { raceTo: 3, pointsTo: 8, breakRule: 'alternate' }, runEvents: [5] };

// Run thresholds: the runs a commentator calls out in each game (a 50 and a ton in 14.1 and the
// open games, 5 and 10 in three-cushion, 10 and 20 in one-cushion, a break of 50 and a century
// in snooker).
export const SETUP_FACTS: { readonly [D in DisciplineId]: SetupFacts } = {
	'eight-ball': race(5),
	'nine-ball': race(7),
	'straight-pool': { players: TWO, suggested: { pointsTo: 100 }, runEvents: [50, 100] },
	'straight-rail': carom(200, [50, 100], 3),
	'one-cushion': carom(100, [10, 20], 3),
	'three-cushion': carom(40, [5, 10], 2, 50),
	'balkline-47-1': carom(150, [50, 100]),
	'balkline-47-2': carom(200, [50, 100]),
	'balkline-71-2': carom(200, [50, 100]),
	artistic: { players: { min: 2, max: 8 }, suggested: {}, runEvents: null },
	'seven-pins': pins,
	kegel: pins,
	'ten-ball': race(7),
	'free-pyramid': pyramid,
	'combined-pyramid': pyramid,
	'dynamic-pyramid': pyramid,
	snooker: { players: TWO, suggested: { bestOf: 7, reds: 15 }, runEvents: [50, 100] },
	// a game of 150 up; a 50 break and a century (EB-26)
	'english-billiards': { players: TWO, suggested: { pointsTo: 150, bestOf: 1 }, runEvents: [50, 100] }
};

/** A discipline's set-up facts, or undefined for an id this engine does not know. */
export const setupFacts = (id: string): SetupFacts | undefined => (Object.hasOwn(SETUP_FACTS, id) ? SETUP_FACTS[id as DisciplineId] : undefined);
