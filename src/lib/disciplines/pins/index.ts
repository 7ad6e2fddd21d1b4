/** Pins (five-pin) as the product knows it beyond its rules: each part is a file of this folder (../family-module.ts). */
import type { FamilyModule } from '../family-module';
import { pinsStandings } from './standings';
import { pinsSetupForm } from './setup-form';
import { PINS } from './keymap';
import { numberedStrokeWords } from '../shared/stroke-words';
import { inningsRecord } from '../shared/record';
import { pointsRecordFigures } from '../shared/record-figures';

export const pinsFamily = {
	standings: pinsStandings,
	setupForm: pinsSetupForm,
	keymap: PINS,
	strokeWords: numberedStrokeWords,
	record: inningsRecord(false),
	recordFigures: pointsRecordFigures
} satisfies FamilyModule<'pins'>;
