/** Artistic billiards' Companion page: up to four players, success and failure of an attempt, the discipline. */
import { artist, atTable, clockKey, extend, macro, redo, reset, situation, target, undo, COLOURS, type CompanionPage } from '../../../companion/keys';

export const artisticCompanion: CompanionPage = {
	category: 'Artistic',
	keys: [
		artist(1), artist(2), artist(3), artist(4), situation,
		{ ...macro('point', 'SUCCESS', COLOURS.primary), size: '14' }, macro('miss', 'FAIL'), undo, redo, clockKey,
		// artistic has no target (a programme of figures): the key names the discipline
		atTable, { ...target, name: 'Discipline', text: '{v:disciplineName}', size: 'auto' }, reset, extend, { ...atTable, name: 'Score line', text: '{v:scoreLine}' }
	]
};
