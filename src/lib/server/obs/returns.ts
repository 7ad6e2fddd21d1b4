/**
 * A timed scene's way back (a rule's `returnAfterSeconds`): one per OBS connection, as the replay
 * player (playback.ts) is for replays. At `at` the scene before goes back on program, on the
 * connection's queue, unless the operator (or a rule) moved on from the timed scene meanwhile.
 * The return waiting is in the connection's status until it has been done, so a node that takes
 * OBS over finishes it (handover.ts).
 */
import type { ObsConnection, Timers } from './connection';
import type { OwedReturn } from './handover';
import { putOnProgram } from './program';

/** The longest timed scene a rule sets (`returnAfterSeconds`): an inherited `at` beyond it is not believed. */
const MAX_RETURN_MS = 3_600_000;

/** What the way back needs of the adapter's connection. */
export interface ReturnHost {
	conn: Pick<ObsConnection, 'call' | 'connected'>;
	timers: Timers;
	studioMode(): boolean;
	/** Runs a job on the connection's serial queue; false when the queue is full. */
	enqueue(job: () => Promise<void>): boolean;
	/** `owed` changed (the status the other nodes hear). */
	changed(): void;
}

type Waiting = OwedReturn & { timer: unknown };

export class SceneReturn {
	private waiting: Waiting | null = null;

	constructor(private readonly host: ReturnHost) {}

	/** The return waiting, for the status (null: none). */
	get owed(): OwedReturn | null {
		const w = this.waiting;
		return w ? { scene: w.scene, returnTo: w.returnTo, at: w.at } : null;
	}

	/** At `at`, `returnTo` goes back on program, in place of any return waiting. */
	schedule({ scene, returnTo, at }: OwedReturn): void {
		const { conn, timers } = this.host;
		this.cancel();
		const entry: Waiting = { scene, returnTo, at, timer: null };
		const done = () => {
			if (this.waiting !== entry) return;
			this.waiting = null;
			this.host.changed();
		};
		entry.timer = timers.setTimeout(() => {
			if (this.waiting !== entry) return;
			const queued =
				conn.connected &&
				this.host.enqueue(async () => {
					// A scene switched meanwhile (queued before this) took the way back over.
					if (this.waiting !== entry) return;
					try {
						// The operator may have moved on: only return if our scene is still on program.
						const now = await conn.call('GetCurrentProgramScene');
						if (now.currentProgramSceneName === scene) await putOnProgram(conn, timers, this.host.studioMode(), returnTo);
					} finally {
						done();
					}
				});
			if (!queued) done();
		}, Math.min(MAX_RETURN_MS, Math.max(0, at - timers.now())));
		this.waiting = entry;
		this.host.changed(); // the other nodes hear of it, should this one stop before `at`
	}

	/** Another scene or a replay took the program, and the way back with it. */
	cancel(): void {
		if (!this.waiting) return;
		this.host.timers.clearTimeout(this.waiting.timer);
		this.waiting = null;
		this.host.changed();
	}

	/** What lets go of the return waiting now, and of no later one (a replay, once it is on program). */
	letGoOfCurrent(): () => void {
		const entry = this.waiting;
		return () => {
			if (entry && this.waiting === entry) this.cancel();
		};
	}
}
