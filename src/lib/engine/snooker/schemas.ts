/**
 * What a snooker script says (RULES-more.md "What a scorer records" → Snooker): the `match`
 * object and the actions, each a strict zod schema that is also its type.
 */
import { z } from 'zod';
import { chooseAction, forfeitAction, rerackAction } from '../actions';
import { schemaMessage } from '../refusals';
import { runEventsKey } from '../runs';
import { matchSetup } from '../setup';
import { BALLS, COLOURS } from './balls';

/** SN-2: a match is the best of an odd number of frames (a 1-frame match up to best of 35). */
const bestOf = z
	.int()
	.min(1)
	.max(35)
	.refine((n) => n % 2 === 1, schemaMessage('snooker-best-of-odd'));

export const snookerSetupSchema = matchSetup('snooker', {
	bestOf,
	/** SN-1, SN-13, SN-14: a full rack of 15, or the short forms with 10 or 6 reds. */
	reds: z.literal([15, 10, 6]).default(15),
	/** SN-2: who breaks off the first frame; then the players break off in turn. */
	firstBreaker: z.int().min(0).max(1).default(0),
	/** SN-13 six-red rules (five-miss cap, `ball-in-hand`); absent: on exactly when `reds` is 6. */
	sixRedRules: z.boolean().optional(),
	/** SN-9: the foul-and-a-miss rule; false is the club variant without it (ball in hand after every foul). */
	missRule: z.boolean().default(true),
	runEvents: runEventsKey
});
export type SnookerSetup = z.infer<typeof snookerSetupSchema>;

const ball = z.enum(BALLS);
const colour = z.enum(COLOURS);

/** The fouls an operator can name (SN-6); the engine also finds most of them from the facts. */
export const SNOOKER_FOULS = ['miss-all', 'in-off', 'wrong-ball', 'pot-not-on', 'off-table', 'push', 'touch', 'jump', 'seven', 'other'] as const;
export type SnookerFoul = (typeof SNOOKER_FOULS)[number];

/** `{"t":"shot", …}`: one stroke as the referee saw it. */
export const snookerShot = z.strictObject({
	t: z.literal('shot'),
	/** Balls potted: `red` once per red, colours by name. */
	potted: z.array(ball).max(21).default([]),
	/** The ball the cue ball hit first; absent = the ball on (taken as legal). */
	firstHit: z.enum([...BALLS, 'none']).optional(),
	/** The colour nominated after a red (SN-3); absent = the colour hit first, else the colour potted. */
	nominated: colour.optional(),
	/** The ball nominated as the free ball, on a free-ball stroke (SN-8). */
	freeBall: ball.optional(),
	/** The cue ball hit `firstHit` and `ball` at the same moment (SN-6(c)). */
	simultaneous: z.boolean().default(false),
	/** Balls forced off the table. */
	offTable: z.array(ball).max(21).default([]),
	foul: z.enum(SNOOKER_FOULS).optional(),
	/** The ball concerned in a foul where nothing else says it (touch, push); the second ball of a simultaneous hit. */
	ball: ball.optional(),
	/** The referee called foul and a miss (SN-9). */
	miss: z.boolean().default(false),
	/** With `miss`: a straight path to a full-ball hit on a ball on was there (SN-10). */
	clearPath: z.boolean().default(false),
	/** After this foul the referee calls a free ball: the incoming player is snookered (SN-8). */
	snookered: z.boolean().default(false)
});
export type SnookerShot = z.infer<typeof snookerShot>;

/** `{"t":"concede"}`: the player at the table concedes the frame (SN-11). */
export const concedeAction = z.strictObject({ t: z.literal('concede') });

/** `{"t":"frame","player":I}`: player I won the frame, its strokes not recorded (results only). */
export const frameAction = z.strictObject({ t: z.literal('frame'), player: z.int().min(0).max(7) });

export const snookerActionSchema = z.discriminatedUnion('t', [
	snookerShot,
	chooseAction,
	forfeitAction,
	rerackAction,
	concedeAction,
	frameAction
]);
export type SnookerAction = z.infer<typeof snookerActionSchema>;
export const snookerActionTypes = ['shot', 'choose', 'forfeit', 'rerack', 'concede', 'frame'] as const;
