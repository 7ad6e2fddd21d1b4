import { z } from 'zod';

/**
 * Referee actions every discipline understands (match-script.md, "All disciplines"). `undo` and
 * `redo` are the match layer's (match.ts), never a discipline's.
 */
export const chooseAction = z.strictObject({ t: z.literal('choose'), option: z.string().min(1).max(40) });
export const forfeitAction = z.strictObject({ t: z.literal('forfeit'), player: z.int().min(0).max(7) });
export const rerackAction = z.strictObject({ t: z.literal('rerack') });


export const refereeActionSchemas = [chooseAction, forfeitAction, rerackAction] as const;
