/**
 * The discipline catalog: plain data about every discipline the engine knows — its family, how
 * many players it takes, how a match is won (its target kind), the balls of a full rack, the
 * set-up a form offers first, and the runs a broadcast hears of by default. Every page reads it here (console set-up form, wall displays,
 * overlays, OBS, tables page); nothing else may restate these facts. It imports nothing at run
 * time, so the overlays can bundle it. catalog.test.ts checks it against the engine's registry.
 */
import type { DisciplineId } from './ids';

/**
 * The families; every board lays out one of these. Russian pyramid and snooker are families of
 * their own: a pyramid frame is counted in balls on the shelves, a snooker frame in points with a
 * break and points remaining — neither is a pool rack of numbered balls (10-ball is pool).
 */
export type Family = 'pool' | 'carom' | 'pins' | 'artistic' | 'pyramid' | 'snooker';
export const FAMILIES: readonly Family[] = ['pool', 'carom', 'pins', 'artistic', 'pyramid', 'snooker'];

/**
 * How a match is won, which decides how its target reads ("race to 7", "to 100 points",
 * "from 300", "best of 7") and what a board counts: racks or frames (8/9/10-ball, pyramid),
 * points up to a target (14.1, carom), a countdown to zero (pins), a programme of figures
 * (artistic), the most frames of an odd number (snooker: `bestOf`; the target shown is the
 * frames needed, bestOf ÷ 2 rounded up).
 */
export type TargetKind = 'race' | 'points' | 'countdown' | 'figures' | 'best-of';

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

export interface DisciplineInfo {
	id: DisciplineId;
	family: Family;
	target: TargetKind;
	players: { min: number; max: number };
	/**
	 * Pool: the balls of a full rack (numbered 1…balls). Pyramid: the object balls a frame is
	 * played with (16 in free pyramid, where any ball may be the cue ball; 15 otherwise).
	 * Snooker: the reds of a full rack (the set-up's `reds` may say 10 or 6).
	 */
	balls: number | null;
	/** A third foul in a row costs the rack (9-ball) or 15 more points (14.1). */
	threeFoul: 'rack' | 'points' | null;
	suggested: SuggestedSetup;
	/**
	 * The runs a broadcast hears of (`run-reached` events) when the set-up has no `runEvents`:
	 * ascending, possibly empty. null: the discipline counts no runs (its summary's `highRun` is
	 * always 0), so it has no `runEvents` key at all.
	 */
	runEvents: readonly number[] | null;
}

const pool = (
	id: DisciplineId,
	target: TargetKind,
	balls: number,
	threeFoul: DisciplineInfo['threeFoul'],
	suggested: SuggestedSetup,
	runEvents: readonly number[] | null
): DisciplineInfo => ({ id, family: 'pool', target, players: { min: 2, max: 2 }, balls, threeFoul, suggested, runEvents });

const carom = (
	id: DisciplineId,
	pointsTo: number,
	runEvents: readonly number[],
	maxPlayers = 2,
	inningsLimit: number | null = null
): DisciplineInfo => ({
	id,
	family: 'carom',
	target: 'points',
	players: { min: 2, max: maxPlayers },
	balls: null,
	threeFoul: null,
	suggested: { pointsTo, inningsLimit, equalize: true },
	runEvents
});

const pins = (id: DisciplineId): DisciplineInfo => ({
	id,
	family: 'pins',
	target: 'countdown',
	players: { min: 2, max: 2 },
	balls: null,
	threeFoul: null,
	suggested: { startScore: 300, overshoot: 'bust' },
	runEvents: null
});

/** Russian pyramid: frames to 8 balls, a match raced to N frames; a series of 5 balls is worth a call-out. */
const pyramid = (id: DisciplineId, balls: number): DisciplineInfo => ({
	id,
	family: 'pyramid',
	target: 'race',
	players: { min: 2, max: 2 },
	balls,
	threeFoul: null,
	suggested: { raceTo: 3, pointsTo: 8, breakRule: 'alternate' },
	runEvents: [5]
});

export const CATALOG: readonly DisciplineInfo[] = [
	// Run thresholds: the runs a commentator calls out in each game (a 50 and a ton in 14.1 and
	// the open games, 5 and 10 in three-cushion, 10 and 20 in one-cushion).
	pool('eight-ball', 'race', 15, null, { raceTo: 5, breakRule: 'alternate' }, null),
	pool('nine-ball', 'race', 9, 'rack', { raceTo: 7, breakRule: 'alternate' }, null),
	pool('straight-pool', 'points', 15, 'points', { pointsTo: 100 }, [50, 100]),
	carom('straight-rail', 200, [50, 100], 3),
	carom('one-cushion', 100, [10, 20], 3),
	carom('three-cushion', 40, [5, 10], 2, 50),
	carom('balkline-47-1', 150, [50, 100]),
	carom('balkline-47-2', 200, [50, 100]),
	carom('balkline-71-2', 200, [50, 100]),
	{
		id: 'artistic',
		family: 'artistic',
		target: 'figures',
		players: { min: 2, max: 8 },
		balls: null,
		threeFoul: null,
		suggested: {},
		runEvents: null
	},
	pins('seven-pins'),
	pins('kegel'),
	// Added after the seed disciplines (issue 16); the catalog's order is the set-up form's.
	pool('ten-ball', 'race', 10, 'rack', { raceTo: 7, breakRule: 'alternate' }, null),
	pyramid('free-pyramid', 16),
	pyramid('combined-pyramid', 15),
	pyramid('dynamic-pyramid', 15),
	{
		id: 'snooker',
		family: 'snooker',
		target: 'best-of',
		players: { min: 2, max: 2 },
		balls: 15,
		threeFoul: null,
		suggested: { bestOf: 7, reds: 15 },
		// A break of 50 and a century are what a snooker broadcast calls out.
		runEvents: [50, 100]
	}
];

const byId = new Map<string, DisciplineInfo>(CATALOG.map((d) => [d.id, d]));

export const isDisciplineId = (id: unknown): id is DisciplineId => typeof id === 'string' && byId.has(id);

/** The catalog entry of a discipline, or undefined for an id this engine does not know. */
export const disciplineInfo = (id: string): DisciplineInfo | undefined => byId.get(id);

/**
 * The family of a discipline. An id this engine does not know has none (null): a board shows
 * such a match as "cannot be shown" rather than guessing a family.
 */
export const familyOf = (id: string): Family | null => byId.get(id)?.family ?? null;

/** A short sample programme (AR-1 figures score 4–11); the marker replaces it with the event's. */
export const SAMPLE_PROGRAMME: readonly { name: string; points: number }[] = [
	{ name: 'Figure 1', points: 4 },
	{ name: 'Figure 2', points: 5 },
	{ name: 'Figure 3', points: 6 },
	{ name: 'Figure 4', points: 7 },
	{ name: 'Figure 5', points: 8 }
];
