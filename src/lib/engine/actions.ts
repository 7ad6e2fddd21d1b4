import { z } from 'zod';

/** Actions every discipline understands (match-script.md, "All disciplines"). */
export const chooseAction = z.strictObject({ t: z.literal('choose'), option: z.string().min(1).max(40) });
export const undoAction = z.strictObject({ t: z.literal('undo') });
export const redoAction = z.strictObject({ t: z.literal('redo') });
export const forfeitAction = z.strictObject({ t: z.literal('forfeit'), player: z.int().min(0).max(7) });
export const rerackAction = z.strictObject({ t: z.literal('rerack') });

export type ChooseAction = z.infer<typeof chooseAction>;
export type ForfeitAction = z.infer<typeof forfeitAction>;
export type RerackAction = z.infer<typeof rerackAction>;
export type HistoryAction = z.infer<typeof undoAction> | z.infer<typeof redoAction>;

/** The referee actions a discipline reducer receives besides its own strokes. */
export type RefereeAction = ChooseAction | ForfeitAction | RerackAction;

export const refereeActionSchemas = [chooseAction, forfeitAction, rerackAction] as const;
