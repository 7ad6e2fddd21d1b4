/**
 * Each overlay as an EBU OGraf graphic (OGraf v1, https://ograf.ebu.io; docs/overlays.md,
 * "OGraf"), server side: the `<name>.ograf.json` manifest and the `graphic.mjs` module that
 * src/lib/server/overlays answers under /ograf/<table>/<name>/. The module
 * (_shared/ograf-graphic.ts, built on its own into ograf-graphic.js) shows the live overlay in a
 * frame (`?mode=caspar`, from this server) and drives it as the SPX template does: the graphic
 * stays this server's page. Everything here comes from the overlay's manifest entry (manifest.ts
 * `host`, HOST_FIELDS) and, for the words, from its SPX definition (host.ts).
 */
import { LANG_NAMES, LANGS, type Lang } from '../src/lib/i18n/lang';
import { spxDefinition } from './host';
import { HOST_FIELDS, type HostField, type OverlayEntry } from './manifest';

/** The built module the server answers graphic.mjs with (overlays/build.ts writes it beside the overlays). */
export const OGRAF_SCRIPT = 'ograf-graphic.js';
/** The manifest's `main`, beside it in the graphic's folder. */
export const OGRAF_MAIN = 'graphic.mjs';
/** OGraf v1's manifest schema: every manifest's `$schema` MUST be this string (Specification.md, "Manifest Model"). */
export const OGRAF_SCHEMA = 'https://ograf.ebu.io/v1/specification/json-schemas/graphics/schema.json';

export const ografId = (name: string): string => `cuecast.${name}`;
export const ografManifestFile = (name: string): string => `${name}.ograf.json`;

/** What the module knows before load(): the overlay, and the defaults for data that names none. */
export interface OgrafConfig {
	overlay: string;
	/** The cuecast server's origin (http://host:port) the frame loads the overlay from. */
	server: string;
	table: string;
	lang: Lang;
	/** Field name (the manifest's schema) → the id the overlay's update() takes (HOST_FIELDS). */
	fields: Partial<Record<HostField, string>>;
	stepCount: number;
	size: { width: number; height: number };
}

/** Where the graphic is made for: the server's origin, the table, the language of its words. */
export interface OgrafAt {
	server: string;
	table: string;
	lang: Lang;
	/**
	 * How many players the table's match has as the graphic is made (the intro has a card for each):
	 * two when it has none. A renderer reads the step count once, so a match with another number of
	 * players needs the graphic loaded again.
	 */
	players?: number;
}

/** OGraf steps: the intro's cards (all players, then each one, as its next() goes round), else one. */
export const ografStepCount = (entry: OverlayEntry, players = 2): number => (entry.host.next === 'player' ? Math.max(2, players) + 1 : 1);

export function ografConfig(entry: OverlayEntry, at: OgrafAt): OgrafConfig {
	return {
		overlay: entry.name,
		server: at.server,
		table: at.table,
		lang: at.lang,
		fields: Object.fromEntries(entry.host.fields.map((f) => [f, HOST_FIELDS[f].id])),
		stepCount: ografStepCount(entry, at.players),
		size: entry.size
	};
}

type GddProperty = { type: 'string'; title: string; description?: string; default?: string; enum?: string[]; gddType?: string; hidden?: boolean; order: number };

/**
 * The manifest (Specification.md "Manifest Model"; json-schemas/graphics/schema.json). Its
 * `schema` is the data of load() and updateAction(): the server and table to show, then the
 * overlay's HOST_FIELDS by name; an empty value gives back what the table says.
 */
export function ografManifest(entry: OverlayEntry, at: OgrafAt, version: string) {
	const spx = spxDefinition(entry, at);
	const properties: Record<string, GddProperty> = {
		server: {
			type: 'string',
			title: 'cuecast server',
			description: 'The cuecast server the live overlay is loaded from (http://host:port)',
			default: at.server,
			gddType: 'single-line',
			hidden: true,
			order: 0
		}
	};
	entry.host.fields.forEach((f, i) => {
		const field = spx.DataFields[i];
		const order = i + 1;
		if (f === 'lang') properties.lang = { type: 'string', title: field.title, enum: [...LANGS], default: at.lang, hidden: true, order };
		else if (f === 'table') properties.table = { type: 'string', title: field.title, default: at.table, gddType: 'single-line', hidden: true, order };
		else properties[f] = { type: 'string', title: field.title, default: '', gddType: 'single-line', order };
	});
	// The ticker follows the whole venue, yet its address names a table: the server and table still lead.
	if (!properties.table) properties.table = { type: 'string', title: 'Table', default: at.table, gddType: 'single-line', hidden: true, order: properties.lang ? 2 : 1 };
	return {
		$schema: OGRAF_SCHEMA,
		id: ografId(entry.name),
		version,
		name: spx.description,
		description: `The live ${entry.name} overlay of a cuecast table (${LANG_NAMES[at.lang]}), from ${at.server}; its scores come live from the table.`,
		author: { name: 'cuecast' },
		main: OGRAF_MAIN,
		supportsRealTime: true,
		supportsNonRealTime: false,
		stepCount: ografStepCount(entry, at.players),
		schema: { type: 'object', properties },
		renderRequirements: [{ resolution: { width: { ideal: entry.size.width }, height: { ideal: entry.size.height } } }],
		// SPX reads its playout settings from here (its layer, as its HTML template's).
		v_spx: { playserver: spx.playserver, playchannel: spx.playchannel, playlayer: spx.playlayer, webplayout: spx.webplayout, out: spx.out, uicolor: spx.uicolor }
	};
}

/** The module: the built element with the overlay's config before it. */
export function ografModule(entry: OverlayEntry, at: OgrafAt, built: string): string {
	return `const __CUECAST_OGRAF__ = ${JSON.stringify(ografConfig(entry, at))};\n${built}`;
}
