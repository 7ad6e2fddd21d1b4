/**
 * The text a rule writes into an OBS text source: a template such as `{playerName} — run of {run}`
 * filled from the table's one flat view (src/lib/view/fields.ts, the names of docs/fields.md)
 * and from the event the rule fired on. Pure: the fields come in, a string goes out.
 */
import { ALL_FIELDS, fieldText, type FieldValue, type Fields } from '../../view/fields';
import type { ObsEvent } from './rules';

/**
 * The event's own values a template may use. They win over a field of the same name: `{rack}`
 * is the rack the event is about (the rack just won), not the rack the table is on by now.
 */
export const EVENT_VALUES = ['player', 'playerName', 'run', 'threshold', 'rack'] as const;
export type EventValue = (typeof EVENT_VALUES)[number];

const KNOWN = new Set<string>([...ALL_FIELDS, ...EVENT_VALUES]);
/** `{name}`: a letter, then letters and digits. Other braces are left as written. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholders of a template that name neither a field nor an event value (for the settings' error). */
export function unknownPlaceholders(template: string): string[] {
	return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !KNOWN.has(name));
}

/** The event's values, players numbered from 1 as in the field names; the name read from the fields. */
export function eventValues(event: ObsEvent | null, fields: Fields): Partial<Record<EventValue, FieldValue>> {
	if (!event) return {};
	const out: Partial<Record<EventValue, FieldValue>> = {};
	if ('player' in event && typeof event.player === 'number') {
		out.player = event.player + 1;
		out.playerName = fields[`player${event.player + 1}Name`] ?? null;
	}
	if ('rack' in event && typeof event.rack === 'number') out.rack = event.rack;
	if (event.type === 'run-reached') {
		out.run = event.run;
		out.threshold = event.threshold;
	}
	return out;
}

/** Fills a template; what the table or the event lacks becomes "" (as text sources always did). */
export function fillTemplate(template: string, fields: Fields, values: Partial<Record<EventValue, FieldValue>>): string {
	return template.replace(PLACEHOLDER, (whole, name: string) => {
		if (name in values) return fieldText(values[name as EventValue]);
		if (KNOWN.has(name)) return fieldText(fields[name]);
		return whole;
	});
}
