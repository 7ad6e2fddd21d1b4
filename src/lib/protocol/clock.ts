/** The shot clock as every client sees it (the server keeps it: src/lib/server/clock.ts). */
import { z } from 'zod';

const seconds = z.int().min(5).max(600);

export const clockConfigSchema = z.strictObject({
	/** Off: the table has no shot clock (no `clock` in its state, so no screen shows one). */
	enabled: z.boolean().default(true),
	/** Seconds for the first stroke after a break (e.g. 60). */
	firstShotSeconds: seconds.default(60),
	/** Seconds for every other stroke (e.g. 30). */
	shotSeconds: seconds.default(30),
	/** Extensions per player per rack (pool) or per match (other disciplines). */
	extensionsPerPlayer: z.int().min(0).max(10).default(1),
	extensionSeconds: seconds.default(30),
	/** Shorter clock late in a match: when both players need one more rack (pool, "hill-hill"). */
	late: z
		.strictObject({ seconds, when: z.literal('hill-hill') })
		.nullable()
		.default(null)
});
export type ClockConfig = z.infer<typeof clockConfigSchema>;
/** What a client may send: every field has a default. */
export type ClockConfigInput = z.input<typeof clockConfigSchema>;
/** The limits the settings form shows (the schema refuses anything outside them). */
export const CLOCK_LIMITS = { seconds: { min: 5, max: 600 }, extensions: { min: 0, max: 10 } } as const;

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
