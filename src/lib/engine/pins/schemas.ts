/** The pin games' pins, set-up and action schemas (match-script.md, "Pins"); rules in core.ts. */
import { z } from 'zod';
import { refereeActionSchemas } from '../actions';
import { customIssue, schemaMessage } from '../refusals';
import { matchSetup } from '../setup';
import type { PinsId } from './catalog';

export type PinDisciplineId = PinsId;

/** P7-1: the King on spot 2, four small pins around it, two medium pins on spots 1 and 3. */
export const PIN_NAMES = ['king', 's1', 's2', 's3', 's4', 'p1', 'p3'] as const;
export type Pin = (typeof PIN_NAMES)[number];

export const pinFouls = ['no-contact', 'scratch', 'cue-pin', 'off-table', 'other'] as const;
export type PinFoul = (typeof pinFouls)[number];

export const overshootRules = ['bust', 'penalty', 'win'] as const;
export const penaltyScopes = ['stroke', 'series'] as const;
export type PenaltyScope = (typeof penaltyScopes)[number];

export const CHOICE_OPTIONS = ['shoot', 'pass'] as const;

const isPin = (value: unknown): value is Pin => (PIN_NAMES as readonly unknown[]).includes(value);

/**
 * Pins knocked on a stroke. Each unknown name is refused at its index, before the length and
 * duplicate checks; a pin falls at most once a stroke: a duplicate is a typing slip, never a count.
 */
const pinList = z
	.array(z.custom<Pin>(() => true))
	.superRefine((pins, ctx) => {
		pins.forEach((pin, i) => {
			if (!isPin(pin)) {
				ctx.addIssue({ ...customIssue('unknown-pin', { pin: String(JSON.stringify(pin)), pins: PIN_NAMES.join(', ') }), path: [i] });
			}
		});
	})
	.max(PIN_NAMES.length)
	.superRefine((pins, ctx) => {
		const twice = pins.find((pin, i) => pins.indexOf(pin) !== i);
		if (twice) ctx.addIssue(customIssue('pin-listed-twice', { pin: twice }));
	});

/** `{"t":"shot"}` for the pin games (match-script.md, "Pins"). */
export const pinShot = z.strictObject({
	t: z.literal('shot'),
	pins: pinList.default([]),
	carom: z.boolean().default(false),
	calledCarom: z.boolean().default(false),
	potted: z.int().min(0, schemaMessage('potted-count')).max(2, schemaMessage('potted-count')).default(0),
	foul: z.enum(pinFouls).optional(),
	safety: z.boolean().default(false)
});
export type PinShot = z.infer<typeof pinShot>;

export const pinActionSchema = z.discriminatedUnion('t', [pinShot, ...refereeActionSchemas]);
export type PinAction = z.infer<typeof pinActionSchema>;
export const pinActionTypes = ['shot', 'choose', 'forfeit', 'rerack'] as const;

export function pinSetupSchema<Id extends PinDisciplineId>(id: Id, defaultScope: PenaltyScope) {
	return matchSetup(
		id,
		{
			startScore: z.int().min(1, schemaMessage('at-least-one', { key: 'startScore' })).max(100_000).default(300),
			overshoot: z.enum(overshootRules).default('bust'),
			penaltyScope: z.enum(penaltyScopes).default(defaultScope),
			firstBreaker: z.int().min(0).max(1).default(0)
		}
	);
}
export type PinSetup = z.infer<ReturnType<typeof pinSetupSchema>>;

/** What makes seven-pins and kegel differ; everything else is shared. */
export interface PinVariant {
	id: PinDisciplineId;
	defaultScope: PenaltyScope;
	/** P7-6e: a ball off the table makes a penalty stroke; KG §25: a white off is no foul. */
	isFoul(foul: PinFoul): boolean;
	/** The turn passes after the stroke even though it scored (KG §25: a white off the table). */
	passesTurn(shot: PinShot): boolean;
	/** KG-9: reaching zero, the player must still play a safety to win. */
	finalSafety: boolean;
	/** The fixed part of a foul's penalty, on top of the stroke's points (P7-5b; KG §9). */
	foulBase(foul: PinFoul): number;
	/** KG §23, §24: after his own foul or safety a player must open his next inning with an attempt. */
	limitsSafeties: boolean;
}
