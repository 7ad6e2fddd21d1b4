import { describe, expect, it } from 'vitest';
import { artisticCompanion } from './companion';

/** What the page's keys press (src/companion/presets.test.ts checks what every page shares). */
const pressed = artisticCompanion.keys.flatMap((k) => (k.press ? [k.press.actionId] : []));

describe('artistic billiards: its Companion page (docs/api.md, the press table)', () => {
	it('scores with the point macro, undoes, and runs the shot clock', () => {
		expect(pressed).toContain('point');
		expect(pressed).toContain('undo');
		expect(pressed).toContain('clock');
	});

	it('offers no key its rules refuse: foul, safety, rack1, rack2', () => {
		for (const refused of ['foul', 'safety', 'rack1', 'rack2']) expect(pressed, refused).not.toContain(refused);
	});
});
