/**
 * The words a match's `competition` link may carry (match-script.md: the set-up's descriptive
 * keys). The rules own them because a script carries them; competitions (src/lib/competition/
 * types.ts) take them from here. A leaf with no imports: overlays bundle it.
 */

/** The formats a competition link may name. */
export const LINK_FORMATS = ['round-robin', 'double-round-robin', 'single-elimination', 'double-elimination', 'groups-knockout'] as const;

/** The brackets a competition link may name. */
export const LINK_BRACKETS = ['group', 'winners', 'losers', 'final'] as const;
