/**
 * The shot clock, as the console expects the server to keep it (the server does not have one
 * yet; see the report / docs). The server owns the clock: it stores a deadline in its own
 * epoch milliseconds, so a reload or a reconnect shows the exact time left. The browser only
 * corrects for the difference between its clock and the server's.
 */
export interface ClockConfig {
	/** Seconds for the first stroke after a break (e.g. 60). */
	firstShotSeconds: number;
	/** Seconds for every other stroke (e.g. 30). */
	shotSeconds: number;
	/** Extensions per player per rack (pool) or per match (others). */
	extensionsPerPlayer: number;
	/** Seconds one extension adds. */
	extensionSeconds: number;
	/** Optional: from this point in the match on (a player on the hill, or N innings left), use `lateSeconds`. */
	late?: { seconds: number; when: 'hill-hill' | 'on-the-hill' | { inningsLeft: number } } | null;
}

export interface ClockState {
	/** Server epoch ms when the time runs out; null while stopped. */
	deadline: number | null;
	/** Time left when stopped (ms); while running it is deadline − now. */
	remainingMs: number;
	running: boolean;
	/** Per player index. */
	extensionsLeft: number[];
	config: ClockConfig;
	/** Server epoch ms at which this state was sent (to estimate the skew). */
	serverNow?: number;
}

/** Client → server events the console sends (table id only; the server knows the match). */
export type ClockEvent = 'clock:start' | 'clock:stop' | 'clock:reset' | 'clock:extend';

/** Milliseconds left, given the estimated skew (server time − local time). */
export function remaining(clock: ClockState, now: number, skew = 0): number {
	if (!clock.running || clock.deadline === null) return Math.max(0, clock.remainingMs);
	return Math.max(0, clock.deadline - (now + skew));
}

export function formatClock(ms: number): string {
	const s = Math.ceil(ms / 1000);
	return s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : String(s);
}

/** The clock in a table state, when the server sends one (a `clock` field in TableState). */
export function clockOf(state: unknown): ClockState | null {
	const c = (state as { clock?: unknown } | null)?.clock;
	if (!c || typeof c !== 'object') return null;
	const k = c as Partial<ClockState>;
	return typeof k.running === 'boolean' && typeof k.remainingMs === 'number' && k.config ? (k as ClockState) : null;
}
