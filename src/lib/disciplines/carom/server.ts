/** Carom on the server alone: its score sheet and its Stream Deck macros (../server-parts.ts types and lists them). */
import { caromSheet } from './sheet';
import { caromDeck } from './deck';

export const caromServer = { sheet: caromSheet, deck: caromDeck };
