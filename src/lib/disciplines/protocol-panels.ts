/**
 * The families whose console protocol is a sheet of their own (carom's innings, artistic's
 * figures); every other family's protocol is the list of strokes (src/lib/console/Protocol.svelte).
 */
import type { Component } from 'svelte';
import type { Family } from '../engine/catalog';
import type { ProtocolPanelProps } from './parts';
import CaromProtocol from './carom/board/ConsoleProtocol.svelte';
import ArtisticProtocol from './artistic/board/ConsoleProtocol.svelte';

export const PROTOCOL_PANELS: { readonly [F in Family]?: Component<ProtocolPanelProps<F>> } = { carom: CaromProtocol, artistic: ArtisticProtocol };
