/**
 * The schedule as the pages lay it out: stages, then brackets (each group its own), then rounds,
 * matches in their order. Plain data from the CompetitionView's flat match list.
 */
import type { Bracket, CompetitionMatch } from '../competition/types';

export interface RoundBlock {
	round: number;
	matches: CompetitionMatch[];
}
export interface BracketBlock {
	/** Unique within the page: `stage:bracket:group`. */
	key: string;
	stage: number;
	bracket: Bracket;
	group: number | null;
	rounds: RoundBlock[];
}

const BRACKET_ORDER: Record<Bracket, number> = { group: 0, winners: 1, losers: 2, final: 3 };

export function scheduleOf(matches: readonly CompetitionMatch[]): BracketBlock[] {
	const blocks = new Map<string, BracketBlock>();
	const sorted = [...matches].sort(
		(a, b) => a.stage - b.stage || BRACKET_ORDER[a.bracket] - BRACKET_ORDER[b.bracket] || (a.group ?? 0) - (b.group ?? 0) || a.round - b.round || a.number - b.number
	);
	for (const m of sorted) {
		const key = `${m.stage}:${m.bracket}:${m.group ?? ''}`;
		let block = blocks.get(key);
		if (!block) blocks.set(key, (block = { key, stage: m.stage, bracket: m.bracket, group: m.group, rounds: [] }));
		let round = block.rounds[block.rounds.length - 1];
		if (!round || round.round !== m.round) block.rounds.push((round = { round: m.round, matches: [] }));
		round.matches.push(m);
	}
	return [...blocks.values()];
}

/** Tables a ready match may go to: the venue's free ones not playing for this competition, the competition's own first. */
export function freeTables(venue: readonly { id: string; name: string }[], busy: readonly string[], own: readonly string[], matches: readonly CompetitionMatch[]): { id: string; name: string }[] {
	const taken = new Set([...busy, ...matches.filter((m) => m.status === 'live' && m.table).map((m) => m.table!)]);
	const free = venue.filter((tb) => !taken.has(tb.id));
	return [...free.filter((tb) => own.includes(tb.id)), ...free.filter((tb) => !own.includes(tb.id))];
}
