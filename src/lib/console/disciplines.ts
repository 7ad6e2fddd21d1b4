/** What the console knows about each discipline: its family, player counts and set-up defaults. */
export type Family = 'pool' | 'carom' | 'pins' | 'artistic';

export interface DisciplineInfo {
	id: string;
	family: Family;
	players: { min: number; max: number };
	/** The set-up keys the form shows, with their defaults (match-script.md). */
	defaults: {
		raceTo?: number;
		breakRule?: 'alternate' | 'winner';
		pointsTo?: number;
		inningsLimit?: number | null;
		equalize?: boolean;
		startScore?: number;
		overshoot?: 'bust' | 'penalty' | 'win';
	};
	/** Pool: the balls of a full rack. */
	balls?: number;
}

const pool = (id: string, d: DisciplineInfo['defaults'], balls: number): DisciplineInfo => ({
	id,
	family: 'pool',
	players: { min: 2, max: 2 },
	defaults: d,
	balls
});
const carom = (id: string, pointsTo: number, max = 2, inningsLimit: number | null = null): DisciplineInfo => ({
	id,
	family: 'carom',
	players: { min: 2, max },
	defaults: { pointsTo, inningsLimit, equalize: true }
});

export const DISCIPLINES: readonly DisciplineInfo[] = [
	pool('eight-ball', { raceTo: 5, breakRule: 'alternate' }, 15),
	pool('nine-ball', { raceTo: 7, breakRule: 'alternate' }, 9),
	pool('straight-pool', { pointsTo: 100 }, 15),
	carom('straight-rail', 200, 3),
	carom('one-cushion', 100, 3),
	carom('three-cushion', 40, 2, 50),
	carom('balkline-47-1', 150),
	carom('balkline-47-2', 200),
	carom('balkline-71-2', 200),
	{ id: 'artistic', family: 'artistic', players: { min: 2, max: 8 }, defaults: {} },
	{ id: 'seven-pins', family: 'pins', players: { min: 2, max: 2 }, defaults: { startScore: 300, overshoot: 'bust' } },
	{ id: 'kegel', family: 'pins', players: { min: 2, max: 2 }, defaults: { startScore: 300, overshoot: 'bust' } }
];

export const disciplineInfo = (id: string): DisciplineInfo | undefined => DISCIPLINES.find((d) => d.id === id);
export const familyOf = (id: string): Family => disciplineInfo(id)?.family ?? 'pool';

/** A short sample programme (AR-1 figures score 4–11); the marker replaces it with the event's. */
export const DEFAULT_PROGRAMME = [
	{ name: 'Figure 1', points: 4 },
	{ name: 'Figure 2', points: 5 },
	{ name: 'Figure 3', points: 6 },
	{ name: 'Figure 4', points: 7 },
	{ name: 'Figure 5', points: 8 }
];
