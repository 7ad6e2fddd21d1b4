import { describe, expect, it } from 'vitest';
import { followBreak, type BreakBalls } from './break';

const frame = (n: number, brk: number, ballOn: string) => ({ number: n, break: brk, ballOn });
/** Runs states (break, ball on after the stroke) through followBreak for one striker. */
function run(states: [number, string][], striker = 0, start: BreakBalls | null = null): BreakBalls {
	return states.reduce<BreakBalls | null>((b, [brk, on]) => followBreak(b, frame(1, brk, on), striker), start)!;
}

describe('the balls of a break, followed state by state', () => {
	it('red, black, red, pink, two reds at once, then a colour: balls by value', () => {
		const b = run([
			[0, 'red'],
			[1, 'colour'],
			[8, 'red'],
			[9, 'colour'],
			[15, 'red'],
			[17, 'colour'],
			[20, 'red']
		]);
		expect(b.balls).toEqual([1, 7, 1, 6, 1, 1, 3]);
		expect(b.unseen).toBe(0);
	});

	it('the colours in sequence at the end of a frame are balls of their own value', () => {
		expect(run([[0, 'yellow'], [2, 'green'], [5, 'brown'], [9, 'blue']]).balls).toEqual([2, 3, 4]);
	});

	it('joining during a break: the points before are unseen, the balls after are shown', () => {
		const b = run([
			[41, 'red'],
			[42, 'colour'],
			[49, 'red']
		]);
		expect(b).toMatchObject({ balls: [1, 7], unseen: 41 });
	});

	it('an undo takes the last ball back; a miss, a new frame or another striker starts over', () => {
		const b = run([
			[0, 'red'],
			[1, 'colour'],
			[8, 'red'],
			[1, 'colour']
		]);
		expect(b.balls).toEqual([1]);
		expect(followBreak(b, frame(1, 0, 'red'), 0).balls).toEqual([]);
		expect(followBreak(b, frame(1, 1, 'colour'), 1)).toMatchObject({ balls: [], unseen: 1 });
		expect(followBreak(b, frame(2, 1, 'colour'), 0)).toMatchObject({ balls: [], unseen: 1 });
	});

	it('points it cannot read as one ball (states missed) stay unseen', () => {
		expect(run([[0, 'colour'], [12, 'red']])).toMatchObject({ balls: [], unseen: 12 });
	});
});
