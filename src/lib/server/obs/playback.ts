/**
 * Instant replay on air (a rule's `playReplay`): one per OBS connection.
 *
 * 1. the replay buffer must be running (`GetReplayBufferStatus`), then `SaveReplayBuffer`;
 * 2. the saved file's path: OBS's `ReplayBufferSaved` event (it comes once the file is written),
 *    else, when none came in time, `GetLastReplayBufferReplay` if it names a new file;
 * 3. the file goes into the media source (`SetInputSettings` on an `ffmpeg_source`; made in the
 *    replay scene when there is none by that name);
 * 4. the scene on program is remembered, the replay scene goes on program (studio mode: through
 *    the preview), the media restarts from its top;
 * 5. when it ends (`MediaInputPlaybackEnded`; or, should that never come, the file's length plus
 *    a margin; or the "back now" key), the remembered scene goes back on program, unless the
 *    operator (or a rule) put another scene on program meanwhile: that one stays.
 *
 * The start runs on the connection's queue (as every OBS job: scoring never waits for it); the
 * wait for the end does not hold the queue. Every failure is kept, with its code, in `status`.
 */
import type { ObsConnection, Timers } from './connection';
import { ObsCallError } from './connection';
import { putOnProgram } from './program';
import { lastReplay, refusalOf, ReplayError, saveReplay, type ReplayStatus } from './replay';
import type { ReplayPlay, Trigger } from './rules';
import type { OwedReplay } from './handover';

export interface ReplayTimings {
	/** How long to wait for OBS to say where it saved the file (default 10 s). */
	fileWaitMs?: number;
	/** Added to what is left of the file before the safety return, in case no end is heard (default 3 s). */
	endSlackMs?: number;
	/** The safety return when OBS gives no length for the file (default 60 s). */
	fallbackMs?: number;
}

/** What the player needs of the adapter's connection. */
export interface PlayerHost {
	conn: Pick<ObsConnection, 'call' | 'onEvent' | 'connected'>;
	timers: Timers;
	studioMode(): boolean;
	/** Runs a job on the connection's serial queue; false when the queue is full. */
	enqueue(job: () => Promise<void>): boolean;
	/** `status` changed (the console's). */
	changed(): void;
	log(line: string): void;
}

interface OnAir {
	play: ReplayPlay;
	because: Trigger;
	returnTo: string | null;
	timer: unknown;
	off: () => void;
	/** Its status object: what the way back writes to, unless a later replay has taken the status. */
	status: ReplayStatus | null;
}

const MEDIA_RESTART = 'OBS_WEBSOCKET_MEDIA_INPUT_ACTION_RESTART';
const MEDIA_STOP = 'OBS_WEBSOCKET_MEDIA_INPUT_ACTION_STOP';
/** obs-websocket's ResourceNotFound. */
const NOT_FOUND = 600;
const MEDIA_KIND = 'ffmpeg_source';
/** Media states of a replay still to end (any other: ended, stopped, none, an error). */
const PLAYING = new Set(['OBS_MEDIA_STATE_PLAYING', 'OBS_MEDIA_STATE_OPENING', 'OBS_MEDIA_STATE_BUFFERING', 'OBS_MEDIA_STATE_PAUSED']);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export class ReplayPlayer {
	/** The last replay asked of this OBS (saved, or played on air), for the console. */
	status: ReplayStatus | null = null;
	private onAir: OnAir | null = null;

	constructor(
		private readonly host: PlayerHost,
		private readonly timings: ReplayTimings = {}
	) {}

	/**
	 * Saves the replay buffer; with `play`, plays the file on air. Runs on the queue; rejects with
	 * the reason (also kept in `status`). `returnHint`: the scene a timed scene rule was to go back
	 * to (the replay goes back there instead); `onProgram`: called once the replay scene is on program.
	 */
	async run(because: Trigger, play?: ReplayPlay, returnHint: string | null = null, onProgram: () => void = () => {}): Promise<void> {
		const { conn } = this.host;
		if (!play) {
			try {
				await saveReplay(conn);
			} catch (err) {
				this.note({ because, saved: false, err });
				throw err;
			}
			return this.note({ because, saved: true });
		}
		// A replay already on air: this one takes its place and its way back. Let go of it now (its end,
		// heard while this one saves, must not take this one off); should this one fail, it is taken off.
		const previous = this.onAir;
		this.detach();
		const failed = (err: unknown, file: string | null) => {
			this.note({ because, saved: file !== null, err, playback: 'failed', scene: play.scene, ...(file !== null ? { file } : {}) });
			if (previous) this.host.enqueue(() => this.goBack(previous, 'key'));
			return err;
		};
		this.note({ because, saved: false, playback: 'loading', scene: play.scene });
		let file: string;
		try {
			file = await this.saveForPlay();
		} catch (err) {
			throw failed(err, null);
		}
		try {
			await this.putOnAir(because, play, file, previous ? previous.returnTo : returnHint, onProgram);
		} catch (err) {
			throw failed(err, file);
		}
	}

	/** Someone refused before OBS was asked (not connected, queue full): kept for the console. */
	refused(because: Trigger, reason: string, play?: ReplayPlay): void {
		this.note({ because, saved: false, err: new Error(reason), ...(play ? { playback: 'failed', scene: play.scene } : {}) });
	}

	/** The "back now" key: the replay on air goes off now; false when none is on air. */
	back(): boolean {
		const entry = this.onAir;
		if (!entry) return false;
		this.end(entry, 'key');
		return true;
	}

	/**
	 * Another scene goes on program (a scene rule): the replay on air stops caring about going
	 * back, and hands over the scene it would have gone back to (null when none is on air).
	 */
	takeReturn(): string | null {
		const entry = this.onAir;
		if (!entry) return null;
		this.detach();
		this.update(entry, { playback: 'kept' });
		return entry.returnTo;
	}

	/**
	 * A replay another node put on air and could not take off (handover.ts): watched to its end and
	 * taken off as if played here. Nothing to do when its scene is off program already; back at once
	 * when its media has ended.
	 */
	async adopt(owed: OwedReplay): Promise<void> {
		const { conn } = this.host;
		if (this.onAir) return; // one played here since: the program is its
		const program = await conn.call('GetCurrentProgramScene');
		if (program.currentProgramSceneName !== owed.scene) return;
		const entry = this.onAirNow(owed.because, { scene: owed.scene, input: owed.input }, owed.file ?? null, owed.returnTo);
		this.host.log(`took over the replay on air: back to "${owed.returnTo}" when it ends`);
		const media = await conn.call('GetMediaInputStatus', { inputName: owed.input }).catch(() => null);
		if (media && !PLAYING.has(String(media.mediaState))) return this.end(entry, 'ended');
		await this.endAtTheLatest(entry);
	}

	close(): void {
		this.detach();
	}

	// ------------------------------------------------------------ internals

	/** Saves and resolves with the file's path (ReplayError `no-file` when OBS never says it). */
	private async saveForPlay(): Promise<string> {
		const { conn, timers } = this.host;
		const before = await lastReplay(conn);
		let heard: (path: string) => void = () => {};
		const saved = new Promise<string>((resolve) => (heard = resolve));
		const off = conn.onEvent('ReplayBufferSaved', (d) => {
			if (typeof d.savedReplayPath === 'string' && d.savedReplayPath !== '') heard(d.savedReplayPath);
		});
		const waitMs = this.timings.fileWaitMs ?? 10_000;
		let timer: unknown = null;
		try {
			await saveReplay(conn);
			const path = await Promise.race([saved, new Promise<null>((resolve) => (timer = timers.setTimeout(() => resolve(null), waitMs)))]);
			if (path !== null) return path;
			// No event heard (a subscription without outputs?): OBS may still name the new file.
			const last = await lastReplay(conn);
			if (last !== null && last !== before) return last;
			throw new ReplayError(`replay saved, but OBS did not say where within ${waitMs / 1000} s: not played`, 'no-file');
		} finally {
			off();
			timers.clearTimeout(timer);
		}
	}

	/**
	 * Steps 3 to 5: the file into the source, the scene on program, the media from its top, the end
	 * awaited. `returnHint`: where to go back instead of the scene on program now.
	 */
	private async putOnAir(because: Trigger, play: ReplayPlay, file: string, returnHint: string | null, onProgram: () => void): Promise<void> {
		const { conn, timers } = this.host;
		await this.load(play, file);
		const program = await conn.call('GetCurrentProgramScene');
		const current = typeof program.currentProgramSceneName === 'string' ? program.currentProgramSceneName : null;
		const back = returnHint ?? current;
		const returnTo = back === play.scene ? null : back;
		try {
			await putOnProgram(conn, timers, this.host.studioMode(), play.scene);
		} catch (err) {
			throw err instanceof ObsCallError && err.code === 'obs' ? new ReplayError(`the replay scene "${play.scene}" cannot go on program: ${err.message}`, 'no-scene') : err;
		}
		const entry = this.onAirNow(because, play, file, returnTo);
		onProgram(); // after the status says on air: what is owed never drops out of it in between
		// Loading the file started it already: a refused restart leaves it playing, not a failure.
		await conn
			.call('TriggerMediaInputAction', { inputName: play.input, mediaAction: MEDIA_RESTART })
			.catch((err: unknown) => this.host.log(`the replay could not restart (${message(err)}); it plays on from where it is`));
		await this.endAtTheLatest(entry);
	}

	/** The replay is on program: its end is listened for, and the status says on air. */
	private onAirNow(because: Trigger, play: ReplayPlay, file: string | null, returnTo: string | null): OnAir {
		const entry: OnAir = { play, because, returnTo, timer: null, off: () => {}, status: null };
		entry.off = this.host.conn.onEvent('MediaInputPlaybackEnded', (d) => {
			if (d.inputName === play.input) this.end(entry, 'ended');
		});
		this.onAir = entry;
		this.note({ because, saved: true, playback: 'on-air', scene: play.scene, input: play.input, file, returnTo });
		entry.status = this.status;
		return entry;
	}

	/** Should its end never be heard: back after what is left of the file and a margin. */
	private async endAtTheLatest(entry: OnAir): Promise<void> {
		const left = await this.remaining(entry.play.input);
		if (this.onAir === entry) entry.timer = this.host.timers.setTimeout(() => this.end(entry, 'timeout'), left);
	}

	/** The file into the media source; the source made in the replay scene when OBS has none by that name. */
	private async load(play: ReplayPlay, file: string): Promise<void> {
		const { conn } = this.host;
		const settings = { is_local_file: true, local_file: file, looping: false };
		try {
			const input = await conn.call('GetInputSettings', { inputName: play.input }).catch((err: unknown) => {
				if (err instanceof ObsCallError && err.obsCode === NOT_FOUND) return null;
				throw err;
			});
			if (input === null) {
				this.host.log(`OBS has no input "${play.input}": making a media source in "${play.scene}"`);
				await conn.call('CreateInput', { sceneName: play.scene, inputName: play.input, inputKind: MEDIA_KIND, inputSettings: settings });
				return;
			}
			if (input.inputKind !== MEDIA_KIND) throw new Error(`it is a ${String(input.inputKind)}, not a media source (${MEDIA_KIND})`);
			await conn.call('SetInputSettings', { inputName: play.input, inputSettings: settings, overlay: true });
		} catch (err) {
			if (err instanceof ObsCallError && err.code !== 'obs') throw err;
			throw new ReplayError(`the media source "${play.input}" cannot play the replay: ${message(err)}`, 'no-input');
		}
	}

	/** How long to wait for the end: what is left of the file and a margin, or the fallback. */
	private async remaining(input: string): Promise<number> {
		const fallback = this.timings.fallbackMs ?? 60_000;
		try {
			const s = await this.host.conn.call('GetMediaInputStatus', { inputName: input });
			const duration = typeof s.mediaDuration === 'number' ? s.mediaDuration : 0;
			const cursor = typeof s.mediaCursor === 'number' ? s.mediaCursor : 0;
			if (duration > 0) return Math.max(0, duration - cursor) + (this.timings.endSlackMs ?? 3000);
		} catch {
			/* the fallback */
		}
		return fallback;
	}

	/** The replay ends (heard, timed out, or the key): the way back goes on the queue. */
	private end(entry: OnAir, how: 'ended' | 'timeout' | 'key'): void {
		if (this.onAir !== entry) return;
		this.detach();
		if (!this.host.enqueue(() => this.goBack(entry, how))) {
			this.update(entry, { playback: 'failed', reason: 'OBS is busy (too many requests waiting): the replay scene stays', code: 'refused' });
		}
	}

	private async goBack(entry: OnAir, how: 'ended' | 'timeout' | 'key'): Promise<void> {
		const { conn, timers } = this.host;
		// A newer replay went on air since this one ended: the program is its.
		if (this.onAir) return;
		try {
			if (how !== 'ended') await conn.call('TriggerMediaInputAction', { inputName: entry.play.input, mediaAction: MEDIA_STOP }).catch(() => {});
			const program = await conn.call('GetCurrentProgramScene');
			// The operator moved on (or there is nowhere to go back to): leave the program alone.
			if (program.currentProgramSceneName !== entry.play.scene || entry.returnTo === null) return this.update(entry, { playback: 'kept' });
			await putOnProgram(conn, timers, this.host.studioMode(), entry.returnTo);
			this.update(entry, { playback: 'back' });
			this.host.log(`replay over (${how}): back to "${entry.returnTo}"`);
		} catch (err) {
			this.update(entry, { playback: 'failed', reason: `could not go back to "${entry.returnTo}": ${message(err)}`, code: refusalOf(err, conn.connected) });
		}
	}

	private detach(): void {
		const entry = this.onAir;
		if (!entry) return;
		this.onAir = null;
		entry.off();
		if (entry.timer !== null) this.host.timers.clearTimeout(entry.timer);
	}

	private note(s: { because: Trigger; saved: boolean; err?: unknown } & Partial<Omit<ReplayStatus, 'reason' | 'code' | 'at'>>): void {
		const { err, ...rest } = s;
		const reason = err === undefined ? null : message(err);
		this.status = { at: this.host.timers.now(), ...rest, reason, code: err === undefined ? null : refusalOf(err, this.host.conn.connected) };
		this.host.log(`${reason ?? (rest.playback ? `replay ${rest.playback}` : 'replay saved')} (${rest.because})`);
		this.host.changed();
	}

	/** How a replay on air ended, on its own status (a later replay's status is left alone). */
	private update(entry: OnAir, patch: Partial<ReplayStatus>): void {
		if (!entry.status || this.status !== entry.status) return;
		this.status = entry.status = { ...entry.status, ...patch };
		this.host.changed();
	}
}
