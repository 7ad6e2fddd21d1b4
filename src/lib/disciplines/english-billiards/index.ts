/** English billiards as the product knows it beyond its rules: each part is a file of this folder (../family-module.ts). */
import type { FamilyModule } from '../family-module';
import { billiardsStandings } from './standings';
import { billiardsSetupForm } from './setup-form';
import { ENGLISH_BILLIARDS } from './keymap';
import { billiardsStrokeWords } from './strokes';
import { billiardsRecord } from './record';
import { billiardsRecordFigures } from './record-figures';
import { BILLIARDS_FRAMES } from './frames-words';

export const billiardsFamily = {
	standings: billiardsStandings,
	// EB-25: a handicap is a start in points, the target the same for both
	handicap: (_setup, handicaps) => ({ start: handicaps.map((h) => h ?? 0) }),
	setupForm: billiardsSetupForm,
	keymap: ENGLISH_BILLIARDS,
	strokeWords: billiardsStrokeWords,
	record: billiardsRecord,
	recordFigures: billiardsRecordFigures,
	framesWords: BILLIARDS_FRAMES
} satisfies FamilyModule<'english-billiards'>;
