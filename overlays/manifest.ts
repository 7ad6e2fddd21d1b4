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

/**
 * What an overlay is on air, and the SPX layer that gives it (its SPX template's `webplayout`, and
 * `playlayer`, the CasparCG layer SPX plays it on). SPX's web renderer has five layers (1–5, 5 on
 * top; a higher `webplayout` plays on 5) and playing a template loads it into its layer in place
 * of the one there (CasparCG's CG ADD does the same on its layer). So overlays that can be on air
 * together need layers of their own, which five cannot give a dozen overlays: the rule is one
 * layer per slot, and a slot holds only overlays that are never on air together. A new overlay
 * joins the slot it excludes, or there is no layer for it (overlays/_shared/host-data.test.ts).
 */
export const SPX_SLOTS = {
	/** The scorebug: on air through the whole match, beside everything else. Alone. */
	bug: 1,
	/** A family's board (ball tracker, carom statistics …): a match is of one family, so only one has anything to show. */
	board: 2,
	/** A card for a moment of the match: the intro before it, the result after a frame or the match. */
	card: 3,
	/** A competition's board (bracket, standings): one at a time, each fills much of the screen. */
	competition: 4,
	/** The venue's ticker along the bottom: beside everything else, on top. Alone. */
	ticker: 5
} as const;
export type SpxSlot = keyof typeof SPX_SLOTS;

/** How an overlay behaves under CasparCG or SPX (`?mode=caspar|spx`). */
export interface HostEntry {
	/** The data fields it takes, in the order SPX lists them. */
	fields: readonly HostField[];
	/** What it is on air, which gives its SPX layer (SPX_SLOTS). */
	slot: SpxSlot;
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
	{ name: 'scorebug', families: ALL, size: FULL_HD, description: 'home.ov.scorebug', options: ['sponsors', 'rotate'], host: { fields: TABLE_FIELDS, slot: 'bug' } },
	{ name: 'ball-tracker', families: ['pool'], size: FULL_HD, description: 'home.ov.ball-tracker', options: [], host: { fields: TABLE_FIELDS, slot: 'board' } },
	{ name: 'carom-stats', families: ['carom'], size: FULL_HD, description: 'home.ov.carom-stats', options: [], host: { fields: TABLE_FIELDS, slot: 'board' } },
	{ name: 'pins-board', families: ['pins'], size: FULL_HD, description: 'home.ov.pins-board', options: [], host: { fields: TABLE_FIELDS, slot: 'board' } },
	{ name: 'snooker-break', families: ['snooker'], size: FULL_HD, description: 'home.ov.snooker-break', options: [], host: { fields: TABLE_FIELDS, slot: 'board' } },
	{ name: 'billiards-break', families: ['english-billiards'], size: FULL_HD, description: 'home.ov.billiards-break', options: [], host: { fields: TABLE_FIELDS, slot: 'board' } },
	{ name: 'pyramid-shelf', families: ['pyramid'], size: FULL_HD, description: 'home.ov.pyramid-shelf', options: [], host: { fields: TABLE_FIELDS, slot: 'board' } },
	{
		name: 'intro',
		families: ALL,
		size: FULL_HD,
		description: 'home.ov.intro',
		options: ['player'],
		host: { fields: [...TABLE_FIELDS, 'tableName'], slot: 'card', next: 'player' }
	},
	{ name: 'result', families: ALL, size: FULL_HD, description: 'home.ov.result', options: ['hold'], host: { fields: TABLE_FIELDS, slot: 'card' } },
	/** The venue's other live scores along the bottom (it follows every table, not one). */
	{
		name: 'ticker',
		families: ALL,
		size: FULL_HD,
		description: 'home.ov.ticker',
		options: ['exclude', 'speed'],
		venue: true,
		host: { fields: ['lang'], slot: 'ticker' }
	},
	/** A competition's knockout bracket (the part being played of a big field). */
	{
		name: 'bracket',
		families: ALL,
		size: FULL_HD,
		description: 'home.ov.bracket',
		options: ['competition', 'rotate'],
		competition: true,
		host: { fields: ['table', 'lang'], slot: 'competition' }
	},
	/** A competition's group or round-robin standings (?group=N). */
	{
		name: 'standings',
		families: ALL,
		size: FULL_HD,
		description: 'home.ov.standings',
		options: ['competition', 'group'],
		competition: true,
		host: { fields: ['table', 'lang'], slot: 'competition' }
	}
];

export const OVERLAY_NAMES: readonly string[] = OVERLAYS.map((o) => o.name);

export const overlayEntry = (name: string): OverlayEntry | undefined => OVERLAYS.find((o) => o.name === name);

/** True when the overlay shows something for every family (the tables page says "every discipline"). */
export const servesEveryFamily = (o: OverlayEntry): boolean => ALL.every((f) => o.families.includes(f));
