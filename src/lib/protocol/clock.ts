/** The shot clock as every client sees it (the server keeps it: src/lib/server/clock.ts). */
import { z } from 'zod';

export const clockConfigSchema = z.strictObject({
	/** Seconds for the first stroke after a break (e.g. 60). */
	firstShotSeconds: z.int().min(5).max(600).default(60),
	/** Seconds for every other stroke (e.g. 30). */
	shotSeconds: z.int().min(5).max(600).default(30),
	/** Extensions per player per rack (pool) or per match (other disciplines). */
	extensionsPerPlayer: z.int().min(0).max(10).default(1),
	extensionSeconds: z.int().min(5).max(600).default(30),
	/** Shorter clock late in a match: when both players need one more rack (pool, "hill-hill"). */
	late: z
		.strictObject({ seconds: z.int().min(5).max(600), when: z.literal('hill-hill') })
		.nullable()
		.default(null)
});
export type ClockConfig = z.infer<typeof clockConfigSchema>;

/** What every client receives in `TableState.clock`. */
export interface ClockView {
	config: ClockConfig;
	running: boolean;
	/** Server epoch ms when the time runs out; null while stopped. */
	deadline: number | null;
	/** Time left at `at` (ms). */
	remainingMs: number;
	/** The full time of the stroke under way, extensions included (ms). */
	limitMs: number;
	extensionsLeft: number[];
	expired: boolean;
	/** Server epoch ms when this view was made: clients estimate their clock's skew from it. */
	serverNow: number;
	at: number;
}
