import { checkCompanionPage } from '../shared/companion-checks';
import { snookerCompanion } from './companion';

// the ball keys pot by name: `point` would need the deck to know which colour is on
checkCompanionPage('snooker', snookerCompanion, { scores: 'send_action', clock: false, refuses: ['point', 'safety'] });
