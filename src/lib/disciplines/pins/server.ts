/** Pins on the server alone: its score sheet and its Stream Deck macros (../server-parts.ts types and lists them). */
import { pinsSheet } from './sheet';
import { pinsDeck } from './deck';

export const pinsServer = { sheet: pinsSheet, deck: pinsDeck };
