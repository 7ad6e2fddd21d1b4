import type { FrameView } from '../../view/model';

/** Pyramid and snooker share one frame shape (FrameView); these are its snooker keys where there is no snooker. */
export const NO_SNOOKER: Omit<FrameView, 'number' | 'breaker' | 'breakDue' | 'pointsTo' | 'onTable' | 'inHand'> = {
	reds: null,
	colours: [],
	ballOn: null,
	remaining: null,
	snookersRequired: 0,
	break: 0,
	misses: 0,
	freeBall: false,
	respottedBlack: false,
	premium: false
};
