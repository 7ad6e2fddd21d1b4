/** The rules engine as the live server sees it: one narrow seam, so tests could swap it. */
import { applyAction, createMatch, summarize, type Match, type MatchResult } from '../engine/match';
import { disciplineIds } from '../engine/registry';
import type { MatchEvent, Summary } from '../engine/types';

export type { Match, MatchEvent, MatchResult, Summary };

export interface Engine {
	create(setup: unknown): { ok: true; match: Match } | { ok: false; reason: string };
	apply(match: Match, action: unknown): MatchResult | { ok: false; reason: string };
	summarize(match: Match): Summary;
	disciplines(): string[];
}

export const engine: Engine = {
	create: createMatch,
	apply: applyAction,
	summarize,
	disciplines: disciplineIds
};
