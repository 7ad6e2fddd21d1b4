/**
 * The shot clock as every screen counts it down. The server owns the clock (src/lib/server/clock.ts)
 * and sends a deadline in its own epoch ms; a screen only corrects for the difference between its
 * clock and the server's (the skew), so a reload, a reconnect or a TV with a wrong clock shows the
 * exact time left. One countdown for the console, the wall displays and the overlays.
 */
import type { ClockView, GameClockView } from '../protocol/clock';

export interface ClockTime {
	running: boolean;
	expired: boolean;
	/** Milliseconds left at the moment asked for. */
	leftMs: number;
	/** Whole seconds shown (rounded up: "1" until the time is out). */
	seconds: number;
	limitMs: number;
	/** The last ten seconds of a running clock. */
	warning: boolean;
	/** Not started yet for this stroke: full time, not running (a board may hide a static clock). */
	idle: boolean;
}

/** Milliseconds left on a clock at this screen's `now`, given the skew (server − screen). */
export function leftMs(clock: Pick<ClockView, 'running' | 'deadline' | 'remainingMs'>, now: number, skew = 0): number {
	if (!clock.running || clock.deadline === null) return Math.max(0, clock.remainingMs);
	return Math.max(0, clock.deadline - (now + skew));
}

/**
 * The skew (server clock − this screen's clock) from a view that has just arrived. The view's
 * `serverNow` is when the server made it; taking it at arrival errs by the one-way latency only.
 */
export const skewOf = (clock: Pick<ClockView | GameClockView, 'serverNow'> | null | undefined, receivedAt: number): number =>
	clock && typeof clock.serverNow === 'number' ? clock.serverNow - receivedAt : 0;

/**
 * What a countdown reads of a clock: the shot clock's view, or a timed match's game clock (a
 * scorebug shows it in a timed match), which never says `expired` itself.
 */
export type Countdown = Pick<ClockView, 'running' | 'deadline' | 'remainingMs' | 'limitMs'> & { expired?: boolean };

export function clockTime(clock: Countdown, now: number, skew = 0): ClockTime {
	const left = leftMs(clock, now, skew);
	const expired = clock.expired || (clock.running && left <= 0);
	return {
		running: clock.running && !expired,
		expired,
		leftMs: left,
		seconds: Math.ceil(left / 1000),
		limitMs: clock.limitMs,
		warning: clock.running && !expired && left <= 10_000,
		idle: !clock.running && !expired && left >= clock.limitMs
	};
}

/** "45", "1:30". */
export function formatSeconds(seconds: number): string {
	return seconds >= 60 ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` : String(seconds);
}

/** A timed match's playing time (the game clock, EB-23) as a screen shows it at `now`. */
export interface GameTime {
	running: boolean;
	leftMs: number;
	/** Whole seconds shown (rounded up: "0:01" until the time is out). */
	seconds: number;
	/** The time has run out: the stroke under way counts, then the marker enters `time`. */
	timeUp: boolean;
	/** Not started yet: the full time, stopped. */
	idle: boolean;
}

export function gameTime(clock: GameClockView, now: number, skew = 0): GameTime {
	const left = leftMs(clock, now, skew);
	return {
		running: clock.running && left > 0,
		leftMs: left,
		seconds: Math.ceil(left / 1000),
		timeUp: left <= 0,
		idle: !clock.running && left >= clock.limitMs
	};
}

/** A game clock's time: "45:00", "1:15:00" (hours once there are any). */
export function formatGameTime(seconds: number): string {
	const h = Math.floor(seconds / 3600);
	const m = Math.floor((seconds % 3600) / 60);
	const s = String(seconds % 60).padStart(2, '0');
	return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
