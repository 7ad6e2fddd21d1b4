import { checkCompanionPage } from '../shared/companion-checks';
import { poolCompanion } from './companion';

checkCompanionPage('pool', poolCompanion, { scores: 'point', clock: true, refuses: [] });
