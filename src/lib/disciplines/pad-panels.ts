/**
 * Each family's part of the console's pad: its targets (src/lib/console/PadTargets.svelte: what a
 * stroke marks on the table; carom and artistic mark nothing, their keys score) and its chips of
 * the stroke being typed (src/lib/console/PadDraft.svelte).
 */
import type { Component } from 'svelte';
import type { Family } from '../engine/catalog';
import type { DraftProps, PadProps } from './console-parts';
import type { EveryFamily } from './registry';
import type { Key } from '../i18n/index.svelte';
import PoolTargets from './pool/board/PadTargets.svelte';
import PinsTargets from './pins/board/PadTargets.svelte';
import PyramidTargets from './pyramid/board/PadTargets.svelte';
import SnookerTargets from './snooker/board/PadTargets.svelte';
import PoolDraft from './pool/board/PadDraft.svelte';
import CaromDraft from './carom/board/PadDraft.svelte';
import PinsDraft from './pins/board/PadDraft.svelte';
import ArtisticDraft from './artistic/board/PadDraft.svelte';
import PyramidDraft from './pyramid/board/PadDraft.svelte';
import SnookerDraft from './snooker/board/PadDraft.svelte';
import BilliardsDraft from './english-billiards/board/PadDraft.svelte';

export const PAD_TARGETS: { readonly [F in Family]?: Component<PadProps<F>> } = { pool: PoolTargets, pins: PinsTargets, pyramid: PyramidTargets, snooker: SnookerTargets };


/**
 * The chips of the stroke being typed, and what an empty stroke says (Enter on it is a miss; in
 * snooker "no pot"); null: the family always shows its own line (carom's points being typed,
 * artistic's success or failure).
 */
export const DRAFT_CHIPS: EveryFamily<{ chips: Component<DraftProps>; empty: Key | null }> = {
	pool: { chips: PoolDraft, empty: 'draft.empty' },
	carom: { chips: CaromDraft, empty: null },
	pins: { chips: PinsDraft, empty: 'draft.empty' },
	artistic: { chips: ArtisticDraft, empty: null },
	pyramid: { chips: PyramidDraft, empty: 'draft.empty' },
	snooker: { chips: SnookerDraft, empty: 'draft.emptySnooker' },
	'english-billiards': { chips: BilliardsDraft, empty: 'draft.emptyBilliards' }
};
