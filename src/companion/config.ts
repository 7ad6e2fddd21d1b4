/**
 * The connection's settings in Companion: where cuecast is (picked from the servers Companion
 * heard announce themselves over mDNS, or typed), which table, the API key (kept in Companion's
 * secrets store, not its config) and the language of the worded fields.
 */
import { z } from 'zod';
import type { SomeCompanionConfigField } from '@companion-module/base';
import { LANG_NAMES, LANGS, type Lang } from '../lib/i18n/lang';
import { tableIdSchema } from '../lib/protocol';
import { DISCOVERY_FIELD } from './manifest';

/**
 * Type aliases, not interfaces: base 2.x wants config and secrets to be JSON objects, and only an
 * alias is assignable to its index-signature type.
 */
export type CuecastConfig = {
	url: string;
	table: string;
	lang: Lang;
	/** A server picked from the discovered ones, `address:port`; null or missing: "Manual", the url. */
	server?: string | null;
};
export type CuecastSecrets = {
	apiKey: string;
};

/** A table as GET /api/v1/tables lists it. */
export interface TableChoice {
	id: string;
	name: string;
}

/** The table id rule of the protocol, as the regex Companion's form checks while typing. */
const TABLE_ID_REGEX = '/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/';

const configSchema = z.object({
	// the typed address matters only while no discovered server is picked
	url: z.string().trim().catch(''),
	[DISCOVERY_FIELD]: z.string().trim().nullish().catch(null),
	table: z.string().trim().pipe(tableIdSchema),
	lang: z.enum(LANGS as [Lang, ...Lang[]]).catch('en')
});

export type Settings = { ok: true; baseUrl: string; table: string; lang: Lang; apiKey: string } | { ok: false; reason: string };

/**
 * The settings as the module uses them, or why they cannot be used (shown as the connection's
 * status). Companion hands over whatever was saved, so nothing is assumed about its shape.
 */
export function readSettings(config: unknown, secrets: unknown): Settings {
	const c = configSchema.safeParse(config ?? {});
	if (!c.success) return { ok: false, reason: c.error.issues[0]?.message ?? 'invalid settings' };
	const picked = c.data[DISCOVERY_FIELD];
	const address = picked ? discoveredUrl(picked) : c.data.url;
	if (!address) return { ok: false, reason: 'no cuecast address' };
	const base = baseUrlOf(address);
	if (!base.ok) return base;
	const key = z.object({ apiKey: z.string().trim().catch('') }).catch({ apiKey: '' }).parse(secrets ?? {});
	return { ok: true, baseUrl: base.url, table: c.data.table, lang: c.data.lang, apiKey: key.apiKey };
}

/**
 * A discovered server as Companion's bonjour-device field gives it, `address:port`, as a URL;
 * an IPv6 address (should a query ever ask for one) gets its brackets.
 */
export function discoveredUrl(value: string): string {
	const at = value.lastIndexOf(':');
	const host = at > 0 ? value.slice(0, at) : value;
	const port = at > 0 ? value.slice(at) : '';
	return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}${port}`;
}

/** "cuecast.local:3000" → "http://cuecast.local:3000"; a path or trailing slash is dropped. */
export function baseUrlOf(input: string): { ok: true; url: string } | { ok: false; reason: string } {
	const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim()) ? input.trim() : `http://${input.trim()}`;
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		return { ok: false, reason: `not an address: ${input}` };
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `not an http(s) address: ${input}` };
	return { ok: true, url: url.origin };
}

export const DEFAULT_CONFIG: CuecastConfig = { url: 'http://127.0.0.1:3000', table: '1', lang: 'en', server: null };

/** The settings form. `tables` are the ones cuecast listed last, offered in a drop-down. */
export function configFields(tables: readonly TableChoice[]): SomeCompanionConfigField[] {
	const table: SomeCompanionConfigField =
		tables.length > 0
			? {
					type: 'dropdown',
					id: 'table',
					label: 'Table',
					width: 6,
					default: tables[0].id,
					choices: tables.map((t) => ({ id: t.id, label: `${t.name} (${t.id})` })),
					allowCustom: true,
					regex: TABLE_ID_REGEX
				}
			: {
					type: 'textinput',
					id: 'table',
					label: 'Table id',
					width: 6,
					default: DEFAULT_CONFIG.table,
					regex: TABLE_ID_REGEX,
					tooltip: 'As the tables page shows it (1, 2 …). Save once the address is right to pick from a list.'
				};
	return [
		{
			type: 'static-text',
			id: 'info',
			label: 'cuecast',
			width: 12,
			value:
				'Scores a cuecast table from Companion. Make a control key on cuecast’s API keys page (/keys, operators only); without a key the buttons show the table but cannot change it.'
		},
		{
			type: 'bonjour-device',
			id: DISCOVERY_FIELD,
			label: 'cuecast on the network',
			width: 6,
			tooltip: 'The cuecast servers that announce themselves on this network (mDNS). “Manual”: type the address.',
			// the address field's visibility reads this one, so it must stay a plain value
			disableAutoExpression: true
		},
		{
			type: 'textinput',
			id: 'url',
			label: 'cuecast address',
			width: 6,
			default: DEFAULT_CONFIG.url,
			tooltip: 'The address `npm start` prints, e.g. http://192.168.1.20:3000',
			// only for “Manual”: a picked server is the address
			isVisibleExpression: `!$(options:${DISCOVERY_FIELD})`
		},
		table,
		{ type: 'secret-text', id: 'apiKey', label: 'API key (control)', width: 6, tooltip: 'cck_… — shown once when made in cuecast' },
		{
			type: 'dropdown',
			id: 'lang',
			label: 'Language of the worded fields',
			width: 6,
			default: DEFAULT_CONFIG.lang,
			choices: LANGS.map((l) => ({ id: l, label: LANG_NAMES[l] }))
		}
	];
}
