/** Every family's part of the score sheet (src/lib/server/records/sheet-tables.ts, FamilySheet); server-side only. */
import type { EveryFamily } from './registry';
import type { FamilySheet } from '../server/records/sheet-tables';
import { poolSheet } from './pool/sheet';
import { caromSheet } from './carom/sheet';
import { pinsSheet } from './pins/sheet';
import { artisticSheet } from './artistic/sheet';
import { pyramidSheet } from './pyramid/sheet';
import { snookerSheet } from './snooker/sheet';
import { billiardsSheet } from './english-billiards/sheet';

export const SHEETS: EveryFamily<FamilySheet> = {
	pool: poolSheet,
	carom: caromSheet,
	pins: pinsSheet,
	artistic: artisticSheet,
	pyramid: pyramidSheet,
	snooker: snookerSheet,
	'english-billiards': billiardsSheet
};

/** A discipline the catalog does not know: innings (or racks) and points, as pool's sheet does. */
export const UNKNOWN_SHEET: FamilySheet = poolSheet;
