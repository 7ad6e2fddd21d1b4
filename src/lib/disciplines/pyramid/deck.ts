import { NO_MARKS } from '../pad';
import { pyramidAction, pyramidPad } from './pad';
import type { FamilyDeck } from '../parts';

export const pyramidDeck: FamilyDeck = (macro, ctx) => {
	const empty = { ...NO_MARKS, ...pyramidPad.empty };
	if (macro === 'rack-1' || macro === 'rack-2') return { t: 'frame', player: macro === 'rack-1' ? 0 : 1 };
	// a point is one ball potted (PY-1: every ball is worth 1, no call)
	if (macro === 'point') return pyramidAction({ ...empty, balls: 1 }, ctx.discipline);
	if (macro === 'foul') return pyramidAction({ ...empty, foul: 'other' }, ctx.discipline);
	// no safety is called in pyramid: a safe stroke is a legal one that pots nothing
	return pyramidAction(empty, ctx.discipline);
};
