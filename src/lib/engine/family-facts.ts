/**
 * The shapes of what each family's ./<family>/catalog.ts states about its disciplines: the
 * catalog's entry (what a board needs) and the set-up facts (what a set-up form needs). A leaf, so
 * a family's file and the lists built from them (./catalog.ts, ./setup-facts.ts, ./ids.ts) import
 * it without a cycle; the lists close the types over every family's ids.
 */

/**
 * How a match is won, which decides how its target reads ("race to 7", "to 100 points",
 * "from 300", "best of 7") and what a board counts: racks or frames (8/9/10-ball, pyramid),
 * points up to a target (14.1, carom), a countdown to zero (pins), a programme of figures
 * (artistic), the most frames of an odd number (snooker: `bestOf`; the target shown is the
 * frames needed, bestOf ÷ 2 rounded up).
 */
export type TargetKind = 'race' | 'points' | 'countdown' | 'figures' | 'best-of';

/** A discipline's catalog entry, for a family's own ids (./catalog.ts DisciplineInfo closes it over all). */
export interface DisciplineInfoOf<Id extends string = string, F extends string = string> {
	id: Id;
	family: F;
	target: TargetKind;
	/**
	 * Pool: the balls of a full rack (numbered 1…balls). Pyramid: the object balls a frame is
	 * played with (16 in free pyramid, where any ball may be the cue ball; 15 otherwise).
	 * Snooker: the reds of a full rack (the set-up's `reds` may say 10 or 6).
	 */
	balls: number | null;
	/** A third foul in a row costs the rack (9-ball) or 15 more points (14.1). */
	threeFoul: 'rack' | 'points' | null;
}

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

/** Two players, no more: every discipline but carom's open games and artistic. */
export const TWO_PLAYERS = { min: 2, max: 2 } as const;

/** A catalog entry (one builder for every family, so an overlay carries the entry's shape once). */
export const catalogEntry = <Id extends string, F extends string>(
	id: Id,
	family: F,
	target: TargetKind,
	balls: number | null = null,
	threeFoul: DisciplineInfoOf['threeFoul'] = null
): DisciplineInfoOf<Id, F> => ({ id, family, target, balls, threeFoul });
