/**
 * The tables page's one live connection, for the parts of the page it is not handed to: the bar
 * (HomeBar, which gets it) publishes it here, and a table's card reads its match's set-up from it
 * (the competition it belongs to). One connection, never a second one.
 */
import type { Live } from '../protocol/live.svelte';

export const homeLive = $state<{ current: Live | null }>({ current: null });
