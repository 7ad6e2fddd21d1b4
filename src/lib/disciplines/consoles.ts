/**
 * Every family in the console (./console-parts.ts, FamilyConsole; each family's ./<family>/console.ts):
 * its pad, its figures and its Svelte panels. A list of its own because only the console draws
 * them: the match page, the competitions and the server ask ./families.ts, and do not carry a pad.
 */
import type { Family } from '../engine/catalog';
import type { CommonDraft, FamilyPad } from './pad';
import type { FamilyConsole } from './console-parts';
import type { EveryFamily } from './registry';
import { console as familyConsoles } from './generated/consoles';

export const CONSOLES = familyConsoles satisfies EveryFamily<unknown>;

/** A family's console as the console reads it, whatever the family of its match. */
export const consoleOf = (family: Family): FamilyConsole<Family> => CONSOLES[family] as FamilyConsole<Family>;

// ---------------------------------------------------------------- the console's pads, as types

type Pads = { [F in Family]: (typeof CONSOLES)[F]['pad'] };
type MarksOf<P> = P extends { empty: infer D } ? D : never;
type CommandOf<P> = P extends { press(d: never, cmd: infer C, ctx: never): unknown } ? C : never;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The stroke being typed: the common marks and every family's own (a match uses its family's). */
export type Draft = CommonDraft & Intersection<MarksOf<Pads[Family]>>;
/** What a family's key can mean on the pad. */
export type FamilyCommand = CommandOf<Pads[Family]>;
/** A pad as the console runs it, whatever its family. */
export type AnyPad = FamilyPad<FamilyCommand, object>;
