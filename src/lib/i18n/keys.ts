/**
 * The one key space of the app's words (index.svelte.ts translates them): the console's and the
 * pages' (./en.ts), the board's (./board), the OBS page's (./obs) and the competition pages'
 * (./competition). A module of its own, without runes, so that plain TypeScript (the disciplines'
 * words, the overlays' type check) can name a key without the translator's Svelte state.
 */
import type { BoardKey } from './board';
import type { Key as PageKey } from './en';
import type { ObsKey } from './obs/en';
import type { CompKey } from './competition/en';

export type Key = PageKey | BoardKey | ObsKey | CompKey;
