/**
 * Whole-match scripts of the issue-16 disciplines (snooker, Russian pyramid, 10-ball) for the
 * overlay and wall-display tests and their screenshots: real engine runs through stateFrom, a
 * state in play (a break under way, balls on the shelves) and a finished one.
 */
import type { TableState } from '../../../src/lib/protocol';
import { stateFrom, type ScriptDoc } from './fixtures';

const shot = (...potted: string[]) => ({ t: 'shot', potted });
/** A break of red–black ×n (8 points each). */
const blacks = (n: number) => Array.from({ length: n }, () => [shot('red'), shot('black')]).flat();

/** Snooker, best of 7: 2–1 in frames, frame 4 under way, O'Sullivan on a break of 33 (2 reds left). */
export const SNOOKER: ScriptDoc = {
	match: {
		discipline: 'snooker',
		players: [
			{ name: "Ronnie O'Sullivan", country: 'GBR' },
			{ name: 'Kacper Filipiak', country: 'POL' }
		],
		bestOf: 7,
		reds: 15,
		event: 'Club Cup 2025'
	},
	actions: [
		{ t: 'frame', player: 0 },
		{ t: 'frame', player: 1 },
		{ t: 'frame', player: 0 },
		// frame 4: Filipiak breaks off (frames alternate); a red–pink, then a miss
		shot(),
		...blacks(6),
		shot(),
		shot('red'),
		shot('pink'),
		shot(),
		...blacks(4),
		shot('red'),
		shot('blue'),
		shot('red')
	]
};

/** Six-red snooker late in a frame: few points left, the trailer needs snookers. */
export const SNOOKER_SNOOKERS: ScriptDoc = {
	match: { discipline: 'snooker', players: ['Anna Nowak', 'Мария Иванова'], bestOf: 5, reds: 6 },
	actions: [...blacks(6), shot('yellow'), shot('green'), shot()]
};

/** Combined pyramid, race to 3: 1–1, frame 3 with 3 and 5 balls on the shelves. */
export const PYRAMID: ScriptDoc = {
	match: {
		discipline: 'combined-pyramid',
		players: [
			{ name: 'Иван Петров', country: 'RUS' },
			{ name: 'Piotr Kowalski', country: 'POL' }
		],
		raceTo: 3,
		event: 'Кубок клуба'
	},
	actions: [
		{ t: 'frame', player: 0 },
		{ t: 'frame', player: 1 },
		{ t: 'shot', potted: 1, cushions: 3 },
		{ t: 'shot', potted: 2 },
		{ t: 'shot', potted: 0 },
		{ t: 'shot', potted: 2 },
		{ t: 'shot', potted: 3 },
		{ t: 'shot', potted: 0 }
	]
};

/** 10-ball, race to 5: 3–2 in racks, the 6th rack in play. */
export const TEN_BALL: ScriptDoc = {
	match: { discipline: 'ten-ball', players: ['Wiktoria Zawadzka', 'Jayson Shaw'], raceTo: 5 },
	actions: [
		{ t: 'rack', player: 0 },
		{ t: 'rack', player: 1 },
		{ t: 'rack', player: 0 },
		{ t: 'rack', player: 1 },
		{ t: 'rack', player: 0 },
		{ t: 'shot', potted: [2], rails: 4 },
		{ t: 'shot', potted: [1] },
		{ t: 'shot', potted: [] }
	]
};

/** The same matches played to their end (the result). */
const finish = (doc: ScriptDoc, winner: number, frames: number): ScriptDoc => ({
	match: doc.match,
	actions: [...doc.actions, ...Array.from({ length: frames }, () => ({ t: doc.match.discipline === 'ten-ball' ? 'rack' : 'frame', player: winner }))]
});
export const SNOOKER_FINAL = finish(SNOOKER, 0, 2);
export const PYRAMID_FINAL = finish(PYRAMID, 1, 2);
export const TEN_BALL_FINAL = finish(TEN_BALL, 0, 2);

/** Table states: live and finished per discipline (table ids `<name>` and `<name>-final`). */
export function disciplineStates(): TableState[] {
	const named: [string, ScriptDoc][] = [
		['snooker', SNOOKER],
		['snooker-final', SNOOKER_FINAL],
		['snookers', SNOOKER_SNOOKERS],
		['pyramid', PYRAMID],
		['pyramid-final', PYRAMID_FINAL],
		['ten-ball', TEN_BALL],
		['ten-ball-final', TEN_BALL_FINAL]
	];
	return named.map(([id, doc]) => stateFrom(doc, { table: id, name: `Table ${id.replace('-final', '')}` }));
}
