/**
 * Shared vocabulary of the rules engine. Everything here is plain data: the engine
 * never throws for a rule problem, it returns a Rejection with a reason a marker can read.
 */

import type { Summary } from './summary';
import type { DisciplineId } from './ids';

export type { DisciplineId } from './ids';

export interface Player {
	name: string;
	country?: string;
	rating?: number;
}

/**
 * A refusal: `code` is stable (refusals.ts lists them), `params` hold its variable parts, and
 * `reason` is the English line built from them (what `replay` prints).
 */
export interface Rejection {
	ok: false;
	reason: string;
	code: string;
	params?: Record<string, string | number>;
}

/** Something other parts react to (OBS scenes, result cards) without re-deriving it. */
export type MatchEvent =
	| { type: 'rack-won'; player: number; rack: number }
	| { type: 'match-won'; player: number }
	| { type: 'match-drawn' }
	| { type: 'inning-ended'; player: number }
	| { type: 'foul'; player: number; points?: number }
	| { type: 'rerack'; rack: number }
	| { type: 'choice-pending'; player: number; options: readonly string[] }
	// Moments a broadcast reacts to (issue 13: rule-driven automation). Emitted by the engine
	// beside the events above; never needed to replay a match.
	/** Pool race: a rack was won and both players now need one rack (raceTo − 1 each). */
	| { type: 'hill-hill'; rack: number }
	/** The player's run in progress reached `threshold` (setup `runEvents`, or the discipline's default). */
	| { type: 'run-reached'; player: number; run: number; threshold: number }
	/** Pool: the breaker won the rack without the opponent coming to the table. */
	| { type: 'break-and-run'; player: number; rack: number }
	/** Pool: the break itself won the rack (9-ball: the 9 on the break). */
	| { type: 'golden-break'; player: number; rack: number }
	/** Carom: the equalizing inning begins (the first player reached the target). */
	| { type: 'equalizing-inning'; player: number }
	/** Carom: the last inning of the innings limit begins (for this player). */
	| { type: 'last-inning'; player: number };

/** The broadcast moments among the MatchEvents, in the order a line of text names them. */
export const BROADCAST_MOMENTS = ['golden-break', 'break-and-run', 'hill-hill', 'run-reached', 'equalizing-inning', 'last-inning'] as const satisfies readonly MatchEvent['type'][];
export type BroadcastMoment = (typeof BROADCAST_MOMENTS)[number];

export interface Accepted<S> {
	ok: true;
	state: S;
	events: MatchEvent[];
}

export type Step<S> = Accepted<S> | Rejection;

export const accept = <S>(state: S, events: MatchEvent[] = []): Accepted<S> => ({
	ok: true,
	state,
	events
});

export type { Pending } from './summary';

export type { PlayerSummary, RackSummary, Summary } from './summary';

/** One discipline's rules: a pure reducer plus the view the scoreboard shows. */
export interface Discipline<Setup, State, Action, S extends Summary = Summary> {
	id: DisciplineId;
	init(setup: Setup): State;
	apply(state: State, action: Action): Step<State>;
	summary(state: State): S;
	/** True once the match is decided; cheaper than building the summary on every action. */
	finished(state: State): boolean;
	/**
	 * After the end, an action that only restates the result (the referee's forfeit of a player
	 * a second deliberate foul already put out, CG-18) is accepted and changes nothing.
	 */
	restatesResult?(state: State, action: Action): boolean;
}
