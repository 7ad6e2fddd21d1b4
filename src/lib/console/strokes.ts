/**
 * The stroke list in the marker's language: one line per stroke ("Anna · Break · Foul · Ball in
 * hand", "Olga · Potted 5 12 · +2") and a line for each rack decided ("Anna wins rack 3"). Built
 * at render time from the stroke list the table's authority pushes (HistoryEntry, with the details
 * of src/lib/engine/stroke.ts), so a language switch re-renders every line.
 */
import type { Key } from '$lib/i18n/index.svelte';
import type { Params } from '$lib/i18n/lang';
import type { Family } from '$lib/engine/catalog';
import type { HistoryEntry as StrokeEntry } from '$lib/protocol';
import type { BoardT } from '$lib/i18n/board';
import { rackText, winsRackText } from '$lib/view/words';
import { KEYMAPS, type Binding } from './keymap';

type T = (key: Key, params?: Params) => string;
type OptionText = (option: string) => string;

export interface StrokeLine {
	kind: 'stroke' | 'rack' | 'won';
	key: string;
	n?: number;
	who?: string;
	text: string;
}

const PIN_WORDS: Record<string, [Key, Params?]> = {
	king: ['cmd.king'],
	s1: ['cmd.small', { n: 1 }],
	s2: ['cmd.small', { n: 2 }],
	s3: ['cmd.small', { n: 3 }],
	s4: ['cmd.small', { n: 4 }],
	p1: ['cmd.p1'],
	p3: ['cmd.p3']
};

/** A foul's words are its key's label, per family (snooker's `off-table` is not pins'). */
const foulLabels = (bindings: Binding[]) =>
	new Map<string, Key>(bindings.flatMap((b) => ('foul' in b.cmd && typeof b.cmd.foul === 'string' ? [[b.cmd.foul, b.label] as [string, Key]] : [])));
const FOUL_LABELS = Object.fromEntries(Object.entries(KEYMAPS).map(([f, list]) => [f, foulLabels(list)])) as Record<Family, Map<string, Key>>;
/** With no family given (an older caller), pool's and pins' words, as before. */
const ANY_FOUL = new Map([...FOUL_LABELS.pins, ...FOUL_LABELS.pool]);

/** Snooker's balls in words, reds counted: "Red ×2, Black". */
function snookerBalls(list: unknown[], t: T): string {
	const word = (b: unknown) => t(`board.ball.${String(b)}` as Key);
	const reds = list.filter((b) => b === 'red').length;
	const parts = [...(reds ? [reds > 1 ? `${word('red')} ×${reds}` : word('red')] : []), ...list.filter((b) => b !== 'red').map(word)];
	return parts.join(', ');
}

/** What pyramid and snooker strokes add to a line (their keys mean nothing elsewhere). */
function frameParts(a: StrokeEntry['action'], t: T, family: Family | undefined): string[] {
	const parts: string[] = [];
	if (family === 'snooker') {
		const ball = (v: unknown) => t(`board.ball.${String(v)}` as Key);
		if (a.firstHit === 'none') parts.push(t('draft.firstHit', { ball: t('draft.none') }));
		else if (typeof a.firstHit === 'string') parts.push(t('draft.firstHit', { ball: ball(a.firstHit) }));
		if (typeof a.nominated === 'string') parts.push(t('draft.nominated', { ball: ball(a.nominated) }));
		if (typeof a.freeBall === 'string') parts.push(t('draft.freeBall', { ball: ball(a.freeBall) }));
		if (typeof a.ball === 'string') parts.push(a.simultaneous ? `${t('draft.simultaneous')}: ${ball(a.ball)}` : t('draft.ball', { ball: ball(a.ball) }));
	}
	if (family === 'pyramid') {
		if (a.svoyak) parts.push(t('draft.svoyak'));
		if (typeof a.offTable === 'number' && a.offTable) parts.push(t('draft.offCount', { n: a.offTable }));
		if (a.cueOff) parts.push(t('cmd.cueOffPyramid'));
		if (typeof a.cushions === 'number' && a.cushions) parts.push(t('draft.cushions', { n: a.cushions }));
		if (typeof a.sideCushions === 'number' && a.sideCushions) parts.push(t('draft.sideCushions', { n: a.sideCushions }));
		if (a.crossed) parts.push(t('draft.crossed'));
	}
	return parts;
}

/** The referee's calls of a snooker foul: a miss, a clear path, a free ball called. */
function snookerCalls(a: StrokeEntry['action'], t: T): string[] {
	return [a.miss && t('draft.miss'), a.clearPath && t('draft.clearPath'), a.snookered && t('draft.snookered')].filter((x): x is string => !!x);
}

/** How a point given to the other player is said, where a family has its own word (pyramid's penalty ball). */
const AWARDED: Partial<Record<Family, Key>> = { pyramid: 'log.penaltyBalls' };

/** "+4 → Ding Junhui": what the stroke gave another player (a foul's points, a penalty ball). */
function awardedText(x: { player: number; points: number }, t: T, names: string[], family: Family | undefined): string {
	const key = (family && AWARDED[family]) || 'log.awarded';
	return t(key, { n: x.points, name: names[x.player] ?? '' });
}

/** One stroke, without the player's name; `family` words its fouls and pyramid's and snooker's keys. */
export function strokeText(e: StrokeEntry, t: T, option: OptionText, names: string[], family?: Family): string {
	const a = e.action;
	if (a.t === 'choose') return t('log.choose', { opt: option(String(a.option)) });
	if (a.t === 'rerack') return t('cmd.rerack');
	// A results-only rack (`{"t":"rack"}`): no stroke was played, the rack line says who won it.
	if (a.t === 'rack') return t('log.rackResult');
	if (a.t === 'frame') return t('log.frameResult');
	if (a.t === 'concede') return t('log.concede');
	if (a.t === 'forfeit') return `${t('cmd.forfeit')}: ${names[Number(a.player)] ?? ''}`;
	const parts: string[] = [];
	if (e.breakShot) parts.push(t('log.break'));
	// carom: an inning typed as a number, or one scoring stroke
	if (a.t === 'inning') parts.push(t('log.inning', { n: Number(a.points) }));
	else if (a.points === 1) parts.push(t('log.point'));
	const list = (v: unknown) => (Array.isArray(v) ? v.join(' ') : '');
	if (Array.isArray(a.potted) && a.potted.length) {
		// one ball is "Забит: Красный", not "Забиты" (Russian and Polish agree the verb with the count)
		const potted = t(a.potted.length === 1 ? 'draft.pottedOne' : 'draft.potted');
		parts.push(family === 'snooker' ? `${potted}: ${snookerBalls(a.potted, t)}` : `${potted} ${list(a.potted)}`);
	}
	if (typeof a.potted === 'number' && a.potted) parts.push(t('draft.pottedCount', { n: a.potted }));
	if (typeof a.calledBall === 'number') parts.push(t('log.calledBall', { n: a.calledBall }));
	if (Array.isArray(a.pins) && a.pins.length) {
		parts.push(`${t('draft.pins')}: ${a.pins.map((p) => (PIN_WORDS[String(p)] ? t(...PIN_WORDS[String(p)]) : String(p))).join(', ')}`);
	}
	if (a.carom) parts.push(t('draft.carom'));
	if (a.calledCarom) parts.push(t('draft.calledCarom'));
	parts.push(...frameParts(a, t, family));
	if (Array.isArray(a.offTable) && a.offTable.length) parts.push(family === 'snooker' ? `${t('draft.offTable')}: ${snookerBalls(a.offTable, t)}` : `${t('draft.offTable')} ${list(a.offTable)}`);
	if (a.rails) parts.push(t('draft.rails', { n: Number(a.rails) }));
	if (a.cueRail) parts.push(t('draft.cueRail'));
	if (a.called === false) parts.push(t('draft.uncalled'));
	const fouled = e.events.some((x) => x.type === 'foul');
	if (a.foul === true) parts.push(t('board.foul')); // carom: a foul has no name
	else if (a.foul) {
		const label = (family ? FOUL_LABELS[family] : ANY_FOUL).get(String(a.foul));
		parts.push(label ? t(label) : `${t('board.foul')}: ${String(a.foul)}`);
	} else if (fouled && !a.cueOff) parts.push(t('board.foul')); // pyramid's cue ball off already says "Foul: …"
	if (family === 'snooker') parts.push(...snookerCalls(a, t));
	if (a.safety) parts.push(t('draft.safety'));
	if (a.push) parts.push(t('draft.push'));
	// snooker's miss is a foul (SN-9): a visit that ends with nothing potted is "no pot"
	if (!parts.length || (parts.length === 1 && e.breakShot)) parts.push(t(family === 'snooker' ? 'log.noPot' : 'log.miss'));
	const decided = e.events.some((x) => x.type === 'rack-won' || x.type === 'match-won');
	if (e.scored && !decided) parts.push(e.scored > 0 ? `+${e.scored}` : `−${-e.scored}`);
	if (fouled && e.ballInHand) parts.push(t(e.ballInHand === 'kitchen' ? 'board.kitchen' : 'board.ballInHand'));
	for (const x of e.awarded ?? []) parts.push(awardedText(x, t, names, family));
	return parts.join(' · ');
}


/**
 * The whole list, oldest first (a match record reads it so): strokes, a rack (frame) line where
 * one begins, a line for each rack won. `family` (the match's) words the fouls and frames;
 * without it, pool's and pins' words.
 */
export function strokeLinesOldestFirst(entries: StrokeEntry[], names: string[], t: T, option: OptionText, family?: Family): StrokeLine[] {
	return rackGroups(entries, names, t, option, family).flatMap((g) => (g.heading ? [g.heading, ...g.lines] : g.lines));
}

/**
 * The whole list, newest first (the console's panel): the racks newest first, each under its
 * heading, its lines newest first ("Rack 2" above rack 2's strokes, not above rack 1's).
 */
export function strokeLines(entries: StrokeEntry[], names: string[], t: T, option: OptionText, family?: Family): StrokeLine[] {
	return rackGroups(entries, names, t, option, family)
		.reverse()
		.flatMap((g) => (g.heading ? [g.heading, ...g.lines.reverse()] : g.lines.reverse()));
}

/** The lines rack by rack, oldest first; every rack but the first has a heading. */
function rackGroups(entries: StrokeEntry[], names: string[], t: T, option: OptionText, family?: Family): { heading: StrokeLine | null; lines: StrokeLine[] }[] {
	// a rack is a frame in pyramid and snooker, said as the boards say it (words.ts); those
	// phrases only word a key, so the page's translator serves as the board's
	const bt = t as unknown as BoardT;
	const m = { family: family ?? 'pool' };
	const groups: { heading: StrokeLine | null; lines: StrokeLine[] }[] = [{ heading: null, lines: [] }];
	let rack: number | null = null;
	for (const e of entries) {
		if (e.rack !== null && e.rack !== rack) {
			if (rack !== null) groups.push({ heading: { kind: 'rack', key: `r${e.n}`, text: rackText(m, e.rack, bt) }, lines: [] });
			rack = e.rack;
		}
		const out = groups.at(-1)!.lines;
		out.push({ kind: 'stroke', key: `s${e.n}`, n: e.n, who: e.player === null ? '' : (names[e.player] ?? ''), text: strokeText(e, t, option, names, family) });
		for (const x of e.events) {
			if (x.type === 'rack-won') out.push({ kind: 'won', key: `w${e.n}`, text: `${names[x.player] ?? ''} ${winsRackText(m, x.rack, bt)}` });
			if (x.type === 'match-won') out.push({ kind: 'won', key: `m${e.n}`, text: `${names[x.player] ?? ''} ${t('board.winsMatch')}` });
		}
	}
	return groups;
}
