/**
 * Issue 11, "Confusing for a marker": one rule for keys that send at once, prompts that never
 * take the key that opened them, and 14.1 strokes entered as a count of balls.
 */
import { describe, expect, it } from 'vitest';
import { disciplineInfo } from '$lib/engine/catalog';
import { editDraft, emptyDraft, isEmpty } from './compose';
import { countDigit, poolAction } from '$lib/disciplines/pool/pad';
import { findBinding, padKeys, promptKeys, sendsNow } from './keymap';
import { bindingsFor } from './keymap';

const pad = (id: string) => bindingsFor(disciplineInfo(id)!);

describe('keys that send at once', () => {
	it('are exactly the committing keys; marking keys wait for Enter', () => {
		const nine = pad('nine-ball');
		const key = (k: string) => findBinding(nine, [k], () => true)!;
		for (const k of ['Enter', 's', 'p']) expect(sendsNow(key(k)), k).toBe(true);
		for (const k of ['1', 'x', 'f', 'o', 'Backspace', 'z']) expect(sendsNow(key(k)), k).toBe(false);
		const carom = pad('three-cushion');
		expect(sendsNow(findBinding(carom, ['f'], () => true)!)).toBe(true);
		expect(sendsNow(findBinding(carom, ['Space'], () => true)!)).toBe(true);
		expect(sendsNow(findBinding(carom, ['3'], () => true)!)).toBe(false);
	});

	it('a prompt never takes a pad key as its letter: 9-ball push-out "shoot / pass" is 1 / 2 only', () => {
		const keys = promptKeys(['shoot', 'pass'], padKeys(pad('nine-ball')));
		expect(keys).toEqual([
			{ option: 'shoot', number: '1', letter: null },
			{ option: 'pass', number: '2', letter: null }
		]);
		// a letter the pad does not use still answers
		expect(promptKeys(['accept', 'rerack-break', 'rerack-opponent'], padKeys(pad('eight-ball'))).map((p) => p.letter)).toEqual(['a', null, null]);
	});
});

describe('14.1: a count of balls instead of their numbers', () => {
	const onTable = [2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15];
	const counting = () => editDraft('pool', emptyDraft(), { k: 'countMode' })!;

	it('has a key in 14.1 only', () => {
		expect(pad('straight-pool').some((b) => b.cmd.k === 'countMode')).toBe(true);
		expect(pad('nine-ball').some((b) => b.cmd.k === 'countMode')).toBe(false);
		expect(pad('eight-ball').some((b) => b.cmd.k === 'countMode')).toBe(false);
	});

	it('picks that many balls from the table, lowest numbers first, and sends them as potted', () => {
		const d = countDigit(counting(), 3, onTable);
		expect(d.potted).toEqual([2, 3, 5]);
		expect(poolAction(d)).toEqual({ t: 'shot', potted: [2, 3, 5] });
	});

	it('takes two digits while the count fits the table, and starts again when it does not', () => {
		let d = countDigit(counting(), 1, onTable);
		d = countDigit(d, 2, onTable);
		expect(d.potted).toEqual(onTable);
		d = countDigit(d, 4, onTable); // 124 balls: start again with 4
		expect(d.potted).toEqual([2, 3, 5, 7]);
		expect(countDigit(counting(), 9, [4, 6]).potted).toEqual([]); // more than on the table: nothing
		expect(isEmpty(countDigit(counting(), 0, onTable))).toBe(true);
	});

	it('the mode is a mode, not a stroke: toggling it marks nothing', () => {
		expect(isEmpty(counting())).toBe(true);
		expect(counting().count).toBe(true);
		expect(editDraft('pool', counting(), { k: 'countMode' })!.count).toBe(false);
	});
});
