/** What the records' lists show of each family (the player page's figures, a match row's): ./parts.ts FamilyRecordFigures. */
import { familyOf } from '../engine/catalog';
import type { FamilyRecordFigures } from './parts';
import type { EveryFamily } from './registry';
import { poolRecordFigures } from './pool/record-figures';
import { caromRecordFigures } from './carom/record-figures';
import { pyramidRecordFigures } from './pyramid/record-figures';
import { snookerRecordFigures } from './snooker/record-figures';
import { billiardsRecordFigures } from './english-billiards/record-figures';
import { pointsRecordFigures } from './shared/record-figures';

export const RECORD_FIGURES: EveryFamily<FamilyRecordFigures> = {
	pool: poolRecordFigures,
	carom: caromRecordFigures,
	pins: pointsRecordFigures,
	artistic: pointsRecordFigures,
	pyramid: pyramidRecordFigures,
	snooker: snookerRecordFigures,
	'english-billiards': billiardsRecordFigures
};

/** The figures of a discipline's family; a discipline the catalog does not know shows its points. */
export function recordFiguresOf(discipline: string): FamilyRecordFigures {
	const family = familyOf(discipline);
	return family ? RECORD_FIGURES[family] : pointsRecordFigures;
}
