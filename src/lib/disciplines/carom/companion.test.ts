import { checkCompanionPage } from '../shared/companion-checks';
import { caromCompanion } from './companion';

checkCompanionPage('carom', caromCompanion, { scores: 'point', clock: true, refuses: ['rack1', 'rack2'] });
