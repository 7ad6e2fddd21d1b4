/**
 * The stroke list in the marker's language: one line per stroke ("Anna · Break · Foul · Ball in
 * hand", "Olga · Potted 5 12 · +2") and a line for each rack decided ("Anna wins rack 3"). Built
 * at render time from the stroke list the table's authority pushes (HistoryEntry, with the details
 * of src/lib/view/stroke.ts), so a language switch re-renders every line.
 */
import type { Key } from '$lib/i18n/index.svelte';
import type { Params } from '$lib/i18n/lang';
import type { HistoryEntry as StrokeEntry } from '$lib/protocol';
import { KEYMAPS } from './keymap';

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

const FOUL_LABELS = new Map<string, Key>(
	[...KEYMAPS.pool, ...KEYMAPS.pins].flatMap((b) => (b.cmd.k === 'poolFoul' || b.cmd.k === 'pinFoul' ? [[b.cmd.foul, b.label] as [string, Key]] : []))
);

/** One stroke, without the player's name. */
export function strokeText(e: StrokeEntry, t: T, option: OptionText, names: string[]): string {
	const a = e.action;
	if (a.t === 'choose') return t('log.choose', { opt: option(String(a.option)) });
	if (a.t === 'rerack') return t('cmd.rerack');
	// A results-only rack (`{"t":"rack"}`): no stroke was played, the rack line says who won it.
	if (a.t === 'rack') return t('log.rackResult');
	if (a.t === 'forfeit') return `${t('cmd.forfeit')}: ${names[Number(a.player)] ?? ''}`;
	const parts: string[] = [];
	if (e.breakShot) parts.push(t('log.break'));
	// carom: an inning typed as a number, or one scoring stroke
	if (a.t === 'inning') parts.push(t('log.inning', { n: Number(a.points) }));
	else if (a.points === 1) parts.push(t('log.point'));
	const list = (v: unknown) => (Array.isArray(v) ? v.join(' ') : '');
	if (Array.isArray(a.potted) && a.potted.length) parts.push(`${t('draft.potted')} ${list(a.potted)}`);
	if (typeof a.potted === 'number' && a.potted) parts.push(t('draft.pottedCount', { n: a.potted }));
	if (typeof a.calledBall === 'number') parts.push(t('log.calledBall', { n: a.calledBall }));
	if (Array.isArray(a.pins) && a.pins.length) {
		parts.push(`${t('draft.pins')}: ${a.pins.map((p) => (PIN_WORDS[String(p)] ? t(...PIN_WORDS[String(p)]) : String(p))).join(', ')}`);
	}
	if (a.carom) parts.push(t('draft.carom'));
	if (a.calledCarom) parts.push(t('draft.calledCarom'));
	if (Array.isArray(a.offTable) && a.offTable.length) parts.push(`${t('draft.offTable')} ${list(a.offTable)}`);
	if (a.rails) parts.push(t('draft.rails', { n: Number(a.rails) }));
	if (a.cueRail) parts.push(t('draft.cueRail'));
	if (a.called === false) parts.push(t('draft.uncalled'));
	const fouled = e.events.some((x) => x.type === 'foul');
	if (a.foul === true) parts.push(t('board.foul')); // carom: a foul has no name
	else if (a.foul) {
		const label = FOUL_LABELS.get(String(a.foul));
		parts.push(label ? t(label) : `${t('board.foul')}: ${String(a.foul)}`);
	} else if (fouled) parts.push(t('board.foul'));
	if (a.safety) parts.push(t('draft.safety'));
	if (a.push) parts.push(t('draft.push'));
	if (!parts.length || (parts.length === 1 && e.breakShot)) parts.push(t('log.miss'));
	const decided = e.events.some((x) => x.type === 'rack-won' || x.type === 'match-won');
	if (e.scored && !decided) parts.push(e.scored > 0 ? `+${e.scored}` : `−${-e.scored}`);
	if (fouled && e.ballInHand) parts.push(t(e.ballInHand === 'kitchen' ? 'board.kitchen' : 'board.ballInHand'));
	return parts.join(' · ');
}

/** The whole list, newest first: strokes, a rack line where a rack begins, a line for each rack won. */
export function strokeLines(entries: StrokeEntry[], names: string[], t: T, option: OptionText): StrokeLine[] {
	const out: StrokeLine[] = [];
	let rack: number | null = null;
	for (const e of entries) {
		if (e.rack !== null && e.rack !== rack) {
			if (rack !== null) out.push({ kind: 'rack', key: `r${e.n}`, text: t('board.rack', { n: e.rack }) });
			rack = e.rack;
		}
		out.push({ kind: 'stroke', key: `s${e.n}`, n: e.n, who: e.player === null ? '' : (names[e.player] ?? ''), text: strokeText(e, t, option, names) });
		for (const x of e.events) {
			if (x.type === 'rack-won') out.push({ kind: 'won', key: `w${e.n}`, text: `${names[x.player] ?? ''} ${t('board.winsRack', { n: x.rack })}` });
			if (x.type === 'match-won') out.push({ kind: 'won', key: `m${e.n}`, text: `${names[x.player] ?? ''} ${t('board.winsMatch')}` });
		}
	}
	return out.reverse();
}
