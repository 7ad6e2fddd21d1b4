/** Pins in the console. */
import type { ConsoleStats } from '../parts';
import type { FamilyConsole } from '../console-parts';
import { pinsPad, type PinsCommand, type PinsMarks } from './pad';
import PadTargets from './board/PadTargets.svelte';
import PadDraft from './board/PadDraft.svelte';

/** Innings, points counted and penalties against. */
export const pinsConsoleStats: ConsoleStats<'pins'> = (p) => [
	{ label: 'board.innings', value: p.innings },
	{ label: 'board.counted', value: p.counted },
	{ label: 'board.penalties', value: p.penalties }
];

export const pinsConsole = {
	pad: pinsPad,
	stats: pinsConsoleStats,
	targets: PadTargets,
	draft: { chips: PadDraft, empty: 'draft.empty' }
} satisfies FamilyConsole<'pins', PinsCommand, PinsMarks>;
