import { checkCompanionPage } from '../shared/companion-checks';
import { artisticCompanion } from './companion';

checkCompanionPage('artistic billiards', artisticCompanion, { scores: 'point', clock: true, refuses: ['foul', 'safety', 'rack1', 'rack2'] });
