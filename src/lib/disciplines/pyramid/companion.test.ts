import { describe, expect, it } from 'vitest';
import { pyramidCompanion } from './companion';

/** What the page's keys press (src/companion/presets.test.ts checks what every page shares). */
const pressed = pyramidCompanion.keys.flatMap((k) => (k.press ? [k.press.actionId] : []));

describe('Russian pyramid: its Companion page (docs/api.md, the press table)', () => {
	it('scores with the point macro, undoes, and runs the shot clock', () => {
		expect(pressed).toContain('point');
		expect(pressed).toContain('undo');
		expect(pressed).toContain('clock');
	});

	it('offers no key its rules refuse: safety', () => {
		for (const refused of ['safety']) expect(pressed, refused).not.toContain(refused);
	});
});
