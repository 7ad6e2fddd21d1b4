/**
 * English billiards' pad: a stroke is a few marks — the red and the object white potted (or, in
 * off mode, forced off the table), the cannon, the in-off priced by the ball struck first (in-off
 * the red, in-off the white), both balls struck at once — or a miss, a coup, a foul; then Enter
 * sends. The engine prices and judges everything (EB-5…EB-17). Rare facts have keys of their own:
 * the cue ball off the table, the double baulk, the Spot taken, the baulk line crossed; the
 * referee's calls (cue ball touching a ball, time) and a concession send at once, the last two
 * after a confirmation.
 */
import { markFoul, toggle, type Action, type CommonDraft, type FamilyPad } from '../pad';
import { objectOff } from './view';

/** The object balls as the striker sees them. */
export type BilliardsObject = 'red' | 'white';
/** The fouls a key names (EB-15); a miss and a coup are marks of their own. */
export type BilliardsFoulKey = 'push' | 'double-hit' | 'jump' | 'in-hand' | 'wrong-ball' | 'touch' | 'other';
/** Marks of a stroke beside the balls. */
export type BilliardsFlag = 'cannon' | 'both' | 'miss' | 'coup' | 'doubleBaulk' | 'crossedBaulk' | 'cueOff';

export type BilliardsCommand =
	| { k: 'billiardsBall'; ball: BilliardsObject }
	| { k: 'inOffBall'; ball: BilliardsObject }
	| { k: 'billiardsMark'; flag: BilliardsFlag }
	| { k: 'billiardsFoul'; foul: BilliardsFoulKey }
	| { k: 'spotTaken' }
	| { k: 'billiardsOff' }
	| { k: 'touching' }
	| { k: 'callTime' }
	| { k: 'concedeGame' };

export interface BilliardsMarks {
	/** Object balls potted. */
	ebPots: BilliardsObject[];
	/** Object balls forced off the table. */
	ebOff: BilliardsObject[];
	/** The cue ball went in off this ball (the ball struck first). */
	ebInOff: BilliardsObject | null;
	ebFlags: BilliardsFlag[];
	/** The spots that cannot take the red (EB-9): none, the Spot, the Spot and the Pyramid Spot. */
	ebSpotsTaken: 0 | 1 | 2;
}

type BilliardsDraft = CommonDraft & BilliardsMarks;

const SPOTS = ['spot', 'pyramid'] as const;

/** The stroke from the draft; keys at their default are left out (`firstHit` only where it prices or says something). */
export function billiardsAction(d: BilliardsDraft): Action {
	const a: Action = { t: 'shot' };
	const has = (f: BilliardsFlag) => d.ebFlags.includes(f);
	if (has('miss') || has('coup')) a.firstHit = 'none';
	else if (has('both')) a.firstHit = 'both';
	else if (d.ebInOff) a.firstHit = d.ebInOff;
	if (has('cannon') && !has('miss') && !has('coup')) a.cannon = true;
	if (d.ebPots.length) a.potted = (['red', 'white'] as const).filter((b) => d.ebPots.includes(b));
	if (d.ebInOff || has('coup')) a.inOff = true;
	const off = [...(['red', 'white'] as const).filter((b) => d.ebOff.includes(b)), ...(has('cueOff') ? ['cue'] : [])];
	if (off.length) a.offTable = off;
	// a coup is no ball hit and the cue ball down: the engine names the foul (EB-17)
	if (d.foul) a.foul = d.foul;
	if (has('doubleBaulk')) a.doubleBaulk = true;
	if (has('crossedBaulk')) a.crossedBaulk = true;
	if (d.ebSpotsTaken) a.spotBlocked = SPOTS.slice(0, d.ebSpotsTaken);
	return a;
}

/** A ball key: potted, or forced off the table in off mode (never both). */
function ballKey(d: BilliardsDraft, ball: BilliardsObject): BilliardsDraft {
	const [list, other] = d.offMode ? (['ebOff', 'ebPots'] as const) : (['ebPots', 'ebOff'] as const);
	return { ...d, [list]: toggle(d[list], ball), [other]: d[other].filter((b) => b !== ball) };
}

/** A miss and a coup touch no ball: each takes back the other and the contact marks. */
function markFlag(d: BilliardsDraft, flag: BilliardsFlag): BilliardsDraft {
	const on = !d.ebFlags.includes(flag);
	let flags = toggle(d.ebFlags, flag);
	if (on && (flag === 'miss' || flag === 'coup')) flags = flags.filter((f) => f === flag || f === 'doubleBaulk' || f === 'cueOff' || f === 'crossedBaulk');
	if (on && (flag === 'cannon' || flag === 'both')) flags = flags.filter((f) => f !== 'miss' && f !== 'coup');
	const noContact = flags.includes('miss') || flags.includes('coup');
	return { ...d, ebFlags: flags, ...(noContact ? { ebPots: [], ebInOff: null } : {}) };
}

export const billiardsPad: FamilyPad<BilliardsCommand, BilliardsMarks, 'english-billiards'> = {
	empty: { ebPots: [], ebOff: [], ebInOff: null, ebFlags: [], ebSpotsTaken: 0 },
	sending: ['touching', 'callTime', 'concedeGame'],
	when: {
		baulkLine: (_mv, setup) => setup.baulkLineRule === 'on',
		objectOn: (mv) => !!mv.game && !objectOff(mv.turn, mv.game),
		inHand: (mv) => mv.game?.inHand === true
	},
	press(d, cmd, ctx) {
		switch (cmd.k) {
			case 'billiardsBall':
				return { draft: ballKey(d, cmd.ball) };
			case 'inOffBall':
				return { draft: { ...d, ebInOff: d.ebInOff === cmd.ball ? null : cmd.ball, ebFlags: d.ebFlags.filter((f) => f !== 'miss' && f !== 'coup') } };
			case 'billiardsMark':
				return { draft: markFlag(d, cmd.flag) };
			case 'billiardsFoul':
				return { draft: markFoul(d, cmd.foul) };
			case 'spotTaken':
				return { draft: { ...d, ebSpotsTaken: ((d.ebSpotsTaken + 1) % 3) as 0 | 1 | 2 } };
			case 'billiardsOff':
				return { draft: { ...d, offMode: !d.offMode } };
			case 'touching':
				return { send: { t: 'touching' } };
			case 'callTime':
				return { confirm: { key: 'confirm.time' }, send: { t: 'time' } };
			case 'concedeGame':
				return { confirm: { key: 'confirm.concedeGame', params: { name: ctx.striker ?? '' } }, send: { t: 'concede' } };
		}
	},
	lit(d, cmd) {
		switch (cmd.k) {
			case 'billiardsBall':
				return (d.offMode ? d.ebOff : d.ebPots).includes(cmd.ball);
			case 'inOffBall':
				return d.ebInOff === cmd.ball;
			case 'billiardsMark':
				return d.ebFlags.includes(cmd.flag);
			case 'billiardsFoul':
				return d.foul === cmd.foul;
			case 'spotTaken':
				return d.ebSpotsTaken > 0;
			case 'billiardsOff':
				return d.offMode;
			default:
				return false;
		}
	},
	tally: (d, cmd) => (cmd.k === 'spotTaken' ? d.ebSpotsTaken : 0),
	commit: (d) => ({ commit: billiardsAction(d) })
};
