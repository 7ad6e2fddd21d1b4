/**
 * How a competition ranks each family (src/lib/competition/standings.ts applies it;
 * docs/rules-decisions.md, "Competitions: standings", states the rules).
 */
import { familyOf } from '../engine/catalog';
import type { EveryFamily } from './registry';
import type { FamilyStandings } from './parts';
import { poolStandings } from './pool/standings';
import { caromStandings } from './carom/standings';
import { pinsStandings } from './pins/standings';
import { artisticStandings } from './artistic/standings';
import { pyramidStandings } from './pyramid/standings';
import { snookerStandings } from './snooker/standings';
import { billiardsStandings } from './english-billiards/standings';

const STANDINGS: EveryFamily<FamilyStandings> = {
	pool: poolStandings,
	carom: caromStandings,
	pins: pinsStandings,
	artistic: artisticStandings,
	pyramid: pyramidStandings,
	snooker: snookerStandings,
	'english-billiards': billiardsStandings
};

/** A discipline the catalog does not know is ranked like pins and artistic: match points, difference, head-to-head. */
const UNKNOWN: FamilyStandings = { alwaysDecided: false, keys: ['difference', 'head-to-head'], pointsMade: (score) => score, average: false };

export function standingsFor(discipline: string): FamilyStandings {
	const family = familyOf(discipline);
	return family ? STANDINGS[family] : UNKNOWN;
}
