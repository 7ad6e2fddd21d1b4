/**
 * How a competition is laid out on a screen, as plain data: the bracket's columns (rounds), cut
 * into pages when a big field does not fit (the first rounds in parts, each part with the rounds
 * that follow from it), the group tables packed onto pages, the matches on the tables and those
 * up next. Pure, so the wall display (/kiosk/competition/<id>) and the two overlays (bracket,
 * standings) share it and a unit test reads it. Words are not said here (../../competition/words.ts).
 */
import type { Bracket, CompetitionMatch, CompetitionView, Standings } from '../../competition/types';

/** How many match boxes fit one column, and how many columns fit side by side. */
export interface Capacity {
	rows: number;
	cols: number;
}

/** One round of a bracket as a column; `extra`: a match shown under it (the match for third place under the final). */
export interface BracketColumn {
	bracket: Bracket;
	/** Always null (a bracket's rounds belong to no group): the shape roundLabel reads. */
	group: null;
	round: number;
	rounds: number;
	matches: CompetitionMatch[];
	extra: CompetitionMatch[];
}

export interface BracketPage {
	kind: 'bracket';
	/** The side the page shows: `winners` (with the grand final), `losers`. */
	bracket: 'winners' | 'losers';
	stage: number;
	columns: BracketColumn[];
	/** Which part of the first column's rounds (from 0) and how many parts there are. */
	part: number;
	parts: number;
}

export interface StandingsPage {
	kind: 'standings';
	/** Each group's table, or a slice of one too long for the screen (`from`: the first row's index). */
	tables: { standings: Standings; from: number; to: number }[];
}

export interface PlacingPage {
	kind: 'placing';
}

export type Page = BracketPage | StandingsPage | PlacingPage;

const byNumber = (a: CompetitionMatch, b: CompetitionMatch) => a.number - b.number;

/** A bracket's rounds as columns, first round first, each column's matches in order. */
export function bracketColumns(matches: readonly CompetitionMatch[], bracket: Bracket, stage?: number): BracketColumn[] {
	const mine = matches.filter((m) => m.bracket === bracket && (stage === undefined || m.stage === stage));
	const rounds = [...new Set(mine.map((m) => m.round))].sort((a, b) => a - b);
	return rounds.map((round) => {
		const list = mine.filter((m) => m.round === round).sort(byNumber);
		return { bracket, group: null, round, rounds: Math.max(...list.map((m) => m.rounds)), matches: list, extra: [] };
	});
}

/**
 * The columns in pages of at most `cap.cols` columns and `cap.rows` boxes a column. A first
 * column too tall is cut into K parts; each part shows its slice of the rounds that follow (the
 * same share of each), as long as every column keeps a box. The next pages start at the last
 * column shown, so the rounds that decide are seen whole.
 */
export function bracketPages(columns: readonly BracketColumn[], cap: Capacity, side: BracketPage['bracket'], stage = 0): BracketPage[] {
	const pages: BracketPage[] = [];
	const rows = Math.max(1, cap.rows);
	const cols = Math.max(1, cap.cols);
	let s = 0;
	while (s < columns.length) {
		const parts = Math.max(1, Math.ceil(columns[s].matches.length / rows));
		let e = s;
		while (e < columns.length && e - s < cols && (parts === 1 || columns[e].matches.length >= parts)) e++;
		if (e === s) e = s + 1;
		for (let k = 0; k < parts; k++) {
			const cut = columns.slice(s, e).map((c) => {
				const n = c.matches.length;
				const from = Math.floor((k * n) / parts);
				const to = Math.floor(((k + 1) * n) / parts);
				return { ...c, matches: c.matches.slice(from, to), extra: k === parts - 1 ? c.extra : [] };
			});
			pages.push({ kind: 'bracket', bracket: side, stage, columns: cut, part: k, parts });
		}
		// Parts: start again at the last column shown, now whole (it has fewer boxes).
		s = parts > 1 && e - s > 1 && e < columns.length ? e - 1 : e;
	}
	return pages;
}

/** Rows a standings table takes besides its players: the group's title and the headings. */
const TABLE_CHROME = 2;

/**
 * Group tables packed onto pages: `cap.cols` tables side by side, as many under each other as
 * the height (`cap.rows` lines) holds; a table longer than the screen is cut into slices.
 */
export function standingsPages(list: readonly Standings[], cap: Capacity): StandingsPage[] {
	const lines = Math.max(TABLE_CHROME + 1, cap.rows);
	const cols = Math.max(1, cap.cols);
	const slices: StandingsPage['tables'] = [];
	for (const st of list) {
		const per = lines - TABLE_CHROME;
		for (let from = 0; from < Math.max(1, st.rows.length); from += per) slices.push({ standings: st, from, to: Math.min(st.rows.length, from + per) });
	}
	const pages: StandingsPage[] = [];
	let page: StandingsPage['tables'] = [];
	// Fill column by column: a column holds tables while their lines fit.
	let col = 0;
	let used = 0;
	for (const t of slices) {
		const need = t.to - t.from + TABLE_CHROME;
		if (used > 0 && used + need > lines) {
			col++;
			used = 0;
		}
		if (col >= cols) {
			pages.push({ kind: 'standings', tables: page });
			page = [];
			col = 0;
			used = 0;
		}
		page.push(t);
		used += need + 0.5;
	}
	if (page.length) pages.push({ kind: 'standings', tables: page });
	return pages;
}

const isElimination = (v: CompetitionView) => v.format === 'single-elimination' || v.format === 'double-elimination';

/** The knockout's columns as shown: double elimination's grand final after the winners' rounds, the match for third place under the final. */
export function knockoutColumns(v: CompetitionView): { winners: BracketColumn[]; losers: BracketColumn[]; stage: number } {
	const stage = v.format === 'groups-knockout' ? 1 : 0;
	const winners = bracketColumns(v.matches, 'winners', stage);
	const losers = bracketColumns(v.matches, 'losers', stage);
	const finals = bracketColumns(v.matches, 'final', stage);
	if (v.format === 'double-elimination') winners.push(...finals);
	else if (winners.length) winners[winners.length - 1].extra = finals.flatMap((c) => c.matches);
	return { winners, losers, stage };
}

/** The group tables a page shows: a group stage's groups, a round robin's one table. */
export function groupStandings(v: CompetitionView): Standings[] {
	if (isElimination(v)) return [];
	const groups = v.standings.filter((s) => s.group !== null);
	return groups.length ? [...groups].sort((a, b) => (a.group ?? 0) - (b.group ?? 0)) : v.standings.slice(0, 1);
}

/**
 * Every page of the wall display, in the order it rotates through them: the placing once decided,
 * then the stage being played first (a groups-knockout's knockout once it has begun), the bracket
 * of the winners before the losers'.
 */
export function kioskPages(v: CompetitionView, bracketCap: Capacity, tableCap: Capacity): Page[] {
	const pages: Page[] = [];
	if (v.status === 'finished' && v.placing.length) pages.push({ kind: 'placing' });
	const ko = knockoutColumns(v);
	const bracket: Page[] = [...bracketPages(ko.winners, bracketCap, 'winners', ko.stage), ...bracketPages(ko.losers, bracketCap, 'losers', ko.stage)];
	const tables: Page[] = standingsPages(groupStandings(v), tableCap);
	// A groups-knockout shows its groups first while any group match is still to play.
	const groupsLeft = v.matches.some((m) => m.stage === 0 && m.status !== 'finished');
	pages.push(...(v.format === 'groups-knockout' && groupsLeft ? [...tables, ...bracket] : [...bracket, ...tables]));
	return pages;
}

/** The matches on the tables, in the order of the competition's tables (then by table id). */
export function liveMatches(v: CompetitionView): CompetitionMatch[] {
	const at = (t: string | null) => {
		const i = t === null ? -1 : v.tables.indexOf(t);
		return i < 0 ? Number.MAX_SAFE_INTEGER : i;
	};
	return v.matches.filter((m) => m.status === 'live').sort((a, b) => at(a.table) - at(b.table) || String(a.table).localeCompare(String(b.table)));
}

/** Ready matches (both players known, no table yet), earliest stage and round first. */
export function nextMatches(v: CompetitionView): CompetitionMatch[] {
	const order: Record<Bracket, number> = { group: 0, winners: 1, losers: 2, final: 3 };
	return v.matches.filter((m) => m.status === 'ready').sort((a, b) => a.stage - b.stage || a.round - b.round || order[a.bracket] - order[b.bracket] || a.number - b.number);
}

/** Finished matches, the latest first (the log's order is not in the view: the highest round, then number). */
export function latestResults(v: CompetitionView): CompetitionMatch[] {
	return v.matches.filter((m) => m.status === 'finished' && m.players[0] && m.players[1]).sort((a, b) => b.stage - a.stage || b.round - a.round || b.number - a.number);
}

/** Whether a page holds a match still to play whose players are (partly) known. */
const isOpen = (p: BracketPage) => p.columns.some((c) => [...c.matches, ...c.extra].some((m) => m.status !== 'finished' && (m.players[0] || m.players[1])));

/**
 * The pages a broadcast graphic turns through: those holding a match still to play (the rounds
 * being played, on both sides of a double elimination), or the last page once all is played.
 */
export function currentPages(pages: readonly BracketPage[]): BracketPage[] {
	const open = pages.filter(isOpen);
	return open.length ? open : pages.slice(-1);
}
