import { checkCompanionPage } from '../shared/companion-checks';
import { pinsCompanion } from './companion';

checkCompanionPage('the pin games', pinsCompanion, { scores: 'send_action', clock: true, refuses: ['point', 'rack1', 'rack2'] });
