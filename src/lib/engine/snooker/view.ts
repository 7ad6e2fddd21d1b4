/** The snooker summary (summary.ts SnookerSummary): the match, the frame under way, the breaks. */
import { playerDetails } from '../summary';
import type { SnookerFrameSummary, SnookerSummary } from './summary';
import { ballOnOf, pointsRemaining } from './balls';
import { snookersRequired, type SnookerState } from './state';

function frameSummary(state: SnookerState, finished: boolean): SnookerFrameSummary {
	const pos = state.pos;
	const striking = !finished && state.pending === null && state.ledger.openBy === state.striker;
	return {
		number: state.frame,
		breaker: state.breaker,
		reds: pos.reds,
		colours: [...pos.colours],
		ballOn: ballOnOf(pos),
		remaining: pointsRemaining(pos.reds, pos.colours, pos.phase),
		break: striking ? state.ledger.run : 0,
		snookersRequired: finished ? 0 : snookersRequired(state.points, pos),
		misses: state.misses?.count ?? 0,
		freeBall: !finished && pos.freeBall,
		respottedBlack: pos.respottedBlack,
		inHand: finished ? null : pos.inHand
	};
}

export function snookerSummary(state: SnookerState): SnookerSummary {
	const finished = state.winner !== null;
	return {
		discipline: 'snooker',
		status: finished ? 'finished' : 'in-progress',
		winner: state.winner,
		draw: false,
		turn: finished ? null : (state.pending?.player ?? state.striker),
		pending: state.pending ? { player: state.pending.player, options: [...state.pending.options] } : null,
		players: state.setup.players.map((p, i) => ({
			name: p.name,
			score: state.frames[i]!,
			innings: state.ledger.innings[i]!,
			highRun: state.ledger.highRun[i]!,
			average: null,
			// The striker's consecutive misses (SN-10, SN-13): the count of the player they were called against.
			fouls: state.misses?.player === i ? state.misses.count : 0,
			...playerDetails(p),
			points: state.points[i]!,
			centuries: state.centuries[i]!
		})),
		rack: null,
		bestOf: state.setup.bestOf,
		reds: state.setup.reds,
		frame: frameSummary(state, finished)
	};
}
