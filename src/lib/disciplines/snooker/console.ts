/** Snooker in the console. */
import type { ConsoleStats } from '../parts';
import type { FamilyConsole } from '../console-parts';
import { snookerPad, type SnookerCommand, type SnookerMarks } from './pad';
import ConsoleState from './board/ConsoleState.svelte';
import PadTargets from './board/PadTargets.svelte';
import PadDraft from './board/PadDraft.svelte';

/** The break under way (the striker's) and the highest break of the match. */
export const snookerConsoleStats: ConsoleStats<'snooker'> = (p) => [
	...(p.run ? [{ label: 'board.break.short', value: p.run, run: true } as const] : []),
	{ label: 'board.highBreak', value: p.highRun }
];

export const snookerConsole = {
	pad: snookerPad,
	stats: snookerConsoleStats,
	frameScore: { frames: 'sb.frames', points: 'sb.points' },
	refereeRerack: true,
	state: ConsoleState,
	targets: PadTargets,
	draft: { chips: PadDraft, empty: 'draft.emptySnooker' }
} satisfies FamilyConsole<'snooker', SnookerCommand, SnookerMarks>;
