/** Russian pyramid as the product knows it beyond its rules: each part is a file of this folder (../family-module.ts). */
import type { FamilyModule } from '../family-module';
import { ownTargets } from '../shared/handicap';
import { pyramidStandings } from './standings';
import { pyramidSetupForm } from './setup-form';
import { PYRAMID } from './keymap';
import { pyramidStrokeWords } from './strokes';
import { pyramidRecord } from './record';
import { pyramidRecordFigures } from './record-figures';
import { PYRAMID_FRAMES } from './frames-words';

export const pyramidFamily = {
	standings: pyramidStandings,
	handicap: ownTargets,
	setupForm: pyramidSetupForm,
	keymap: PYRAMID,
	strokeWords: pyramidStrokeWords,
	record: pyramidRecord,
	recordFigures: pyramidRecordFigures,
	framesWords: PYRAMID_FRAMES
} satisfies FamilyModule<'pyramid'>;
