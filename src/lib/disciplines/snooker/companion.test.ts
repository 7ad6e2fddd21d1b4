import { describe, expect, it } from 'vitest';
import { snookerCompanion } from './companion';

/** What the page's keys press (src/companion/presets.test.ts checks what every page shares). */
const pressed = snookerCompanion.keys.flatMap((k) => (k.press ? [k.press.actionId] : []));

describe('snooker: its Companion page (docs/api.md, the press table)', () => {
	it('scores through raw actions, undoes, and has no shot clock key (the game plays without one)', () => {
		expect(pressed).toContain('send_action');
		expect(pressed).toContain('undo');
		expect(pressed).not.toContain('clock');
	});

	it('offers no key its rules refuse: point, safety', () => {
		// the ball keys pot by name: `point` would need the deck to know which colour is on
		for (const refused of ['point', 'safety']) expect(pressed, refused).not.toContain(refused);
	});
});
