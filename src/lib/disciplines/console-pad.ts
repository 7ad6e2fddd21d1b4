/**
 * Every family's pad in the console (./<family>/pad.ts: its commands, its marks, what its keys
 * do; ./pad.ts says what a pad is), and what else the console's pad does where families differ.
 */
import type { Family } from '../engine/catalog';
import type { CommonDraft, FamilyPad } from './pad';
import type { EveryFamily } from './registry';
import { artisticPad } from './artistic/pad';
import { caromPad } from './carom/pad';
import { pinsPad } from './pins/pad';
import { poolPad } from './pool/pad';
import { pyramidPad } from './pyramid/pad';
import { snookerPad } from './snooker/pad';
import { billiardsPad } from './english-billiards/pad';

export const PADS = { pool: poolPad, carom: caromPad, artistic: artisticPad, pins: pinsPad, pyramid: pyramidPad, snooker: snookerPad, 'english-billiards': billiardsPad } satisfies EveryFamily<unknown>;

type Pads = typeof PADS;
type MarksOf<P> = P extends { empty: infer D } ? D : never;
type CommandOf<P> = P extends { press(d: never, cmd: infer C, ctx: never): unknown } ? C : never;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The stroke being typed: the common marks and every family's own (a match uses its family's). */
export type Draft = CommonDraft & Intersection<MarksOf<Pads[Family]>>;
/** What a family's key can mean on the pad. */
export type FamilyCommand = CommandOf<Pads[Family]>;
/** A pad as the console runs it, whatever its family. */
export type AnyPad = FamilyPad<FamilyCommand, object>;

/** Families whose racks or frames the referee may restart without a winner (a stalemate). */
export const REFEREE_RERACK: Partial<EveryFamily<true>> = { pool: true, pyramid: true, snooker: true };
