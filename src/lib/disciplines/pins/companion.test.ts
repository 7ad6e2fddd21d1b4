import { describe, expect, it } from 'vitest';
import { pinsCompanion } from './companion';

/** What the page's keys press (src/companion/presets.test.ts checks what every page shares). */
const pressed = pinsCompanion.keys.flatMap((k) => (k.press ? [k.press.actionId] : []));

describe('the pin games: its Companion page (docs/api.md, the press table)', () => {
	it('scores through raw actions, undoes, and runs the shot clock', () => {
		expect(pressed).toContain('send_action');
		expect(pressed).toContain('undo');
		expect(pressed).toContain('clock');
	});

	it('offers no key its rules refuse: point, rack1, rack2', () => {
		for (const refused of ['point', 'rack1', 'rack2']) expect(pressed, refused).not.toContain(refused);
	});
});
