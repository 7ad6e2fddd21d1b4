/**
 * The set-up a competition match gets on its table: the competition's template, the steps that
 * apply to its stage, bracket and round (later rounds may play longer), the players with what
 * their handicaps give (own targets, a start: their family says), and the descriptive `competition` key that tells every screen which
 * competition and round the match belongs to.
 */
import type { Family } from '../engine/catalog';
import { partsOf } from '../disciplines/families';
import type { FamilyModule } from '../disciplines/family-module';
import type { CompetitionDefinition, CompetitionPlayerInput } from './schema';
import type { Bracket, CompetitionLink } from './types';

interface Placed {
	stage: number;
	bracket: Bracket;
	group: number | null;
	round: number;
	rounds: number;
}

/** The template with every step that applies, later steps winning. */
export function templateFor(d: CompetitionDefinition, m: Placed): Record<string, unknown> {
	let setup: Record<string, unknown> = { ...d.setup };
	for (const step of d.steps) {
		if (step.stage !== undefined && step.stage !== m.stage) continue;
		if (step.bracket !== undefined && step.bracket !== m.bracket) continue;
		if (step.fromRound !== undefined && m.round < step.fromRound) continue;
		setup = { ...setup, ...step.setup };
	}
	// A knockout match must have a winner: what the family adds there (carom's penalty-shot tiebreak).
	if (m.bracket !== 'group') setup = { ...setup, ...partsOf(String(setup.discipline)).knockout };
	delete setup.players;
	return setup;
}


/** What a handicap gives a match of this discipline (own targets, a start); null: its family takes none. */
export const handicapOf = (discipline: string): FamilyModule<Family>['handicap'] | null => partsOf(discipline).handicap ?? null;

/** The whole set-up for a table: players, their own targets when either has a handicap, the link. */
export function matchSetupFor(
	d: CompetitionDefinition,
	link: Omit<CompetitionLink, 'bracket' | 'group' | 'round' | 'rounds'> & Placed,
	players: readonly [CompetitionPlayerInput, CompetitionPlayerInput]
): Record<string, unknown> {
	const setup = templateFor(d, link);
	const discipline = String(setup.discipline);
	setup.players = players.map((p) => ({
		name: p.name,
		...(p.country ? { country: p.country.toUpperCase() } : {}),
		...(p.rating !== undefined ? { rating: p.rating } : {})
	}));
	const handicap = handicapOf(discipline);
	if (handicap && players.some((p) => p.handicap !== undefined)) Object.assign(setup, handicap(setup, players.map((p) => p.handicap)));
	setup.competition = {
		id: link.id,
		name: link.name,
		match: link.match,
		bracket: link.bracket,
		group: link.group,
		round: link.round,
		rounds: link.rounds,
		format: d.format
	} satisfies CompetitionLink;
	return setup;
}
