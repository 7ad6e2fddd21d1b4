import { describe, expect, it } from 'vitest';
import { billiardsCompanion } from './companion';

/** What the page's keys press (src/companion/presets.test.ts checks what every page shares). */
const pressed = billiardsCompanion.keys.flatMap((k) => (k.press ? [k.press.actionId] : []));

describe('English billiards: its Companion page (docs/api.md, the press table)', () => {
	it('scores through raw actions, undoes, and has no shot clock key (the game plays without one)', () => {
		expect(pressed).toContain('send_action');
		expect(pressed).toContain('undo');
		expect(pressed).not.toContain('clock');
	});

	it('offers no key its rules refuse: point, safety', () => {
		// every score has its value and its key (EB-5): a `point` means nothing; a stroke that scores nothing is the miss macro
		for (const refused of ['point', 'safety']) expect(pressed, refused).not.toContain(refused);
	});
});
