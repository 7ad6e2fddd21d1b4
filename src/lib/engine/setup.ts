import { z } from 'zod';
import { disciplineInfo } from './catalog';
import { schemaMessage } from './refusals';
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

/** Descriptive keys a recorder may add to any match; they never change the rules. */
const metadata = {
	title: z.string().max(200).optional(),
	event: z.string().max(200).optional(),
	venue: z.string().max(200).optional(),
	table: z.string().max(80).optional(),
	date: z.string().max(40).optional(),
	referee: z.string().max(80).optional(),
	notes: z.string().max(2000).optional()
};

export const firstBreaker = z.int().min(0).max(2).default(0);

/**
 * The `match` object of a script for one discipline: its own keys, the players, and the
 * descriptive metadata. Unknown keys are refused, so a typo never silently becomes a default.
 * How many players it takes is the catalog's (catalog.ts), said nowhere else.
 */
export function matchSetup<Shape extends z.ZodRawShape>(discipline: DisciplineId, shape: Shape) {
	const players = disciplineInfo(discipline)?.players;
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
