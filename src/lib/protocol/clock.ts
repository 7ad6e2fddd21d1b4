/** The shot clock as every client sees it (the server keeps it: src/lib/server/clock.ts). */
import { z } from 'zod';

/** The limits of the settings (the schema refuses anything outside them; forms show them). */
export const CLOCK_LIMITS = { seconds: { min: 5, max: 600 }, extensions: { min: 0, max: 10 } } as const;

const seconds = z.int().min(CLOCK_LIMITS.seconds.min).max(CLOCK_LIMITS.seconds.max);

export const clockConfigSchema = z.strictObject({
	/** Off: the table has no shot clock (no `clock` in its state, so no screen shows one). */
	enabled: z.boolean().default(true),
	/** Seconds for the first stroke after a break (e.g. 60). */
	firstShotSeconds: seconds.default(60),
	/** Seconds for every other stroke (e.g. 30). */
	shotSeconds: seconds.default(30),
	/** Extensions per player per rack (pool) or per match (other disciplines). */
	extensionsPerPlayer: z.int().min(CLOCK_LIMITS.extensions.min).max(CLOCK_LIMITS.extensions.max).default(1),
	extensionSeconds: seconds.default(30),
	/** Shorter clock late in a match: when both players need one more rack (pool, "hill-hill"). */
	late: z
		.strictObject({ seconds, when: z.literal('hill-hill') })
		.nullable()
		.default(null),
	/** Sounds on the wall display and the console: a tick each of the last 10 s, a tone at time-out. */
	sound: z.boolean().default(false)
});
export type ClockConfig = z.infer<typeof clockConfigSchema>;
/** What a client may send: every field has a default. */
export type ClockConfigInput = z.input<typeof clockConfigSchema>;

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

/**
 * What every client receives in `TableState.gameClock`: a timed match's playing time (English
 * billiards' `timeLimit`, EB-23), kept by the server (src/lib/server/game-clock.ts). At zero the
 * screens say "time"; the game ends only when the marker enters `time` (the stroke under way counts).
 */
export interface GameClockView {
	/** The match's playing time (ms). */
	limitMs: number;
	running: boolean;
	/** Server epoch ms when the time runs out; null while stopped. */
	deadline: number | null;
	/** Time left at `at` (ms). */
	remainingMs: number;
	/** Server epoch ms when this view was made (as the shot clock's). */
	serverNow: number;
	at: number;
}
