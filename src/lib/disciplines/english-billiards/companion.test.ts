import { checkCompanionPage } from '../shared/companion-checks';
import { billiardsCompanion } from './companion';

// every score has its value and its key (EB-5): a `point` means nothing; a stroke that scores nothing is the miss macro
checkCompanionPage('English billiards', billiardsCompanion, { scores: 'send_action', clock: false, refuses: ['point', 'safety'] });
