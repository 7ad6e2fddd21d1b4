/**
 * Saving OBS's replay buffer (obs-websocket `SaveReplayBuffer`): OBS writes the last seconds it
 * buffered to a file in its recording folder. The buffer must be running in OBS (the operator
 * starts it, or OBS does with its output): cuecast asks first (`GetReplayBufferStatus`), and when
 * it is not, the save fails with a reason a person can act on, the console shows it, and scoring
 * goes on as if nothing happened. Playing the file on air is playback.ts.
 */
import { ObsCallError, type ObsConnection } from './connection';
import type { Trigger } from './rules';

/** The last replay save a connection tried (and, when a rule plays it on air, how that went), for the console. */
export interface ReplayStatus {
	/** When it was asked for (ms since epoch, the adapter's clock). */
	at: number;
	because: Trigger;
	/** OBS accepted the save (it writes the file a moment later). */
	saved: boolean;
	/** Why not, in English (the log's words); `code` names the reasons the console words itself. */
	reason: string | null;
	code: ReplayRefusal | null;
	/** The file OBS saved, once it said (a replay played on air waits for it). */
	file?: string | null;
	/**
	 * A replay played on air: loading (saving, then into the media source), on air, back on the
	 * scene before, kept off (the operator or a rule put another scene on program meanwhile: left
	 * there), or failed (`reason`, `code`). Absent when the rule only saves.
	 */
	playback?: 'loading' | 'on-air' | 'back' | 'kept' | 'failed';
	/** The replay scene, its media source, and the scene it goes back to (null: none to go back to). */
	scene?: string;
	input?: string;
	returnTo?: string | null;
}

/**
 * Why a replay was not saved or not played: the buffer is off in OBS; OBS is not connected; OBS
 * did not say where it saved the file; the media source cannot play it; the replay scene cannot go
 * on program; OBS did not answer in time; OBS refused for another reason (its words in `reason`).
 */
export type ReplayRefusal = 'not-running' | 'not-connected' | 'no-file' | 'no-input' | 'no-scene' | 'no-answer' | 'refused';

/** A replay failure that knows its code. */
export class ReplayError extends Error {
	constructor(
		message: string,
		readonly code: ReplayRefusal
	) {
		super(message);
		this.name = 'ReplayError';
	}
}

export const REPLAY_NOT_RUNNING =
	'replay not saved: the replay buffer is not running in OBS — start it (Controls → Start Replay Buffer; turn it on in Settings → Output → Replay Buffer)';

/** The code of a refusal's reason (see ReplayStatus). */
export const replayRefusal = (reason: string | null, connected: boolean): ReplayRefusal | null =>
	reason === null ? null : reason === REPLAY_NOT_RUNNING ? 'not-running' : connected ? 'refused' : 'not-connected';

/** The code of a failure (ReplayError's own; a call that timed out or found no socket; else refused). */
export function refusalOf(err: unknown, connected: boolean): ReplayRefusal {
	if (err instanceof ReplayError) return err.code;
	if (err instanceof ObsCallError && err.code === 'timeout') return 'no-answer';
	if (!connected || (err instanceof ObsCallError && (err.code === 'closed' || err.code === 'not-connected'))) return 'not-connected';
	return 'refused';
}

/** obs-websocket's RequestStatus for "the output is not running" (OutputNotRunning). */
const OUTPUT_NOT_RUNNING = 501;

/**
 * Asks OBS whether its replay buffer runs, then to save it; rejects with REPLAY_NOT_RUNNING
 * (a ReplayError, code `not-running`) when the buffer is off.
 */
export async function saveReplay(conn: Pick<ObsConnection, 'call'>): Promise<void> {
	const status = await conn.call('GetReplayBufferStatus');
	if (status.outputActive === false) throw new ReplayError(REPLAY_NOT_RUNNING, 'not-running');
	try {
		await conn.call('SaveReplayBuffer');
	} catch (err) {
		// stopped between the two requests
		if (err instanceof ObsCallError && err.obsCode === OUTPUT_NOT_RUNNING) throw new ReplayError(REPLAY_NOT_RUNNING, 'not-running');
		throw err;
	}
}

/** The file OBS last saved from its replay buffer (`GetLastReplayBufferReplay`), or null when it names none. */
export async function lastReplay(conn: Pick<ObsConnection, 'call'>): Promise<string | null> {
	try {
		const r = await conn.call('GetLastReplayBufferReplay');
		return typeof r.savedReplayPath === 'string' && r.savedReplayPath !== '' ? r.savedReplayPath : null;
	} catch {
		return null;
	}
}
