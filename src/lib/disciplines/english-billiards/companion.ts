/**
 * English billiards' Companion page: the players with their highest break; the scoring strokes
 * by name and value (EB-5: the red potted 3, the white potted 2, a cannon 2, in-off the red 3,
 * in-off the white 2); a stroke that scores nothing ends the visit; a miss, a coup and a foul
 * give the opponent 2; the incoming player's choice after a foul (EB-16).
 */
import { choice, foul, player, raw, situation, undo, COLOURS, type CompanionPage, type KeySpec } from '../../../companion/keys';

const stroke = (name: string, label: string, action: Record<string, unknown>, primary = false): KeySpec => ({
	...raw(name, label, JSON.stringify({ t: 'shot', ...action })),
	size: '14',
	...(primary ? { bg: COLOURS.primary } : {})
});

export const billiardsCompanion: CompanionPage = {
	category: 'English billiards',
	keys: [
		player(1, true), situation, choice, raw('Incoming player has the balls spotted', 'SPOT', '{"t":"choose","option":"spot"}'), player(2, true),
		stroke('Pot red (3)', 'POT RED\\n3', { firstHit: 'red', potted: ['red'] }, true),
		stroke('Pot white (2)', 'POT WHITE\\n2', { firstHit: 'white', potted: ['white'] }),
		stroke('Cannon (2)', 'CANNON\\n2', { firstHit: 'red', cannon: true }, true),
		stroke('In-off the red (3)', 'IN-OFF\\nRED 3', { firstHit: 'red', inOff: true }),
		stroke('In-off the white (2)', 'IN-OFF\\nWHITE 2', { firstHit: 'white', inOff: true }),
		stroke('Nothing scored (end of visit)', 'NO\\nSCORE', {}),
		stroke('Miss: no ball hit (2 away)', 'MISS', { firstHit: 'none' }),
		stroke('Coup: in off without a hit (2 away)', 'COUP', { firstHit: 'none', inOff: true }),
		foul,
		undo
	]
};
