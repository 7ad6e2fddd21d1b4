import { z } from 'zod';
import { setupFacts } from './setup-facts';
import { LINK_BRACKETS, LINK_FORMATS } from './link';
import { customIssue, schemaMessage } from './refusals';
import type { DisciplineId, Player } from './types';

const playerName = z.string().trim().min(1, schemaMessage('player-needs-name')).max(80, schemaMessage('name-too-long', { max: 80 }));

export const playerSchema = z.union([
	playerName.transform((name): Player => ({ name })),
	z.object({
		name: playerName,
		country: z.string().trim().regex(/^[A-Za-z]{2,3}$/, schemaMessage('country-code')).optional(),
		rating: z.number().finite().optional()
	})
]);

/**
 * `competition`: which competition match this table's match is (the shape of CompetitionLink,
 * src/lib/competition/types.ts). Descriptive like the rest: the engine keeps it in the set-up and
 * reads nothing from it; no summary shows it.
 */
const competitionLink = z.strictObject({
	id: z.string().regex(/^[a-z0-9-]{1,32}$/, schemaMessage('competition-id')),
	name: z.string().max(120),
	match: z.string().regex(/^[0-9]{1,6}$/, schemaMessage('competition-match')),
	bracket: z.enum(LINK_BRACKETS),
	group: z.int().min(1).nullable(),
	round: z.int().min(1),
	rounds: z.int().min(1),
	/** The competition's format: a `final` bracket is the grand final in double elimination, the match for third place in single. */
	format: z.enum(LINK_FORMATS).optional()
});

/** Descriptive keys a recorder may add to any match; they never change the rules. */
const metadata = {
	title: z.string().max(200).optional(),
	event: z.string().max(200).optional(),
	venue: z.string().max(200).optional(),
	table: z.string().max(80).optional(),
	date: z.string().max(40).optional(),
	referee: z.string().max(80).optional(),
	notes: z.string().max(2000).optional(),
	competition: competitionLink.optional()
};

export const firstBreaker = z.int().min(0).max(2).default(0);

/**
 * The `match` object of a script for one discipline: its own keys, the players, and the
 * descriptive metadata. Unknown keys are refused, so a typo never silently becomes a default.
 * How many players it takes is ./setup-facts.ts's, said nowhere else.
 */
export function matchSetup<Shape extends z.ZodRawShape>(discipline: DisciplineId, shape: Shape) {
	const players = setupFacts(discipline)?.players;
	if (!players) throw new Error(`${discipline} is not in the catalog`);
	const count =
		players.min === players.max
			? schemaMessage('players-exactly', { discipline, count: players.min })
			: schemaMessage('players-between', { discipline, min: players.min, max: players.max });
	return z.strictObject({
		discipline: z.literal(discipline),
		players: z
			.array(playerSchema)
			.min(players.min, count)
			.max(players.max, count),
		...metadata,
		...shape
	});
}

/**
 * The optional `targets` key (handicaps, issue 15): each player's own race-to or points target,
 * one whole number from 1 per seat, in place of the nominal `raceTo` / `pointsTo` for that seat.
 * `max` is the nominal key's own bound. The length is checked against `players` by
 * `targetsMatchPlayers`, which each schema that takes the key adds.
 */
export function targetsKey(max: number) {
	const whole = schemaMessage('target-whole');
	// zod words a fraction "expected int, received number"; say what is wrong with it instead.
	const target = z
		.int({ error: (issue) => (issue.code === 'invalid_type' && issue.expected === 'int' ? whole : undefined) })
		.min(1, schemaMessage('target-at-least-one'))
		.max(max);
	return z.array(target).optional();
}

/** superRefine of a set-up with `targets`: one target per player, no more, no fewer. */
export function targetsMatchPlayers(setup: { players: readonly unknown[]; targets?: readonly number[] }, ctx: z.RefinementCtx): void {
	const given = setup.targets?.length;
	if (given === undefined || given === setup.players.length) return;
	ctx.addIssue({ ...customIssue('targets-per-player', { count: setup.players.length, given }), path: ['targets'] });
}

/**
 * The target in force for a player: his own from `targets`, else the nominal one. `targets` may
 * be absent also in a state kept by an older version (snapshots), so it is read with care.
 */
export const targetOf = (targets: readonly number[] | null | undefined, nominal: number, player: number): number =>
	targets?.[player] ?? nominal;

/** Every player's target in force, in seat order. */
export const targetsOf = (targets: readonly number[] | null | undefined, nominal: number, players: number): number[] =>
	Array.from({ length: players }, (_, i) => targetOf(targets, nominal, i));
