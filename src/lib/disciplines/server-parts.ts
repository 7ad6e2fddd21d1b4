/**
 * What only the server knows of each family (each family's ./<family>/server.ts): its score sheet
 * (PDF and CSV: src/lib/server/records) and its Stream Deck macros (the HTTP API's press route).
 * A list of its own because no page carries them: the sheet is built from the server's words
 * (SvelteKit refuses $lib/server in a page), and a deck macro is built with the family's whole pad.
 */
import type { Family } from '../engine/catalog';
import type { FamilySheet } from '../server/records/sheet-tables';
import type { FamilyDeck } from './parts';
import { server } from './generated/server-parts';

export interface FamilyServer {
	sheet: FamilySheet;
	deck: FamilyDeck;
}

export const SERVER_PARTS: { readonly [F in Family]: FamilyServer } = server;

/** The sheet of a record's family; a record of a discipline this build does not know is drawn as pool's (numbered balls, racks or points). */
export const sheetOf = (family: Family | null | undefined): FamilySheet => SERVER_PARTS[family ?? 'pool'].sheet;
