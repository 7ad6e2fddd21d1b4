/** Russian pyramid's Companion page: frames won on the player keys, the frame on the situation key; one ball, svoyak, a frame for either player. */
import { choice, clockKey, extend, foul, macro, miss, player, raw, redo, reset, situation, undo, COLOURS, type CompanionPage, type KeySpec } from '../../../companion/keys';

const frameFor = (n: 1 | 2): KeySpec => ({ ...macro(n === 1 ? 'rack-1' : 'rack-2', `FRAME\\n{v:player${n}Name}`), name: `Frame for player ${n}`, size: '14' });

export const pyramidCompanion: CompanionPage = {
	category: 'Russian pyramid: free, combined, dynamic',
	keys: [
		player(1), situation, choice, clockKey, player(2),
		{ ...macro('point', '1 BALL', COLOURS.primary), name: 'One ball potted' }, raw('Svoyak', 'SVOYAK', '{"t":"shot","svoyak":true}'), miss, foul, undo,
		frameFor(1), frameFor(2), reset, extend, redo
	]
};
