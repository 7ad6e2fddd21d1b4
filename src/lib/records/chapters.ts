/**
 * A match on its stream (issue 27): chapters for a video description ("00:00 Rack 1 · 0–0") and
 * the highlights an editor cuts (a rack won, a break and run, a century, hill-hill …), each at its
 * place in the stream. Pure: the engine comes in as a parameter (the server's seam,
 * src/lib/server/engine.ts), the words as a board translator, the times as numbers; no I/O.
 *
 * Two steps, so the replay is done once whatever the stream's start and the language:
 * - `matchTimeline` replays the log's effective actions (undone ones gone: the one history fold,
 *   engine/history.ts) and keeps when each rack, frame or game began, with the score before it,
 *   and every moment the engine named, with the score after it. A moment's time is when its
 *   action was stored (RecordStore.actionTimes); a stroke undone and redone counts from its redo.
 * - `streamChapters` and `streamHighlights` place them on a stream that started at a given time.
 *
 * What is the unit of a chapter is the family's (a pool race's racks, snooker's and pyramid's
 * frames, English billiards' games; ../disciplines/families.ts `recordPartOf`), and so is its word
 * (`rackText`, ../view/words.ts): nothing here names a family. A match not played in units (carom,
 * 14.1, pins, artistic) has one chapter, its start.
 */
import { MatchHistory, type ReplayEngine } from '../engine/history';
import { unknownStroke } from '../engine/stroke';
import { BROADCAST_MOMENTS, type BroadcastMoment, type MatchEvent } from '../engine/types';
import { familyOf, type Family } from '../engine/catalog';
import { recordPartOf } from '../disciplines/families';
import type { BoardKey, BoardT } from '../i18n/board';
import { momentText, rackText, winsRackText } from '../view/words';
import { csvFile, figuresText } from './csv';
import { CLIP_AFTER_MS, CLIP_BEFORE_MS, edlFile, type EdlClip, type EdlFps } from './edl';

/** What YouTube asks of chapters in a description: the first at 0:00, at least 3, each at least 10 s long. */
export const YOUTUBE_MIN_CHAPTERS = 3;
export const YOUTUBE_MIN_CHAPTER_S = 10;

/** The moments a highlight is made of: a rack (frame, game) or the match decided, and the engine's broadcast moments. */
export const HIGHLIGHT_KINDS = ['rack-won', 'match-won', 'match-drawn', ...BROADCAST_MOMENTS] as const;
export type HighlightKind = 'rack-won' | 'match-won' | 'match-drawn' | BroadcastMoment;
const isHighlight = (e: MatchEvent): e is Extract<MatchEvent, { type: HighlightKind }> => (HIGHLIGHT_KINDS as readonly string[]).includes(e.type);

/** A match's log as the store keeps it, with when each action was stored (ms since the epoch, revision order). */
export interface TimedLog {
	setup: unknown;
	actions: readonly unknown[];
	actionTimes: readonly number[];
}

/** A rack, frame or game began: its number, when, and the score before it. */
export interface UnitStart {
	number: number;
	at: number;
	score: number[];
}

/** A moment the engine named, when its action was stored, and the score after it. */
export interface TimedMoment {
	kind: HighlightKind;
	event: MatchEvent;
	at: number;
	/** The action (1-based revision) that made it effective. */
	revision: number;
	player: number | null;
	/** The rack, frame or game it belongs to (hill-hill: the deciding one); null in a match without units. */
	unit: number | null;
	score: number[];
}

export interface MatchTimeline {
	discipline: string;
	family: Family | null;
	players: string[];
	/** The match's racks, frames or games as they began; null: it is not played in units. */
	units: UnitStart[] | null;
	/** When its first and last effective actions were stored; null before any (or when the log cannot be replayed). */
	first: number | null;
	last: number | null;
	/** The match is over after its last effective action. */
	finished: boolean;
	moments: TimedMoment[];
}

const nameOf = (p: unknown): string => (typeof p === 'string' ? p : String((p as { name?: unknown } | null)?.name ?? ''));

/** Replays the log's effective actions once: the units as they began and the moments as they came. */
export function matchTimeline(engine: ReplayEngine, log: TimedLog): MatchTimeline {
	const setup = (log.setup && typeof log.setup === 'object' ? log.setup : {}) as Record<string, unknown>;
	const discipline = String(setup.discipline ?? '');
	const family = familyOf(discipline);
	const players = Array.isArray(setup.players) ? setup.players.map(nameOf) : [];
	const part = recordPartOf(discipline);
	const inUnits = part.racks(setup) || part.frames !== null;
	const timeline: MatchTimeline = { discipline, family, players, units: inUnits ? [] : null, first: null, last: null, finished: false, moments: [] };

	// the one fold of undo and redo: the entries in effect, each with the revision that made it so
	const history = new MatchHistory();
	log.actions.forEach((action, i) => history.apply(action, i + 1, unknownStroke()));
	const created = engine.create(setup);
	if (!created.ok) return timeline;
	let match = created.match;
	let before = engine.summarize(match).players.map((p) => p.score);
	let unit = 1;
	for (const entry of history.list()) {
		const step = engine.apply(match, entry.action);
		if (!step.ok) break;
		match = step.match;
		const summary = engine.summarize(match);
		const after = summary.players.map((p) => p.score);
		const at = log.actionTimes[entry.revision - 1];
		// an action without a stored time (a log older than its times) places nothing
		timeline.finished = summary.status === 'finished';
		if (at !== undefined) {
			timeline.last = at;
			if (timeline.first === null) {
				timeline.first = at;
				timeline.units?.push({ number: 1, at, score: before });
			}
			for (const e of step.events) {
				if (!isHighlight(e)) continue;
				const own = 'rack' in e ? e.rack : unit;
				timeline.moments.push({ kind: e.type, event: e, at, revision: entry.revision, player: 'player' in e ? e.player : null, unit: inUnits ? own : null, score: after });
			}
		}
		const won = step.events.find((e): e is Extract<MatchEvent, { type: 'rack-won' }> => e.type === 'rack-won');
		if (won) {
			unit = won.rack + 1;
			// the next unit begins once this one is decided (the re-rack and its break are in it), unless the match is over
			if (at !== undefined && summary.status !== 'finished') timeline.units?.push({ number: unit, at, score: after });
		}
		before = after;
	}
	return timeline;
}

// ---------------------------------------------------------------- words

/** "3–1"; three players "120–90–75"; a negative score with the minus sign (U+2212). */
export const scoreText = (score: readonly number[]): string => score.map((n) => (n < 0 ? `\u2212${-n}` : String(n))).join('–');

/** The match's title, its players: "Anna Nowak – Piotr Kowalski". */
export const matchTitle = (tl: Pick<MatchTimeline, 'players'>): string => tl.players.join(' – ');

/** "Rack 3"; snooker's "Frame 3", English billiards' "Game 3". A timeline has units only when its engine knows the discipline, so its family. */
const unitWord = (tl: MatchTimeline, n: number, t: BoardT): string => (tl.family ? rackText({ family: tl.family }, n, t) : t('board.rack', { n }));

/** "Rack 3 · 2–0": the unit and the score before it. */
export const unitTitle = (tl: MatchTimeline, u: UnitStart, t: BoardT): string => `${unitWord(tl, u.number, t)} · ${scoreText(u.score)}`;

/**
 * A moment in words, as a board's event line says it alone: "Anna Nowak wins rack 3", "Anna Nowak
 * wins the match", "Break and run", "Anna Nowak: Century break", "Last inning: Anna Nowak".
 */
export function momentLine(tl: MatchTimeline, m: TimedMoment, t: BoardT): string {
	const who = m.player !== null ? (tl.players[m.player] ?? '') : '';
	const e = m.event;
	if (e.type === 'match-won') return `${who} ${t('board.winsMatch')}`;
	if (e.type === 'match-drawn') return t('board.matchDrawn');
	if (!tl.family) return e.type;
	if (e.type === 'rack-won') return `${who} ${winsRackText({ family: tl.family }, e.rack, t)}`;
	const text = momentText({ family: tl.family }, e, t) ?? e.type;
	if (e.type === 'run-reached') return `${who}: ${text}`;
	if (e.type === 'last-inning') return `${text}: ${who}`;
	return text;
}

// ---------------------------------------------------------------- the stream

/** A whole second of the stream as a description writes it: "05:12" under an hour, "1:02:03" after. */
export function streamTime(second: number): string {
	const s = Math.max(0, Math.floor(second));
	const hh = Math.floor(s / 3600);
	const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
	const ss = String(s % 60).padStart(2, '0');
	return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}

export interface StreamChapter {
	/** Whole seconds into the stream (what the line says). */
	second: number;
	title: string;
}

export interface ChapterList {
	chapters: StreamChapter[];
	/** YouTube makes chapters of these lines: the first at 00:00, at least 3, each at least 10 s long. */
	youtube: boolean;
	/** Units left out: begun before the one under way when the stream started, or shorter than 10 s. */
	dropped: number;
}

/**
 * The chapters of a match on a stream that started at `streamStart` (ms since the epoch):
 * - each rack (frame, game) begins a chapter, titled with the score before it; a match not
 *   played in units has one, 00:00 titled with its players;
 * - the unit under way when the stream started begins at 00:00; those before it are not in the
 *   video and are left out (a time before the stream is never shown as 00:00 twice); a match
 *   over before the stream started has only its title;
 * - a match that began after the stream did gets a first line "00:00 <players>";
 * - YouTube ignores every chapter when one is shorter than 10 s, so a unit shorter than that (a
 *   rack entered by its result only, two frames' results typed one after the other) is dropped
 *   and its seconds stay with the chapter before it; when that is the first line, the next one
 *   takes 00:00.
 * Times are the whole seconds the lines show, so the 10 s are counted as YouTube reads them.
 */
export function streamChapters(tl: MatchTimeline, streamStart: number, t: BoardT): ChapterList {
	const title = { second: 0, title: matchTitle(tl), unit: false };
	const second = (at: number) => Math.floor((at - streamStart) / 1000);
	const over = tl.finished && tl.last !== null && tl.last < streamStart;
	// a match not played in units is one chapter, its title, whenever it began
	const raw = over || tl.units === null ? [] : tl.units.map((u) => ({ second: second(u.at), title: unitTitle(tl, u, t), unit: true }));
	// the unit under way at the stream's start takes 00:00; those before it were not streamed
	const underWay = Math.max(0, raw.findLastIndex((c) => c.second <= 0));
	let dropped = raw.length ? underWay : 0;
	const list = raw.slice(underWay).map((c) => ({ ...c, second: Math.max(0, c.second) }));
	if (!list.length || list[0]!.second > 0) list.unshift(title);
	for (let i = 0; i + 1 < list.length; ) {
		if (list[i + 1]!.second - list[i]!.second >= YOUTUBE_MIN_CHAPTER_S) {
			i++;
			continue;
		}
		// too short: the first line hands 00:00 to the next; any other is folded into the one before
		if (i === 0) list[1]!.second = 0;
		if (list[i]!.unit) dropped++;
		list.splice(i, 1);
	}
	const chapters = list.map(({ second: s, title: text }) => ({ second: s, title: text }));
	return { chapters, youtube: chapters.length >= YOUTUBE_MIN_CHAPTERS, dropped };
}

/** The chapters as lines to paste into a description, one per line (LF). */
export const chaptersText = (list: ChapterList): string => list.chapters.map((c) => `${streamTime(c.second)} ${c.title}\n`).join('');

export interface Highlight {
	/** Milliseconds into the stream. */
	offset: number;
	at: number;
	revision: number;
	kind: HighlightKind;
	/** The moment in words (`momentLine`). */
	text: string;
	/** Who made it (the rack's winner, the breaker who ran out, who reached the mark), or null. */
	player: string | null;
	unit: number | null;
	/** The score after it. */
	score: number[];
}

/**
 * The highlights on a stream that started at `streamStart`: every moment of the timeline at or
 * after the start (one before it is not in the video and is left out, not clamped to 00:00: a
 * clip there would show something else), in the order they happened.
 */
export function streamHighlights(tl: MatchTimeline, streamStart: number, t: BoardT): Highlight[] {
	return tl.moments
		.filter((m) => m.at >= streamStart)
		.map((m) => ({
			offset: m.at - streamStart,
			at: m.at,
			revision: m.revision,
			kind: m.kind,
			text: momentLine(tl, m, t),
			player: m.player !== null ? (tl.players[m.player] ?? null) : null,
			unit: m.unit,
			score: m.score
		}));
}

// ---------------------------------------------------------------- the files

/**
 * The highlights as CSV (the one writer, ./csv.ts: BOM, RFC 4180, CRLF, the formula guard). Column
 * names are fixed English identifiers, as in every cuecast CSV; `description` is in the language asked.
 */
export function highlightsCsv(matchId: number, tl: MatchTimeline, list: readonly Highlight[]): string {
	return csvFile(
		['match', 'time', 'seconds', 'at', 'moment', 'description', 'player', 'rack', 'score', 'players'],
		list.map((h) => [matchId, streamTime(h.offset / 1000), Math.floor(h.offset / 1000), new Date(h.at).toISOString(), h.kind, h.text, h.player, h.unit, figuresText(h.score), matchTitle(tl)])
	);
}

/** The clips of the highlights: one per action (a rack won with its break and run is one moment of the stream), `before` and `after` around it. */
export function highlightClips(tl: MatchTimeline, list: readonly Highlight[], t: BoardT, around = { before: CLIP_BEFORE_MS, after: CLIP_AFTER_MS }): EdlClip[] {
	const clips: (EdlClip & { revision: number; texts: string[]; last: Highlight })[] = [];
	for (const h of list) {
		const same = clips[clips.length - 1];
		if (same && same.revision === h.revision) {
			same.texts.push(h.text);
			same.last = h;
			continue;
		}
		clips.push({ from: h.offset - around.before, to: h.offset + around.after, comments: [], revision: h.revision, texts: [h.text], last: h });
	}
	return clips.map((c) => {
		const where = c.last.unit !== null ? [unitWord(tl, c.last.unit, t)] : [];
		return { from: c.from, to: c.to, comments: [[...c.texts, ...where, scoreText(c.last.score)].join(' · ')] };
	});
}

/** The highlights as an EDL (./edl.ts): titled with the players and the discipline, every clip cut from `clip`. */
export function highlightsEdl(tl: MatchTimeline, list: readonly Highlight[], t: BoardT, opts: { fps: EdlFps; clip: string }): string {
	const title = `${matchTitle(tl)} · ${t(`d.${tl.discipline}` as BoardKey)}`;
	return edlFile(highlightClips(tl, list, t), { title, fps: opts.fps, clip: opts.clip });
}
