import { describe, expect, it } from 'vitest';
import { caromCompanion } from './companion';

/** What the page's keys press (src/companion/presets.test.ts checks what every page shares). */
const pressed = caromCompanion.keys.flatMap((k) => (k.press ? [k.press.actionId] : []));

describe('carom: its Companion page (docs/api.md, the press table)', () => {
	it('scores with the point macro, undoes, and runs the shot clock', () => {
		expect(pressed).toContain('point');
		expect(pressed).toContain('undo');
		expect(pressed).toContain('clock');
	});

	it('offers no key its rules refuse: rack1, rack2', () => {
		for (const refused of ['rack1', 'rack2']) expect(pressed, refused).not.toContain(refused);
	});
});
