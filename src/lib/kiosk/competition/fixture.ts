/**
 * Hand-made CompetitionViews for tests and screenshots (not shipped): a bracket's structure is
 * written as match definitions (who comes from where), then "played" in order — the better seed
 * wins, every third match an upset — until `played` matches are finished; the next `live` ready
 * matches are on tables with a live score, the rest ready or waiting. Plain data as the server's
 * view (src/lib/competition/types.ts), match ids from 0 as the server's.
 */
import type { Bracket, CompetitionMatch, CompetitionSlotSource, CompetitionView, Format, StandingRow, Standings } from '../../competition/types';

type Source = CompetitionSlotSource | { kind: 'player'; name: string } | null;
interface Def {
	bracket: Bracket;
	stage?: number;
	group?: number;
	round: number;
	rounds: number;
	number: number;
	from: [Source, Source];
}

export interface FixtureOptions {
	name?: string;
	format: Format;
	players: string[];
	/** Matches finished, in order. */
	played: number;
	/** Ready matches then put on tables. */
	live?: number;
	raceTo?: number;
	thirdPlace?: boolean;
	groups?: number;
	carom?: boolean;
}

const TABLES = ['t1', 't2', 't3', 't4', 't5', 't6'];

function singleDefs(players: string[], stage = 0, seats?: Source[], offset = 0): Def[] {
	const n = 2 ** Math.ceil(Math.log2(players.length));
	const rounds = Math.log2(n);
	const defs: Def[] = [];
	const src: Source[] = seats ?? Array.from({ length: n }, (_, i) => (players[i] ? { kind: 'player', name: players[i] } : null));
	let prev: number[] = [];
	for (let r = 1; r <= rounds; r++) {
		const count = n / 2 ** r;
		const ids: number[] = [];
		for (let i = 0; i < count; i++) {
			const from: [Source, Source] = r === 1 ? [src[i], src[n - 1 - i]] : [{ kind: 'winner', match: String(prev[2 * i]) }, { kind: 'winner', match: String(prev[2 * i + 1]) }];
			defs.push({ bracket: 'winners', stage, round: r, rounds, number: i + 1, from });
			ids.push(offset + defs.length - 1);
		}
		prev = ids;
	}
	return defs;
}

/** Double elimination of 8: winners 3 rounds, losers 4, the grand final and its reset. */
function doubleDefs(players: string[]): Def[] {
	const d = singleDefs(players.slice(0, 8));
	const L = (round: number, number: number, from: [Source, Source]): Def => ({ bracket: 'losers', round, rounds: 4, number, from });
	const w = (m: number): Source => ({ kind: 'winner', match: String(m) });
	const l = (m: number): Source => ({ kind: 'loser', match: String(m) });
	// ids from 0 as the server's: winners 0–6 (round 1: 0–3, round 2: 4–5, final 6), losers 7–12
	d.push(L(1, 1, [l(0), l(1)]), L(1, 2, [l(2), l(3)]));
	d.push(L(2, 1, [w(7), l(5)]), L(2, 2, [w(8), l(4)]));
	d.push(L(3, 1, [w(9), w(10)]));
	d.push(L(4, 1, [w(11), l(6)]));
	d.push({ bracket: 'final', round: 1, rounds: 2, number: 1, from: [w(6), w(12)] });
	d.push({ bracket: 'final', round: 2, rounds: 2, number: 1, from: [w(13), l(13)] });
	return d;
}

/** Round robin by the circle method: every pair once, rounds of n/2 matches. */
function robinDefs(players: string[], group: number): Def[] {
	const list: (string | null)[] = players.length % 2 ? [...players, null] : [...players];
	const n = list.length;
	const defs: Def[] = [];
	for (let r = 0; r < n - 1; r++) {
		let number = 0;
		for (let i = 0; i < n / 2; i++) {
			const a = list[i];
			const b = list[n - 1 - i];
			if (a && b) defs.push({ bracket: 'group', group, round: r + 1, rounds: n - 1, number: ++number, from: [{ kind: 'player', name: a }, { kind: 'player', name: b }] });
		}
		list.splice(1, 0, list.pop()!);
	}
	return defs;
}

/** The matches of the options' format, each with where its players come from. */
function defsOf(o: FixtureOptions, groups: number): Def[] {
	if (o.format === 'single-elimination') {
		const defs = singleDefs(o.players);
		if (o.thirdPlace) {
			const semis = defs.filter((x) => x.round === defs[defs.length - 1].rounds - 1).map((x) => defs.indexOf(x));
			defs.push({ bracket: 'final', round: 1, rounds: 1, number: 1, from: [{ kind: 'loser', match: String(semis[0]) }, { kind: 'loser', match: String(semis[1]) }] });
		}
		return defs;
	}
	if (o.format === 'double-elimination') return doubleDefs(o.players);
	if (o.format !== 'groups-knockout') return robinDefs(o.players, 1);
	const defs: Def[] = [];
	for (let g = 1; g <= groups; g++) defs.push(...robinDefs(o.players.filter((_, i) => i % groups === g - 1), g));
	// Winners of the groups in the first half, runners-up in the second, so A1 meets B2, B1 meets C2 …
	const seats: Source[] = [];
	for (let g = 1; g <= groups; g++) seats.push({ kind: 'group', group: g, place: 1 });
	for (let i = groups - 1; i >= 0; i--) seats.push({ kind: 'group', group: ((i + 1) % groups) + 1, place: 2 });
	defs.push(...singleDefs(seats.map((_, i) => String(i)), 1, seats, defs.length));
	return defs;
}

/** First and second place once an elimination's deciding match is played and nothing else is under way. */
function placingOf(o: FixtureOptions, matches: CompetitionMatch[]): CompetitionView['placing'] {
	const all = matches.every((m) => m.status === 'finished' || m.status === 'waiting');
	const decider = [...matches]
		.reverse()
		.find((m) => m.status === 'finished' && m.players[0] && m.players[1] && (m.bracket === 'final' ? o.format === 'double-elimination' : m.bracket === 'winners' && m.round === m.rounds));
	if (!all || !decider || decider.winner === null || !o.format.includes('elimination')) return [];
	return [
		{ place: 1, name: decider.players[decider.winner]! },
		{ place: 2, name: decider.players[1 - decider.winner]! }
	];
}

/** Who a seat's source names once it is known (a player, a group's place, a match's winner or loser); undefined: not yet. */
function resolveSource(s: Source, matches: CompetitionMatch[], standingsOf: (group: number) => Standings): string | null | undefined {
	if (!s) return null;
	if (s.kind === 'player') return s.name;
	if (s.kind === 'group') {
		const ms = matches.filter((m) => m.group === s.group);
		return ms.length && ms.every((m) => m.status === 'finished') ? (standingsOf(s.group).rows[s.place - 1]?.name ?? null) : undefined;
	}
	const m = matches[Number(s.match)];
	if (!m || m.status !== 'finished' || m.winner === null) return undefined;
	return m.players[s.kind === 'winner' ? m.winner : 1 - m.winner];
}

/** Match `i` of the draw as it starts: waiting, at no table, no result. */
function waitingMatch(i: number, d: Def, players: [string | null, string | null], carom: boolean): CompetitionMatch {
	return {
		id: String(i),
		stage: d.stage ?? 0,
		bracket: d.bracket,
		group: d.group ?? null,
		round: d.round,
		rounds: d.rounds,
		number: d.number,
		players,
		from: d.from.map((s) => (s && s.kind !== 'player' ? s : null)) as CompetitionMatch['from'],
		status: 'waiting',
		table: null,
		tableMatch: null,
		setup: { discipline: carom ? 'three-cushion' : 'nine-ball' },
		result: null,
		winner: null,
		corrected: false
	};
}

export function fixtureView(o: FixtureOptions): CompetitionView {
	const race = o.raceTo ?? (o.carom ? 30 : 5);
	const groups = o.format === 'groups-knockout' ? (o.groups ?? 2) : 1;
	const defs = defsOf(o, groups);

	const matches: CompetitionMatch[] = [];
	let finished = 0;
	let live = 0;
	let upset = 0;
	const standingsOf = (group: number | null): Standings => standings(matches, group, o.players);
	for (const [i, d] of defs.entries()) {
		const got = d.from.map((src) => resolveSource(src, matches, standingsOf)) as (string | null | undefined)[];
		const players: [string | null, string | null] = [got[0] ?? null, got[1] ?? null];
		const m = waitingMatch(i, d, players, o.carom === true);
		const known = got.map((x) => x !== undefined);
		// The grand final's reset is played only when the losers' side won the first one.
		const needless = d.bracket === 'final' && d.round === 2 && matches[Number((d.from[0] as { match: string }).match)]?.winner === 0;
		if (needless) m.players = [null, null];
		else if (known[0] && known[1] && (!players[0] || !players[1])) {
			m.status = 'finished';
			m.winner = players[0] ? 0 : 1;
		} else if (known[0] && known[1]) {
			const rank = (n: string) => o.players.indexOf(n);
			const better: 0 | 1 = rank(players[0]!) <= rank(players[1]!) ? 0 : 1;
			if (finished < o.played) {
				finished++;
				const w = (upset++ % 3 === 2 ? 1 - better : better) as 0 | 1;
				m.status = 'finished';
				m.winner = w;
				m.table = TABLES[finished % TABLES.length];
				m.tableMatch = 100 + i;
				m.result = result(players, w, race, i, o.carom === true, 'finished');
			} else if (live < (o.live ?? 0)) {
				m.status = 'live';
				m.table = TABLES[live++];
				m.tableMatch = 100 + i;
				m.result = result(players, null, race, i, o.carom === true, 'live');
			} else m.status = 'ready';
		}
		matches.push(m);
	}
	const standingsList: Standings[] = o.format === 'groups-knockout' ? Array.from({ length: groups }, (_, g) => standingsOf(g + 1)) : o.format.includes('round-robin') ? [standingsOf(1)] : [];
	const placing = placingOf(o, matches);
	return {
		id: 'club-cup',
		name: o.name ?? 'Club Cup 2026',
		format: o.format,
		discipline: o.carom ? 'three-cushion' : 'nine-ball',
		status: placing.length ? 'finished' : finished > 0 || live > 0 ? 'running' : 'draft',
		seeding: 'hand',
		seed: null,
		players: o.players.map((name, i) => ({ name, country: null, rating: null, handicap: null, seed: i + 1 })),
		matches,
		standings: standingsList,
		tables: TABLES,
		auto: true,
		placing,
		revision: finished * 3 + live
	};
}

function result(players: [string | null, string | null], winner: 0 | 1 | null, race: number, i: number, carom: boolean, status: 'live' | 'finished'): CompetitionMatch['result'] {
	const scores = winner === null ? [(i * 7) % race, (i * 3 + 1) % race] : winner === 0 ? [race, (i * 5) % race] : [(i * 5) % race, race];
	return {
		status,
		winner,
		draw: false,
		innings: carom ? 20 + (i % 9) : null,
		players: players.map((name, s) => ({
			name: name ?? '',
			country: null,
			score: scores[s],
			innings: carom ? 20 + (i % 9) : 0,
			average: carom ? Math.floor((scores[s] / (20 + (i % 9))) * 1000) / 1000 : null,
			highRun: carom ? 3 + ((i + s) % 6) : 0,
			racksWon: carom ? null : scores[s],
			breakAndRuns: carom ? null : 0
		}))
	};
}

function standings(matches: readonly CompetitionMatch[], group: number | null, order: readonly string[]): Standings {
	const rows = new Map<string, StandingRow & { pts: number; inn: number }>();
	const row = (name: string) => {
		let r = rows.get(name);
		if (!r) rows.set(name, (r = { place: 0, name, played: 0, won: 0, drawn: 0, lost: 0, matchPoints: 0, scored: 0, conceded: 0, average: null, highRun: 0, tiebreak: null, pts: 0, inn: 0 }));
		return r;
	};
	for (const m of matches) {
		if (m.bracket !== 'group' || m.group !== group) continue;
		for (const p of m.players) if (p) row(p);
		if (m.status !== 'finished' || !m.result || m.winner === null) continue;
		m.result.players.forEach((p, s) => {
			const r = row(m.players[s]!);
			r.played++;
			r.scored += p.score;
			r.conceded += m.result!.players[1 - s].score;
			if (s === m.winner) r.won++;
			else r.lost++;
			r.highRun = Math.max(r.highRun, p.highRun);
			if (p.average !== null) {
				r.pts += p.score;
				r.inn += p.innings;
			}
		});
	}
	const list = [...rows.values()];
	for (const r of list) {
		const carom = r.inn > 0;
		r.matchPoints = carom ? r.won * 2 + r.drawn : r.won;
		r.average = carom ? Math.floor((r.pts / r.inn) * 1000) / 1000 : null;
	}
	list.sort((a, b) => b.matchPoints - a.matchPoints || b.scored - b.conceded - (a.scored - a.conceded) || order.indexOf(a.name) - order.indexOf(b.name));
	return { group, rows: list.map(({ pts: _p, inn: _i, ...r }, i) => ({ ...r, place: i + 1 })) };
}

export const NAMES = [
	'Anna Kowalska',
	'Jan Nowak',
	'Iwan Petrow',
	'Maria Wiśniewska',
	'Olga Smirnova',
	'Piotr Zieliński',
	'Dmitri Volkov',
	'Ewa Lewandowska',
	'Grzegorz Brzęczyszczykiewicz',
	'Aleksandr Kuznetsov',
	'Tomasz Wójcik',
	'Natalia Sokolova',
	'Krzysztof Kamiński',
	'Sergei Popov',
	'Agnieszka Dąbrowska',
	'Mikhail Lebedev'
];
