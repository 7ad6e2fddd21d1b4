/** Carom (three-cushion, free game, balkline …) as the product knows it beyond its rules: each part is a file of this folder (../family-module.ts). */
import type { FamilyModule } from '../family-module';
import { caromStandings } from './standings';
import { caromSetupForm } from './setup-form';
import { CAROM } from './keymap';
import { numberedStrokeWords } from '../shared/stroke-words';
import { inningsRecord } from '../shared/record';
import { caromRecordFigures } from './record-figures';

export const caromFamily = {
	standings: caromStandings,
	setupForm: caromSetupForm,
	keymap: CAROM,
	strokeWords: numberedStrokeWords,
	record: inningsRecord(true),
	recordFigures: caromRecordFigures,
	inningsAreStrokes: true
} satisfies FamilyModule<'carom'>;
