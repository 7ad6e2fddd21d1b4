/**
 * Text from clients as the server keeps it (issues 17, 22): every name that enters — tables,
 * competitions and their players, sponsors, API keys — like player names (NFC, control
 * characters, zero-width spaces and direction overrides dropped, spaces collapsed) and without
 * lone surrogates; every other string of a set-up or a competition body without lone surrogates
 * or control characters (a lone `\ud800` would be stored and come back as "�"; PostgreSQL
 * refuses a NUL outright).
 */
import { cleanName } from '../protocol/names';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const CONTROLS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

export const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '');

/** The one cleaner of a name that enters, as it is stored and shown. */
export function cleanEnteredName(raw: string): string {
	return cleanName(wellFormed(raw));
}

/** A table name as it is stored and shown (venue.ts's name for the one cleaner). */
export const cleanTableName = cleanEnteredName;

/** Every string of a set-up (keys too) without lone surrogates, controls or direction overrides. */
export function cleanSetup<T>(value: T): T {
	if (typeof value === 'string') return wellFormed(value).replace(CONTROLS, '') as T;
	if (Array.isArray(value)) return value.map(cleanSetup) as T;
	if (value && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanSetup(k), cleanSetup(v)])) as T;
	}
	return value;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A competition request's body as the server keeps it: every string cleaned as a set-up's, and
 * the competition's `name` and each player's `name` cleaned as names (so a name of only
 * invisible characters is empty, and refused as empty).
 */
export function cleanCompetitionBody(body: unknown): unknown {
	const clean = cleanSetup(body);
	if (!isRecord(clean)) return clean;
	const named = (o: Record<string, unknown>) => (typeof o.name === 'string' ? { ...o, name: cleanEnteredName(o.name) } : o);
	const players = Array.isArray(clean.players) ? clean.players.map((p: unknown) => (isRecord(p) ? named(p) : p)) : clean.players;
	return { ...named(clean), ...(players !== undefined ? { players } : {}) };
}
