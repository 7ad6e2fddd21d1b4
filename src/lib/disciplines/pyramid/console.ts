/** Russian pyramid in the console. */
import type { ConsoleStats } from '../parts';
import type { FamilyConsole } from '../console-parts';
import { pyramidPad, type PyramidCommand, type PyramidMarks } from './pad';
import ConsoleState from './board/ConsoleState.svelte';
import PadTargets from './board/PadTargets.svelte';
import PadDraft from './board/PadDraft.svelte';

/** The most balls put on the shelf in one visit. */
export const pyramidConsoleStats: ConsoleStats<'pyramid'> = (p) => [{ label: 'board.highRun', value: p.highRun }];

export const pyramidConsole = {
	pad: pyramidPad,
	stats: pyramidConsoleStats,
	frameScore: { frames: 'sb.pyramidFrames', points: 'board.shelf' },
	refereeRerack: true,
	state: ConsoleState,
	targets: PadTargets,
	draft: { chips: PadDraft, empty: 'draft.empty' }
} satisfies FamilyConsole<'pyramid', PyramidCommand, PyramidMarks>;
