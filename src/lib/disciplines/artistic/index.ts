/** Artistic billiards as the product knows it beyond its rules: each part is a file of this folder (../family-module.ts). */
import type { FamilyModule } from '../family-module';
import { artisticStandings } from './standings';
import { artisticSetupForm } from './setup-form';
import { ARTISTIC } from './keymap';
import { artisticStrokeWords } from './strokes';
import { inningsRecord } from '../shared/record';
import { pointsRecordFigures } from '../shared/record-figures';
import { artisticRecordSection } from './record-section';

export const artisticFamily = {
	standings: artisticStandings,
	setupForm: artisticSetupForm,
	keymap: ARTISTIC,
	strokeWords: artisticStrokeWords,
	record: inningsRecord(true),
	recordFigures: pointsRecordFigures,
	recordSection: artisticRecordSection
} satisfies FamilyModule<'artistic'>;
