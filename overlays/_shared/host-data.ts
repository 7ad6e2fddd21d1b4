/**
 * What CasparCG's `update(data)` and SPX's `update(json)` may say to an overlay in a host mode
 * (?mode=caspar|spx, host-modes.ts): the data as a flat record of field id → text, checked
 * against the fields the overlay takes (manifest.ts HOST_FIELDS). Pure (no DOM: the XML is
 * read by the caller), so ./host-data.test.ts reads it.
 *
 * CasparCG sends a string: its XML templateData
 *   <templateData><componentData id="f2"><data id="text" value="Anna"/></componentData></templateData>
 * or JSON (`{"f2":"Anna"}`) when the client sends JSON; SPX sends JSON of its data fields.
 */
import * as z from 'zod/mini';
import type { HostField } from '../manifest';

/** The same pattern as the protocol's tableIdSchema (src/lib/protocol), without loading all of zod here. */
export const TABLE_ID = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** The overlay's part of the manifest, as the server writes it into the page (overlays/host.ts). */
export interface HostConfig {
	/** Field id → field (HOST_FIELDS): the fields this overlay takes. */
	fields: Record<string, HostField>;
	/** What next() does (manifest.ts HostEntry.next). */
	next: 'player' | null;
}

/** What the graphic shows instead of the table's; an absent key: the table's (or the address's). */
export type HostOverrides = Partial<Record<HostField, string>>;

const text = z.string().check(z.maxLength(80, 'at most 80 characters'));
/** One schema per field; '' clears the field (back to the table's value). */
const FIELD: Record<HostField, z.ZodMiniType<string>> = {
	table: z.string().check(z.refine((v) => v === '' || TABLE_ID.test(v), 'a table id is 1-32 of a-z, 0-9 and "-"')),
	lang: z.string().check(z.refine((v) => v === '' || v === 'en' || v === 'pl' || v === 'ru', 'en, pl or ru')),
	player1: text,
	player2: text,
	tableName: text
};

/** A value CasparCG or SPX may send for a field: text, or a number (SPX's number fields). */
const value = z.union([z.string(), z.number()]);
const record = z.record(z.string(), z.unknown());

export type HostUpdate =
	| { ok: true; set: HostOverrides; ignored: string[] }
	| { ok: false; error: string };

/**
 * Reads a record of field id → value (the JSON object, or what the XML said) against the
 * overlay's fields (`ids`: id → field). Keys the overlay does not take are ignored (SPX and
 * CasparCG clients send their own too); one bad value refuses the whole update.
 */
export function readHostData(data: unknown, ids: Readonly<Record<string, HostField>>): HostUpdate {
	const parsed = record.safeParse(data);
	if (!parsed.success || Array.isArray(data)) return { ok: false, error: 'the data is not an object of field → value' };
	const set: HostOverrides = {};
	const ignored: string[] = [];
	for (const [key, raw] of Object.entries(parsed.data)) {
		const field = Object.hasOwn(ids, key) ? ids[key] : undefined;
		if (!field) {
			ignored.push(key);
			continue;
		}
		const v = value.safeParse(raw);
		if (!v.success) return { ok: false, error: `${key} (${field}): not text` };
		const checked = FIELD[field].safeParse(String(v.data).trim());
		if (!checked.success) return { ok: false, error: `${key} (${field}): ${checked.error.issues[0]?.message ?? 'not valid'}` };
		set[field] = checked.data;
	}
	return { ok: true, set, ignored };
}

/** JSON text → the object it holds, or why not. */
export function parseJsonData(s: string): { ok: true; data: unknown } | { ok: false; error: string } {
	try {
		return { ok: true, data: JSON.parse(s) as unknown };
	} catch (e) {
		return { ok: false, error: `not JSON: ${(e as Error).message}` };
	}
}
