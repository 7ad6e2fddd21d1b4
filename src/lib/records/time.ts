/**
 * Times as the venue reads them: the store keeps UTC instants, a score sheet, the list CSV and
 * the list's day filters speak the venue's time zone (CUECAST_TIME_ZONE, an IANA name; the
 * server's zone by default). Intl does the zone arithmetic (daylight saving included), so no
 * time zone table ships with cuecast.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
	let f = formats.get(timeZone);
	if (!f) {
		f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
		formats.set(timeZone, f);
	}
	return f;
}

/** The wall clock of `ms` in the zone, as numbers. */
function wallClock(ms: number, timeZone: string) {
	const parts: Record<string, number> = {};
	for (const p of formatIn(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
	return { y: parts.year!, mo: parts.month!, d: parts.day!, h: parts.hour!, mi: parts.minute!, s: parts.second! };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-12-03T22:10:00.000Z" in Europe/Warsaw → "2026-12-03 23:10". */
export function venueTime(iso: string, timeZone: string): string {
	const ms = Date.parse(iso);
	if (Number.isNaN(ms)) return iso;
	const c = wallClock(ms, timeZone);
	return `${c.y}-${pad(c.mo)}-${pad(c.d)} ${pad(c.h)}:${pad(c.mi)}`;
}

/** How far the zone's wall clock is ahead of UTC at `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
	const c = wallClock(ms, timeZone);
	return Date.UTC(c.y, c.mo - 1, c.d, c.h, c.mi, c.s) - Math.floor(ms / 1000) * 1000;
}

/** The instant a calendar day (month 1–12) starts in the zone. */
export function dayStart(y: number, month: number, d: number, timeZone: string): number {
	const wall = Date.UTC(y, month - 1, d);
	// the offset at the guess, then again at the answer: a day that starts just after a change of clocks
	const first = wall - offsetAt(wall, timeZone);
	return wall - offsetAt(first, timeZone);
}
