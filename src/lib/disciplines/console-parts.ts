/**
 * A family in the console (./consoles.ts lists each family's ./<family>/console.ts): its pad, its
 * figures and its Svelte panels, with the props they are given. A panel is typed by its own
 * family's commands (`C`) and marks (`D`), not by the console's (which are every family's, read
 * off ./consoles.ts): so the console's controller imports the list, and the list's panels never
 * import the controller.
 */
import type { CommonCommand, Condition } from '../console/binding';
import type { Component } from 'svelte';
import type { Family } from '../engine/catalog';
import type { ConsolePanelProps, ConsoleStats, ProtocolPanelProps } from './parts';
import type { CommonDraft, FamilyPad } from './pad';
import type { Key } from '../i18n/keys';
import type { MatchViewOf } from '../view/table-view';

/** What a family's pad of targets may do with the console (its controller): read the stroke being typed, send a command. */
export interface PadControl<C, D> {
	readonly draft: CommonDraft & D;
	exec(cmd: C | CommonCommand): void;
}

/** What a family's pad of targets in the console is given (FamilyConsole.targets). */
export interface PadProps<F extends Family, C = never, D = object> {
	ctl: PadControl<C, D>;
	mv: MatchViewOf<F>;
	/** The keys bound to the first command that matches (shown on its button). */
	keysOf(match: (c: C | CommonCommand) => boolean): string[];
}

/** What a family's chips of the stroke being typed are given (FamilyConsole.draft). */
export interface DraftProps<D = object> {
	d: CommonDraft & D;
	discipline: string;
	/** The words of the foul marked, as its key says it; null: none. */
	foulName: Key | null;
}

export interface FamilyConsole<F extends Family, C extends { k: string } = { k: string }, D extends object = object> {
	/** Its pad: its commands, its marks, what its keys do (./pad.ts says what a pad is). */
	pad: FamilyPad<C, D, F>;
	/** The figures under a player's name in the scoreboard. */
	stats: ConsoleStats<F>;
	/** The score as frames and points, in the families that play frames. */
	frameScore?: { frames: Key; points: Key };
	/** The referee may re-rack (pool, pyramid, snooker): the pad offers it. */
	refereeRerack?: true;
	/** What it shows below the players in the scoreboard (pool's rack, carom's inning, the frame under way …). */
	state?: Component<ConsolePanelProps<F>>;
	/** What a stroke marks on the table in the pad; carom and artistic mark nothing, their keys score. */
	targets?: Component<PadProps<F, C, D>>;
	/**
	 * The chips of the stroke being typed, and what the pad says while none is marked (null:
	 * nothing); `emptyWhen`, what it says instead while its condition holds (pool's break, where an
	 * empty stroke is not a miss).
	 */
	draft: { chips: Component<DraftProps<D>>; empty: Key | null; emptyWhen?: { when: Condition; empty: Key } };
	/** Its protocol where it is a sheet of its own (carom's innings, artistic's figures); else the list of strokes. */
	protocol?: Component<ProtocolPanelProps<F>>;
}
