/** The carom games' set-up and action schemas (match-script.md, "Carom"); rules in core.ts. */
import { z } from 'zod';
import { chooseAction, forfeitAction, rerackAction } from '../actions';
import { customIssue, schemaMessage } from '../refusals';
import { runEventsKey } from '../runs';
import { firstBreaker, matchSetup, targetsKey, targetsMatchPlayers } from '../setup';
import type { CaromId } from './catalog';

/** How one discipline differs from the common carom rules. */
export interface CaromRules {
	readonly id: CaromId;
	/** Consecutive caroms allowed in one balk space or corner zone; null: the game has none. */
	readonly balkLimit: number | null;
	/** Points one foul takes off the score (1C-1); 0 in the other games (3C-5). */
	readonly foulDeduction: number;
}

export const tiebreakRules = ['none', 'penalty-shots'] as const;

/** A carom game's `match` object; the catalog says how many players it takes. */
export function caromSetup(id: CaromId) {
	return matchSetup(
		id,
		{
			pointsTo: z.int().min(1, schemaMessage('at-least-one', { key: 'pointsTo' })).max(100_000),
			inningsLimit: z.int().min(1, schemaMessage('at-least-one', { key: 'inningsLimit' })).max(100_000).nullable().default(null),
			equalize: z.boolean().default(true),
			firstBreaker,
			tiebreak: z.enum(tiebreakRules).default('none'),
			runEvents: runEventsKey,
			targets: targetsKey(100_000)
		}
	).superRefine((setup, ctx) => {
		targetsMatchPlayers(setup, ctx);
		if (setup.firstBreaker >= setup.players.length) {
			ctx.addIssue({ ...customIssue('player-index', { max: setup.players.length - 1 }), path: ['firstBreaker'] });
		}
	});
}
export type CaromSetup = z.output<ReturnType<typeof caromSetup>>;

/** `foul` is a name (any CG-9…18 foul, `wrong-ball`, `off-table`, …); `true` = unnamed. */
const foulMark = z.union([z.string().trim().min(1, schemaMessage('foul-needs-name')).max(40), z.boolean()]).optional();

export const caromShot = z.strictObject({
	t: z.literal('shot'),
	points: z
		.int(schemaMessage('points-0-or-1'))
		.min(0, schemaMessage('points-0-or-1'))
		.max(1, schemaMessage('stroke-scores-one', { use: '{"t":"inning","points":N}' }))
		.default(0),
	foul: foulMark,
	safety: z.boolean().default(false),
	balk: z.boolean().default(false)
});

export const caromInning = z.strictObject({
	t: z.literal('inning'),
	points: z.int(schemaMessage('points-whole')).min(0, schemaMessage('points-negative')).max(100_000).default(0),
	foul: foulMark,
	safety: z.boolean().default(false),
	balk: z.boolean().default(false)
});

/** Our tiebreak stroke (see the header): only during a penalty-shot tiebreak. */
export const penaltyShot = z.strictObject({
	t: z.literal('penalty'),
	points: z.int(schemaMessage('points-0-or-1')).min(0, schemaMessage('points-0-or-1')).max(1, schemaMessage('penalty-0-or-1')).default(0)
});

export const caromActionSchema = z.discriminatedUnion('t', [
	caromShot,
	caromInning,
	penaltyShot,
	chooseAction,
	forfeitAction,
	rerackAction
]);
export type CaromAction = z.infer<typeof caromActionSchema>;
export type CaromShot = z.infer<typeof caromShot>;
export type CaromInning = z.infer<typeof caromInning>;
export const caromActionTypes = ['shot', 'inning', 'penalty', 'choose', 'forfeit', 'rerack'] as const;
