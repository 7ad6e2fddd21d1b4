/**
 * What an English billiards script says (RULES-billiards.md "What a scorer records"): the
 * `match` object and the actions, each a strict zod schema that is also its type. The marker
 * enters facts (what the cue ball hit first, the cannon, the balls potted, the in-off); the
 * engine prices them (rules.ts). Every Unclear point of the digest is a set-up option whose
 * default is the reading given first (docs/rules-decisions.md, English billiards).
 */
import { z } from 'zod';
import { chooseAction, forfeitAction } from '../actions';
import { customIssue, schemaMessage } from '../refusals';
import { runEventsKey } from '../runs';
import { matchSetup } from '../setup';

/** EB-1: the two cue balls; a "spot white" is entered as `yellow`. */
export const CUE_BALLS = ['white', 'yellow'] as const;
export type CueBall = (typeof CUE_BALLS)[number];

/** EB-9: the three spots the red can stand on (the snooker black, pink and blue spots). */
export const SPOTS = ['spot', 'pyramid', 'centre'] as const;
export type RedSpot = (typeof SPOTS)[number];

/** EB-15: the fouls a marker names (several on one stroke are one penalty, EB-16). */
export const BILLIARDS_FOULS = [
	'miss',
	'coup',
	'in-hand',
	'off-table',
	'wrong-ball',
	'push',
	'double-hit',
	'touch',
	'jump',
	'moving',
	'feet',
	'out-of-turn',
	'other'
] as const;
export type BilliardsFoul = (typeof BILLIARDS_FOULS)[number];

const points = z.int().min(1).max(100_000);

/** EB-24: a match of several games is the best of an odd number. */
const bestOf = z
	.int()
	.min(1)
	.max(35)
	.refine((n) => n % 2 === 1, schemaMessage('billiards-best-of-odd'));

export const billiardsSetupSchema = matchSetup('english-billiards', {
	/** EB-22: a game is won by the first to reach or pass this many points. Required unless the game is timed. */
	pointsTo: points.optional(),
	/** EB-23: a timed game's length in minutes (the marker enters `time` when it is called). */
	timeLimit: z.int().min(1).max(24 * 60).optional(),
	/** EB-24: the best of N games (of `pointsTo`, usually 150 up). */
	bestOf: bestOf.default(1),
	/** EB-1: each player's cue ball, by seat. */
	balls: z
		.tuple([z.enum(CUE_BALLS), z.enum(CUE_BALLS)])
		.refine(([a, b]) => a !== b, schemaMessage('billiards-balls-differ'))
		.default(['white', 'yellow']),
	/** EB-2: who breaks off the first game. */
	firstBreaker: z.int().min(0).max(1).default(0),
	/** EB-2 (Unclear): who breaks off the later games of a match. */
	breakOff: z.enum(['alternate', 'loser', 'winner-of-string']).default('alternate'),
	/** EB-25: each player's start in points (a handicap), given again at every game; below 0 (Unclear): he owes them. */
	start: z.tuple([z.int().min(-100_000).max(100_000), z.int().min(-100_000).max(100_000)]).default([0, 0]),
	/** EB-16 (Unclear): 2 for every foul, or the values before 1983. */
	penaltyScale: z.enum(['modern', 'pre1983']).default('modern'),
	/** EB-10 (Unclear): which lone pots of the red count toward the Centre Spot. */
	redSpotRun: z.enum(['from-spot', 'any-lone-pot']).default('from-spot'),
	/** EB-12 (Unclear): the hazard limit counts strokes, or each pot and in-off. */
	hazardCount: z.enum(['stroke', 'hazard']).default('stroke'),
	/** EB-13 (Unclear): consecutive cannons without a hazard allowed in a break. */
	cannonLimit: z.int().min(1).max(1000).default(75),
	/** EB-14 (Unclear): the baulk-line crossing in each hundred of a break. */
	baulkLineRule: z.enum(['off', 'on']).default('off'),
	/** EB-23 (Unclear): level scores when time is called. */
	timeTie: z.enum(['draw', 'extra-stroke', 'next-score-wins']).default('draw'),
	/** EB-16 (Unclear): a foul leaves the break's earlier points standing (WPBSA), or wipes them ([ST]). */
	foulBreak: z.enum(['keep', 'wipe']).default('keep'),
	/** EB-16 (Unclear): after `spot`, the offender's ball goes on the Centre Spot even when it was off the table, or stays in hand. */
	spotOffBall: z.enum(['centre', 'in-hand']).default('centre'),
	/** EB-17 (Unclear): a miss from double baulk gives no `spot` choice ([TC]), or is a foul like any other. */
	missRule: z.enum(['double-baulk', 'foul']).default('double-baulk'),
	/** EB-22 (Unclear): the winner's score stands as made, or is capped at the target. */
	scoreCap: z.enum(['none', 'target']).default('none'),
	/** EB-26 (Unclear): a visit that ends on a foul before any stroke scored counts as a visit, or not. */
	foulVisits: z.enum(['count', 'skip']).default('count'),
	/** EB-26 (Unclear): penalty points received stay out of the average, or enter it. */
	penaltyAverage: z.enum(['out', 'in']).default('out'),
	runEvents: runEventsKey
}).superRefine((setup, ctx) => {
	if (setup.pointsTo === undefined && setup.timeLimit === undefined) ctx.addIssue({ ...customIssue('billiards-needs-target'), path: ['pointsTo'] });
	if (setup.timeLimit !== undefined && setup.bestOf > 1) ctx.addIssue({ ...customIssue('billiards-timed-one-game'), path: ['bestOf'] });
});
export type BilliardsSetup = z.infer<typeof billiardsSetupSchema>;

/** The two object balls as the striker sees them: the red, and the opponent's cue ball. */
const objectBall = z.enum(['red', 'white']);

/** `{"t":"shot", …}`: one stroke as the marker saw it (EB-6). */
export const billiardsShot = z.strictObject({
	t: z.literal('shot'),
	/** The object ball the cue ball struck first; `both`: at the same moment; `none`: no ball. Absent: none was said (a stroke that hit a ball). */
	firstHit: z.enum(['red', 'white', 'both', 'none']).optional(),
	/** The cue ball struck both object balls (EB-5). */
	cannon: z.boolean().default(false),
	/** Object balls that went into a pocket: `red`, `white` (the object white). */
	potted: z.array(objectBall).max(2).default([]),
	/** The striker's cue ball went into a pocket (after touching a ball: an in-off; after none: a coup). */
	inOff: z.boolean().default(false),
	/** Balls forced off the table: `red`, `white` (the object white), `cue` (the striker's own). */
	offTable: z.array(z.enum(['red', 'white', 'cue'])).max(3).default([]),
	foul: z.enum(BILLIARDS_FOULS).optional(),
	/** EB-17, EB-20: with a miss, both object balls were in baulk and the striker in hand. */
	doubleBaulk: z.boolean().default(false),
	/** EB-9: the spots that cannot take the red now (another ball is on them or touching them). */
	spotBlocked: z.array(z.enum(SPOTS)).max(3).default([]),
	/** EB-10: the red did not stand where it was placed at the start of this stroke. */
	redMoved: z.boolean().default(false),
	/** EB-14: the cue ball crossed the baulk line on this stroke. */
	crossedBaulk: z.boolean().default(false)
});
export type BilliardsShot = z.infer<typeof billiardsShot>;

/** EB-21: the cue ball is touching a ball; the balls are spotted and the striker plays from the D. */
export const touchingAction = z.strictObject({ t: z.literal('touching') });
/** EB-23: the referee calls time. */
export const timeAction = z.strictObject({ t: z.literal('time') });
/** EB-24: the player at the table (or with a choice to make) concedes the game. */
export const concedeAction = z.strictObject({ t: z.literal('concede') });
/** `{"t":"game","player":I}`: player I won the game, its strokes not recorded (results only). */
export const gameAction = z.strictObject({ t: z.literal('game'), player: z.int().min(0).max(7) });

export const billiardsActionSchema = z.discriminatedUnion('t', [billiardsShot, chooseAction, forfeitAction, touchingAction, timeAction, concedeAction, gameAction]);
export type BilliardsAction = z.infer<typeof billiardsActionSchema>;
export const billiardsActionTypes = ['shot', 'choose', 'forfeit', 'touching', 'time', 'concede', 'game'] as const;
