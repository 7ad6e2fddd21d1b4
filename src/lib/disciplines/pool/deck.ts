import { NO_MARKS } from '../pad';
import { poolAction, poolPad } from './pad';
import type { FamilyDeck } from '../parts';

/** A race counts racks (a point is the rack for the player at the table); 14.1 counts balls (a point pots the lowest). */
export const poolDeck: FamilyDeck = (macro, ctx, info) => {
	const empty = { ...NO_MARKS, ...poolPad.empty };
	const race = info.target === 'race';
	if (macro === 'rack-1' || macro === 'rack-2') return race ? { t: 'rack', player: macro === 'rack-1' ? 0 : 1 } : null;
	if (macro === 'point') {
		if (race) return ctx.turn === null ? null : { t: 'rack', player: ctx.turn };
		const lowest = ctx.onTable && ctx.onTable.length ? Math.min(...ctx.onTable) : null;
		return lowest === null ? null : poolAction({ ...empty, potted: [lowest] });
	}
	if (macro === 'miss') return poolAction(empty);
	if (macro === 'foul') return poolAction({ ...empty, foul: 'other' });
	// 10-ball (TB-8): a safety is played by calling a ball and missing it; the declared safety
	// exists only with `safetyCall`, which the deck cannot see — a plain stroke means the same
	// under both readings.
	if (ctx.discipline === 'ten-ball') return poolAction(empty);
	return poolAction(empty, 'safety');
};
