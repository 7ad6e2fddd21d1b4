import { describe, expect, it } from 'vitest';
import { followStrokes } from './strokes';

describe('the break overlay follows the strokes of a break', () => {
	it('reads each rise of the break as one stroke; a new game or striker starts over', () => {
		let s = followStrokes(null, 1, 0, 0);
		for (const brk of [3, 5, 15, 18]) s = followStrokes(s, 1, 0, brk);
		expect(s).toEqual({ key: '1:0', strokes: [3, 2, 10, 3], unseen: 0 });
		expect(followStrokes(s, 1, 1, 0)).toEqual({ key: '1:1', strokes: [], unseen: 0 });
		expect(followStrokes(s, 2, 0, 3)).toEqual({ key: '2:0', strokes: [], unseen: 3 });
	});

	it('joining during a break, or missing states, keeps the points it did not see apart', () => {
		let s = followStrokes(null, 1, 0, 27);
		expect(s.unseen).toBe(27);
		s = followStrokes(s, 1, 0, 29);
		s = followStrokes(s, 1, 0, 45); // more than one stroke missed
		expect(s).toEqual({ key: '1:0', strokes: [2], unseen: 43 });
	});

	it('an undo takes the last stroke back', () => {
		let s = followStrokes(null, 1, 0, 0);
		for (const brk of [3, 8, 10]) s = followStrokes(s, 1, 0, brk);
		s = followStrokes(s, 1, 0, 8);
		expect(s.strokes).toEqual([3, 5]);
	});
});
