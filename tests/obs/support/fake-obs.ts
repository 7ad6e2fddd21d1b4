/**
 * A tiny obs-websocket 5 (RPC 1, JSON) server for UNIT tests only: Hello / Identify with the
 * real auth hash, requests answered by a handler, switches to hang, refuse, or close with a code.
 * The integration tests use a real OBS (obs.ts).
 */
import { encode, decode } from '@msgpack/msgpack';
import { createHash } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';

export interface FakeRequest {
	requestType: string;
	requestData?: Record<string, unknown>;
}

const sha256b64 = (s: string) => createHash('sha256').update(s).digest('base64');

export class FakeObs {
	private wss: WebSocketServer;
	readonly port: number;
	requests: FakeRequest[] = [];
	identifyAttempts = 0;
	connections = 0;
	/** Do not answer requests (a hung OBS). */
	hang = false;
	program = 'Game';
	preview: string | null = null;
	/** How long after SetCurrentPreviewScene has answered the preview actually changes. */
	previewLagMs = 60;
	studio = false;
	scenes = new Set(['Game', 'Rack Won', 'Match Won']);
	inputs = new Map<string, Record<string, unknown>>();
	/** The replay buffer is running (SaveReplayBuffer succeeds, and counts in `replaysSaved`). */
	replayActive = false;
	replaysSaved = 0;
	/** The stream output: live for this many ms (GetStreamStatus's outputDuration), or null when OBS is not streaming. */
	streamingForMs: number | null = null;
	/** Or live since this time (ms since the epoch, Date.now's clock): the duration is counted when asked. */
	streamingSince: number | null = null;
	/** Where each save says it wrote (ReplayBufferSaved, GetLastReplayBufferReplay); null before the first. */
	lastReplayPath: string | null = null;
	/** Send ReplayBufferSaved after a save (false: an OBS that never says; GetLastReplayBufferReplay still does). */
	replaySavedEvent = true;
	/** How long after the save's answer the file is written and named (null: never). */
	replayFileMs: number | null = 20;
	/** Input kinds by name (GetInputSettings, CreateInput): media inputs are `ffmpeg_source`. */
	inputKinds = new Map<string, string>();
	/** A media input's length (GetMediaInputStatus; null: unknown), and whether it ends by itself (MediaInputPlaybackEnded). */
	mediaMs: number | null = 200;
	mediaEnds = true;
	/** The media actions asked for, as `input:action` (RESTART, STOP). */
	mediaActions: string[] = [];
	/** Each media input's state as GetMediaInputStatus says it (playing from a RESTART until it ends or is stopped). */
	mediaStates = new Map<string, string>();
	private sockets = new Set<WebSocket>();
	private senders = new Set<(op: number, d: unknown) => void>();
	private timers = new Set<ReturnType<typeof setTimeout>>();

	private constructor(wss: WebSocketServer, port: number, readonly password: string | null) {
		this.wss = wss;
		this.port = port;
		wss.on('connection', (socket) => this.accept(socket));
	}

	static start(password: string | null = 'pw', port = 0): Promise<FakeObs> {
		return new Promise((resolve, reject) => {
			const wss = new WebSocketServer({
				host: '127.0.0.1',
				port,
				handleProtocols: (protocols) => (protocols.has('obswebsocket.msgpack') ? 'obswebsocket.msgpack' : 'obswebsocket.json')
			});
			wss.once('error', reject);
			wss.once('listening', () => {
				const addr = wss.address();
				resolve(new FakeObs(wss, addr && typeof addr === 'object' ? addr.port : port, password));
			});
		});
	}

	private accept(socket: WebSocket) {
		this.connections++;
		this.sockets.add(socket);
		socket.on('close', () => this.sockets.delete(socket));
		const salt = 'c2FsdA==';
		const challenge = 'Y2hhbGxlbmdl';
		// obs-websocket-js picks msgpack under Node and JSON in browsers: speak both, as OBS does.
		const msgpack = socket.protocol === 'obswebsocket.msgpack';
		const send = (op: number, d: unknown) => socket.send(msgpack ? encode({ op, d }) : JSON.stringify({ op, d }));
		this.senders.add(send);
		socket.on('close', () => this.senders.delete(send));
		send(0, {
			obsWebSocketVersion: '5.1.0',
			rpcVersion: 1,
			...(this.password !== null ? { authentication: { salt, challenge } } : {})
		});
		socket.on('message', (raw) => {
			const { op, d } = (msgpack ? decode(raw as Buffer) : JSON.parse(String(raw))) as { op: number; d: Record<string, unknown> };
			if (op === 1) {
				this.identifyAttempts++;
				if (this.password !== null) {
					const expected = sha256b64(sha256b64(this.password + salt) + challenge);
					if (d.authentication !== expected) {
						socket.close(4009, 'Authentication failed.');
						return;
					}
				}
				send(2, { negotiatedRpcVersion: 1 });
				return;
			}
			if (op === 6) {
				const req = { requestType: String(d.requestType), requestData: d.requestData as Record<string, unknown> | undefined };
				this.requests.push(req);
				if (this.hang) return;
				const reply = (ok: boolean, responseData?: unknown, comment?: string, code = 600) =>
					send(7, {
						requestType: d.requestType,
						requestId: d.requestId,
						requestStatus: ok ? { result: true, code: 100 } : { result: false, code, ...(comment ? { comment } : {}) },
						...(responseData ? { responseData } : {})
					});
				this.handle(req, reply);
			}
		});
	}

	private handle(req: FakeRequest, reply: (ok: boolean, data?: unknown, comment?: string, code?: number) => void) {
		const data = req.requestData ?? {};
		const scene = String(data.sceneName ?? '');
		switch (req.requestType) {
			case 'GetVersion':
				return reply(true, { obsVersion: '29.0.2-fake', obsWebSocketVersion: '5.1.0' });
			case 'GetCurrentProgramScene':
				return reply(true, { currentProgramSceneName: this.program });
			case 'SetCurrentProgramScene':
				if (!this.scenes.has(scene)) return reply(false, undefined, `No source was found by the name of \`${scene}\`.`);
				this.program = scene;
				return reply(true);
			case 'GetStudioModeEnabled':
				return reply(true, { studioModeEnabled: this.studio });
			case 'SetCurrentPreviewScene':
				if (!this.studio) return reply(false, undefined, 'Studio mode is not active.');
				// Like OBS: the reply comes first, the preview moves when the UI thread gets to it.
				setTimeout(() => (this.preview = scene), this.previewLagMs);
				return reply(true);
			case 'GetCurrentPreviewScene':
				if (!this.studio) return reply(false, undefined, 'Studio mode is not active.');
				return reply(true, { currentPreviewSceneName: this.preview });
			case 'TriggerStudioModeTransition':
				if (this.preview) [this.program, this.preview] = [this.preview, this.program];
				return reply(true);
			case 'GetReplayBufferStatus':
				return reply(true, { outputActive: this.replayActive });
			case 'SaveReplayBuffer': {
				// Like OBS 29: OutputNotRunning (501) and no comment when the buffer is off.
				if (!this.replayActive) return reply(false, undefined, undefined, 501);
				this.replaysSaved++;
				const path = `/replays/Replay ${this.replaysSaved}.mkv`;
				reply(true);
				// like OBS: the file is written (and named) a moment after the answer
				if (this.replayFileMs === null) return;
				return this.later(this.replayFileMs, () => {
					this.lastReplayPath = path;
					if (this.replaySavedEvent) this.event('ReplayBufferSaved', { savedReplayPath: path });
				});
			}
			case 'GetLastReplayBufferReplay':
				if (!this.replayActive) return reply(false, undefined, undefined, 501);
				return reply(true, { savedReplayPath: this.lastReplayPath ?? '' });
			case 'GetInputSettings': {
				const name = String(data.inputName);
				if (!this.inputs.has(name) && !this.inputKinds.has(name)) return reply(false, undefined, `No source was found by the name of \`${name}\`.`);
				return reply(true, { inputSettings: this.inputs.get(name) ?? {}, inputKind: this.inputKinds.get(name) ?? 'text_ft2_source_v2' });
			}
			case 'CreateInput':
				if (!this.scenes.has(scene)) return reply(false, undefined, `No source was found by the name of \`${scene}\`.`);
				this.inputKinds.set(String(data.inputName), String(data.inputKind));
				this.inputs.set(String(data.inputName), (data.inputSettings ?? {}) as Record<string, unknown>);
				return reply(true, { sceneItemId: 1 });
			case 'TriggerMediaInputAction': {
				const name = String(data.inputName);
				if (this.inputKinds.get(name) !== 'ffmpeg_source') return reply(false, undefined, 'The specified input does not support media.', 604);
				this.mediaActions.push(`${name}:${String(data.mediaAction).replace('OBS_WEBSOCKET_MEDIA_INPUT_ACTION_', '')}`);
				reply(true);
				if (String(data.mediaAction).endsWith('STOP')) this.mediaStates.set(name, 'OBS_MEDIA_STATE_STOPPED');
				if (!String(data.mediaAction).endsWith('RESTART')) return;
				this.mediaStates.set(name, 'OBS_MEDIA_STATE_PLAYING');
				if (this.mediaEnds && this.mediaMs !== null) this.later(this.mediaMs, () => this.endMedia(name));
				return;
			}
			case 'GetMediaInputStatus':
				return reply(true, { mediaState: this.mediaStates.get(String(data.inputName)) ?? 'OBS_MEDIA_STATE_PLAYING', mediaDuration: this.mediaMs, mediaCursor: this.mediaMs === null ? null : 0 });
			case 'GetStreamStatus': {
				// as OBS 29 answers: an idle output has a duration of 0
				const ms = this.streamingForMs ?? (this.streamingSince !== null ? Date.now() - this.streamingSince : 0);
				const tc = new Date(ms).toISOString().slice(11, 23);
				return reply(true, { outputActive: this.streamingForMs !== null || this.streamingSince !== null, outputReconnecting: false, outputTimecode: tc, outputDuration: ms, outputCongestion: 0, outputBytes: 0, outputSkippedFrames: 0, outputTotalFrames: 0 });
			}
			case 'SetInputSettings':
				this.inputs.set(String(data.inputName), data.inputSettings as Record<string, unknown>);
				return reply(true);
			case 'GetSceneList':
				// as OBS answers: the bottom of the scene list first
				return reply(true, { currentProgramSceneName: this.program, currentPreviewSceneName: this.preview, scenes: [...this.scenes].reverse().map((sceneName, i) => ({ sceneIndex: i, sceneName })) });
			case 'GetInputList':
				return reply(true, { inputs: [...new Set([...this.inputs.keys(), ...this.inputKinds.keys()])].map((inputName) => ({ inputName, inputKind: this.inputKinds.get(inputName) ?? 'text_ft2_source_v2', unversionedInputKind: 'text_ft2_source' })) });
			default:
				return reply(true, {});
		}
	}

	/** A replay scene with its media source ("Replay", "Replay Media"), and the replay buffer running. */
	withReplay(): this {
		this.scenes.add('Replay');
		this.inputKinds.set('Replay Media', 'ffmpeg_source');
		this.replayActive = true;
		return this;
	}

	/** A media input plays to its end (as OBS: ENDED, and MediaInputPlaybackEnded to every client). */
	endMedia(name: string) {
		this.mediaStates.set(name, 'OBS_MEDIA_STATE_ENDED');
		this.event('MediaInputPlaybackEnded', { inputName: name });
	}

	/** Sends an obs-websocket event to every client (op 5). */
	event(eventType: string, eventData: Record<string, unknown>) {
		for (const send of this.senders) send(5, { eventType, eventIntent: 0, eventData });
	}

	private later(ms: number, fn: () => void) {
		const t = setTimeout(() => {
			this.timers.delete(t);
			fn();
		}, ms);
		this.timers.add(t);
	}

	/** Closes every client socket with this code (4011: session invalidated). */
	kick(code = 1001, reason = 'Server stopping.') {
		for (const s of this.sockets) s.close(code, reason);
	}

	/** Drops the TCP connections the hard way (as a killed OBS would). */
	drop() {
		for (const s of this.sockets) s.terminate();
	}

	count(type: string) {
		return this.requests.filter((r) => r.requestType === type).length;
	}

	async stop(): Promise<void> {
		for (const t of this.timers) clearTimeout(t);
		this.drop();
		await new Promise<void>((r) => this.wss.close(() => r()));
	}
}
