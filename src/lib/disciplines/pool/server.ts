/** Pool on the server alone: its score sheet and its Stream Deck macros (../server-parts.ts types and lists them). */
import { poolSheet } from './sheet';
import { poolDeck } from './deck';

export const poolServer = { sheet: poolSheet, deck: poolDeck };
