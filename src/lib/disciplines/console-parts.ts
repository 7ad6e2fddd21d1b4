/**
 * The parts of a family's console pad that need the console's own types (its controller, its
 * commands, the stroke being typed): apart from ./parts.ts, which the overlays' pages read.
 */
import type { ConsoleController } from '../console/controller.svelte';
import type { Command } from '../console/keymap';
import type { Draft } from '../console/compose';
import type { Family } from '../engine/catalog';
import type { Key } from '../i18n/index.svelte';
import type { MatchViewOf } from '../view/table-view';

/** What a family's pad of targets in the console is given (./pad-panels.ts). */
export interface PadProps<F extends Family> {
	ctl: ConsoleController;
	mv: MatchViewOf<F>;
	/** The keys bound to the first command that matches (shown on its button). */
	keysOf(match: (c: Command) => boolean): string[];
}

/** What a family's chips of the stroke being typed are given (./pad-panels.ts). */
export interface DraftProps {
	d: Draft;
	discipline: string;
	/** The words of the foul marked, as its key says it; null: none. */
	foulName: Key | null;
}
