/**
 * The board words each family shows that others do not, by family (./<family>/board-keys.ts). The
 * overlay build (overlays/words.ts) reads it to give a page of one discipline only its family's
 * words; a key no family names here is every family's. Only the build imports it: no page
 * bundles these lists (their keys would read as words the page uses).
 */
import type { EveryFamily } from './registry';
import { boardKeys } from './generated/board-keys';

export const BOARD_KEYS: EveryFamily<readonly string[]> = boardKeys;
