/**
 * The discipline catalog: plain data about every discipline the engine knows that a board needs —
 * its family, how a match is won (its target kind), the balls of a full rack, the three-foul rule.
 * What only a set-up needs (how many players, the set-up a form offers first, the runs a
 * broadcast hears of by default) is ./setup-facts.ts's, so an overlay does not carry it. Every
 * page reads these here (console, wall displays, overlays, OBS, tables page); nothing else may
 * restate them. It imports nothing at run
 * time, so the overlays can bundle it. catalog.test.ts checks it against the engine's registry.
 */
import type { DisciplineId } from './ids';

/**
 * The families; every board lays out one of these. Russian pyramid and snooker are families of
 * their own: a pyramid frame is counted in balls on the shelves, a snooker frame in points with a
 * break and points remaining — neither is a pool rack of numbered balls (10-ball is pool).
 */
export type Family = 'pool' | 'carom' | 'pins' | 'artistic' | 'pyramid' | 'snooker' | 'english-billiards';
export const FAMILIES: readonly Family[] = ['pool', 'carom', 'pins', 'artistic', 'pyramid', 'snooker', 'english-billiards'];

/**
 * How a match is won, which decides how its target reads ("race to 7", "to 100 points",
 * "from 300", "best of 7") and what a board counts: racks or frames (8/9/10-ball, pyramid),
 * points up to a target (14.1, carom), a countdown to zero (pins), a programme of figures
 * (artistic), the most frames of an odd number (snooker: `bestOf`; the target shown is the
 * frames needed, bestOf ÷ 2 rounded up).
 */
export type TargetKind = 'race' | 'points' | 'countdown' | 'figures' | 'best-of';

export interface DisciplineInfo {
	id: DisciplineId;
	family: Family;
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

const pool = (id: DisciplineId, target: TargetKind, balls: number, threeFoul: DisciplineInfo['threeFoul'] = null): DisciplineInfo => ({ id, family: 'pool', target, balls, threeFoul });
const carom = (id: DisciplineId): DisciplineInfo => ({ id, family: 'carom', target: 'points', balls: null, threeFoul: null });
const pins = (id: DisciplineId): DisciplineInfo => ({ id, family: 'pins', target: 'countdown', balls: null, threeFoul: null });
/** Russian pyramid: frames to 8 balls, a match raced to N frames. */
const pyramid = (id: DisciplineId, balls: number): DisciplineInfo => ({ id, family: 'pyramid', target: 'race', balls, threeFoul: null });

/** In the set-up form's order (the disciplines added with issue 16 after the seed ones). */
export const CATALOG: readonly DisciplineInfo[] = [
	pool('eight-ball', 'race', 15),
	pool('nine-ball', 'race', 9, 'rack'),
	pool('straight-pool', 'points', 15, 'points'),
	carom('straight-rail'),
	carom('one-cushion'),
	carom('three-cushion'),
	carom('balkline-47-1'),
	carom('balkline-47-2'),
	carom('balkline-71-2'),
	{ id: 'artistic', family: 'artistic', target: 'figures', balls: null, threeFoul: null },
	pins('seven-pins'),
	pins('kegel'),
	pool('ten-ball', 'race', 10, 'rack'),
	pyramid('free-pyramid', 16),
	pyramid('combined-pyramid', 15),
	pyramid('dynamic-pyramid', 15),
	{ id: 'snooker', family: 'snooker', target: 'best-of', balls: 15, threeFoul: null },
	{ id: 'english-billiards', family: 'english-billiards', target: 'points', balls: null, threeFoul: null }
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
