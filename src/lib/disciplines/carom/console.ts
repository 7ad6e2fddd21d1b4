/** Carom in the console. */
import { averageText } from '../../view/words';
import type { ConsoleStats } from '../parts';
import type { FamilyConsole } from '../console-parts';
import { caromPad, type CaromCommand } from './pad';
import ConsoleState from './board/ConsoleState.svelte';
import PadDraft from './board/PadDraft.svelte';
import ConsoleProtocol from './board/ConsoleProtocol.svelte';

/** Innings, average, high run and the run under way. */
export const caromConsoleStats: ConsoleStats<'carom'> = (p, _mv, bt) => [
	{ label: 'board.innings', value: p.innings },
	{ label: 'board.average', value: averageText(p.average, bt) },
	{ label: 'board.highRun', value: p.highRun },
	...(p.run !== null ? [{ label: 'board.run', value: p.run, run: true } as const] : [])
];

export const caromConsole = {
	pad: caromPad,
	stats: caromConsoleStats,
	state: ConsoleState,
	draft: { chips: PadDraft, empty: null },
	protocol: ConsoleProtocol
} satisfies FamilyConsole<'carom', CaromCommand>;
