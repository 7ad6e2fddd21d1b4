/** English billiards on the server alone: its score sheet and its Stream Deck macros (../server-parts.ts types and lists them). */
import { billiardsSheet } from './sheet';
import { billiardsDeck } from './deck';

export const billiardsServer = { sheet: billiardsSheet, deck: billiardsDeck };
