/**
 * A handicap as most families take it: the player's own target in place of the round's (a race's
 * length in racks or frames, or the points to reach), sent as `targets` by seat.
 */
import { disciplineInfo, type Family } from '../../engine/catalog';
import type { FamilyModule } from '../family-module';

export const ownTargets: NonNullable<FamilyModule<Family>['handicap']> = (setup, handicaps) => {
	const target = disciplineInfo(String(setup.discipline))?.target;
	const nominal = Number(target === 'race' ? setup.raceTo : setup.pointsTo);
	return { targets: handicaps.map((h) => h ?? nominal) };
};
