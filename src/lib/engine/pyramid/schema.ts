/**
 * What a Russian pyramid script says (RULES-more.md PY, "What a scorer records" → Pyramid): the
 * set-up keys the three games share, the stroke, and the results-only frame. Every key is
 * validated here; the rules live in core.ts and stroke.ts.
 */
import { z } from 'zod';
import { chooseAction, forfeitAction, rerackAction } from '../actions';
import { schemaMessage } from '../refusals';
import { runEventsKey } from '../runs';
import { targetsKey } from '../setup';
import type { BaseSetup } from '../define';

/** PY-6: the fouls a scorer marks (several on one stroke are one penalty, so one is enough). */
export const PYRAMID_FOULS = ['no-contact', 'no-rail', 'off-table', 'house-ball', 'wrong-cue', 'placement', 'time', 'other'] as const;
export type PyramidFoul = (typeof PYRAMID_FOULS)[number];

/** PY-10: a frame goes to a majority of the balls, so 8 is the most a set-up may ask. */
const pointsTo = z
	.int()
	.min(1, schemaMessage('pyramid-points-to'))
	.max(8, schemaMessage('pyramid-points-to'))
	.default(8);

/** The set-up keys of every pyramid game (match-script docs: docs-pyramid.md). */
export const commonSetupKeys = {
	raceTo: z.int().min(1).max(99),
	pointsTo,
	breakRule: z.enum(['alternate', 'winner']).default('alternate'),
	firstBreaker: z.int().min(0).max(1).default(0),
	targets: targetsKey(99),
	/** PY-6 Unclear: an object ball off the table is a foul (MKP), or only spotted (older rules). */
	objectOffTable: z.enum(['foul', 'spot-only']).default('foul'),
	/** PY-10 Unclear: seconds per stroke for the console's clock (a violation is the `time` foul); null: none. */
	shotClock: z.int().min(5).max(600).nullable().default(null),
	runEvents: runEventsKey
};

/** PY-3 Unclear: object balls that must reach a cushion on a break that pockets none (FP, CP). */
export const breakCushionsKey = z.int().min(0).max(15).default(2);

const commonObject = z.object(commonSetupKeys);
/** What every set-up holds once parsed; each game adds its own keys. */
export type CommonSetup = z.output<typeof commonObject> & BaseSetup;

const count = z.int().min(0).max(16).default(0);

/** `{"t":"shot"}`: the facts of one stroke; the engine judges the rest. */
const shotKeys = {
	t: z.literal('shot'),
	/** Object balls that fell (FP: balls other than the struck one). */
	potted: count,
	/** The cue ball fell after hitting an object ball (FP: the struck ball fell after hitting another). */
	svoyak: z.boolean().default(false),
	/** Object balls that left the table (FP: balls other than the struck one). */
	offTable: count,
	/** The cue ball (FP: the struck ball) left the table — a foul (PY-6); CP-5 in hand in the house. */
	cueOff: z.boolean().default(false),
	foul: z.enum(PYRAMID_FOULS).optional(),
	/** Break (PY-3): object balls that reached a cushion. */
	cushions: count,
	/** Informational: the numbered ball taken as the penalty ball or after a svoyak. */
	penaltyBall: z.int().min(1, schemaMessage('ball-number')).max(15, schemaMessage('ball-number')).optional()
};

const shotSchema = z.strictObject(shotKeys);
/** NP-2: the dynamic break's own facts. */
const dynamicShotSchema = z.strictObject({
	...shotKeys,
	sideCushions: count,
	crossed: z.boolean().default(false)
});

/** The stroke as the rules read it: the NP-2 facts are absent in free and combined pyramid. */
export type PyramidShot = z.infer<typeof shotSchema> & { sideCushions?: number; crossed?: boolean };

/** `{"t":"frame","player":I}`: player I won the frame, its strokes not recorded. */
const frameAction = z.strictObject({ t: z.literal('frame'), player: z.int().min(0).max(7) });

const referee = [chooseAction, forfeitAction, rerackAction, frameAction] as const;
export const pyramidActionSchema = z.discriminatedUnion('t', [shotSchema, ...referee]);
export const dynamicActionSchema = z.discriminatedUnion('t', [dynamicShotSchema, ...referee]);
export type PyramidAction = z.infer<typeof pyramidActionSchema> | z.infer<typeof dynamicActionSchema>;
export const pyramidActionTypes = ['shot', 'choose', 'forfeit', 'rerack', 'frame'] as const;
