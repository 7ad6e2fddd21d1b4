/**
 * Starts a real OBS Studio (Debian's 29.x, obs-websocket 5.1) headless for the integration
 * tests: its own temp HOME with global.ini, its own Xvfb display, a free WebSocket port.
 * See /work/shared/notes/real-peers.md. Install with tests/obs/support/install-obs.sh.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atFileEnd, killLeft } from '../../support/file-end';
import { underCI } from '../../support/prerequisites';

export const OBS_PASSWORD = 'cuecast-test-secret';
/** The OBS and Xvfb binaries (override to point at another build, or to check the gate). */
export const OBS_BIN = process.env.CUECAST_OBS_BIN || 'obs';
export const XVFB_BIN = process.env.CUECAST_XVFB_BIN || 'Xvfb';

/** Children still running when the worker exits are killed, so a crashed run leaves no OBS behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
	for (const child of running) child.kill('SIGKILL');
});
atFileEnd(() => killLeft(running));
const track = (child: ChildProcess) => {
	running.add(child);
	child.once('exit', () => running.delete(child));
	return child;
};

/** Why OBS cannot run here, or null when it can. */
export function obsUnavailable(): string | null {
	for (const bin of [OBS_BIN, XVFB_BIN]) {
		const r = spawnSync('sh', ['-c', 'command -v "$1"', 'sh', bin], { encoding: 'utf8' });
		if (r.status !== 0) return `${bin} is not installed (run: bash tests/obs/support/install-obs.sh)`;
	}
	return null;
}

/**
 * Decides whether the OBS suite runs: with OBS missing it fails, unless CUECAST_SKIP_OBS=1,
 * where it skips with a loud message.
 */
export function obsSuiteGate(): { skip: boolean; reason: string | null } {
	const reason = obsUnavailable();
	if (!reason) return { skip: false, reason: null };
	// CUECAST_SKIP_OBS=1 is for a developer's machine without OBS; under CI OBS always runs.
	if (process.env.CUECAST_SKIP_OBS === '1' && !underCI) {
		console.warn(`\n*** OBS INTEGRATION TESTS SKIPPED (CUECAST_SKIP_OBS=1): ${reason} ***\n`);
		return { skip: true, reason };
	}
	return { skip: false, reason };
}

export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const srv = createServer();
		srv.unref();
		srv.on('error', reject);
		srv.listen(0, '127.0.0.1', () => {
			const addr = srv.address();
			srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
		});
	});
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function portOpen(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const s = connect({ host: '127.0.0.1', port });
		s.once('connect', () => {
			s.destroy();
			resolve(true);
		});
		s.once('error', () => resolve(false));
	});
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
	const end = Date.now() + timeoutMs;
	while (Date.now() < end) {
		if (await check()) return;
		await sleep(100);
	}
	throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export interface ObsInstanceOptions {
	password?: string;
	/** Collection files to put in basic/scenes/ before start: file name → JSON. */
	collections?: Record<string, unknown>;
	/** --collection NAME */
	collection?: string;
	studioMode?: boolean;
	/**
	 * Turns on the simple-output replay buffer (the profile's basic.ini, written before launch):
	 * replays of the last `seconds` are saved into `replayDir` (a temp folder inside HOME).
	 * The buffer itself still has to be started (StartReplayBuffer), as an operator would.
	 */
	replayBuffer?: { seconds?: number };
}

export class ObsInstance {
	readonly home: string;
	readonly port: number;
	readonly password: string;
	private xvfb: ChildProcess | null = null;
	private obs: ChildProcess | null = null;
	display: number | null = null;
	private starts = 0;

	private constructor(home: string, port: number, private readonly opts: ObsInstanceOptions) {
		this.home = home;
		this.port = port;
		this.password = opts.password ?? OBS_PASSWORD;
	}

	static async start(opts: ObsInstanceOptions = {}): Promise<ObsInstance> {
		const home = mkdtempSync(join(tmpdir(), 'cuecast-obs-'));
		const inst = new ObsInstance(home, await freePort(), opts);
		try {
			inst.writeConfig();
			await inst.startXvfb();
			await inst.startObs();
		} catch (err) {
			await inst.stop();
			throw err;
		}
		return inst;
	}

	get configDir() {
		return join(this.home, '.config', 'obs-studio');
	}

	/** Where the replay buffer saves (with `replayBuffer` set). */
	get replayDir() {
		return join(this.home, 'replays');
	}

	private writeConfig() {
		mkdirSync(join(this.configDir, 'basic', 'scenes'), { recursive: true });
		writeFileSync(
			join(this.configDir, 'global.ini'),
			[
				'[General]',
				'FirstRun=true',
				'[OBSWebSocket]',
				'FirstLoad=false',
				'ServerEnabled=true',
				`ServerPort=${this.port}`,
				'AlertsEnabled=false',
				'AuthRequired=true',
				`ServerPassword=${this.password}`,
				...(this.opts.replayBuffer ? ['[Basic]', 'Profile=cuecast', 'ProfileDir=cuecast'] : []),
				''
			].join('\n')
		);
		const rb = this.opts.replayBuffer;
		if (!rb) return this.writeCollections();
		mkdirSync(join(this.configDir, 'basic', 'profiles', 'cuecast'), { recursive: true });
		mkdirSync(this.replayDir, { recursive: true });
		// A small canvas, a low bitrate and the fastest x264 preset: the software encoder must
		// keep up on a shared 2-core machine.
		writeFileSync(
			join(this.configDir, 'basic', 'profiles', 'cuecast', 'basic.ini'),
			[
				'[General]',
				'Name=cuecast',
				'[Video]',
				'BaseCX=640',
				'BaseCY=360',
				'OutputCX=640',
				'OutputCY=360',
				'FPSType=1',
				'FPSInt=10',
				'[Output]',
				'Mode=Simple',
				'[SimpleOutput]',
				`FilePath=${this.replayDir}`,
				'RecFormat=mkv',
				'RecQuality=Stream',
				'StreamEncoder=x264',
				'VBitrate=300',
				'Preset=ultrafast',
				'RecRB=true',
				`RecRBTime=${rb.seconds ?? 5}`,
				'RecRBSize=64',
				'RecRBPrefix=Replay',
				''
			].join('\n')
		);
		this.writeCollections();
	}

	private writeCollections() {
		for (const [file, json] of Object.entries(this.opts.collections ?? {})) {
			writeFileSync(join(this.configDir, 'basic', 'scenes', file), JSON.stringify(json, null, 4));
		}
	}

	private async startXvfb() {
		// -displayfd: Xvfb picks a free display and writes its number to fd 3.
		const x = track(spawn(XVFB_BIN, ['-displayfd', '3', '-screen', '0', '1280x720x24', '-nolisten', 'tcp'], {
			stdio: ['ignore', 'ignore', 'ignore', 'pipe']
		}));
		this.xvfb = x;
		const display = await new Promise<number>((resolve, reject) => {
			let buf = '';
			const timer = setTimeout(() => reject(new Error('Xvfb did not report a display within 10 s')), 10_000);
			x.once('exit', (code) => {
				clearTimeout(timer);
				reject(new Error(`Xvfb exited (${code})`));
			});
			(x.stdio[3] as NodeJS.ReadableStream).on('data', (d: Buffer) => {
				buf += d.toString();
				if (buf.includes('\n')) {
					clearTimeout(timer);
					resolve(Number(buf.trim()));
				}
			});
		});
		this.display = display;
	}

	/** Starts OBS (again) and waits until its WebSocket port answers. */
	async startObs(): Promise<void> {
		if (this.obs) throw new Error('OBS already running');
		this.starts++;
		const log = createWriteStream(join(this.home, `obs-stdout-${this.starts}.log`));
		const args = ['--multi', '--minimize-to-tray', '--disable-updater', '--websocket_port', String(this.port), '--websocket_password', this.password];
		if (this.opts.collection) args.push('--collection', this.opts.collection);
		if (this.opts.studioMode) args.push('--studio-mode');
		const obs = track(spawn(OBS_BIN, args, {
			cwd: this.home,
			env: { ...process.env, HOME: this.home, DISPLAY: `:${this.display}`, LIBGL_ALWAYS_SOFTWARE: '1', XDG_CONFIG_HOME: join(this.home, '.config') },
			stdio: ['ignore', 'pipe', 'pipe']
		}));
		obs.stdout!.pipe(log);
		obs.stderr!.pipe(log);
		this.obs = obs;
		let exited: number | null | undefined;
		obs.once('exit', (code, signal) => {
			exited = code;
			if (this.obs === obs) {
				this.obs = null;
				this.lastExit = `code ${code}, signal ${signal}`;
			}
		});
		await waitFor(async () => {
			if (exited !== undefined) throw new Error(`OBS exited with ${exited} during start-up; log: ${this.logTail()}`);
			return portOpen(this.port);
		}, 30_000, `OBS WebSocket on port ${this.port}`);
	}

	/** How OBS last ended when nobody asked it to (a crash), or null. */
	lastExit: string | null = null;

	/** OBS is running (false after a crash, until startObs). */
	get running(): boolean {
		return this.obs !== null;
	}

	/** SIGKILLs OBS (as a crash would) and waits until the port is closed. */
	async killObs(): Promise<void> {
		const obs = this.obs;
		if (!obs) return;
		const gone = new Promise<void>((r) => obs.once('exit', () => r()));
		this.obs = null; // asked for: not a crash
		obs.kill('SIGKILL');
		await gone;
		await waitFor(async () => !(await portOpen(this.port)), 5000, 'OBS port to close');
	}

	logTail(chars = 2000): string {
		try {
			const files = spawnSync('sh', ['-c', `ls -t ${join(this.configDir, 'logs')}/*.txt 2>/dev/null | head -1`], { encoding: 'utf8' }).stdout.trim();
			const text = files && existsSync(files) ? readFileSync(files, 'utf8') : readFileSync(join(this.home, `obs-stdout-${this.starts}.log`), 'utf8');
			return text.slice(-chars);
		} catch {
			return '(no log)';
		}
	}

	async stop(): Promise<void> {
		await this.killObs().catch(() => {});
		if (this.xvfb && this.xvfb.exitCode === null) {
			const x = this.xvfb;
			const gone = new Promise<void>((r) => x.once('exit', () => r()));
			x.kill('SIGTERM');
			await Promise.race([gone, sleep(2000)]);
			if (x.exitCode === null) x.kill('SIGKILL');
		}
		this.xvfb = null;
		rmSync(this.home, { recursive: true, force: true });
	}
}
