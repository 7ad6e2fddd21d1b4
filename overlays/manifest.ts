/**
 * THE list of overlays: what the overlay build makes (overlays/build.ts writes each page's
 * index.html from it), what the tables page offers, what the OBS scene-collection export puts
 * into a collection and what the overlay bench measures. Add an overlay here and in its folder
 * (`overlays/<name>/main.ts` + `style.css`); nothing else lists them.
 *
 * Plain data (it imports only the engine's catalog, itself plain data), so any page, server
 * module or test can read it. Descriptions
 * are i18n keys of the app's dictionaries (src/lib/i18n/{en,pl,ru}.ts): the words live there.
 */
import { FAMILIES, type Family } from '../src/lib/engine/catalog';

/** URL options every overlay takes (docs/overlays.md). */
export const COMMON_OPTIONS = ['lang', 'theme', 'accent', 'bg', 'fg', 'scale', 'anchor', 'x', 'y', 'table', 'mode'] as const;
export type OverlayOption = (typeof COMMON_OPTIONS)[number] | 'player' | 'hold' | 'sponsors' | 'rotate' | 'exclude' | 'speed' | 'competition' | 'group';

/**
 * What a broadcast controller may set on an overlay loaded with `?mode=caspar` or `?mode=spx`
 * (overlays/host.ts, _shared/host-modes.ts): CasparCG's `update(data)` and SPX's data fields.
 * The id is the key in the data (`f0`… as CasparCG's and SPX's templates name them), the same
 * on every overlay; an empty value gives back what the table says. `title` is an i18n key of the
 * app's dictionaries (the SPX operator reads it beside the field). The scores always stay live.
 */
export const HOST_FIELDS = {
	/** Follow another table (its id, as in /overlay/<table>/…); the page loads again for it. */
	table: { id: 'f0', ftype: 'textfield', title: 'board.table' },
	/** en, pl or ru; the page loads again in it. */
	lang: { id: 'f1', ftype: 'dropdown', title: 'app.language' },
	/** The name shown for player 1 / player 2 instead of the table's. */
	player1: { id: 'f2', ftype: 'textfield', title: 'setup.player', n: 1 },
	player2: { id: 'f3', ftype: 'textfield', title: 'setup.player', n: 2 },
	/** The table's name as the graphic shows it (the intro's foot line). */
	tableName: { id: 'f4', ftype: 'textfield', title: 'home.create.name' }
} as const;
export type HostField = keyof typeof HOST_FIELDS;

/** How an overlay behaves under CasparCG or SPX (`?mode=caspar|spx`). */
export interface HostEntry {
	/** The data fields it takes, in the order SPX lists them. */
	fields: readonly HostField[];
	/** SPX's layer for it (1–5: SPX's web renderer has five) and the CasparCG layer SPX plays it on. */
	layer: number;
	/** What next() does: `player` steps the intro through its cards (all players, player 1, 2 …); absent: nothing. */
	next?: 'player';
}

const TABLE_FIELDS: readonly HostField[] = ['table', 'lang', 'player1', 'player2'];

export interface OverlayEntry {
	/** Folder and URL name: /overlay/<table>/<name>. */
	name: string;
	/** The families it shows something for; for any other it stays fully transparent. */
	families: readonly Family[];
	/** The browser source's size in OBS (the page is drawn for it). */
	size: { width: number; height: number };
	/** i18n key of its one-line description (tables page, OBS page). */
	description: `home.ov.${string}`;
	/** The URL options it takes beyond COMMON_OPTIONS. */
	options: readonly OverlayOption[];
	/** It follows the whole venue, not the one table of its address (the ticker). */
	venue?: true;
	/**
	 * It shows a competition (`?competition=<id>`, else the one of its table's current match),
	 * not the table's match: transparent for a match outside a competition (bracket, standings).
	 */
	competition?: true;
	/** Under CasparCG and SPX (docs/overlays.md, "CasparCG and SPX"). */
	host: HostEntry;
}

const ALL = FAMILIES;
const FULL_HD = { width: 1920, height: 1080 } as const;

export const OVERLAYS: readonly OverlayEntry[] = [
	{ name: 'scorebug', families: ALL, size: FULL_HD, description: 'home.ov.scorebug', options: ['sponsors', 'rotate'], host: { fields: TABLE_FIELDS, layer: 1 } },
	{ name: 'ball-tracker', families: ['pool'], size: FULL_HD, description: 'home.ov.ball-tracker', options: [], host: { fields: TABLE_FIELDS, layer: 2 } },
	{ name: 'carom-stats', families: ['carom'], size: FULL_HD, description: 'home.ov.carom-stats', options: [], host: { fields: TABLE_FIELDS, layer: 2 } },
	{ name: 'pins-board', families: ['pins'], size: FULL_HD, description: 'home.ov.pins-board', options: [], host: { fields: TABLE_FIELDS, layer: 2 } },
	{ name: 'snooker-break', families: ['snooker'], size: FULL_HD, description: 'home.ov.snooker-break', options: [], host: { fields: TABLE_FIELDS, layer: 2 } },
	{ name: 'billiards-break', families: ['english-billiards'], size: FULL_HD, description: 'home.ov.billiards-break', options: [], host: { fields: TABLE_FIELDS, layer: 2 } },
	{ name: 'pyramid-shelf', families: ['pyramid'], size: FULL_HD, description: 'home.ov.pyramid-shelf', options: [], host: { fields: TABLE_FIELDS, layer: 2 } },
	{
		name: 'intro',
		families: ALL,
		size: FULL_HD,
		description: 'home.ov.intro',
		options: ['player'],
		host: { fields: [...TABLE_FIELDS, 'tableName'], layer: 3, next: 'player' }
	},
	{ name: 'result', families: ALL, size: FULL_HD, description: 'home.ov.result', options: ['hold'], host: { fields: TABLE_FIELDS, layer: 4 } },
	/** The venue's other live scores along the bottom (it follows every table, not one). */
	{
		name: 'ticker',
		families: ALL,
		size: FULL_HD,
		description: 'home.ov.ticker',
		options: ['exclude', 'speed'],
		venue: true,
		host: { fields: ['lang'], layer: 5 }
	},
	/** A competition's knockout bracket (the part being played of a big field). */
	{
		name: 'bracket',
		families: ALL,
		size: FULL_HD,
		description: 'home.ov.bracket',
		options: ['competition', 'rotate'],
		competition: true,
		host: { fields: ['table', 'lang'], layer: 4 }
	},
	/** A competition's group or round-robin standings (?group=N). */
	{
		name: 'standings',
		families: ALL,
		size: FULL_HD,
		description: 'home.ov.standings',
		options: ['competition', 'group'],
		competition: true,
		host: { fields: ['table', 'lang'], layer: 4 }
	}
];

export const OVERLAY_NAMES: readonly string[] = OVERLAYS.map((o) => o.name);

export const overlayEntry = (name: string): OverlayEntry | undefined => OVERLAYS.find((o) => o.name === name);

/** True when the overlay shows something for every family (the tables page says "every discipline"). */
export const servesEveryFamily = (o: OverlayEntry): boolean => ALL.every((f) => o.families.includes(f));
