/**
 * Snooker's Companion page: a key per ball, potted by name and value (SN-1; after a red the
 * colour potted is the one nominated); a stroke that pots nothing ends the visit (a snooker
 * "miss" is a foul); the incoming player's choice to take the table as it lies (SN-7).
 */
import { choice, foul, macro, player, raw, situation, undo, COLOURS, type CompanionPage, type KeySpec } from '../../../companion/keys';

const pot = (ball: string, value: number): KeySpec => ({
	...raw(`Pot ${ball}`, `${ball.toUpperCase()}\\n${value}`, JSON.stringify({ t: 'shot', potted: [ball] })),
	size: '14',
	...(ball === 'red' ? { bg: COLOURS.primary } : {})
});
const accept = raw('Incoming player accepts the table', 'ACCEPT', '{"t":"choose","option":"accept"}');

export const snookerCompanion: CompanionPage = {
	category: 'Snooker',
	keys: [
		player(1), situation, choice, accept, player(2),
		pot('red', 1), pot('yellow', 2), pot('green', 3), pot('brown', 4), pot('blue', 5),
		pot('pink', 6), pot('black', 7), { ...macro('miss', 'NO POT'), name: 'Nothing potted (end of visit)' }, foul, undo
	]
};
