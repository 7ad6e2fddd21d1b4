/**
 * The shot clock in the console. The server owns it (src/lib/server/clock.ts): it sends a
 * deadline in its own epoch milliseconds, so a reload or a reconnect shows the exact time left;
 * the browser only corrects for the difference between its clock and the server's. The
 * settings panel sends `clock:config`; the server checks it with `clockConfigSchema` (the
 * defaults mirror it; a test keeps them equal). The countdown itself is $lib/view/clock.ts.
 */
import type { ClockConfig, ClockView, TableState } from '$lib/protocol';
import { CLOCK_LIMITS } from '$lib/protocol/clock';

export type { ClockConfig, ClockView };

/** Client → server events the console sends (table id only; the server knows the match). */
export type ClockEvent = 'clock:start' | 'clock:stop' | 'clock:reset' | 'clock:extend';

export const DEFAULT_CLOCK: ClockConfig = {
	enabled: true,
	firstShotSeconds: 60,
	shotSeconds: 30,
	extensionsPerPlayer: 1,
	extensionSeconds: 30,
	late: null,
	sound: false
};

/** The running clock in a table state; null while the table's clock is off. */
export function clockOf(state: TableState | null | undefined): ClockView | null {
	const c = state?.clock;
	return c && typeof c.running === 'boolean' && typeof c.remainingMs === 'number' && c.config ? c : null;
}

/** The table's clock settings (also while the clock is off). */
export function clockSettingsOf(state: TableState | null | undefined): ClockConfig {
	return state?.clockConfig ?? state?.clock?.config ?? DEFAULT_CLOCK;
}

/** The settings form's fields, as typed (strings), and back. */
export interface ClockForm {
	enabled: boolean;
	shotSeconds: string;
	firstShotSeconds: string;
	extensionsPerPlayer: string;
	extensionSeconds: string;
	late: boolean;
	lateSeconds: string;
	sound: boolean;
}

export function toForm(c: ClockConfig): ClockForm {
	return {
		enabled: c.enabled,
		shotSeconds: String(c.shotSeconds),
		firstShotSeconds: String(c.firstShotSeconds),
		extensionsPerPlayer: String(c.extensionsPerPlayer),
		extensionSeconds: String(c.extensionSeconds),
		late: c.late !== null,
		// a sensible start when the option is switched on
		lateSeconds: String(c.late?.seconds ?? Math.max(CLOCK_LIMITS.seconds.min, Math.min(c.shotSeconds, 20))),
		sound: c.sound === true
	};
}

export type FormField = 'shotSeconds' | 'firstShotSeconds' | 'extensionsPerPlayer' | 'extensionSeconds' | 'lateSeconds';

/** The config the form describes, or the first field that is not a whole number in range. */
export function fromForm(f: ClockForm): { config: ClockConfig } | { field: FormField; min: number; max: number } {
	const whole = (field: FormField, range: { min: number; max: number }): number | { field: FormField; min: number; max: number } => {
		const text = f[field].trim();
		const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
		return Number.isInteger(n) && n >= range.min && n <= range.max ? n : { field, ...range };
	};
	const shot = whole('shotSeconds', CLOCK_LIMITS.seconds);
	const first = whole('firstShotSeconds', CLOCK_LIMITS.seconds);
	const ext = whole('extensionsPerPlayer', CLOCK_LIMITS.extensions);
	const extSeconds = whole('extensionSeconds', CLOCK_LIMITS.seconds);
	const late = f.late ? whole('lateSeconds', CLOCK_LIMITS.seconds) : null;
	for (const v of [shot, first, ext, extSeconds, late]) if (v !== null && typeof v === 'object') return v;
	return {
		config: {
			enabled: f.enabled,
			shotSeconds: shot as number,
			firstShotSeconds: first as number,
			extensionsPerPlayer: ext as number,
			extensionSeconds: extSeconds as number,
			late: late === null ? null : { seconds: late as number, when: 'hill-hill' },
			sound: f.sound
		}
	};
}

/**
 * The time a referee types for the game clock: "45:07" (minutes and seconds), "1:15:00" (hours
 * too), or a lone number of minutes ("45"). Seconds, or null for anything else.
 */
export function parseGameTime(text: string): number | null {
	const parts = text.trim().split(':');
	if (parts.length > 3 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
	const [a, b, c] = parts.map(Number);
	if (parts.length === 1) return a * 60;
	if (b >= 60 || (c ?? 0) >= 60) return null;
	return parts.length === 2 ? a * 60 + b : a * 3600 + b * 60 + c;
}
