/** Carom (three-cushion, free game, balkline …) as the product knows it beyond its rules: each part is a file of this folder (../family-module.ts). */
import type { FamilyModule } from '../family-module';
import { ownTargets } from '../shared/handicap';
import { caromStandings } from './standings';
import { caromSetupForm } from './setup-form';
import { CAROM } from './keymap';
import { numberedStrokeWords } from '../shared/stroke-words';
import { inningsRecord } from '../shared/record';
import { caromRecordFigures } from './record-figures';

export const caromFamily = {
	standings: caromStandings,
	handicap: ownTargets,
	// a knockout match must have a winner: a drawn match goes to the penalty-shot tiebreak
	knockout: { tiebreak: 'penalty-shots' },
	setupForm: caromSetupForm,
	keymap: CAROM,
	strokeWords: numberedStrokeWords,
	record: inningsRecord(true),
	recordFigures: caromRecordFigures,
	inningsAreStrokes: true
} satisfies FamilyModule<'carom'>;
