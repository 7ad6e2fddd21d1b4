/** Pins' Companion page: the choice the rules offer instead of a situation line; the king, a carom, shoot or pass. */
import { choice, clockKey, foul, miss, player, raw, redo, reset, safety, target, undo, type CompanionPage } from '../../../companion/keys';

export const pinsCompanion: CompanionPage = {
	category: 'Pins: seven pins, kegel',
	keys: [
		player(1), target, choice, clockKey, player(2),
		miss, foul, safety, undo, redo,
		raw('King', 'KING', '{"t":"shot","pins":["king"]}'),
		raw('Carom (5)', 'CAROM', '{"t":"shot","carom":true}'),
		raw('Offender plays on: shoot', 'SHOOT', '{"t":"choose","option":"shoot"}'),
		raw('Pass the stroke back', 'PASS', '{"t":"choose","option":"pass"}'),
		reset
	]
};
