/** Russian pyramid on the server alone: its score sheet and its Stream Deck macros (../server-parts.ts types and lists them). */
import { pyramidSheet } from './sheet';
import { pyramidDeck } from './deck';

export const pyramidServer = { sheet: pyramidSheet, deck: pyramidDeck };
