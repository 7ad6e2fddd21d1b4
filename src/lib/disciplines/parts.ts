/**
 * The parts a discipline family gives, with the vocabulary they share: FamilyModule is what every
 * layer asks of a family (./families.ts lists each family's ./<family>/index.ts); a few parts are
 * listed apart because of what bundles them (./registry.ts says which and why).
 */
import type { DisciplineInfo, Family } from '../engine/catalog';
import type { HistoryEntry } from '../protocol';
import type { Summary, SummaryByFamily } from '../engine/summary';
import type { Key } from '../i18n/keys';
import type { Params } from '../i18n/lang';
import type { BoardKey, BoardT } from '../i18n/board';
import type { Key as PageKey } from '../i18n/en';
import type { MatchView, MatchViewOf } from '../view/table-view';
import type { FrameView } from '../view/model';
import type { EveryFamily } from './registry';

/** What separates two rows level on match points, in order. */
export type StandingsKey = 'average' | 'high-run' | 'difference' | 'head-to-head' | 'scored';

export interface FamilyStandings {
	/**
	 * Every match has a winner (racks or frames decide it): a table counts matches won, and no
	 * match of the family may be entered drawn. Otherwise 2 points a win, 1 a draw.
	 */
	alwaysDecided: boolean;
	/** The keys after match points, in order; seed order always comes last. */
	keys: readonly StandingsKey[];
	/** What a player made in a match, from his result's score (`start`: the set-up's start score). */
	pointsMade(score: number, start: number): number;
	/** The general average (points ÷ innings over the table's matches) is shown and ranked. */
	average: boolean;
}

// ---------------------------------------------------------------- deck macros

/** The Stream Deck buttons of the HTTP API (`POST /api/v1/tables/<id>/press/<macro>`, docs/api.md). */
export const MACROS = ['point', 'miss', 'foul', 'safety', 'undo', 'redo', 'rack-1', 'rack-2'] as const;
export type Macro = (typeof MACROS)[number];

/** What a macro needs of the match now: its discipline, who is at the table, the balls left. */
export interface PressContext {
	discipline: string;
	/** The match is over: only undo and redo mean anything now. */
	finished?: boolean;
	turn: number | null;
	/** Pool: the object balls on the table. */
	onTable: readonly number[] | null;
	/** Snooker: the ball on (`red`, `colour` after a red, or the colour in sequence); absent elsewhere. */
	ballOn?: string | null;
}

/**
 * A family's deck: each stroke macro (undo and redo are everyone's) as the engine action it means
 * in the discipline of the table's match, or null when it means nothing there. The actions are
 * the ones the console's pad sends (built by the family's ./<family>/pad.ts), so a button on a deck and a key
 * in the console never mean two things.
 */
export type FamilyDeck = (macro: Exclude<Macro, 'undo' | 'redo'>, ctx: PressContext, info: DisciplineInfo) => Record<string, unknown> | null;

// ---------------------------------------------------------------- the stroke list's words

/** A page's words (the console's, the match page's). */
export type WordsT = (key: Key, params?: Params) => string;

/**
 * How a family words a line of the stroke list (src/lib/console/strokes.ts), where it differs from
 * the numbered balls, fouls and keys every family shares.
 */
export interface FamilyStrokeWords {
	/** Balls potted or off the table after their label: numbered ("Potted 5 12") or named ("Potted: Red ×2, Black"). */
	balls(label: string, list: readonly unknown[], t: WordsT): string;
	/** What the family's own keys add to a line (pyramid's svoyak and cushions, snooker's first hit and free ball). */
	extras(action: HistoryEntry['action'], t: WordsT): string[];
	/** The referee's calls on a foul (snooker's miss, clear path, snookered). */
	calls(action: HistoryEntry['action'], t: WordsT): string[];
	/** A line that says nothing else: a miss, or snooker's "no pot" (its miss is a foul, SN-9). */
	nothing: Key;
	/** A point the stroke gave another player ("+4 → Ding Junhui"; pyramid's penalty ball). */
	awarded: Key;
}

// ---------------------------------------------------------------- the match record

/** How a family counted in frames is read off the engine's summary (src/lib/records/frames.ts). */
export interface FramesReader {
	/** Each player's points in the frame of this summary (snooker's points, pyramid's shelves). */
	points(summary: Summary): number[];
	/** The frame of this summary: its number and who breaks (broke) it; null when the summary has none. */
	frame(summary: Summary): { number: number; breaker: number } | null;
	/** Breaks of 100 or more are counted (snooker's centuries). */
	centuries: boolean;
}

/** What a family's match record holds beyond its strokes and innings (src/lib/records/record.ts, the list's statistics). */
export interface FamilyRecord {
	/** Rack by rack (a pool race; not 14.1, which counts points). */
	racks(setup: Record<string, unknown>): boolean;
	/** Frame by frame, read so; null: the family plays no frames. */
	frames: FramesReader | null;
	/** A general average (points ÷ innings) means something in this discipline's statistics. */
	averaged(discipline: string): boolean;
}

// ---------------------------------------------------------------- boards

/** What a family's panel under a player's score is given (the wall display, the phone viewer: ./wall-panels.ts). */
export interface WallPanelProps<F extends Family> {
	m: MatchViewOf<F>;
	p: MatchViewOf<F>['players'][number];
	t: BoardT;
	/** How many innings of a protocol fit (the phone shows more, three players fewer). */
	shown: number;
}

/** What a family's own protocol in the console is given (./consoles.ts, FamilyConsole.protocol): its match and its member of the summary. */
export interface ProtocolPanelProps<F extends Family> {
	mv: MatchViewOf<F>;
	summary: SummaryByFamily[F];
}

// ---------------------------------------------------------------- the boards' words

/** A run on a board: its badge ("Run 12") and a run reaching a mark ("Run of 50"). */
export interface RunWords {
	badge(n: number, t: BoardT): string;
	moment(threshold: number, t: BoardT): string;
}

/**
 * How a board words a family where families differ (each family's ./<family>/board-words.ts and
 * ./<family>/result-line.ts, gathered by src/cli/family-lists.mjs into one table a concern; read
 * through ./board-words.ts and ./result-line.ts). A family left out of a table has the common words.
 */
export interface BoardWordsTables {
	/** A run, where it is called something else (a break). */
	runWords: Partial<EveryFamily<RunWords>>;
	/** A rack ("Rack 3") and a rack won ("wins rack 3") where a family says otherwise: pyramid's партия, snooker's frame, billiards' game. */
	rackWords: Partial<EveryFamily<{ rack: BoardKey; won: BoardKey }>>;
	/** The line of a frame under way, in the families that play frames. */
	frameLine: Partial<EveryFamily<(f: FrameView, t: BoardT) => string>>;
	/**
	 * The situation line of a family whose match has a state of its own to say ("Game 2 of 5 · Ten
	 * hazards"): where a family gives one, the boards show it in place of the rack, frame or inning line.
	 */
	situationLine: { readonly [F in Family]?: (m: MatchViewOf<F>, t: BoardT) => string | null };
	/** The families whose boards show each player's innings, average and high run beside the score, in columns (carom). */
	statColumns: Partial<EveryFamily<true>>;
	/**
	 * What the big number counts where it is not the points: pins' points to go, frames won in
	 * pyramid and snooker, games won in English billiards' match of several games (one game's big
	 * number is its points; a match of several shows the game's points beside it).
	 */
	scoreLabel: { readonly [F in Family]?: BoardKey | ((m: MatchViewOf<F>) => BoardKey | null) };
	/** The frame's points beside the frame line, in the families that play frames: pyramid's shelf, snooker's points. */
	framePoints: Partial<EveryFamily<BoardKey>>;
	/** The line a result card adds under the score. */
	resultLine: Partial<EveryFamily<(m: MatchView, t: BoardT) => string>>;
}

// ---------------------------------------------------------------- the console

/** One figure under a player's name in the console's scoreboard ("Innings 14", the run under way marked). */
export interface ConsoleStat {
	label: Key;
	value: string | number;
	/** The run (break) under way: drawn in the accent colour. */
	run?: boolean;
}

/** What a family's console panels are given (./consoles.ts, FamilyConsole.state). */
export interface ConsolePanelProps<F extends Family> {
	mv: MatchViewOf<F>;
}

/** A family's figures under each player's name in the console's scoreboard (after his rating, before the fouls). */
export type ConsoleStats<F extends Family> = (p: MatchViewOf<F>['players'][number], mv: MatchViewOf<F>, bt: BoardT) => ConsoleStat[];

// ---------------------------------------------------------------- the match record's frames

/**
 * How a family counted in frames words its record (the match page and the score sheet): the
 * frames' own words are `records.frames.<word>.<family>` (records/frame-words.ts); these are the
 * columns where pyramid counts balls and snooker points.
 */
export interface FramesWords {
	/** The family counted in frames (games): its frame words are keyed by it. */
	family: Family;
	/** A player's points in one frame (the frames table, the chart): snooker's points, pyramid's shelf. */
	framePoints: BoardKey;
	/** What a visit made, and the sum over the frames: points, balls (the page; the sheet's own word). */
	made: PageKey | BoardKey;
	madeOnSheet: PageKey | BoardKey;
	/** The frame's points after a visit: snooker's total, pyramid's shelf (the page; the sheet). */
	after: BoardKey;
	afterOnSheet: PageKey | BoardKey;
	/** What the opponent's fouls gave before a visit: foul points, penalty balls. */
	received: PageKey;
	/** The best visit: snooker's highest break, pyramid's high run (long and short). */
	best: BoardKey;
	bestShort: BoardKey;
	/** Breaks of 100 or more are counted and shown. */
	centuries: boolean;
}

// ---------------------------------------------------------------- the records' lists

/** One figure of a player's or a match's (label and value, worded). */
export interface Figure {
	key: string;
	label: string;
	value: string | number;
	/** The label said in full, where `label` is short ("Avg" → "Average"). */
	title?: string;
}

/** A player's figures in one discipline, as the player page has them (records-list/api.ts). */
export interface StatsFigures {
	discipline: string;
	points: number;
	innings: number;
	generalAverage: number | null;
	bestAverage: number | null;
	highRun: number;
	racksWon?: number | null;
	racksLost?: number | null;
	breakAndRuns?: number | null;
}

/** A player's figures in one match, as a match row has them (records/result.ts PlayerResult). */
export interface ResultFigures {
	innings: number;
	average: number | null;
	highRun: number;
}

/** What the records' lists show of a family, where the families differ (FamilyModule.recordFigures). */
export interface FamilyRecordFigures {
	/** A player's figures in one discipline, after his matches and wins (the player page). */
	player(stats: StatsFigures, t: WordsT, bt: BoardT): Figure[];
	/** Beside a player's score in a match row: the figures players of the game compare ("Avg 1.250", "HB 87"). */
	row(r: ResultFigures, discipline: string, t: WordsT, bt: BoardT): Figure[];
	/** The match row says how many innings the match took (carom). */
	rowInnings: boolean;
}

// ---------------------------------------------------------------- the set-up form

/**
 * A key a set-up form asks for beyond the discipline and the players: one its engine's set-up
 * schema names (strict: setup-forms.test.ts starts a match from every form's fields, so a key
 * the engine does not know fails there). Any family's, so a new family's fields need no line here.
 */
export type SetupKey = string;

/**
 * One field of a family's set-up, as data (./SetupFields.svelte draws it, in the console's
 * set-up and a competition's): a number, a choice, a check box, or artistic's programme (a
 * figure a line, "Name; points", sent as `figures`).
 */
export type SetupField =
	| { key: SetupKey; kind: 'number'; label: Key; min: number; max: number; step?: number; /** Left out of the set-up when empty or 0 (an innings limit). */ optional?: boolean }
	| { key: SetupKey; kind: 'select'; label: Key; choices: readonly { value: string | number; label?: Key }[]; /** What choosing it does to the rule options (six reds: the six-red rules). */ options?: (value: unknown, options: Record<string, unknown>) => Record<string, unknown> }
	| { key: SetupKey; kind: 'check'; label: Key }
	| { key: 'programme'; kind: 'programme'; label: Key };

/**
 * A rule option of a discipline (an **Unclear** point of the rules, each a set-up key of its
 * engine), shown beside the target and the break. Its FIRST value is the engine's default:
 * src/lib/console/disciplines-pad.test.ts holds every one to its engine's schema, so the form never shows one rule
 * and plays another.
 */
export type SetupOption =
	| { kind: 'select'; key: string; label: Key; /** The values, the engine's default first; each worded `${label}.${value}`. */ values: readonly string[] }
	| { kind: 'toggle'; key: string; label: Key; /** The engine's default; `reds6` is six-red snooker's own: on exactly with 6 reds (SN-13). */ value: boolean | 'reds6' }
	| { kind: 'number'; key: string; label: Key; value: number; min: number; max: number };

/** A family's set-up form: its fields for a discipline, whether the first breaker is chosen, its disciplines' rule options. */
export interface FamilySetupForm {
	fields(info: DisciplineInfo): SetupField[];
	firstBreaker: boolean;
	/** The rule options of its disciplines that have any, by discipline id. */
	options?: { readonly [discipline: string]: readonly SetupOption[] };
}
