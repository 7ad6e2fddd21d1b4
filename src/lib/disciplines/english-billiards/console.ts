/** English billiards in the console. */
import { averageText } from '../../view/words';
import type { ConsoleStats } from '../parts';
import type { FamilyConsole } from '../console-parts';
import { billiardsPad, type BilliardsCommand, type BilliardsMarks } from './pad';
import ConsoleState from './board/ConsoleState.svelte';
import PadDraft from './board/PadDraft.svelte';

/** The break under way, the highest break, visits and the average per visit (EB-26). */
export const billiardsConsoleStats: ConsoleStats<'english-billiards'> = (p, _mv, bt) => [
	...(p.run ? [{ label: 'board.break.short', value: p.run, run: true } as const] : []),
	{ label: 'board.highBreak', value: p.highRun },
	{ label: 'board.visits', value: p.innings },
	{ label: 'board.average', value: averageText(p.average, bt) }
];

export const billiardsConsole = {
	pad: billiardsPad,
	stats: billiardsConsoleStats,
	frameScore: { frames: 'sb.games', points: 'sb.points' },
	state: ConsoleState,
	draft: { chips: PadDraft, empty: 'draft.emptyBilliards' }
} satisfies FamilyConsole<'english-billiards', BilliardsCommand, BilliardsMarks>;
