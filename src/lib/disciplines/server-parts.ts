/**
 * What only the server knows of each family (each family's ./<family>/server.ts): its score sheet
 * (PDF and CSV: src/lib/server/records) and its Stream Deck macros (the HTTP API's press route).
 * A list of its own because no page carries them: the sheet is built from the server's words
 * (SvelteKit refuses $lib/server in a page), and a deck macro is built with the family's whole pad.
 */
import type { Family } from '../engine/catalog';
import type { FamilySheet } from '../server/records/sheet-tables';
import type { FamilyDeck } from './parts';
import { poolServer } from './pool/server';
import { caromServer } from './carom/server';
import { pinsServer } from './pins/server';
import { artisticServer } from './artistic/server';
import { pyramidServer } from './pyramid/server';
import { snookerServer } from './snooker/server';
import { billiardsServer } from './english-billiards/server';

export interface FamilyServer {
	sheet: FamilySheet;
	deck: FamilyDeck;
}

export const SERVER_PARTS: { readonly [F in Family]: FamilyServer } = {
	pool: poolServer,
	carom: caromServer,
	pins: pinsServer,
	artistic: artisticServer,
	pyramid: pyramidServer,
	snooker: snookerServer,
	'english-billiards': billiardsServer
};

/** The sheet of a record's family; a record of a discipline this build does not know is drawn as pool's (numbered balls, racks or points). */
export const sheetOf = (family: Family | null | undefined): FamilySheet => SERVER_PARTS[family ?? 'pool'].sheet;
