import { checkCompanionPage } from '../shared/companion-checks';
import { pyramidCompanion } from './companion';

checkCompanionPage('Russian pyramid', pyramidCompanion, { scores: 'point', clock: true, refuses: ['safety'] });
