/**
 * The board words each family shows that others do not, by family (./<family>/board-keys.ts). The
 * overlay build (overlays/words.ts) reads it to give a page of one discipline only its family's
 * words; a key no family names here is every family's. Only the build imports it: no page
 * bundles these lists (their keys would read as words the page uses).
 */
import type { EveryFamily } from './registry';
import { poolBoardKeys } from './pool/board-keys';
import { caromBoardKeys } from './carom/board-keys';
import { artisticBoardKeys } from './artistic/board-keys';
import { pinsBoardKeys } from './pins/board-keys';
import { pyramidBoardKeys } from './pyramid/board-keys';
import { snookerBoardKeys } from './snooker/board-keys';
import { billiardsBoardKeys } from './english-billiards/board-keys';

export const BOARD_KEYS: EveryFamily<readonly string[]> = {
	pool: poolBoardKeys,
	carom: caromBoardKeys,
	artistic: artisticBoardKeys,
	pins: pinsBoardKeys,
	pyramid: pyramidBoardKeys,
	snooker: snookerBoardKeys,
	'english-billiards': billiardsBoardKeys
};
