/**
 * What a node driving OBS leaves its successor (several nodes: relay.ts). Each leader publishes
 * its status on every change; should it stop, the node that takes OBS over reads in the last one
 * what was on program to be taken off later, and finishes it (ObsAdapter.inherit):
 * - a timed scene (a rule's `returnAfterSeconds`): back to the scene before at the time it was due;
 * - a replay on air: back to the scene before when its media ends, or at once if it has.
 * Both only while that scene is still on program: an operator who moved on keeps the program.
 */
import { z } from 'zod';
import type { ObsScope } from '../../protocol';
import { triggers } from './rules';

const name = z.string().min(1).max(256);
const scopeSchema = z.union([z.object({ kind: z.literal('venue') }), z.object({ kind: z.literal('table'), table: z.string().min(1).max(40) })]);
const returningSchema = z.object({ scene: name, returnTo: name, at: z.number().finite() });
/** Only a replay on air is owed: loading (the old node may not have switched yet), back or kept are done. */
const onAirSchema = z.object({ playback: z.literal('on-air'), because: z.enum(triggers), scene: name, input: name, returnTo: name, file: z.string().nullish() });
const connectionSchema = z.object({ scope: scopeSchema, returning: returningSchema.nullish().catch(null), replay: onAirSchema.nullish().catch(null) });
const statusSchema = z.object({ connections: z.array(z.unknown()) });

export type OwedReturn = z.infer<typeof returningSchema>;
export type OwedReplay = z.infer<typeof onAirSchema>;
export interface Owed {
	returning?: OwedReturn;
	replay?: OwedReplay;
}

/** Each OBS's owed return in another node's status (anything malformed in it is passed over). */
export function owedIn(status: unknown): { scope: ObsScope; owed: Owed }[] {
	const parsed = statusSchema.safeParse(status);
	if (!parsed.success) return [];
	return parsed.data.connections.flatMap((c): { scope: ObsScope; owed: Owed }[] => {
		const conn = connectionSchema.safeParse(c);
		if (!conn.success) return [];
		const { scope, returning, replay } = conn.data;
		// A replay on air has taken the program, and a timed return with it (playback.ts)
		if (replay) return [{ scope, owed: { replay } }];
		return returning ? [{ scope, owed: { returning } }] : [];
	});
}
