/** Snooker on the server alone: its score sheet and its Stream Deck macros (../server-parts.ts types and lists them). */
import { snookerSheet } from './sheet';
import { snookerDeck } from './deck';

export const snookerServer = { sheet: snookerSheet, deck: snookerDeck };
