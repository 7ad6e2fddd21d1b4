/** Every family's page of ready-made Companion buttons (./<family>/companion.ts; the keys they are made of: src/companion/keys.ts). */
import type { CompanionPage } from '../../companion/keys';
import type { EveryFamily } from './registry';
import { poolCompanion } from './pool/companion';
import { caromCompanion } from './carom/companion';
import { pinsCompanion } from './pins/companion';
import { artisticCompanion } from './artistic/companion';
import { pyramidCompanion } from './pyramid/companion';
import { snookerCompanion } from './snooker/companion';
import { billiardsCompanion } from './english-billiards/companion';

export const COMPANION_PAGES: EveryFamily<CompanionPage> = {
	pool: poolCompanion,
	carom: caromCompanion,
	pins: pinsCompanion,
	artistic: artisticCompanion,
	pyramid: pyramidCompanion,
	snooker: snookerCompanion,
	'english-billiards': billiardsCompanion
};
