/**
 * The competition model without a server: formats and byes (brackets-manager underneath), the
 * draw, knockout seeding, set-ups per round with handicaps, and how a correction plays out.
 */
import { describe, expect, it } from 'vitest';
import { competitionEntrySchema, type CompetitionEntry } from './schema';
import { fold } from './state';
import { viewOf } from './view';
import { drawOrder, newSeed, prng } from './draw';
import { knockoutSeeds } from './knockout';
import { handicapOf, matchSetupFor, templateFor } from './setup';
import { createMatch, summarize } from '../engine/match';
import type { CompetitionMatch, CompetitionView } from './types';

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

function create(definition: Record<string, unknown>, seed = 'seed'): CompetitionEntry {
	return competitionEntrySchema.parse({ t: 'create', definition, seed });
}

const viewAfter = async (entries: CompetitionEntry[]): Promise<CompetitionView> => (await viewOf(fold('c', '2026-12-02T00:00:00Z', entries))).view;

/** Decides every ready match for seat 0 (or as `pick` says) until none is ready; returns the log. */
async function playOut(entries: CompetitionEntry[], pick: (m: CompetitionMatch) => 0 | 1 = () => 0): Promise<CompetitionEntry[]> {
	const log = [...entries];
	for (let i = 0; i < 200; i++) {
		const view = await viewAfter(log);
		const ready = view.matches.find((m) => m.status === 'ready');
		if (!ready) return log;
		log.push(competitionEntrySchema.parse({ t: 'correct', match: ready.id, winner: pick(ready) }));
	}
	throw new Error('did not finish');
}

const pair = (m: CompetitionMatch) => [...m.players].sort().join('–');

describe('round robin', () => {
	it('five players: every pair meets once, nobody plays a bye, everyone sits out one round', async () => {
		const view = await viewAfter([create({ name: 'RR', format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: names(5) })]);
		expect(view.matches).toHaveLength(10); // 5·4/2
		expect(new Set(view.matches.map(pair)).size).toBe(10);
		expect(view.matches.every((m) => m.players[0] !== null && m.players[1] !== null && m.status === 'ready')).toBe(true);
		const rounds = new Map<number, string[]>();
		for (const m of view.matches) rounds.set(m.round, [...(rounds.get(m.round) ?? []), ...(m.players as string[])]);
		expect(rounds.size).toBe(5);
		for (const players of rounds.values()) expect(new Set(players).size).toBe(4); // two matches, four players
	});

	it('double round robin: each pair twice, once with each player in the first seat', async () => {
		const view = await viewAfter([create({ name: 'RR2', format: 'double-round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: names(4) })]);
		expect(view.matches).toHaveLength(12);
		const seats = view.matches.map((m) => m.players.join('>'));
		expect(new Set(seats).size).toBe(12);
	});

	it('finished: the placing is the standings', async () => {
		const log = await playOut([create({ name: 'RR', format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: names(3) })], (m) => (m.players[0]! < m.players[1]! ? 0 : 1));
		const view = await viewAfter(log);
		expect(view.status).toBe('finished');
		// the lower name always wins: P1 2 wins, P2 1, P3 0
		expect(view.placing).toEqual([
			{ place: 1, name: 'P1' },
			{ place: 2, name: 'P2' },
			{ place: 3, name: 'P3' }
		]);
	});
});

describe('single elimination', () => {
	it('five players: three byes for the top seeds, no match against a bye, a match for third place', async () => {
		const entries = [create({ name: 'SE', format: 'single-elimination', options: { thirdPlace: true }, setup: { discipline: 'nine-ball', raceTo: 3 }, players: names(5) })];
		const view = await viewAfter(entries);
		const first = view.matches.filter((m) => m.bracket === 'winners' && m.round === 1);
		// bracket of 8: 1–8, 4–5, 2–7, 3–6; seeds 6, 7, 8 are byes, so only 4–5 is played
		expect(first.map(pair)).toEqual(['P4–P5']);
		expect(view.matches.every((m) => m.players.every((p) => p === null || p.startsWith('P')))).toBe(true);
		const done = await viewAfter(await playOut(entries));
		expect(done.status).toBe('finished');
		expect(done.matches.some((m) => m.bracket === 'final')).toBe(true);
		expect(done.placing.slice(0, 2)).toEqual([
			{ place: 1, name: 'P1' },
			{ place: 2, name: 'P2' }
		]);
	});

	it('a winner comes from the match before: "from" names it while the seat is empty', async () => {
		const view = await viewAfter([create({ name: 'SE', format: 'single-elimination', setup: { discipline: 'nine-ball', raceTo: 3 }, players: names(4) })]);
		const final = view.matches.find((m) => m.round === 2)!;
		const semis = view.matches.filter((m) => m.round === 1).map((m) => m.id);
		expect(final.status).toBe('waiting');
		expect(final.from.map((f) => (f && f.kind === 'winner' ? f.match : null))).toEqual(semis);
	});
});

describe('double elimination', () => {
	const de = (players = 6) => [create({ name: 'DE', format: 'double-elimination', setup: { discipline: 'nine-ball', raceTo: 3 }, players: names(players) })];

	it('the winners’ side wins the grand final: no reset is played', async () => {
		const view = await viewAfter(await playOut(de()));
		expect(view.status).toBe('finished');
		expect(view.matches.filter((m) => m.bracket === 'final')).toHaveLength(1);
		expect(view.placing[0]).toEqual({ place: 1, name: 'P1' });
		expect(view.matches.every((m) => m.players[0] !== null && m.players[1] !== null)).toBe(true);
	});

	it('the losers’ side wins the first grand final: the reset is played', async () => {
		const log = await playOut(de(4), (m) => (m.bracket === 'final' && m.round === 1 ? 1 : 0));
		const view = await viewAfter(log);
		const finals = view.matches.filter((m) => m.bracket === 'final');
		expect(finals.map((m) => m.round)).toEqual([1, 2]);
		expect(finals.every((m) => m.status === 'finished')).toBe(true);
		expect(view.status).toBe('finished');
	});

	it('every player loses twice before going out, except the champion', async () => {
		const view = await viewAfter(await playOut(de(6), (m) => (m.number % 2 === 0 ? 1 : 0)));
		const losses = new Map<string, number>();
		for (const m of view.matches) {
			const loser = m.players[1 - (m.winner ?? 0)]!;
			losses.set(loser, (losses.get(loser) ?? 0) + 1);
		}
		const champion = view.placing[0]!.name;
		for (const p of names(6).map((x) => x.name)) expect(losses.get(p) ?? 0, p).toBe(p === champion ? (losses.get(p) ?? 0) : 2);
		expect(losses.get(champion) ?? 0).toBeLessThanOrEqual(1);
	});
});

describe('corrections', () => {
	it('a correction upstream voids the result of a match played by the wrong player, never moves it', async () => {
		const entries = [create({ name: 'SE', format: 'single-elimination', setup: { discipline: 'nine-ball', raceTo: 3 }, players: names(4) })];
		let view = await viewAfter(entries);
		const [a, b] = view.matches.filter((m) => m.round === 1);
		const log = [...entries, ...[a!, b!].map((m) => competitionEntrySchema.parse({ t: 'correct', match: m.id, winner: 0 }))];
		view = await viewAfter(log);
		const final = view.matches.find((m) => m.round === 2)!;
		expect(final.status).toBe('ready');
		log.push(competitionEntrySchema.parse({ t: 'correct', match: final.id, winner: 0, players: final.players }));
		expect((await viewAfter(log)).status).toBe('finished');
		// the first semi-final was scored the wrong way round: its correction changes who played the final
		log.push(competitionEntrySchema.parse({ t: 'correct', match: a!.id, winner: 1 }));
		view = await viewAfter(log);
		const again = view.matches.find((m) => m.round === 2)!;
		expect(again.players).toContain(a!.players[1]);
		expect(again.status).toBe('ready');
		expect(view.status).toBe('running');
	});
});

describe('the draw', () => {
	it('a random draw is the same for the same seed, different for another, and always a permutation', () => {
		const players = names(16);
		const one = drawOrder(players, 'random', 'abc').map((p) => p.name);
		expect(drawOrder(players, 'random', 'abc').map((p) => p.name)).toEqual(one);
		expect(drawOrder(players, 'random', 'abd').map((p) => p.name)).not.toEqual(one);
		expect([...one].sort()).toEqual(players.map((p) => p.name).sort());
	});

	it('by rating: highest first, unrated last in the order entered', () => {
		const order = drawOrder([{ name: 'A' }, { name: 'B', rating: 10 }, { name: 'C', rating: 30 }, { name: 'D' }], 'rating', 'x').map((p) => p.name);
		expect(order).toEqual(['C', 'B', 'A', 'D']);
	});

	it('the generator spreads evenly enough for a draw, and seeds read out easily', () => {
		const next = prng('spread');
		const buckets = [0, 0, 0, 0];
		for (let i = 0; i < 4000; i++) buckets[Math.floor(next() * 4)]!++;
		for (const b of buckets) expect(b).toBeGreaterThan(850);
		expect(newSeed(prng('x'))).toMatch(/^[a-z2-9]{8}$/);
	});
});

describe('knockout seeding from groups', () => {
	const standings = (groups: string[][]) => groups.map((rows, i) => ({ group: i + 1, rows: rows.map((name, k) => ({ place: k + 1, name }) as never) }));

	it('two groups: A1–B2 and B1–A2, group mates in opposite halves', () => {
		expect(knockoutSeeds(standings([['A1', 'A2', 'A3'], ['B1', 'B2', 'B3']]), 2, true)).toEqual(['A1', 'B2', 'B1', 'A2']);
	});

	it('four groups: A1–B2, C1–D2 on top; B1–A2, D1–C2 below', () => {
		const s = standings([['A1', 'A2'], ['B1', 'B2'], ['C1', 'C2'], ['D1', 'D2']]);
		expect(knockoutSeeds(s, 2, true)).toEqual(['A1', 'B2', 'C1', 'D2', 'B1', 'A2', 'D1', 'C2']);
	});

	it('nothing until the groups are over', () => {
		expect(knockoutSeeds(standings([['A1', 'A2']]), 2, false)).toBeNull();
	});

	it('three groups, two each: a snake of six seeds in a bracket of eight, byes for the two best', () => {
		const s = standings([['A1', 'A2'], ['B1', 'B2'], ['C1', 'C2']]);
		// seeds 1..6 = A1 B1 C1 C2 B2 A2; positions 1–8, 4–5, 2–7, 3–6 with 7, 8 byes
		expect(knockoutSeeds(s, 2, true)).toEqual(['A1', null, 'C2', 'B2', 'B1', null, 'C1', 'A2']);
	});
});

describe('set-up per round', () => {
	const definition = competitionEntrySchema.parse({
		t: 'create',
		seed: 's',
		definition: {
			name: 'Cup',
			format: 'single-elimination',
			setup: { discipline: 'three-cushion', pointsTo: 20, inningsLimit: 40 },
			steps: [
				{ fromRound: 2, setup: { pointsTo: 25 } },
				{ bracket: 'final', setup: { pointsTo: 30, inningsLimit: null } }
			],
			players: [{ name: 'Ann', handicap: 15 }, { name: 'Ben' }]
		}
	});
	if (definition.t !== 'create') throw new Error('create');
	const d = definition.definition;
	const at = (bracket: 'winners' | 'final' | 'group', round: number) => ({ stage: 0, bracket, group: null, round, rounds: 3 });

	it('later steps win; a knockout carom match goes to penalty shots', () => {
		expect(templateFor(d, at('winners', 1))).toMatchObject({ pointsTo: 20, inningsLimit: 40, tiebreak: 'penalty-shots' });
		expect(templateFor(d, at('winners', 3))).toMatchObject({ pointsTo: 25 });
		expect(templateFor(d, at('final', 1))).toMatchObject({ pointsTo: 30, inningsLimit: null });
		expect(templateFor(d, at('group', 1)).tiebreak).toBeUndefined();
	});

	it('a handicap becomes the seat’s own target; the other seat keeps the round’s', () => {
		const setup = matchSetupFor(d, { id: 'cup', name: 'Cup', match: '3', ...at('winners', 2) }, [d.players[1]!, d.players[0]!]);
		expect(setup.targets).toEqual([25, 15]);
		expect(setup.players).toEqual([{ name: 'Ben' }, { name: 'Ann' }]);
		expect(setup.competition).toEqual({ id: 'cup', name: 'Cup', match: '3', bracket: 'winners', group: null, round: 2, rounds: 3, format: 'single-elimination' });
	});
});

describe('frames games in a competition', () => {
	const make = (setup: Record<string, unknown>, players: { name: string; handicap?: number }[]) => {
		const entry = competitionEntrySchema.parse({ t: 'create', seed: 's', definition: { name: 'Liga', format: 'round-robin', setup, steps: [], players } });
		if (entry.t !== 'create') throw new Error('create');
		return entry.definition;
	};
	const at = { id: 'liga', name: 'Liga', match: '1', stage: 0, bracket: 'group' as const, group: 1, round: 1, rounds: 1 };

	it('a pyramid handicap is the player’s own race (frames); the engine plays the set-up it gives', () => {
		const d = make({ discipline: 'combined-pyramid', raceTo: 4 }, [{ name: 'Пётр', handicap: 3 }, { name: 'Ян' }]);
		const setup = matchSetupFor(d, at, [d.players[0]!, d.players[1]!]);
		expect(setup.targets).toEqual([3, 4]);
		const made = createMatch(setup);
		expect(made.ok && summarize(made.match).players.map((p) => ('target' in p ? p.target : null))).toEqual([3, 4]);
	});

	it('an English billiards handicap is a start in points, the target the same for both (EB-25)', () => {
		const d = make({ discipline: 'english-billiards', pointsTo: 150 }, [{ name: 'Anna' }, { name: 'Ben', handicap: 40 }]);
		const setup = matchSetupFor(d, at, [d.players[0]!, d.players[1]!]);
		expect(setup.start).toEqual([0, 40]);
		expect(setup.targets).toBeUndefined();
		const made = createMatch(setup);
		expect(made.ok && summarize(made.match).players.map((p) => p.score)).toEqual([0, 40]);
	});

	it('snooker has no per-player target (best of N for both); its knockout matches need no tiebreak', () => {
		expect(handicapOf('snooker')).toBeNull();
		const d = make({ discipline: 'snooker', bestOf: 5, reds: 10 }, [{ name: 'Ann' }, { name: 'Ben' }]);
		expect(templateFor(d, { ...at, bracket: 'winners', group: null })).toEqual({ discipline: 'snooker', bestOf: 5, reds: 10 });
	});
});

describe('from review', () => {
	it('three players with a match for third place asked: none is played, the placing still comes', async () => {
		const log = await playOut([create({ name: 'SE3', format: 'single-elimination', options: { thirdPlace: true }, setup: { discipline: 'nine-ball', raceTo: 3 }, players: names(3) })]);
		const view = await viewAfter(log);
		expect(view.status).toBe('finished');
		expect(view.matches.some((m) => m.bracket === 'final')).toBe(false);
		expect(view.placing.map((p) => p.name).slice(0, 2)).toEqual(['P1', 'P2']);
		expect(view.placing).toHaveLength(3);
	});

	it('a losers’ bracket fed by byes counts its rounds from the first one played', async () => {
		const losers = await viewAfter(await playOut([create({ name: 'DE5', format: 'double-elimination', setup: { discipline: 'nine-ball', raceTo: 3 }, players: names(5) })]));
		const rounds = [...new Set(losers.matches.filter((m) => m.bracket === 'losers').map((m) => m.round))].sort();
		expect(rounds[0]).toBe(1);
		expect(rounds).toEqual(rounds.map((_, i) => i + 1));
		for (const m of losers.matches.filter((x) => x.bracket === 'losers')) expect(m.rounds).toBe(rounds.length);
	});

	it('a correction stands over a later result from the table (an undo and redo there)', async () => {
		const entries = [create({ name: 'SE', format: 'single-elimination', setup: { discipline: 'nine-ball', raceTo: 2 }, players: names(2) })];
		const final = (await viewAfter(entries)).matches[0]!;
		const result = (winner: 0 | 1, status: 'live' | 'finished') => ({
			status,
			winner: status === 'finished' ? winner : null,
			draw: false,
			innings: null,
			players: ['P1', 'P2'].map((name, i) => ({ name, country: null, score: i === winner ? 2 : 0, innings: 0, average: null, highRun: 0, racksWon: null, breakAndRuns: null }))
		});
		const log = [
			...entries,
			competitionEntrySchema.parse({ t: 'assign', match: final.id, table: 't', tableMatch: 7, players: ['P1', 'P2'] }),
			competitionEntrySchema.parse({ t: 'result', match: final.id, tableMatch: 7, result: result(0, 'finished') }),
			competitionEntrySchema.parse({ t: 'correct', match: final.id, winner: 1, players: ['P1', 'P2'] }),
			competitionEntrySchema.parse({ t: 'result', match: final.id, tableMatch: 7, result: result(0, 'live') }),
			competitionEntrySchema.parse({ t: 'result', match: final.id, tableMatch: 7, result: result(0, 'finished') })
		];
		const view = await viewAfter(log);
		expect(view.matches[0]).toMatchObject({ status: 'finished', winner: 1, corrected: true });
	});
});
