/**
 * The set-up a competition match gets on its table: the competition's template, the steps that
 * apply to its stage, bracket and round (later rounds may play longer), the players with their
 * own targets (handicaps), and the descriptive `competition` key that tells every screen which
 * competition and round the match belongs to.
 */
import { disciplineInfo, familyOf } from '../engine/catalog';
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
	// A knockout match must have a winner: a drawn carom match goes to the penalty-shot tiebreak.
	if (familyOf(String(setup.discipline)) === 'carom' && m.bracket !== 'group') setup.tiebreak = 'penalty-shots';
	delete setup.players;
	return setup;
}

/**
 * The set-up key a handicap replaces for this discipline, by the kind of its target (the catalog):
 * a race's length (racks or frames: pool races, Russian pyramid) or the points' target (14.1,
 * carom). A best-of (snooker), a countdown (pins) and a programme (artistic) have no per-player
 * target.
 */
export function targetKey(discipline: string): 'raceTo' | 'pointsTo' | null {
	const target = disciplineInfo(discipline)?.target;
	return target === 'race' ? 'raceTo' : target === 'points' ? 'pointsTo' : null;
}

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
	const key = targetKey(discipline);
	if (key && players.some((p) => p.handicap !== undefined)) {
		const nominal = Number(setup[key]);
		setup.targets = players.map((p) => p.handicap ?? nominal);
	}
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
