/**
 * What every layer asks of a family: each family's ./<family>/index.ts gives one, ./families.ts
 * lists them. Apart from ./parts.ts (the vocabulary, which overlays read) because it names the
 * console's key bindings (their own module, src/lib/console/binding.ts: the console's key map
 * reads every family's pad, and a page that reads a family module must not load the console).
 */
import type { Family } from '../engine/catalog';
import type { SummaryByFamily } from '../engine/summary';
import type { BindingOf } from '../console/binding';
import type { FamilyRecord, FamilyRecordFigures, FamilySetupForm, FamilyStandings, FamilyStrokeWords, FramesWords, WordsT } from './parts';

/** A table a family's match page adds (FamilyModule.recordSection), drawn by src/lib/records-page/OwnSection.svelte. */
export interface RecordSection {
	/** Names the section: its test id, its heading's id. */
	id: string;
	title: string;
	head: readonly string[];
	/** Each row's cells (the first names the row): the text, and a note drawn muted after it. */
	rows: readonly (readonly { text: string; note?: string }[])[];
}

/**
 * Everything the product knows of a family beyond its rules (src/lib/engine) and what an overlay
 * or a screen draws (./registry.ts): each family's ./<family>/index.ts gives one, and
 * ./families.ts lists them. Data and functions only (no component, no Node API), so the server,
 * every page and the overlay build load it as they load the engine.
 */
export interface FamilyModule<F extends Family> {
	/** How a competition ranks it (draws or not, tiebreaks). */
	standings: FamilyStandings;
	/**
	 * The set-up keys a competition player's handicap gives his match, by seat (undefined: that
	 * player has none), from the round's set-up: his own target, or his start in points (English
	 * billiards, EB-25). Absent: the family takes no handicap (a competition with one is refused).
	 */
	handicap?(setup: Readonly<Record<string, unknown>>, handicaps: readonly (number | undefined)[]): Record<string, unknown>;
	/** What a knockout match adds to its set-up, where it must not end drawn (carom's penalty-shot tiebreak). */
	knockout?: Readonly<Record<string, unknown>>;
	/** Its set-up form (the console's new match, a competition's set-up). */
	setupForm: FamilySetupForm;
	/** Its keys in the console; the `?` key map and the pad's buttons are generated from them. */
	keymap: readonly BindingOf<{ k: string }>[];
	/** How the stroke list (the console's, the match page's) words its strokes. */
	strokeWords: FamilyStrokeWords;
	/** What its match record holds beyond strokes and innings. */
	record: FamilyRecord;
	/** What the records' lists show of it. */
	recordFigures: FamilyRecordFigures;
	/** Each stroke is an inning (carom): the match page's innings table lists them, its stroke list only the corrections. */
	inningsAreStrokes?: true;
	/** A table of its own on the match page, after the ones every record has (artistic's programme), from the match's summary. */
	recordSection?(summary: SummaryByFamily[F], names: readonly string[], t: WordsT): RecordSection;
	/** How its match page and score sheet word its frames, in the families counted in frames. */
	framesWords?: FramesWords;
}
