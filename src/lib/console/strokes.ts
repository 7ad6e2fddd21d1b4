/**
 * The stroke list in the marker's language: one line per stroke ("Anna · Break · Foul · Ball in
 * hand", "Olga · Potted 5 12 · +2") and a line for each rack decided ("Anna wins rack 3"). Built
 * at render time from the stroke list the table's authority pushes (HistoryEntry, with the details
 * of src/lib/engine/stroke.ts), so a language switch re-renders every line.
 */
import type { Key } from '$lib/i18n/keys';
import type { Params } from '$lib/i18n/lang';
import type { HistoryEntry as StrokeEntry } from '$lib/protocol';
import type { BoardT } from '$lib/i18n/board';
import { rackText, winsRackText } from '$lib/view/words';
import type { BindingOf } from './binding';
import { FAMILIES, type Family } from '$lib/engine/catalog';
import { familyModule, strokeWordsOf } from '$lib/disciplines/families';

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
const foulLabels = (bindings: readonly BindingOf<{ k: string }>[]) =>
	new Map<string, Key>(bindings.flatMap((b) => ('foul' in b.cmd && typeof b.cmd.foul === 'string' ? [[b.cmd.foul, b.label] as [string, Key]] : [])));
const FOUL_LABELS = Object.fromEntries(FAMILIES.map((f) => [f, foulLabels(familyModule(f).keymap)])) as Record<Family, Map<string, Key>>;
/** With no family given (an older caller), pool's and pins' words, as before. */
const ANY_FOUL = new Map([...FOUL_LABELS.pins, ...FOUL_LABELS.pool]);

/** One stroke, without the player's name; `family` words its fouls and pyramid's and snooker's keys. */
export function strokeText(e: StrokeEntry, t: T, option: OptionText, names: string[], family?: Family): string {
	const a = e.action;
	const words = strokeWordsOf(family);
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
	if (Array.isArray(a.potted) && a.potted.length) {
		// one ball is "Забит: Красный", not "Забиты" (Russian and Polish agree the verb with the count)
		const potted = t(a.potted.length === 1 ? 'draft.pottedOne' : 'draft.potted');
		parts.push(words.balls(potted, a.potted, t));
	}
	if (typeof a.potted === 'number' && a.potted) parts.push(t('draft.pottedCount', { n: a.potted }));
	if (typeof a.calledBall === 'number') parts.push(t('log.calledBall', { n: a.calledBall }));
	if (Array.isArray(a.pins) && a.pins.length) {
		parts.push(`${t('draft.pins')}: ${a.pins.map((p) => (PIN_WORDS[String(p)] ? t(...PIN_WORDS[String(p)]) : String(p))).join(', ')}`);
	}
	if (a.carom) parts.push(t('draft.carom'));
	if (a.calledCarom) parts.push(t('draft.calledCarom'));
	parts.push(...words.extras(a, t));
	if (Array.isArray(a.offTable) && a.offTable.length) parts.push(words.balls(t('draft.offTable'), a.offTable, t));
	if (a.rails) parts.push(t('draft.rails', { n: Number(a.rails) }));
	if (a.cueRail) parts.push(t('draft.cueRail'));
	if (a.called === false) parts.push(t('draft.uncalled'));
	const fouled = e.events.some((x) => x.type === 'foul');
	if (a.foul === true) parts.push(t('board.foul')); // carom: a foul has no name
	else if (a.foul) {
		const label = (family ? FOUL_LABELS[family] : ANY_FOUL).get(String(a.foul));
		parts.push(label ? t(label) : `${t('board.foul')}: ${String(a.foul)}`);
	} else if (e.call) parts.push(t(`log.call.${e.call}` as Key)); // a foul the engine called (billiards' limits)
	else if (fouled && !a.cueOff) parts.push(t('board.foul')); // pyramid's cue ball off already says "Foul: …"
	parts.push(...words.calls(a, t));
	if (a.safety) parts.push(t('draft.safety'));
	if (a.push) parts.push(t('draft.push'));
	// snooker's miss is a foul (SN-9): a visit that ends with nothing potted is "no pot"
	if (!parts.length || (parts.length === 1 && e.breakShot)) parts.push(t(words.nothing));
	const decided = e.events.some((x) => x.type === 'rack-won' || x.type === 'match-won');
	if (e.scored && !decided) parts.push(e.scored > 0 ? `+${e.scored}` : `−${-e.scored}`);
	if (fouled && e.ballInHand) parts.push(t(e.ballInHand === 'kitchen' ? 'board.kitchen' : 'board.ballInHand'));
	// "+4 → Ding Junhui": what the stroke gave another player (a foul's points, a penalty ball)
	for (const x of e.awarded ?? []) parts.push(t(words.awarded, { n: x.points, name: names[x.player] ?? '' }));
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
 * The list newest first (the console's panel): the racks newest first, each under its heading,
 * its lines newest first ("Rack 2" above rack 2's strokes, not above rack 1's). `limit`: the
 * newest that many lines only, and only the strokes they need are read and worded (each gives a
 * line at least), so the panel's work per stroke does not grow with the match.
 */
export function strokeLines(entries: StrokeEntry[], names: string[], t: T, option: OptionText, family?: Family, limit = Infinity): StrokeLine[] {
	const lines = rackGroups(entries, names, t, option, family, Math.max(0, entries.length - limit))
		.reverse()
		.flatMap((g) => (g.heading ? [g.heading, ...g.lines.reverse()] : g.lines.reverse()));
	return limit < lines.length ? lines.slice(0, limit) : lines;
}

/** The rack of the newest stroke before `at` that has one (null: none). */
function rackBefore(entries: StrokeEntry[], at: number): number | null {
	for (let i = at - 1; i >= 0; i--) if (entries[i]!.rack !== null) return entries[i]!.rack;
	return null;
}

/**
 * The lines rack by rack, oldest first, each rack under its heading once there is more than one
 * (a match of one rack, or of none, as 14.1 and the pins, has no heading at all). From stroke
 * `from` on: the rack then in play keeps its heading when the match had another rack.
 */
function rackGroups(entries: StrokeEntry[], names: string[], t: T, option: OptionText, family?: Family, from = 0): { heading: StrokeLine | null; lines: StrokeLine[] }[] {
	// a rack is a frame in pyramid and snooker, said as the boards say it (words.ts); those
	// phrases only word a key, so the page's translator serves as the board's
	const bt = t as unknown as BoardT;
	const m = { family: family ?? 'pool' };
	const groups: { heading: StrokeLine | null; lines: StrokeLine[] }[] = [{ heading: null, lines: [] }];
	let rack: number | null = rackBefore(entries, from);
	/** The first rack's heading, shown once a second rack begins: without it, in the newest-first panel, its strokes read as the second rack's. */
	let first: StrokeLine | null = rack === null ? null : { kind: 'rack', key: `rack${rack}`, text: rackText(m, rack, bt) };
	/** A rack before the one the list starts in (racks only grow): its heading is then due. */
	const earlier = rack !== null && entries.find((e) => e.rack !== null)!.rack !== rack;
	for (let i = from; i < entries.length; i++) {
		const e = entries[i]!;
		if (e.rack !== null && e.rack !== rack) {
			if (rack !== null) groups.push({ heading: { kind: 'rack', key: `r${e.n}`, text: rackText(m, e.rack, bt) }, lines: [] });
			else first = { kind: 'rack', key: `r${e.n}`, text: rackText(m, e.rack, bt) };
			rack = e.rack;
		}
		const out = groups.at(-1)!.lines;
		out.push({ kind: 'stroke', key: `s${e.n}`, n: e.n, who: e.player === null ? '' : (names[e.player] ?? ''), text: strokeText(e, t, option, names, family) });
		for (const x of e.events) {
			if (x.type === 'rack-won') out.push({ kind: 'won', key: `w${e.n}`, text: `${names[x.player] ?? ''} ${winsRackText(m, x.rack, bt)}` });
			if (x.type === 'match-won') out.push({ kind: 'won', key: `m${e.n}`, text: `${names[x.player] ?? ''} ${t('board.winsMatch')}` });
		}
	}
	// (a list that starts where a rack starts leaves the rack before it a heading without lines:
	// it is the oldest line, past the `limit` the strokes fill)
	if (groups.length > 1 || earlier) groups[0]!.heading = first;
	return groups;
}
