/** Artistic billiards in the console. */
import type { ConsoleStats } from '../parts';
import type { FamilyConsole } from '../console-parts';
import { artisticPad, type ArtisticCommand } from './pad';
import ConsoleState from './board/ConsoleState.svelte';
import PadDraft from './board/PadDraft.svelte';
import ConsoleProtocol from './board/ConsoleProtocol.svelte';

/** Nothing beside the points: the programme is the protocol's, the figure under way the situation line's. */
export const artisticConsoleStats: ConsoleStats<'artistic'> = () => [];

export const artisticConsole = {
	pad: artisticPad,
	stats: artisticConsoleStats,
	state: ConsoleState,
	draft: { chips: PadDraft, empty: null },
	protocol: ConsoleProtocol
} satisfies FamilyConsole<'artistic', ArtisticCommand>;
