/**
 * The scenario checklist of RULES-billiards.md, one test each, through the public match layer
 * (what `npx cuecast replay` prints). Unless said: A (player 0) plays white, B yellow; both
 * object balls on the table (`opening`: each player has played one stroke that scored nothing);
 * "A +n" is A's score change, "B +2" the penalty to B.
 */
import { describe, expect, it } from 'vitest';
import { choose, scenario, shot as S } from '../testing/scenario';
import type { BilliardsSummary } from './summary';

const base = { discipline: 'english-billiards', players: ['Ann', 'Ben'], pointsTo: 1000 } as const;
const game = scenario(base);
/** A stroke that hit the red and scored nothing: the turn passes, the striker's ball is on the table. */
const nothing = S({ firstHit: 'red' });
/** Both players have played once: both cue balls on the table, A to play, 0–0. */
const opening = [nothing, nothing];
const points = (s: BilliardsSummary) => s.players.map((p) => p.points);
const after = (strokes: unknown[], match: Record<string, unknown> = {}) => game.play([...opening, ...strokes], match);

const cannon = S({ firstHit: 'red', cannon: true });
const potRed = S({ firstHit: 'red', potted: ['red'] });
const potWhite = S({ firstHit: 'white', potted: ['white'] });

describe('English billiards: scoring (EB-5 … EB-8)', () => {
	it('1. EB-5 a cannon: A +2, A plays on', () => {
		const s = after([cannon]);
		expect(points(s)).toEqual([2, 0]);
		expect(s.turn).toBe(0);
		expect(s.game.break).toBe(2);
	});
	it('2. EB-5, EB-9 a pot of the red: A +3, the red on the Spot, A plays on', () => {
		const s = after([potRed]);
		expect(points(s)).toEqual([3, 0]);
		expect(s.game.red).toBe('spot');
		expect(s.turn).toBe(0);
	});
	it('3. EB-5, EB-11 a pot of the object white: A +2, yellow off until B plays from the D', () => {
		const s = after([potWhite]);
		expect(points(s)).toEqual([2, 0]);
		expect(s.game.onTable).toEqual([true, false]);
		const b = after([potWhite, nothing]);
		expect(b.turn).toBe(1);
		expect(b.game.inHand).toBe(true);
		// A cannot play a cannon or hit the yellow while it is off
		game.expectRefused([...opening, potWhite], cannon, /object white is off the table/);
	});
	it('4. EB-5 an in-off the red: A +3, A in hand, plays on', () => {
		const s = after([S({ firstHit: 'red', inOff: true })]);
		expect(points(s)).toEqual([3, 0]);
		expect(s.game.inHand).toBe(true);
		expect(s.turn).toBe(0);
	});
	it('5. EB-5 an in-off the white: A +2, A in hand', () => {
		const s = after([S({ firstHit: 'white', inOff: true })]);
		expect(points(s)).toEqual([2, 0]);
		expect(s.game.inHand).toBe(true);
	});
	it('6. EB-6, EB-7 pot red and in-off the red: A +6', () => {
		expect(points(after([S({ firstHit: 'red', potted: ['red'], inOff: true })]))).toEqual([6, 0]);
	});
	it('7. EB-6 pot white and in-off the white: A +4', () => {
		expect(points(after([S({ firstHit: 'white', potted: ['white'], inOff: true })]))).toEqual([4, 0]);
	});
	it('8. EB-7 cannon, red first, in-off: 2 + 3 = A +5', () => {
		expect(points(after([S({ firstHit: 'red', cannon: true, inOff: true })]))).toEqual([5, 0]);
	});
	it('9. EB-7 cannon, white first, in-off: 2 + 2 = A +4', () => {
		expect(points(after([S({ firstHit: 'white', cannon: true, inOff: true })]))).toEqual([4, 0]);
	});
	it('10. EB-7 cannon, both struck at once, in-off: 2 + 2 = A +4', () => {
		expect(points(after([S({ firstHit: 'both', cannon: true, inOff: true })]))).toEqual([4, 0]);
		// a simultaneous contact is a cannon like any other
		expect(points(after([S({ firstHit: 'both', inOff: true })]))).toEqual([4, 0]);
	});
	it('11. EB-6 cannon and pot red: A +5', () => {
		expect(points(after([S({ firstHit: 'red', cannon: true, potted: ['red'] })]))).toEqual([5, 0]);
	});
	it('12. EB-6 cannon and pot white: A +4', () => {
		expect(points(after([S({ firstHit: 'red', cannon: true, potted: ['white'] })]))).toEqual([4, 0]);
	});
	it('13. EB-6 cannon, pot red and pot white: A +7', () => {
		expect(points(after([S({ firstHit: 'red', cannon: true, potted: ['red', 'white'] })]))).toEqual([7, 0]);
	});
	it('14. EB-6 red first: cannon, both pots, in-off: A +10, the maximum', () => {
		expect(points(after([S({ firstHit: 'red', cannon: true, potted: ['red', 'white'], inOff: true })]))).toEqual([10, 0]);
	});
	it('15. EB-6, EB-7 white first: cannon, both pots, in-off: A +9', () => {
		expect(points(after([S({ firstHit: 'white', cannon: true, potted: ['red', 'white'], inOff: true })]))).toEqual([9, 0]);
	});
	it('16. EB-8 the white knocks the red in: A +3, no cannon', () => {
		const s = after([S({ firstHit: 'white', potted: ['red'] })]);
		expect(points(s)).toEqual([3, 0]);
		expect(s.game.cannons).toBe(0);
	});
	it('17. EB-7, EB-8 as 16 and the cue ball goes in off: 3 + 2 = A +5', () => {
		expect(points(after([S({ firstHit: 'white', potted: ['red'], inOff: true })]))).toEqual([5, 0]);
	});
	it('18. EB-6, EB-8 the red knocks the white in and drops: 3 + 2 = A +5', () => {
		expect(points(after([S({ firstHit: 'red', potted: ['red', 'white'] })]))).toEqual([5, 0]);
	});
	it('EB-7 an in-off needs the ball struck first to be priced', () => {
		game.expectRefused(opening, S({ inOff: true }), /priced by the ball struck first/);
	});
});

describe('English billiards: fouls (EB-15 … EB-18)', () => {
	it('19. EB-16, EB-17 a miss: B +2, A scores 0, B to play or to have the balls spotted', () => {
		const s = after([S({ firstHit: 'none' })]);
		expect(points(s)).toEqual([0, 2]);
		expect(s.pending).toEqual({ player: 1, options: ['play', 'spot'] });
		const played = after([S({ firstHit: 'none' }), choose('play')]);
		expect(played.turn).toBe(1);
		expect(played.game.inHand).toBe(false);
	});
	it('20. EB-16, EB-17 a coup: B +2 (modern), A\'s ball off; before 1983: B +3', () => {
		const coup = S({ firstHit: 'none', inOff: true });
		const s = after([coup]);
		expect(points(s)).toEqual([0, 2]);
		expect(s.game.onTable).toEqual([false, true]);
		expect(points(after([coup], { penaltyScale: 'pre1983' }))).toEqual([0, 3]);
		expect(points(after([S({ firstHit: 'none' })], { penaltyScale: 'pre1983' }))).toEqual([0, 1]);
	});
	it('21. EB-16, EB-18 a foul after pot red and a cannon: A keeps 5 (break 5), B +2, B to play', () => {
		const s = after([potRed, cannon, S({ foul: 'push' }), choose('play')]);
		expect(points(s)).toEqual([5, 2]);
		expect(s.players[0]!.highRun).toBe(5);
		expect(s.turn).toBe(1);
		expect(s.players[1]!.highRun).toBe(0);
	});
	it('22. EB-16 cannon and pot red with the white forced off: the stroke scores nothing, B +2, red on the Spot, white off', () => {
		const s = after([S({ firstHit: 'red', cannon: true, potted: ['red'], offTable: ['white'] })]);
		expect(points(s)).toEqual([0, 2]);
		expect(s.game.red).toBe('spot');
		expect(s.game.onTable).toEqual([true, false]);
	});
	it('23. EB-16 a miss that also sends a ball off: B +2 only', () => {
		expect(points(after([S({ firstHit: 'none', offTable: ['cue'] })]))).toEqual([0, 2]);
	});
	it('24. EB-12 fifteen lone pots of the red: A +45, warned after the 10th; the 16th hazard is a foul', () => {
		const fifteen = Array(15).fill(potRed);
		const ten = after(Array(10).fill(potRed));
		expect(ten.game.warning).toBe('hazards');
		expect(after(Array(9).fill(potRed)).game.warning).toBe(null);
		const s = after(fifteen, { redSpotRun: 'any-lone-pot' });
		expect(points(s)).toEqual([45, 0]);
		expect(s.game.hazards).toBe(15);
		const foul = after([...fifteen, potRed], { redSpotRun: 'any-lone-pot' });
		expect(points(foul)).toEqual([45, 2]);
		expect(foul.pending?.player).toBe(1);
	});
	it('25. EB-12, EB-13 after fifteen hazards a cannon and pot red is legal (+5) and resets both counts', () => {
		const s = after([...Array(15).fill(potRed), S({ firstHit: 'red', cannon: true, potted: ['red'] })]);
		expect(points(s)).toEqual([50, 0]);
		expect([s.game.hazards, s.game.cannons]).toEqual([0, 0]);
	});
	it('26. EB-13 75 cannons: A +150, warned at 70; the 76th cannon-only stroke is a foul', () => {
		expect(after(Array(69).fill(cannon)).game.warning).toBe(null);
		expect(after(Array(70).fill(cannon)).game.warning).toBe('cannons');
		expect(points(after(Array(75).fill(cannon)))).toEqual([150, 0]);
		expect(points(after(Array(76).fill(cannon)))).toEqual([150, 2]);
		// cannonLimit is a set-up option
		expect(points(after(Array(26).fill(cannon), { cannonLimit: 25 }))).toEqual([50, 2]);
	});
	it('32. EB-17, EB-19, EB-20 double baulk: a miss from hand gives 2 without the spot choice; playing directly at a ball in baulk is a foul with it', () => {
		// B in hand: A's in-off puts... B's own ball is off at the start: B is in hand on his first visit.
		const miss = game.play([nothing, S({ firstHit: 'none', doubleBaulk: true })]);
		expect(points(miss)).toEqual([2, 0]);
		expect(miss.pending).toBe(null);
		expect(miss.turn).toBe(0);
		const foul = game.play([nothing, S({ foul: 'in-hand', firstHit: 'red' })]);
		expect(points(foul)).toEqual([2, 0]);
		expect(foul.pending).toEqual({ player: 0, options: ['play', 'spot'] });
		game.expectRefused(opening, S({ firstHit: 'none', doubleBaulk: true }), /double baulk is when the striker is in hand/);
	});
	it('31. EB-16 A fouls, B chooses spot: red on the Spot, A\'s ball on the Centre Spot, B in hand; B +2 either way', () => {
		const s = after([S({ foul: 'push', firstHit: 'red' }), choose('spot')]);
		expect(points(s)).toEqual([0, 2]);
		expect(s.game.red).toBe('spot');
		expect(s.game.onTable).toEqual([true, false]);
		expect(s.game.inHand).toBe(true);
		expect(s.turn).toBe(1);
	});
});

describe('English billiards: spotting (EB-9 … EB-12)', () => {
	it('27. EB-9, EB-10 two lone pots from the Spot send the red to the Centre Spot; potted from there it goes back to the Spot', () => {
		const pots = [potRed, potRed, potRed];
		expect(game.play(pots.slice(0, 1)).game.red).toBe('spot');
		expect(game.play(pots.slice(0, 2)).game.red).toBe('centre');
		const s = game.play(pots);
		expect(s.game.red).toBe('spot');
		expect(s.game.break).toBe(9);
	});
	it('28. EB-10 a second pot with another score breaks the run: the red goes on the Spot', () => {
		const s = game.play([potRed, S({ firstHit: 'red', potted: ['red'], inOff: true })]);
		expect(s.game.red).toBe('spot');
		expect(s.players[0]!.score).toBe(9);
	});
	it('EB-10 a lone pot not from the Spot does not count (redMoved); any-lone-pot counts it', () => {
		const moved = S({ firstHit: 'red', potted: ['red'], redMoved: true });
		expect(game.play([moved, potRed]).game.red).toBe('spot');
		expect(game.play([moved, potRed], { redSpotRun: 'any-lone-pot' }).game.red).toBe('centre');
		// a stroke played with the red since it was placed: the next pot is not from the Spot
		expect(game.play([...opening, potRed, cannon, potRed]).game.red).toBe('spot');
	});
	it('29. EB-9 the Spot taken: the Pyramid Spot; that taken too: the Centre Spot', () => {
		expect(after([S({ firstHit: 'red', potted: ['red'], spotBlocked: ['spot'] })]).game.red).toBe('pyramid');
		expect(after([S({ firstHit: 'red', potted: ['red'], spotBlocked: ['spot', 'pyramid'] })]).game.red).toBe('centre');
		game.expectRefused(opening, S({ firstHit: 'red', potted: ['red'], spotBlocked: ['spot', 'pyramid', 'centre'] }), /needs a free spot/);
	});
	it('30. EB-12 (c) yellow off, the 15th hazard in a row puts it back on the baulk line', () => {
		const s = after([potWhite, ...Array(13).fill(potRed)], { redSpotRun: 'any-lone-pot' });
		expect(s.game.onTable).toEqual([true, false]);
		expect(s.game.hazards).toBe(14);
		const back = after([potWhite, ...Array(14).fill(potRed)], { redSpotRun: 'any-lone-pot' });
		expect(back.game.hazards).toBe(15);
		expect(back.game.onTable).toEqual([true, true]);
		expect(back.turn).toBe(0);
	});
	it('EB-3 break-off: A in hand, B\'s ball not on the table, so only the red can be hit', () => {
		const s = game.play([]);
		expect(s.game.inHand).toBe(true);
		expect(s.game.onTable).toEqual([false, false]);
		game.expectRefused([], cannon, /object white is off the table/);
	});
	it('EB-21 the cue ball touching a ball: red on the Spot, the striker in hand, no score', () => {
		const s = after([cannon, { t: 'touching' }]);
		expect(points(s)).toEqual([2, 0]);
		expect(s.game.red).toBe('spot');
		expect(s.game.inHand).toBe(true);
		expect(s.turn).toBe(0);
	});
});

describe('English billiards: games, time, handicaps, statistics (EB-22 … EB-26)', () => {
	const to150 = scenario({ ...base, pointsTo: 150, start: [148, 0] });
	it('33. EB-22 on 148 a cannon wins at 150; pot red and in-off red wins at 154 (no cap)', () => {
		const won = to150.play([nothing, nothing, cannon]);
		expect(won.status).toBe('finished');
		expect(won.winner).toBe(0);
		expect(points(won)).toEqual([150, 0]);
		expect(points(to150.play([nothing, nothing, S({ firstHit: 'red', potted: ['red'], inOff: true })]))).toEqual([154, 0]);
	});
	it('34. EB-16, EB-22 to 100: B on 99 and A fouls: B 101 and the game', () => {
		const s = game.play([nothing, nothing, S({ firstHit: 'none' })], { pointsTo: 100, start: [0, 99] });
		expect(points(s)).toEqual([0, 101]);
		expect(s.winner).toBe(1);
		expect(s.pending).toBe(null);
	});
	it('35. EB-23 time called while a stroke runs: the stroke counts, then the game ends', () => {
		const timed = { pointsTo: undefined, timeLimit: 60, start: [20, 24] };
		const s = game.play([...opening, potRed, { t: 'time' }], timed);
		expect(points(s)).toEqual([23, 24]);
		expect(s.winner).toBe(1);
		const fouled = game.play([...opening, S({ firstHit: 'none' }), { t: 'time' }], timed);
		expect(points(fouled)).toEqual([20, 26]);
		expect(fouled.winner).toBe(1);
	});
	it('36. EB-23 level at time: a draw by default; next-score-wins plays on to the next score', () => {
		const timed = { pointsTo: undefined, timeLimit: 60, start: [30, 30] };
		const s = game.play([...opening, { t: 'time' }], timed);
		expect(s.status).toBe('finished');
		expect(s.draw).toBe(true);
		expect(s.winner).toBe(null);
		const on = { ...timed, timeTie: 'next-score-wins' };
		expect(game.play([...opening, { t: 'time' }], on).game.timeCalled).toBe(true);
		const decided = game.play([...opening, { t: 'time' }, nothing, cannon], on);
		expect(decided.winner).toBe(1);
		const extra = { ...timed, timeTie: 'extra-stroke' };
		const once = game.play([...opening, { t: 'time' }, cannon], extra);
		expect([once.status, once.turn]).toEqual(['in-progress', 1]);
		expect(game.play([...opening, { t: 'time' }, cannon, nothing], extra).winner).toBe(0);
	});
	it('37. EB-25, EB-26 "50 start in 250 up": B\'s first visit of 12 makes 62; the start is in the score but not in the break, the high break or the average', () => {
		const s = game.play([nothing, potRed, potRed, cannon, cannon, cannon, nothing], { pointsTo: 250, start: [0, 50] });
		expect(points(s)).toEqual([0, 62]);
		expect(s.players[1]!.highRun).toBe(12);
		expect(s.players[1]!.average).toBe(12);
		expect(s.players[1]!.start).toBe(50);
	});
	it('38. EB-18, EB-26 visits of 0, 12, 105 and 3 and two fouls received: 124, high break 105, one century, average 30', () => {
		const visit = (strokes: unknown[]) => [...strokes, nothing];
		// 3 × (ten lone pots of the red, then a cannon and pot red): 3 × 35, within the hazard limit
		const hundredFive = Array(3).fill([...Array(10).fill(potRed), S({ firstHit: 'red', cannon: true, potted: ['red'] })]).flat();
		const s = game.play(
			[
				...visit([]), // A: 0
				S({ firstHit: 'none' }), choose('play'), // B fouls: A +2
				...visit([potRed, potRed, cannon, cannon, cannon]), // A: 12
				S({ firstHit: 'none' }), choose('play'), // B fouls: A +2
				...visit(hundredFive), // A: 105
				nothing, // B
				...visit([potRed]) // A: 3
			],
			{ redSpotRun: 'any-lone-pot', hazardCount: 'stroke' }
		);
		expect(s.players[0]!.score).toBe(124);
		expect(s.players[0]!.innings).toBe(4);
		expect(s.players[0]!.highRun).toBe(105);
		expect(s.players[0]!.centuries).toBe(1);
		expect(s.players[0]!.fifties).toBe(1);
		expect(s.players[0]!.average).toBe(30);
	});
	it('39. EB-24 best of 5 games of 150 up: A wins games 1, 3 and 4: the match to A 3–1', () => {
		const g = (player: number) => ({ t: 'game', player });
		const s = game.play([g(0), g(1), g(0), g(0)], { pointsTo: 150, bestOf: 5 });
		expect(s.winner).toBe(0);
		expect(s.players.map((p) => p.games)).toEqual([3, 1]);
		// a match of several games is counted in games, as snooker's in frames; a single game in points
		expect(s.players.map((p) => p.score)).toEqual([3, 1]);
		expect(game.play([...opening, cannon]).players.map((p) => p.score)).toEqual([2, 0]);
		expect(game.play([g(0), g(1)], { pointsTo: 150, bestOf: 5 }).game.breaker).toBe(0);
		expect(game.play([g(0)], { pointsTo: 150, bestOf: 5 }).game.breaker).toBe(1);
		expect(game.play([g(0)], { pointsTo: 150, bestOf: 5, breakOff: 'loser' }).game.breaker).toBe(1);
		expect(game.play([g(1)], { pointsTo: 150, bestOf: 5, breakOff: 'loser' }).game.breaker).toBe(0);
	});
	it('EB-22 the set-up needs a target: pointsTo or a timed game', () => {
		expect(scenario({ discipline: 'english-billiards', players: ['A', 'B'] }).error([])).toMatch(/^match: .*pointsTo, or a timeLimit/);
		expect(game.error([], { bestOf: 4 })).toMatch(/odd number/);
		expect(game.error([], { balls: ['white', 'white'] })).toMatch(/different cue balls/);
	});
});

describe('English billiards: the Unclear points as set-up options (docs/rules-decisions.md)', () => {
	const foulAfterTwelve = [potRed, potRed, cannon, cannon, cannon, S({ foul: 'push', firstHit: 'red' })];
	it('EB-16 foulBreak: a foul keeps the break\'s earlier points (WPBSA, default); wipe takes them off score and average ([ST])', () => {
		const kept = after(foulAfterTwelve);
		expect(points(kept)).toEqual([12, 2]);
		const wiped = after(foulAfterTwelve, { foulBreak: 'wipe' });
		expect(points(wiped)).toEqual([0, 2]);
		expect(wiped.players[0]!.average).toBe(0);
		// the break was made: its high-break mark stays
		expect(wiped.players[0]!.highRun).toBe(12);
	});
	it('EB-16 spotOffBall: after a coup and `spot` the offender\'s ball goes on the Centre Spot (default); in-hand leaves it off', () => {
		const coup = S({ firstHit: 'none', inOff: true });
		expect(after([coup, choose('spot')]).game.onTable).toEqual([true, false]);
		expect(after([coup, choose('spot')], { spotOffBall: 'in-hand' }).game.onTable).toEqual([false, false]);
		// a foul that left his ball on the table: on the Centre Spot either way
		expect(after([S({ foul: 'push', firstHit: 'red' }), choose('spot')], { spotOffBall: 'in-hand' }).game.onTable).toEqual([true, false]);
	});
	it('EB-17 missRule: a miss from double baulk gives no spot choice ([TC], default); foul gives it, as any miss', () => {
		const miss = [nothing, S({ firstHit: 'none', doubleBaulk: true })];
		expect(game.play(miss).pending).toBe(null);
		const foul = game.play(miss, { missRule: 'foul' });
		expect(points(foul)).toEqual([2, 0]);
		expect(foul.pending).toEqual({ player: 0, options: ['play', 'spot'] });
	});
	it('EB-22 scoreCap: the winner\'s score stands as made (default); target caps it there, his break keeps the stroke', () => {
		const to150 = scenario({ ...base, pointsTo: 150, start: [148, 0] });
		const inOffAndPot = S({ firstHit: 'red', potted: ['red'], inOff: true });
		expect(points(to150.play([nothing, nothing, inOffAndPot]))).toEqual([154, 0]);
		const capped = to150.play([nothing, nothing, inOffAndPot], { scoreCap: 'target' });
		expect(points(capped)).toEqual([150, 0]);
		expect(capped.winner).toBe(0);
		expect(capped.players[0]!.highRun).toBe(6);
	});
	it('EB-25 owes: a start below 0 is owed (Unclear: option only); the target the same for both', () => {
		const s = game.play([potRed], { pointsTo: 100, start: [-20, 0] });
		expect(points(s)).toEqual([-17, 0]);
		expect(game.play([...opening, cannon], { pointsTo: 100, start: [-20, 0] }).players[0]!.average).toBe(1);
	});
	it('EB-26 foulVisits and penaltyAverage: a visit whose first stroke is a foul counts, penalties stay out (defaults); skip and in change the average', () => {
		// A: the opening's 0, a visit of 7, then a visit that is a foul at once (B +2); B's miss gives A 2
		const strokes = [potRed, cannon, cannon, nothing, nothing, S({ foul: 'push', firstHit: 'red' }), choose('play'), S({ firstHit: 'none' }), choose('play')];
		const byDefault = after(strokes);
		expect(points(byDefault)).toEqual([9, 2]);
		expect([byDefault.players[0]!.innings, byDefault.players[0]!.average]).toEqual([3, 2.333]);
		const skipped = after(strokes, { foulVisits: 'skip' });
		expect([skipped.players[0]!.innings, skipped.players[0]!.average]).toEqual([2, 3.5]);
		// the 2 A received enter his average: 9 in 3 visits
		expect(after(strokes, { penaltyAverage: 'in' }).players[0]!.average).toBe(3);
	});
});
