/**
 * Saving OBS's replay buffer (obs-websocket `SaveReplayBuffer`): OBS writes the last seconds it
 * buffered to a file in its recording folder. The buffer must be running in OBS (the operator
 * starts it, or OBS does with its output); when it is not, the save fails with a reason a person
 * can act on, the console shows it, and scoring goes on as if nothing happened.
 */
import { ObsCallError, type ObsConnection } from './connection';
import type { Trigger } from './rules';

/** The last replay save a connection tried, for the console. */
export interface ReplayStatus {
	/** When it was asked for (ms since epoch, the adapter's clock). */
	at: number;
	because: Trigger;
	/** OBS accepted the save (it writes the file a moment later). */
	saved: boolean;
	/** Why not, in English (the log's words); `code` names the reasons the console words itself. */
	reason: string | null;
	code: ReplayRefusal | null;
}

/** The replay buffer is off in OBS; OBS is not connected; OBS refused for another reason. */
export type ReplayRefusal = 'not-running' | 'not-connected' | 'refused';

export const REPLAY_NOT_RUNNING =
	'replay not saved: the replay buffer is not running in OBS — start it (Controls → Start Replay Buffer; turn it on in Settings → Output → Replay Buffer)';

/** The code of a refusal's reason (see ReplayStatus). */
export const replayRefusal = (reason: string | null, connected: boolean): ReplayRefusal | null =>
	reason === null ? null : reason === REPLAY_NOT_RUNNING ? 'not-running' : connected ? 'refused' : 'not-connected';

/** obs-websocket's RequestStatus for "the output is not running" (OutputNotRunning). */
const OUTPUT_NOT_RUNNING = 501;

/** Asks OBS to save its replay buffer; rejects with REPLAY_NOT_RUNNING when the buffer is off. */
export async function saveReplay(conn: Pick<ObsConnection, 'call'>): Promise<void> {
	try {
		await conn.call('SaveReplayBuffer');
	} catch (err) {
		if (err instanceof ObsCallError && err.obsCode === OUTPUT_NOT_RUNNING) throw new Error(REPLAY_NOT_RUNNING);
		throw err;
	}
}
