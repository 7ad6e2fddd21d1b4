/**
 * Every family's keys (./<family>/keymap.ts), and the bindings of one discipline. The `?` key map
 * and every button of the console's pad are generated from these tables, so a key and its button
 * can never disagree; the keys every family shares are the console's (COMMON).
 */
import type { DisciplineInfo } from '../engine/catalog';
import { COMMON, type Binding } from '../console/keymap';
import type { EveryFamily } from './registry';
import { POOL } from './pool/keymap';
import { CAROM } from './carom/keymap';
import { PINS } from './pins/keymap';
import { ARTISTIC } from './artistic/keymap';
import { PYRAMID } from './pyramid/keymap';
import { SNOOKER } from './snooker/keymap';
import { ENGLISH_BILLIARDS } from './english-billiards/keymap';

export const KEYMAPS: EveryFamily<Binding[]> = { pool: POOL, carom: CAROM, pins: PINS, artistic: ARTISTIC, pyramid: PYRAMID, snooker: SNOOKER, 'english-billiards': ENGLISH_BILLIARDS };

/**
 * The bindings of one discipline: its family's, filtered by `only` and by the balls of its rack
 * (9-ball has no keys for balls 10–15), then the common ones.
 */
export function bindingsFor(info: Pick<DisciplineInfo, 'id' | 'family' | 'balls'>): Binding[] {
	const balls = info.balls ?? 15;
	const fits = (b: Binding) => (b.cmd.k === 'ball' ? b.cmd.n <= balls : b.cmd.k === 'tens' ? balls > 10 : true);
	return [...KEYMAPS[info.family].filter((b) => (!b.only || b.only.includes(info.id)) && fits(b)), ...COMMON];
}
