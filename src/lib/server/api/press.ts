/**
 * The Stream Deck buttons of the HTTP API (`POST /api/v1/tables/<id>/press/<macro>`, docs/api.md):
 * each macro as the engine action it means in the discipline of the table's match. The actions
 * are the ones the console's pad sends (src/lib/console/compose.ts), so a button on a deck and a
 * key in the console can never mean two things.
 */
import { disciplineInfo } from '../../engine/catalog';
import type { SnookerBall } from '../../engine/summary';
import { caromClose, emptyDraft, pinAction, poolAction, pyramidAction, snookerAction } from '../../console/compose';

export const MACROS = ['point', 'miss', 'foul', 'safety', 'undo', 'redo', 'rack-1', 'rack-2'] as const;
export type Macro = (typeof MACROS)[number];
export const isMacro = (s: string): s is Macro => (MACROS as readonly string[]).includes(s);

/** What the macro needs of the match now: its discipline, who is at the table, the balls left. */
export interface PressContext {
	discipline: string;
	/** The match is over: only undo and redo mean anything now. */
	finished?: boolean;
	turn: number | null;
	/** Pool: the object balls on the table. */
	onTable: readonly number[] | null;
	/** Snooker: the ball on (`red`, `colour` after a red, or the colour in sequence); absent elsewhere. */
	ballOn?: string | null;
}

/** The balls a snooker `point` may pot by itself: a ball on named, not `colour` (any colour, after a red). */
const SNOOKER_BALLS: readonly SnookerBall[] = ['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'];
const isSnookerBall = (s: string | null | undefined): s is SnookerBall => (SNOOKER_BALLS as readonly (string | null | undefined)[]).includes(s);

/** The action, or null when the macro means nothing in this discipline. */
export function macroAction(macro: Macro, ctx: PressContext): Record<string, unknown> | null {
	if (macro === 'undo' || macro === 'redo') return { t: macro };
	// Over is over, whatever the button: every other macro is the plain stroke, which the engine
	// refuses with its one code for a finished match (`match-over-undo`), never "not in this
	// discipline" for one button and "over" for the next.
	if (ctx.finished) return macroAction('miss', { ...ctx, finished: false });
	const info = disciplineInfo(ctx.discipline);
	if (!info) return null;
	const empty = emptyDraft();
	switch (info.family) {
		case 'pool': {
			const race = info.target === 'race';
			if (macro === 'rack-1' || macro === 'rack-2') return race ? { t: 'rack', player: macro === 'rack-1' ? 0 : 1 } : null;
			if (macro === 'point') {
				// a race counts racks: the rack for the player at the table; 14.1 counts balls
				if (race) return ctx.turn === null ? null : { t: 'rack', player: ctx.turn };
				const lowest = ctx.onTable && ctx.onTable.length ? Math.min(...ctx.onTable) : null;
				return lowest === null ? null : poolAction({ ...empty, potted: [lowest] });
			}
			if (macro === 'miss') return poolAction(empty);
			if (macro === 'foul') return poolAction({ ...empty, foul: 'other' });
			// 10-ball (TB-8): a safety is played by calling a ball and missing it; the declared
			// safety exists only with `safetyCall`, which the deck cannot see — a plain stroke
			// means the same under both readings.
			if (ctx.discipline === 'ten-ball') return poolAction(empty);
			return poolAction(empty, 'safety');
		}
		case 'carom':
			if (macro === 'point') return { t: 'shot', points: 1 };
			if (macro === 'miss') return caromClose(empty, 'miss');
			if (macro === 'foul') return caromClose(empty, 'foul');
			if (macro === 'safety') return caromClose(empty, 'safety');
			return null;
		case 'pins':
			if (macro === 'miss') return pinAction(empty);
			if (macro === 'foul') return pinAction({ ...empty, foul: 'other' });
			if (macro === 'safety') return pinAction(empty, 'safety');
			return null;
		case 'artistic':
			if (macro === 'point') return { t: 'attempt', success: true };
			if (macro === 'miss') return { t: 'attempt', success: false };
			return null;
		case 'pyramid':
			if (macro === 'rack-1' || macro === 'rack-2') return { t: 'frame', player: macro === 'rack-1' ? 0 : 1 };
			// a point is one ball potted (PY-1: every ball is worth 1, no call)
			if (macro === 'point') return pyramidAction({ ...empty, balls: 1 }, ctx.discipline);
			if (macro === 'foul') return pyramidAction({ ...empty, foul: 'other' }, ctx.discipline);
			// no safety is called in pyramid: a safe stroke is a legal one that pots nothing
			return pyramidAction(empty, ctx.discipline);
		case 'snooker': {
			if (macro === 'rack-1' || macro === 'rack-2') return { t: 'frame', player: macro === 'rack-1' ? 0 : 1 };
			if (macro === 'point') {
				// the ball on potted; after a red any colour is on, and only the deck's colour keys say which
				return isSnookerBall(ctx.ballOn) ? snookerAction({ ...empty, pots: [ctx.ballOn] }) : null;
			}
			if (macro === 'foul') return snookerAction({ ...empty, foul: 'other' });
			// a safety is a legal stroke that pots nothing, as a miss is (SN-4: the turn ends)
			return snookerAction(empty);
		}
	}
}
