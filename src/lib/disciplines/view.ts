/**
 * The view model as a union of the families' slices: `MatchView` is one member a family, the keys
 * every match has (src/lib/view/model.ts) and its family's own (./<family>/view.ts). `family`
 * narrows a match to its member; a board that shows whatever a match has reads any family's key
 * as absent (undefined) on another family's match. The table lists every family's builder for
 * src/lib/view/table-view.ts.
 */
import type { Family } from '../engine/catalog';
import type { SummaryByFamily } from '../engine/summary';
import type { FamilyView, MatchCommon, PlayerCommon } from '../view/model';
import type { EveryFamily } from './registry';
import { view, type MatchParts, type PlayerParts } from './generated/views';

/** What each family adds to the match and to each player. */
/** A family's view parts: [match, player]; a family with no player part of its own adds nothing to a player. */
type Parts = { [F in Family]: [MatchParts[F], F extends keyof PlayerParts ? PlayerParts[F] : object] };

type KeysOfAny<T> = T extends unknown ? keyof T : never;
/** Each member of a union with the other members' keys absent (`?: undefined`). */
type Exclusive<T, All = T> = T extends unknown ? T & { readonly [K in Exclude<KeysOfAny<All>, keyof T>]?: undefined } : never;

type PlayerOf<F extends Family> = PlayerCommon & Parts[F][1];

type AnyPlayer = { [F in Family]: PlayerOf<F> }[Family];

/** A player of any family: the common keys, and his family's own (absent on another family's player). */
export type PlayerView = Exclusive<AnyPlayer>;

/** One family's match: the common keys, its own, and its players. */
export type MatchViewOf<F extends Family> = MatchCommon<F, Exclusive<PlayerOf<F>, AnyPlayer>> & Parts[F][0];

/** A match of any family. */
export type MatchView = Exclusive<{ [F in Family]: MatchViewOf<F> }[Family]>;

/** Every family's builder, typed by its member of the engine's summary. */
export const FAMILY_VIEWS: { readonly [F in Family]: FamilyView<SummaryByFamily[F], Parts[F][0], Parts[F][1]> } = view satisfies EveryFamily<unknown>;

/**
 * The match as its family's member, or null when it is another family's (or none): how a page
 * that draws one family only (the ball tracker is pool's, the shelf pyramid's …) takes its match.
 */
export const matchOf = <F extends Family>(m: MatchView | null, family: F): MatchViewOf<F> | null => (m?.family === family ? (m as unknown as MatchViewOf<F>) : null);
