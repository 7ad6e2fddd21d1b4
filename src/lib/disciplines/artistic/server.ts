/** Artistic billiards on the server alone: its score sheet and its Stream Deck macros (../server-parts.ts types and lists them). */
import { artisticSheet } from './sheet';
import { artisticDeck } from './deck';

export const artisticServer = { sheet: artisticSheet, deck: artisticDeck };
