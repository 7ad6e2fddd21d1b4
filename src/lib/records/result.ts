/**
 * A match's result as a row: what the match list, the per-match CSV line and a player's
 * statistics need, worked out once from the record (record.ts) when the match is read or ends.
 * Figures, not words: pages word them through the one i18n.
 */
import type { MatchRecordView } from './record';

export interface PlayerResult {
	name: string;
	country: string | null;
	/** Racks won (race), frames won (pyramid, snooker), points (carom, 14.1, artistic), points left (pins). */
	score: number;
	innings: number;
	/** Carom general average, cut to 3 decimals (null elsewhere and before any inning). */
	average: number | null;
	/** The most points in one inning; snooker: the highest break; pyramid: the most balls in one visit. */
	highRun: number;
	/** Pool races: racks won; pyramid and snooker: frames won (a player's statistics count them as racks); null elsewhere. */
	racksWon: number | null;
	/** Pool races: racks won by break and run; null elsewhere. */
	breakAndRuns: number | null;
	/** Snooker: breaks of 100 or more in the match (absent elsewhere and in results saved before snooker). */
	centuries?: number;
}

export interface MatchResult {
	status: 'live' | 'finished';
	/** Seat of the winner (from 0), or null (live, drawn, or unknown). */
	winner: number | null;
	draw: boolean;
	/** The most innings any player played (carom, 14.1, pins), else null. */
	innings: number | null;
	players: PlayerResult[];
	/**
	 * A finished match: when its deciding action was stored (ISO), what the list gives as its end;
	 * null when not known (live, or a result worked out without the actions' times), absent in
	 * results saved before it was kept.
	 */
	endedAt?: string | null;
}

export function resultOf(r: MatchRecordView): MatchResult {
	const s = r.summary;
	const players: PlayerResult[] = r.players.map((p, i) => {
		const sp = s?.players[i];
		const racks = r.racks;
		const frames = r.frames;
		return {
			name: p.name,
			country: p.country,
			score: sp?.score ?? 0,
			innings: sp?.innings ?? 0,
			average: sp?.average ?? null,
			highRun: sp?.highRun ?? 0,
			racksWon: racks ? racks.filter((k) => k.winner === i).length : frames ? frames.filter((f) => f.winner === i).length : null,
			breakAndRuns: racks ? racks.filter((k) => k.winner === i && k.breakAndRun).length : null,
			// snooker: the engine counts the match's centuries
			...(sp && 'centuries' in sp ? { centuries: sp.centuries } : {})
		};
	});
	const finished = s?.status === 'finished';
	return {
		status: finished ? 'finished' : 'live',
		winner: s?.winner ?? null,
		draw: s?.draw ?? false,
		innings: r.innings ? Math.max(0, ...r.innings.map((list) => list.length)) : null,
		players,
		endedAt: finished ? r.endedAt : null
	};
}
