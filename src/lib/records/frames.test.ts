import { describe, expect, it } from 'vitest';
import { engine } from '../server/engine';
import { buildRecord, type StoredMatch } from './record';
import { resultOf } from './result';
import { racksChart, frameBars } from './charts';

const S = (o: Record<string, unknown> = {}) => ({ t: 'shot', ...o });
const stored = (setup: Record<string, unknown>, actions: unknown[]): StoredMatch => ({ id: 3, tableId: 't', setup, startedAt: '2026-12-02T18:00:00.000Z', endedAt: null, actions });
const visits = (list: { points: number; total: number; foul: boolean }[]) => list.map((v) => `${v.points}/${v.total}${v.foul ? 'F' : ''}`);

/** A six-red frame cleared in one visit: 6 × (red + black) and the colours = 75 (SN-1). */
const RED_BLACK = [S({ potted: ['red'] }), S({ potted: ['black'], nominated: 'black' })];
const CLEARANCE = [...Array(6).fill(RED_BLACK).flat(), ...['yellow', 'green', 'brown', 'blue', 'pink', 'black'].map((c) => S({ potted: [c] }))];

describe('a snooker record, frame by frame', () => {
	const setup = { discipline: 'snooker', players: ['Ann', 'Bob'], bestOf: 3, reds: 6 };
	const actions = [
		// frame 1, Ann breaks off and misses; Bob 7; Ann fouls (4 to Bob), Bob accepts and adds 1; Ann concedes
		S(),
		S({ potted: ['red'] }),
		S({ potted: ['pink'], nominated: 'pink' }),
		S(),
		S({ foul: 'miss-all', firstHit: 'none' }),
		{ t: 'choose', option: 'accept' },
		S({ potted: ['red'] }),
		S(),
		{ t: 'concede' },
		// frame 2, Bob breaks off and misses; Ann clears (75) and wins the frame mid-match
		S(),
		...CLEARANCE,
		// frame 3, Ann breaks off; the frame is given to Bob by its result alone
		{ t: 'frame', player: 1 }
	];
	const r = buildRecord(engine, stored(setup, actions));

	it('has each frame with its breaker, winner and final points — a frame won mid-match by its last black included', () => {
		expect(r.problem).toBeNull();
		expect(r.frames!.map((f) => [f.number, f.breaker, f.winner, f.points.join(':')])).toEqual([
			[1, 0, 1, '0:12'],
			[2, 1, 0, '75:0'],
			[3, 0, 1, '0:0']
		]);
		expect(r.innings).toBeNull();
		expect(r.racks).toBeNull();
	});

	it('lists every visit with its break and the frame points it left (a foul marked); a concession and a result said', () => {
		const [one, two, three] = r.frames!;
		expect(visits(one!.visits[0]!)).toEqual(['0/0', '0/0F']);
		// Bob's second visit made 1, after Ann's foul gave him 4: 7 + 4 + 1
		expect(visits(one!.visits[1]!)).toEqual(['7/7', '1/12']);
		expect(one!.fouls).toEqual([1, 0]);
		expect(one!.conceded).toBe(0);
		expect(visits(two!.visits[0]!)).toEqual(['75/75']);
		expect(two!.best).toEqual([75, 0]);
		expect(three!.resultOnly).toBe(true);
		expect(three!.visits.flat()).toEqual([]);
	});

	it('gives the result row: frames won as the score and as racks, the highest break, centuries', () => {
		const res = resultOf(r);
		expect(res).toMatchObject({ status: 'finished', winner: 1, innings: null });
		expect(res.players.map((p) => [p.score, p.racksWon, p.highRun, p.centuries])).toEqual([
			[1, 1, 75, 0],
			[2, 2, 7, 0]
		]);
	});

	it('charts frames won step by step and each frame’s points', () => {
		const won = racksChart(r.frames!, 2);
		expect(won.series.map((s) => s.points.at(-1)!.value)).toEqual([1, 2]);
		const bars = frameBars(r.frames!, 2);
		expect(bars.bars.filter((b) => b.player === 0).map((b) => b.value)).toEqual([0, 75, 0]);
	});
});

describe('a snooker century', () => {
	it('counts a break of 100 or more in the frame it was made (SN-1: 15 reds)', () => {
		const long = [...Array(13).fill(RED_BLACK).flat()]; // 13 × 8 = 104
		const r = buildRecord(engine, stored({ discipline: 'snooker', players: ['Ann', 'Bob'], bestOf: 1 }, [...long, S()]));
		const [frame] = r.frames!;
		expect(frame!.centuries).toEqual([[104], []]);
		expect(frame!.best).toEqual([104, 0]);
		expect(resultOf(r).players[0]!.centuries).toBe(1);
	});
});

describe('a pyramid record, frame by frame', () => {
	const actions = [
		// frame 1, A breaks and pots 1, then 2, then misses (3); B pots 1 and fouls: A takes a penalty ball (4)
		S({ potted: 1 }),
		S({ potted: 2 }),
		S(),
		S({ potted: 1 }),
		S({ foul: 'no-rail' }),
		// A pots 3 and a svoyak: 8, the frame (CP-3)
		S({ potted: 3 }),
		S({ svoyak: true }),
		// frame 2, B breaks (alternate); nothing falls, A pots 2 then 6: the match
		S({ cushions: 3 }),
		S({ potted: 2 }),
		S({ potted: 6 })
	];
	const r = buildRecord(engine, stored({ discipline: 'combined-pyramid', players: ['Алексей', 'Łukasz'], raceTo: 2 }, actions));

	it('shows the balls on each shelf at the end of a frame won mid-match, and the balls of each visit (PY-7 penalty in the total)', () => {
		expect(r.problem).toBeNull();
		expect(r.frames!.map((f) => [f.number, f.breaker, f.winner, f.points.join(':')])).toEqual([
			[1, 0, 0, '8:1'],
			[2, 1, 0, '8:0']
		]);
		const [one, two] = r.frames!;
		expect(visits(one!.visits[0]!)).toEqual(['3/3', '4/8']);
		expect(visits(one!.visits[1]!)).toEqual(['1/1F']);
		expect(visits(two!.visits[1]!)).toEqual(['0/0']);
		expect(two!.best).toEqual([8, 0]);
	});

	it('gives frames won and the most balls in one visit', () => {
		const res = resultOf(r);
		expect(res.players.map((p) => [p.score, p.racksWon, p.highRun])).toEqual([
			[2, 2, 8],
			[0, 0, 1]
		]);
		expect(res.players[0]).not.toHaveProperty('centuries');
	});

	it('keeps a restarted frame as one frame and says it was restarted', () => {
		const again = buildRecord(engine, stored({ discipline: 'free-pyramid', players: ['A', 'B'], raceTo: 1 }, [S({ potted: 2 }), S(), { t: 'rerack' }, S({ potted: 1 }), S()]));
		const [frame] = again.frames!;
		expect(again.frames).toHaveLength(1);
		expect(frame!.restarts).toBe(1);
		expect(frame!.points).toEqual([1, 0]);
	});
});
