/** Snooker as the product knows it beyond its rules: each part is a file of this folder (../family-module.ts). */
import type { FamilyModule } from '../family-module';
import { snookerStandings } from './standings';
import { snookerSetupForm } from './setup-form';
import { SNOOKER } from './keymap';
import { snookerStrokeWords } from './strokes';
import { snookerRecord } from './record';
import { snookerRecordFigures } from './record-figures';
import { SNOOKER_FRAMES } from './frames-words';

export const snookerFamily = {
	standings: snookerStandings,
	setupForm: snookerSetupForm,
	keymap: SNOOKER,
	strokeWords: snookerStrokeWords,
	record: snookerRecord,
	recordFigures: snookerRecordFigures,
	framesWords: SNOOKER_FRAMES
} satisfies FamilyModule<'snooker'>;
