/**
 * The console's pad as each family has it (./<family>/pad.ts, in its console: ./consoles.ts): the
 * commands its keys give, the marks of the stroke being typed, and what a key does with them —
 * a mark (the draft changes), a stroke sent, a question first. Pure functions: the server is the
 * only state that matters; a draft is just what the marker has typed so far. The console's
 * controller runs whichever pad the match's family has and never names one.
 */
import type { Family } from '../engine/catalog';
import type { Key } from '../i18n/keys';
import type { MatchViewOf } from '../view/table-view';

/** The marks more than one family's pad uses. */
export interface CommonDraft {
	/** The foul marked, as its family's key names it (the engine judges it); null: none. */
	foul: string | null;
	/** Ball keys mark balls off the table instead of pocketed (pool, snooker). */
	offMode: boolean;
	/** Break: balls to a rail (pool), to a cushion (pyramid; dynamic pyramid: to the side cushions). */
	rails: number;
	/** Digits typed: carom's inning of N points, 14.1's count of balls. */
	digits: string;
	/** The next ball key names this instead of a ball potted (10-ball's call, snooker's first hit …). */
	pick: string | null;
}

export const NO_MARKS: CommonDraft = { foul: null, offMode: false, rails: 0, digits: '', pick: null };

/** What a pad knows of the match when a key comes. */
export interface PadContext {
	discipline: string;
	/** The balls of the rack (9-ball: 9). */
	balls: number;
	/** Pool: the rack under way (the balls on the table, open table, break due). */
	rack?: { openTable: boolean; breakDue: boolean; onTable: readonly number[] } | null;
	/** The name of the player at the table. */
	striker?: string;
}

/** One answer to a question the pad asks before it sends: its words and the stroke it sends. */
export interface AskOption {
	/** The ball it names (drawn beside the words), or null. */
	ball: number | null;
	label: Words;
	/** What the option says in tests and data attributes. */
	id: string;
	action: Action;
}

/** A question the pad asks before it sends (pool: which ball or group was called). */
export interface PadAsk<D = unknown> {
	title: Key;
	hint: Key;
	options: AskOption[];
	/** The stroke as typed, given back when the question is left with Esc. */
	draft: D;
}

export type Action = Record<string, unknown>;

/** Words the console says: a key and its values, a value itself words (a ball's name …). */
export interface Words {
	key: Key;
	params?: Record<string, string | number | Words>;
}

/** What a key did on the pad. */
export type PadOutcome<D> =
	/** only the stroke being typed changed (and the console may say why) */
	| { draft: D; say?: Words }
	/** the stroke typed goes to the server; the pad is cleared (and given back when it is refused) */
	| { commit: Action }
	/** an action goes at once; the marks stay as `draft` says */
	| { send: Action; draft?: D }
	/** asked first (./pool/pad.ts: the called ball) */
	| { ask: PadAsk<D> }
	/** confirmed first (snooker's concession): the question, then the action */
	| { confirm: Words; send: Action };

/**
 * A family's pad: the commands its keys give (`C`, each kind its own, no two families share one)
 * and its own marks (`D`) beside the common ones. Its functions see only those.
 */
export interface FamilyPad<C extends { k: string }, D extends object, F extends Family = Family> {
	/** Its marks when nothing is marked. */
	empty: D;
	/** Its marks that are modes (the pad waits for a key they change; Esc leaves them), not marks. */
	modes?: readonly (keyof D)[];
	/** Its commands that send at once (the key map and the buttons mark them ⏎); the others mark. */
	sending?: readonly C['k'][];
	/** Its commands that set or answer a pick; any other key leaves a pick. */
	picking?: readonly C['k'][];
	/** What one of its commands does; null: nothing here (the key is not this pad's). */
	press(d: CommonDraft & D, cmd: C, ctx: PadContext): PadOutcome<CommonDraft & D> | null;
	/** What the commit key (Enter; `as`: its safety or push-out variant) sends; absent: the family commits with its own keys. */
	commit?(d: CommonDraft & D, as: 'safety' | 'push' | undefined, ctx: PadContext): PadOutcome<CommonDraft & D>;
	/** Whether a command's button is lit: what it marks is in the stroke (or its "next ball key" is awaited). */
	lit?(d: CommonDraft & D, cmd: C): boolean;
	/** The count a counting button has reached, shown on it ("(3)"); 0: none. */
	tally?(d: CommonDraft & D, cmd: C): number;
	/**
	 * When its keys apply (a binding's `when`, checked against the match and its set-up): pool's
	 * push-out and break, carom's balk and tiebreak, pyramid's cue ball in hand … A condition the
	 * pad does not name never holds.
	 */
	when?: { readonly [condition: string]: (mv: MatchViewOf<F>, setup: Readonly<Record<string, unknown>>) => boolean };
	/** Whose number keys type a number (carom: once a number is begun, 0 is its next digit). */
	typesPoints?: boolean;
}

export const toggle = <T>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** A foul key: marks its foul, or takes it back when it is the one marked. */
export const markFoul = <D extends CommonDraft>(d: D, foul: string): D => ({ ...d, foul: d.foul === foul ? null : foul });

/** The break's rails (pool) or cushions (pyramid) one up or down, 0 to 15. */
export const stepRails = <D extends CommonDraft>(d: D, by: 1 | -1): D => ({ ...d, rails: Math.max(0, Math.min(15, d.rails + by)) });
