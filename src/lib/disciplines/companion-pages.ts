/** Every family's page of ready-made Companion buttons (./<family>/companion.ts; the keys they are made of: src/companion/keys.ts). */
import type { CompanionPage } from '../../companion/keys';
import type { EveryFamily } from './registry';
import { page } from './generated/companion-pages';

export const COMPANION_PAGES: EveryFamily<CompanionPage> = page;
