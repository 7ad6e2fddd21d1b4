/**
 * Artistic billiards (RULES.md AR, seed 004 "Артистический карамболь").
 *
 * AR-1: a programme of figures, each worth 4 to 11 points; three attempts per figure; a
 * success scores the figure's value; a ball leaving the table fails the attempt even when
 * the rest succeeded. The programme is given in the set-up (`figures`); the draw from the 76
 * compulsory figures happens before the match and is no business of the scorer.
 *
 * Decisions where the seed is silent, kept deliberately:
 * - Order (match-script.md): figure by figure; on each figure player 0, then player 1 (…) take
 *   their up-to-three attempts. A player's turn on a figure is one inning: it begins with his
 *   first `attempt` on it and ends with his success or third failure, so `innings` counts the
 *   figures he has begun.
 * - The match is finished exactly when the last player has ended the last figure: the most
 *   points win; equal points at the top are a draw (winner null).
 * - Two to eight players. `forfeit`: that player loses the match at once; with two players
 *   the other wins; with more, the best of the others wins (a tie among them is a draw).
 * - There are no choices (`choose` refused), no re-rack, no fouls, no runs: fouls and highRun
 *   are 0, average is null, rack is null.
 * - Extra summary keys: `figure` (the figure under way: index, name, points, attempt number),
 *   `figures` (per figure, per player: attempts used, success, points scored; null while not
 *   played) and players[].figures (points per figure, null while not played).
 */
import { z } from 'zod';
import { refereeActionSchemas } from '../actions';
import { defineDiscipline } from '../define';
import { beginAction, endInning, newLedger, type InningLedger } from '../innings';
import { matchSetup } from '../setup';
import { reject, schemaMessage } from '../refusals';
import { accept, type Discipline, type MatchEvent, type Player, type Step } from '../types';
import { countingPlayer, playerDetails } from '../summary';
import type { ArtisticSummary } from './summary';

/** AR-1: three attempts per figure. */
export const ATTEMPTS_PER_FIGURE = 3;
export const MIN_FIGURE_POINTS = 4;
export const MAX_FIGURE_POINTS = 11;

const figureSchema = z.strictObject({
	name: z.string().trim().min(1, schemaMessage('figure-needs-name')).max(80, schemaMessage('figure-name-too-long', { max: 80 })),
	points: z
		.int(schemaMessage('figure-points-whole'))
		.min(MIN_FIGURE_POINTS, schemaMessage('figure-points'))
		.max(MAX_FIGURE_POINTS, schemaMessage('figure-points'))
});

const setupSchema = matchSetup(
	'artistic',
	{ figures: z.array(figureSchema).min(1, schemaMessage('programme-empty')).max(200) }
);
type Setup = z.infer<typeof setupSchema>;
export type Figure = z.infer<typeof figureSchema>;

/** `{"t":"attempt","success":BOOL}`; `offTable: true` fails it (AR-1). */
export const attemptAction = z.strictObject({
	t: z.literal('attempt'),
	success: z.boolean().default(false),
	offTable: z.boolean().default(false)
});
export type AttemptAction = z.infer<typeof attemptAction>;

const actionSchema = z.discriminatedUnion('t', [attemptAction, ...refereeActionSchemas]);
type ArtisticAction = z.infer<typeof actionSchema>;
const actionTypes = ['attempt', 'choose', 'forfeit', 'rerack'] as const;

export interface FigureResult {
	readonly attempts: number;
	readonly success: boolean;
	readonly points: number;
}

export interface ArtisticState {
	readonly setup: Setup;
	readonly players: readonly Player[];
	/** Index of the figure under way; figures.length once the programme is played. */
	readonly figure: number;
	/** Whose attempts are under way on the current figure. */
	readonly player: number;
	/** Attempts the current player has used on the current figure. */
	readonly attempts: number;
	/** results[figure][player]; null until the player has ended that figure. */
	readonly results: readonly (readonly (FigureResult | null)[])[];
	readonly scores: readonly number[];
	readonly ledger: InningLedger;
	readonly forfeited: number | null;
}

/** AR-1: a ball off the table fails the attempt even when the rest succeeded. */
export const isSuccessfulAttempt = (attempt: AttemptAction): boolean => attempt.success && !attempt.offTable;

/** AR-1: the player's turn on a figure ends with a success or the third failure. */
export const endsInning = (success: boolean, attemptsUsed: number): boolean =>
	success || attemptsUsed >= ATTEMPTS_PER_FIGURE;

export const isProgrammeOver = (state: ArtisticState): boolean =>
	state.forfeited !== null || state.figure >= state.setup.figures.length;

function init(setup: Setup): ArtisticState {
	return {
		setup,
		players: setup.players,
		figure: 0,
		player: 0,
		attempts: 0,
		results: setup.figures.map(() => setup.players.map(() => null)),
		scores: setup.players.map(() => 0),
		ledger: newLedger(setup.players.length),
		forfeited: null
	};
}

/** Most points win; a tie at the top is a draw. `among` limits who can win (a forfeit). */
function bestOf(scores: readonly number[], among: readonly number[]): number | null {
	const top = Math.max(...among.map((i) => scores[i]));
	const leaders = among.filter((i) => scores[i] === top);
	return leaders.length === 1 ? leaders[0] : null;
}

function result(state: ArtisticState): { winner: number | null; draw: boolean } | null {
	if (!isProgrammeOver(state)) return null;
	const everyone = state.players.map((_, i) => i);
	const among = state.forfeited === null ? everyone : everyone.filter((i) => i !== state.forfeited);
	const winner = bestOf(state.scores, among);
	return { winner, draw: winner === null };
}

function finishEvents(state: ArtisticState): MatchEvent[] {
	const outcome = result(state);
	if (!outcome) return [];
	return outcome.winner === null ? [{ type: 'match-drawn' }] : [{ type: 'match-won', player: outcome.winner }];
}

function attempt(state: ArtisticState, action: AttemptAction): Step<ArtisticState> {
	if (isProgrammeOver(state)) {
		return reject('programme-over', { count: state.setup.figures.length });
	}
	const player = state.player;
	const figure = state.setup.figures[state.figure];
	const ledger = beginAction(state.ledger, player);
	const attempts = state.attempts + 1;
	const success = isSuccessfulAttempt(action);
	if (!endsInning(success, attempts)) return accept({ ...state, ledger, attempts });

	const points = success ? figure.points : 0;
	const lastPlayer = player === state.players.length - 1;
	const next: ArtisticState = {
		...state,
		ledger: endInning(ledger),
		results: state.results.with(state.figure, state.results[state.figure].with(player, { attempts, success, points })),
		scores: state.scores.with(player, state.scores[player] + points),
		figure: lastPlayer ? state.figure + 1 : state.figure,
		player: lastPlayer ? 0 : player + 1,
		attempts: 0
	};
	return accept(next, [{ type: 'inning-ended', player }, ...finishEvents(next)]);
}

function forfeit(state: ArtisticState, player: number): Step<ArtisticState> {
	if (player >= state.players.length) return reject('no-such-player', { player });
	const next: ArtisticState = { ...state, ledger: endInning(state.ledger), forfeited: player };
	return accept(next, finishEvents(next));
}

function summary(state: ArtisticState): ArtisticSummary {
	const outcome = result(state);
	const figures = state.setup.figures;
	const current = outcome ? null : figures[state.figure];
	return {
		discipline: 'artistic',
		status: outcome ? 'finished' : 'in-progress',
		winner: outcome?.winner ?? null,
		draw: outcome?.draw ?? false,
		turn: outcome ? null : state.player,
		pending: null,
		players: state.players.map((p, i) => ({
			...countingPlayer(p.name, state.scores[i], state.ledger.innings[i]),
			figures: state.results.map((row) => row[i]?.points ?? null),
			...playerDetails(p)
		})),
		rack: null,
		figure: current
			? { index: state.figure, name: current.name, points: current.points, attempt: state.attempts + 1 }
			: null,
		figures: figures.map((f, k) => ({ name: f.name, points: f.points, results: [...state.results[k]] })),
		forfeited: state.forfeited
	};
}

const rules: Discipline<Setup, ArtisticState, ArtisticAction, ArtisticSummary> = {
	id: 'artistic',
	init,
	apply(state, action) {
		switch (action.t) {
			case 'attempt':
				return attempt(state, action);
			case 'choose':
				return reject('no-choice-now');
			case 'forfeit':
				if (isProgrammeOver(state)) return reject('match-over');
				return forfeit(state, action.player);
			case 'rerack':
				return reject('artistic-no-rerack');
		}
	},
	summary,
	finished: (state) => result(state) !== null
};

export const artistic = defineDiscipline({ id: 'artistic', setupSchema, actionSchema, actionTypes, rules });
