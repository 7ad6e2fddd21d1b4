/** Every family's record part (parts.ts, FamilyRecord): the match record and the list's statistics ask it. */
import { familyOf } from '../engine/catalog';
import type { EveryFamily } from './registry';
import type { FamilyRecord } from './parts';
import { inningsRecord } from './shared/record';
import { poolRecord } from './pool/record';
import { pyramidRecord } from './pyramid/record';
import { snookerRecord } from './snooker/record';
import { billiardsRecord } from './english-billiards/record';

const RECORDS: EveryFamily<FamilyRecord> = {
	pool: poolRecord,
	carom: inningsRecord(true),
	pins: inningsRecord(false),
	artistic: inningsRecord(true),
	pyramid: pyramidRecord,
	snooker: snookerRecord,
	'english-billiards': billiardsRecord
};

/** A discipline the catalog does not know: innings only, no average. */
const UNKNOWN = inningsRecord(false);

export const recordPartOf = (discipline: string): FamilyRecord => {
	const family = familyOf(discipline);
	return family ? RECORDS[family] : UNKNOWN;
};
