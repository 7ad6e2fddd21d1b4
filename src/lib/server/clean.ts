/**
 * Text from clients as the server keeps it (issue 17): table names like player names (NFC,
 * control characters, zero-width spaces and direction overrides dropped, spaces collapsed), and
 * every string inside a match set-up without lone surrogates or control characters (a lone
 * `\ud800` would be stored and come back as "�").
 */
import { cleanName } from '../protocol/names';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const CONTROLS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

export const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '');

/** A table name as it is stored and shown. */
export function cleanTableName(raw: string): string {
	return cleanName(wellFormed(raw));
}

/** Every string of a set-up (keys too) without lone surrogates, controls or direction overrides. */
export function cleanSetup<T>(value: T): T {
	if (typeof value === 'string') return wellFormed(value).replace(CONTROLS, '') as T;
	if (Array.isArray(value)) return value.map(cleanSetup) as T;
	if (value && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanSetup(k), cleanSetup(v)])) as T;
	}
	return value;
}
