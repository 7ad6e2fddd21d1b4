import { describe, expect, it } from 'vitest';
import { poolCompanion } from './companion';

/** What the page's keys press (src/companion/presets.test.ts checks what every page shares). */
const pressed = poolCompanion.keys.flatMap((k) => (k.press ? [k.press.actionId] : []));

describe('pool: its Companion page (docs/api.md, the press table)', () => {
	it('scores with the point macro, undoes, and runs the shot clock', () => {
		expect(pressed).toContain('point');
		expect(pressed).toContain('undo');
		expect(pressed).toContain('clock');
	});

	it('offers every macro: its rules refuse none', () => {
		expect(pressed).toEqual(expect.arrayContaining(['point', 'miss', 'foul', 'safety', 'rack1', 'rack2']));
	});
});
