/** Pool in the console. */
import type { ConsoleStats } from '../parts';
import type { FamilyConsole } from '../console-parts';
import { poolPad, type PoolCommand, type PoolMarks } from './pad';
import ConsoleState from './board/ConsoleState.svelte';
import PadTargets from './board/PadTargets.svelte';
import PadDraft from './board/PadDraft.svelte';

/** Innings; in a points game (14.1) the high run and the run under way. */
export const poolConsoleStats: ConsoleStats<'pool'> = (p, mv) => [
	{ label: 'board.innings', value: p.innings },
	...(mv.targetKind === 'points' ? [{ label: 'board.highRun', value: p.highRun } as const] : []),
	...(mv.targetKind === 'points' && p.run !== null ? [{ label: 'board.run', value: p.run, run: true } as const] : [])
];

export const poolConsole = {
	pad: poolPad,
	stats: poolConsoleStats,
	refereeRerack: true,
	state: ConsoleState,
	targets: PadTargets,
	// on the break an empty stroke is no miss: the rules judge the break by what was potted and the balls to a rail
	draft: { chips: PadDraft, empty: 'draft.empty', emptyWhen: { when: 'breakDue', empty: 'draft.emptyBreak' } }
} satisfies FamilyConsole<'pool', PoolCommand, PoolMarks>;
