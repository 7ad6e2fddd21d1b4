/**
 * Each family's part of the console's scoreboard (src/lib/console/Scoreboard.svelte draws the
 * names, scores, ratings, fouls and warnings every family shares): the figures under a player's
 * name, the score as frames and points where a family plays frames, and what it shows below the
 * players (pool's rack, carom's inning, the frame under way …).
 */
import type { Component } from 'svelte';
import type { Family } from '../engine/catalog';
import type { Key } from '../i18n/index.svelte';
import type { ConsolePanelProps, ConsoleStats } from './parts';
import type { EveryFamily } from './registry';
import { poolConsoleStats } from './pool/console';
import { caromConsoleStats } from './carom/console';
import { pinsConsoleStats } from './pins/console';
import { artisticConsoleStats } from './artistic/console';
import { pyramidConsoleStats } from './pyramid/console';
import { snookerConsoleStats } from './snooker/console';
import { billiardsConsoleStats } from './english-billiards/console';
import PoolState from './pool/board/ConsoleState.svelte';
import CaromState from './carom/board/ConsoleState.svelte';
import ArtisticState from './artistic/board/ConsoleState.svelte';
import PyramidState from './pyramid/board/ConsoleState.svelte';
import SnookerState from './snooker/board/ConsoleState.svelte';
import BilliardsState from './english-billiards/board/ConsoleState.svelte';

export const CONSOLE_STATS: { readonly [F in Family]: ConsoleStats<F> } = {
	pool: poolConsoleStats,
	carom: caromConsoleStats,
	pins: pinsConsoleStats,
	artistic: artisticConsoleStats,
	pyramid: pyramidConsoleStats,
	snooker: snookerConsoleStats,
	'english-billiards': billiardsConsoleStats
};

/** Where frames won are the match score, the frame's points (pyramid's shelf) are the big number, each labelled. */
export const FRAME_SCORE: Partial<EveryFamily<{ frames: Key; points: Key }>> = {
	pyramid: { frames: 'sb.pyramidFrames', points: 'board.shelf' },
	snooker: { frames: 'sb.frames', points: 'sb.points' },
	'english-billiards': { frames: 'sb.games', points: 'sb.points' }
};

/** Below the players (pins shows nothing there: its last stroke is everyone's line). */
export const CONSOLE_STATE: { readonly [F in Family]?: Component<ConsolePanelProps<F>> } = {
	pool: PoolState,
	carom: CaromState,
	artistic: ArtisticState,
	pyramid: PyramidState,
	snooker: SnookerState,
	'english-billiards': BilliardsState
};
