/** The English billiards summary (summary.ts BilliardsSummary): the match, the game under way, the breaks. */
import { cutAverage } from '../innings';
import { playerDetails } from '../summary';
import type { BilliardsSummary } from './summary';
import { breakOf, HAZARD_LIMIT, WARN_BEFORE_LIMIT, BAULK_WINDOW, type BilliardsState } from './state';

/** EB-12 (a), EB-13, EB-14: what the referee is warning of now. */
function warningOf(state: BilliardsState, run: number): BilliardsSummary['game']['warning'] {
	if (state.hazards >= HAZARD_LIMIT - WARN_BEFORE_LIMIT) return 'hazards';
	if (state.cannons >= state.setup.cannonLimit - WARN_BEFORE_LIMIT) return 'cannons';
	if (state.setup.baulkLineRule === 'on' && run % 100 >= 100 - BAULK_WINDOW) {
		const window = Math.floor(run / 100) * 100 + 100 - BAULK_WINDOW;
		if (state.crossedAt === null || state.crossedAt < window) return 'baulk-line';
	}
	return null;
}

export function billiardsSummary(state: BilliardsState): BilliardsSummary {
	const finished = state.winner !== null || state.draw;
	const run = finished || state.pending ? 0 : breakOf(state);
	const points = finished && state.lastGame ? state.lastGame : state.points;
	return {
		discipline: 'english-billiards',
		status: finished ? 'finished' : 'in-progress',
		winner: state.winner,
		draw: state.draw,
		turn: finished ? null : (state.pending?.player ?? state.striker),
		pending: state.pending ? { player: state.pending.player, options: [...state.pending.options] } : null,
		players: state.setup.players.map((p, i) => ({
			name: p.name,
			// the match's score: its points in a single game, the games won in a match of several
			score: state.setup.bestOf > 1 ? state.games[i]! : points[i]!,
			innings: state.ledger.innings[i]!,
			highRun: state.ledger.highRun[i]!,
			average: cutAverage(state.own[i]!, state.ledger.innings[i]!),
			fouls: 0,
			...playerDetails(p),
			points: points[i]!,
			ball: state.setup.balls[i]!,
			games: state.games[i]!,
			start: state.setup.start[i]!,
			fifties: state.fifties[i]!,
			centuries: state.centuries[i]!
		})),
		rack: null,
		pointsTo: state.setup.pointsTo ?? null,
		bestOf: state.setup.bestOf,
		timeLimit: state.setup.timeLimit ?? null,
		game: {
			number: state.game,
			breaker: state.breaker,
			break: run,
			red: state.red,
			onTable: [state.onTable[0], state.onTable[1]],
			inHand: !finished && !state.onTable[state.pending?.player ?? state.striker],
			hazards: state.hazards,
			cannons: state.cannons,
			redRun: state.redRun,
			warning: finished ? null : warningOf(state, run),
			timeCalled: state.timeTie !== null
		}
	};
}
