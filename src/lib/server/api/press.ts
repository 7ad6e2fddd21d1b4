/**
 * The Stream Deck buttons of the HTTP API (`POST /api/v1/tables/<id>/press/<macro>`, docs/api.md):
 * each macro as the engine action it means in the discipline of the table's match, which each
 * family's deck says (src/lib/disciplines/<family>/deck.ts).
 */
import { disciplineInfo } from '../../engine/catalog';
import { SERVER_PARTS } from '../../disciplines/server-parts';
import { MACROS, type Macro, type PressContext } from '../../disciplines/parts';

export { MACROS, type Macro, type PressContext };
export const isMacro = (s: string): s is Macro => (MACROS as readonly string[]).includes(s);

/** The action, or null when the macro means nothing in this discipline (the family's deck, src/lib/disciplines). */
export function macroAction(macro: Macro, ctx: PressContext): Record<string, unknown> | null {
	if (macro === 'undo' || macro === 'redo') return { t: macro };
	// Over is over, whatever the button: every other macro is the plain stroke, which the engine
	// refuses with its one code for a finished match (`match-over-undo`), never "not in this
	// discipline" for one button and "over" for the next.
	if (ctx.finished) return macroAction('miss', { ...ctx, finished: false });
	const info = disciplineInfo(ctx.discipline);
	return info ? SERVER_PARTS[info.family].deck(macro, ctx, info) : null;
}
