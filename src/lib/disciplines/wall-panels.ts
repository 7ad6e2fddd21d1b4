/**
 * Each family's panel under a player's score on the wall display and the phone viewer
 * (src/lib/kiosk/TableBoard.svelte draws the header, the score and the footer every family shares).
 */
import type { Component } from 'svelte';
import type { Family } from '../engine/catalog';
import type { WallPanelProps } from './parts';
import PoolPanel from './pool/board/WallPanel.svelte';
import CaromPanel from './carom/board/WallPanel.svelte';
import PinsPanel from './pins/board/WallPanel.svelte';
import ArtisticPanel from './artistic/board/WallPanel.svelte';
import PyramidPanel from './pyramid/board/WallPanel.svelte';
import SnookerPanel from './snooker/board/WallPanel.svelte';
import BilliardsPanel from './english-billiards/board/WallPanel.svelte';

export const WALL_PANELS: { readonly [F in Family]: Component<WallPanelProps<F>> } = {
	pool: PoolPanel,
	carom: CaromPanel,
	pins: PinsPanel,
	artistic: ArtisticPanel,
	pyramid: PyramidPanel,
	snooker: SnookerPanel,
	'english-billiards': BilliardsPanel
};
