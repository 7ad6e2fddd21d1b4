/**
 * A competition in words, said once for every page, wall display, overlay and field: a round's
 * name ("Semi-final", "Group B · Round 3", "Losers final", "Grand final reset"), the format, the
 * status, the standings' headings and cells, who a missing player is still to come from. The
 * words are board keys (`board.comp.*`, src/lib/i18n/board/competition-*.ts), so an overlay's
 * words file can carry them; nothing here imports a dictionary, so an overlay bundles this.
 */
import type { BoardT, CompetitionKey } from '../i18n/board';
import { decimal, type Params } from '../i18n/lang';
import { BRACKETS, FORMATS, type Bracket, type CompetitionLink, type CompetitionMatch, type CompetitionMatchStatus, type CompetitionView, type Format, type StandingRow } from './types';

/**
 * A competition word by its key. The board translator is typed by the board's own words; the
 * competition words are merged beside them (src/lib/i18n/board/index.ts), so this is the one place
 * that asks for one.
 */
export const compWord = (bt: BoardT, key: CompetitionKey, params?: Params): string => (bt as unknown as (k: string, p?: Params) => string)(key, params);

/** Groups are lettered: 1 → A, 2 → B … 26 → Z, 27 → AA. */
export function groupLetter(group: number): string {
	let n = Math.max(1, Math.floor(group));
	let s = '';
	while (n > 0) {
		n--;
		s = String.fromCharCode(65 + (n % 26)) + s;
		n = Math.floor(n / 26);
	}
	return s;
}

export const groupLabel = (group: number, bt: BoardT): string => compWord(bt, 'board.comp.group', { g: groupLetter(group) });

/** What a round's name depends on (a CompetitionMatch, or the link a table's set-up carries). */
export interface RoundOf {
	bracket: Bracket;
	group: number | null;
	round: number;
	rounds: number;
}

export interface RoundContext {
	/**
	 * The competition's format. It tells double elimination's `final` bracket (grand final and
	 * reset) from single elimination's (the match for third place) and names the winners' rounds
	 * of a double elimination. Without it a `final` bracket of two rounds is the grand final's.
	 */
	format?: Format;
	/** Groups in the stage: 1 names no group (nor does a round-robin format: it has one). */
	groups?: number;
	/** Under a heading that already names the bracket or group: "Round 3", "Final". */
	short?: boolean;
}

/** Knockout rounds counted from the end: final, semi-final, quarter-final, round of 16 … 128. */
const FROM_END: readonly CompetitionKey[] = ['board.comp.final', 'board.comp.semi', 'board.comp.quarter', 'board.comp.last16', 'board.comp.last32', 'board.comp.last64', 'board.comp.last128'];

/** The round's name: "Final", "Round of 16", "Group B · Round 3", "Losers final", "Grand final" … */
export function roundLabel(m: RoundOf, bt: BoardT, ctx: RoundContext = {}): string {
	const w = (key: CompetitionKey, params?: Params) => compWord(bt, key, params);
	const n = m.round;
	const left = m.rounds - m.round;
	switch (m.bracket) {
		case 'group': {
			const round = w('board.comp.round', { n });
			const one = ctx.groups === 1 || ctx.format === 'round-robin' || ctx.format === 'double-round-robin';
			if (m.group === null || one || ctx.short) return round;
			return m.rounds > 1 ? `${groupLabel(m.group, bt)} · ${round}` : groupLabel(m.group, bt);
		}
		case 'losers':
			if (left <= 0) return w(ctx.short ? 'board.comp.final' : 'board.comp.losersFinal');
			return ctx.short ? w('board.comp.round', { n }) : w('board.comp.losersRound', { n });
		case 'final': {
			const grand = ctx.format ? ctx.format === 'double-elimination' : m.rounds >= 2;
			if (!grand) return w('board.comp.thirdPlace');
			return w(n >= 2 ? 'board.comp.grandFinalReset' : 'board.comp.grandFinal');
		}
		default: {
			if (ctx.format === 'double-elimination' && !ctx.short) {
				if (left <= 0) return w('board.comp.winnersFinal');
				if (left === 1) return w('board.comp.winnersSemi');
				return w('board.comp.winnersRound', { n });
			}
			const key = left >= 0 ? FROM_END[left] : undefined;
			// A double elimination's winners side under its own heading: "Final", "Semi-final", "Round 2".
			if (ctx.format === 'double-elimination' && left > 1) return w('board.comp.round', { n });
			return key ? w(key) : w('board.comp.round', { n });
		}
	}
}

/** A bracket's heading: "Winners bracket", "Losers bracket", "Grand final", "Third-place match", "Group stage". */
export function bracketLabel(bracket: Bracket, bt: BoardT, format?: Format): string {
	if (bracket === 'group') return compWord(bt, 'board.comp.groups');
	if (bracket === 'losers') return compWord(bt, 'board.comp.bracket.losers');
	if (bracket === 'final') return roundLabel({ bracket, group: null, round: 1, rounds: format === 'double-elimination' ? 2 : 1 }, bt, { format });
	return compWord(bt, format === 'double-elimination' ? 'board.comp.bracket.winners' : 'board.comp.bracket');
}

export const formatLabel = (format: Format, bt: BoardT): string => compWord(bt, `board.comp.format.${format}`);

/** The competition's status: "Draft", "In progress", "Finished". */
export const statusLabel = (status: CompetitionView['status'], bt: BoardT): string => compWord(bt, `board.comp.status.${status}`);

/** A match's status: "Waiting", "Ready", "Live", "Finished". */
export const matchStatusLabel = (status: CompetitionMatchStatus, bt: BoardT): string => compWord(bt, `board.comp.match.${status}`);

/** The name in a seat, or where that player is still to come from ("Winner of match 3", "Group B #2", "Bye"). */
export function slotLabel(m: Pick<CompetitionMatch, 'players' | 'from'>, seat: 0 | 1, bt: BoardT): string {
	const name = m.players[seat];
	if (name) return name;
	const from = m.from[seat];
	if (!from) return compWord(bt, 'board.comp.bye');
	if (from.kind === 'group') return compWord(bt, 'board.comp.groupPlace', { g: groupLetter(from.group), p: from.place });
	return compWord(bt, from.kind === 'winner' ? 'board.comp.winnerOf' : 'board.comp.loserOf', { m: from.match });
}

/** A match's number as people read it: the view's ids count from 0, a schedule from 1 ("Match 1"). */
export const matchNumber = (id: string): string => (/^\d+$/.test(id) ? String(Number(id) + 1) : id);

/**
 * A seat as a screen shows it: the name; where the player comes from, the match numbered as
 * people read it ("Winner of match 1" for id 0); "To be decided" for a match still waiting with
 * no source (a match for third place before the draw says whose); "Bye" for a seat nobody fills.
 */
export function seatText(m: Pick<CompetitionMatch, 'players' | 'from' | 'status'>, seat: 0 | 1, bt: BoardT): string {
	const from = m.from[seat];
	if (!m.players[seat] && !from && m.status === 'waiting') return compWord(bt, 'board.comp.tbd');
	const numbered = from && from.kind !== 'group' ? { ...from, match: matchNumber(from.match) } : from;
	const froms: CompetitionMatch['from'] = seat === 0 ? [numbered, m.from[1]] : [m.from[0], numbered];
	return slotLabel({ players: m.players, from: froms }, seat, bt);
}

/** Standings columns, in the order a table shows them. */
export const STANDING_COLUMNS = ['place', 'player', 'played', 'won', 'drawn', 'lost', 'points', 'scored', 'conceded', 'diff', 'average', 'highRun'] as const;
export type StandingColumn = (typeof STANDING_COLUMNS)[number];

/**
 * The columns worth showing for these rows: draws only when there are any, match points only
 * when they say more than the wins (pool's are the wins), average and high run only where the
 * discipline keeps them (carom).
 */
export function standingColumns(rows: readonly StandingRow[]): StandingColumn[] {
	const drawn = rows.some((r) => r.drawn > 0);
	const points = rows.some((r) => r.matchPoints !== r.won);
	const average = rows.some((r) => r.average !== null);
	return STANDING_COLUMNS.filter((c) => (c === 'drawn' ? drawn : c === 'points' ? points : c === 'average' || c === 'highRun' ? average : true));
}

/** A column's heading (short: it heads a narrow number column). */
export function columnLabel(column: StandingColumn, bt: BoardT): string {
	if (column === 'average') return bt('board.average.short');
	if (column === 'highRun') return bt('board.highRun.short');
	return compWord(bt, `board.comp.col.${column}`);
}

/** A cell as text: numbers as they are, the difference signed ("+4", "−2"), the average "1,234" in pl/ru. */
export function cellText(row: StandingRow, column: StandingColumn, bt: BoardT): string {
	switch (column) {
		case 'player':
			return row.name;
		case 'points':
			return String(row.matchPoints);
		case 'diff': {
			const d = row.scored - row.conceded;
			return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '0';
		}
		case 'average':
			return row.average === null ? '' : decimal(bt.lang, row.average);
		default:
			return String(row[column]);
	}
}

/**
 * The competition a table's match belongs to, from its set-up's `competition` key
 * (`{id, name, match, bracket, group, round, rounds}`, and `format` when it is given), or null.
 */
export function competitionLink(setup: unknown): (CompetitionLink & { format?: Format }) | null {
	const c = (setup as { competition?: unknown } | null | undefined)?.competition as Record<string, unknown> | undefined;
	if (!c || typeof c !== 'object') return null;
	const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : null);
	const { id, name, match, bracket, group, round, rounds, format } = c;
	if (typeof id !== 'string' || !id || typeof name !== 'string' || !(BRACKETS as readonly unknown[]).includes(bracket)) return null;
	const r = int(round);
	if (r === null) return null;
	return {
		id,
		name,
		match: typeof match === 'string' ? match : String(match ?? ''),
		bracket: bracket as Bracket,
		group: int(group),
		round: r,
		rounds: int(rounds) ?? r,
		...((FORMATS as readonly unknown[]).includes(format) ? { format: format as Format } : {})
	};
}
