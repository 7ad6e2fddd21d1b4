/** Pool (eight-, nine-, ten-ball, straight pool) as the product knows it beyond its rules: each part is a file of this folder (../family-module.ts). */
import type { FamilyModule } from '../family-module';
import { ownTargets } from '../shared/handicap';
import { poolStandings } from './standings';
import { poolSetupForm } from './setup-form';
import { POOL } from './keymap';
import { numberedStrokeWords } from '../shared/stroke-words';
import { poolRecord } from './record';
import { poolRecordFigures } from './record-figures';

export const poolFamily = {
	standings: poolStandings,
	handicap: ownTargets,
	setupForm: poolSetupForm,
	keymap: POOL,
	strokeWords: numberedStrokeWords,
	record: poolRecord,
	recordFigures: poolRecordFigures
} satisfies FamilyModule<'pool'>;
