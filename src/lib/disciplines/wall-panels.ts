/**
 * Each family's panel under a player's score on the wall display and the phone viewer
 * (src/lib/kiosk/TableBoard.svelte draws the header, the score and the footer every family shares).
 */
import type { Component } from 'svelte';
import type { Family } from '../engine/catalog';
import type { WallPanelProps } from './parts';
import { panel } from './generated/wall-panels';

export const WALL_PANELS: { readonly [F in Family]: Component<WallPanelProps<F>> } = panel;
