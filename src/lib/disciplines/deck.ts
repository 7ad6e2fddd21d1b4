/** Every family's deck macros (parts.ts, FamilyDeck): the HTTP API's press route (src/lib/server/api/press.ts) asks it. */
import type { EveryFamily } from './registry';
import type { FamilyDeck } from './parts';
import { poolDeck } from './pool/deck';
import { caromDeck } from './carom/deck';
import { pinsDeck } from './pins/deck';
import { artisticDeck } from './artistic/deck';
import { pyramidDeck } from './pyramid/deck';
import { snookerDeck } from './snooker/deck';
import { billiardsDeck } from './english-billiards/deck';

export const DECKS: EveryFamily<FamilyDeck> = {
	pool: poolDeck,
	carom: caromDeck,
	pins: pinsDeck,
	artistic: artisticDeck,
	pyramid: pyramidDeck,
	snooker: snookerDeck,
	'english-billiards': billiardsDeck
};
