/**
 * The checks of a family's Companion page, called by each family's companion.test.ts with what
 * its rules say (src/companion/presets.test.ts checks what every page shares).
 */
import { describe, expect, it } from 'vitest';
import type { CompanionPage } from '../../../companion/keys';

export interface CompanionPageFacts {
	/** How a stroke is scored: the point macro, or raw actions (named keys). */
	scores: 'point' | 'send_action';
	/** The game plays with a shot clock (the page has its key). */
	clock: boolean;
	/** The macros the family's rules have no meaning for (docs/api.md, the press table's "—"). */
	refuses: readonly string[];
}

const MACROS = ['point', 'miss', 'foul', 'safety', 'rack1', 'rack2'];

export function checkCompanionPage(label: string, page: CompanionPage, facts: CompanionPageFacts): void {
	/** What the page's keys press. */
	const pressed = page.keys.flatMap((k) => (k.press ? [k.press.actionId] : []));
	describe(`${label}: its Companion page (docs/api.md, the press table)`, () => {
		const how = facts.scores === 'send_action' ? 'through raw actions' : 'with the point macro';
		const clock = facts.clock ? 'runs the shot clock' : 'has no shot clock key (the game plays without one)';
		it(`scores ${how}, undoes, and ${clock}`, () => {
			expect(pressed).toContain(facts.scores);
			expect(pressed).toContain('undo');
			if (facts.clock) expect(pressed).toContain('clock');
			else expect(pressed).not.toContain('clock');
		});

		if (facts.refuses.length === 0) {
			it('offers every macro: its rules refuse none', () => {
				expect(pressed).toEqual(expect.arrayContaining(MACROS));
			});
		} else {
			it(`offers no key its rules refuse: ${facts.refuses.join(', ')}`, () => {
				for (const refused of facts.refuses) expect(pressed, refused).not.toContain(refused);
			});
		}
	});
}
