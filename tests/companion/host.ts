/**
 * A stand-in for Companion 4.3+ running a connection whose module API is 2.x: Companion forks
 * its own connection host with MODULE_ENTRYPOINT (the manifest's entrypoint), MODULE_MANIFEST
 * and VERIFICATION_TOKEN in its environment, the module's folder as the working directory and
 * Node's permission model allowing reads of that folder (and of the host's code) only; the host
 * imports the module and speaks IPC for it. Here the child is ./connection-host.mjs, and this
 * parent keeps what it reports (status, variables, feedback values and checks, definitions,
 * logs) and calls into the module through it (init, updateFeedbacks, executeAction,
 * updateConfig, getConfigFields, destroy). Messages are `{direction, name, payload,
 * callbackId}` with JSON payloads.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atFileEnd, killLeft } from '../support/file-end';

type Message =
	| { direction: 'call'; name: string; payload?: string; callbackId?: number }
	| { direction: 'response'; callbackId: number; success: boolean; payload?: string };

export interface FeedbackInstance {
	id: string;
	feedbackId: string;
	options: Record<string, unknown>;
}

/** What the module asked Companion to re-check: some feedback types, all of them, or some instances. */
export type FeedbackCheck = { kind: 'types'; types: string[] } | { kind: 'all' } | { kind: 'ids'; ids: string[] };

const CONNECTION_HOST = join(dirname(fileURLToPath(import.meta.url)), 'connection-host.mjs');
const parse = (payload: string | undefined): any => (payload ? JSON.parse(payload) : undefined);
const processes = new Set<ChildProcess>();
process.on('exit', () => {
	for (const p of processes) p.kill('SIGKILL');
});
atFileEnd(() => killLeft(processes));

export class ModuleHost {
	readonly proc: ChildProcess;
	registered: { connectionId: string; verificationToken: string } | null = null;
	/** The module's entry point was loaded and the instance built. */
	loaded: { upgradeScripts: number; loadedBy: 'import' | 'require' } | null = null;
	feedbackChecks: FeedbackCheck[] = [];
	statuses: { status: string; message: string | null }[] = [];
	variables = new Map<string, string | number | boolean>();
	variableDefinitions: { id: string; name: string }[] = [];
	feedbackValues = new Map<string, unknown>();
	actionDefinitions: { id: string; name: string }[] = [];
	feedbackDefinitions: { id: string; name: string; type: string }[] = [];
	/** The presets in the order of their sections, each with its id and its section's name. */
	presets: any[] = [];
	logs: string[] = [];
	output = '';
	#next = 1;
	#pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
	readonly exited: Promise<number | null>;

	readonly connectionId: string;

	private constructor(proc: ChildProcess, connectionId: string) {
		this.connectionId = connectionId;
		this.proc = proc;
		processes.add(proc);
		this.exited = new Promise((r) =>
			proc.on('exit', (code) => {
				processes.delete(proc);
				for (const p of this.#pending.values()) p.reject(new Error(`module exited (${code}):\n${this.output}`));
				r(code);
			})
		);
		proc.stdout!.on('data', (d) => (this.output += d));
		proc.stderr!.on('data', (d) => (this.output += d));
		proc.on('message', (m) => this.#receive(m as Message));
	}

	/**
	 * Runs the package in `moduleDir` (its companion/manifest.json names the entrypoint). `load`:
	 * how the host loads it — `import()` as Companion 5 does, `require()` as the packaged
	 * Companion 4.3 does.
	 */
	static async start(moduleDir: string, opts: { connectionId?: string; load?: 'import' | 'require' } = {}): Promise<ModuleHost> {
		const manifestPath = join(moduleDir, 'companion', 'manifest.json');
		const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { runtime: { entrypoint: string } };
		const entry = resolve(moduleDir, 'companion', manifest.runtime.entrypoint);
		const major = Number(process.versions.node.split('.')[0]);
		const permission = major >= 22 ? '--permission' : '--experimental-permission';
		const proc = fork(CONNECTION_HOST, [], {
			cwd: moduleDir,
			env: { PATH: process.env.PATH ?? '', MODULE_ENTRYPOINT: entry, MODULE_MANIFEST: manifestPath, MODULE_LOAD: opts.load ?? 'import', VERIFICATION_TOKEN: 'token-test' },
			execArgv: [permission, `--allow-fs-read=${moduleDir}`, `--allow-fs-read=${CONNECTION_HOST}`, '--no-warnings'],
			stdio: ['ignore', 'pipe', 'pipe', 'ipc']
		});
		const host = new ModuleHost(proc, opts.connectionId ?? 'conn-test');
		await host.waitFor(() => host.loaded !== null, 10_000, 'the module to load');
		return host;
	}

	#send(m: Message) {
		if (this.proc.connected) this.proc.send(m);
	}

	#receive(m: Message) {
		if (m.direction === 'response') {
			const p = this.#pending.get(m.callbackId);
			this.#pending.delete(m.callbackId);
			if (!p) return;
			if (m.success) p.resolve(parse(m.payload));
			else p.reject(new Error(parse(m.payload)?.message ?? 'call failed'));
			return;
		}
		const data = parse(m.payload);
		let answer: unknown = undefined;
		switch (m.name) {
			case 'register':
				this.registered = { connectionId: this.connectionId, verificationToken: data.verificationToken };
				answer = { connectionId: this.connectionId };
				break;
			case 'ready':
				this.loaded = data;
				break;
			case 'feedback-check':
				this.feedbackChecks.push(data);
				break;
			case 'set-status':
				this.statuses.push(data);
				break;
			case 'log-message':
				this.logs.push(`${data.level}: ${data.message}`);
				break;
			case 'setVariableDefinitions':
				this.variableDefinitions = data.variables;
				for (const v of data.newValues ?? []) this.#setVariable(v);
				break;
			case 'setVariableValues':
				for (const v of data.newValues) this.#setVariable(v);
				break;
			case 'updateFeedbackValues':
				for (const v of data.values) this.feedbackValues.set(v.id, v.value);
				break;
			case 'setActionDefinitions':
				this.actionDefinitions = data.actions;
				break;
			case 'setFeedbackDefinitions':
				this.feedbackDefinitions = data.feedbacks;
				break;
			case 'setPresetDefinitions':
				this.presets = (data.structure as { name: string; definitions: string[] }[]).flatMap((s) => s.definitions.map((id) => ({ ...data.presets[id], id, category: s.name })));
				break;
		}
		if (m.callbackId) this.#send({ direction: 'response', callbackId: m.callbackId, success: true, payload: JSON.stringify(answer ?? {}) });
	}

	#setVariable(v: { id: string; value: string | number | boolean | undefined }) {
		if (v.value === undefined) this.variables.delete(v.id);
		else this.variables.set(v.id, v.value);
	}

	/** Calls the module as Companion does, resolving with its answer (rejecting with its error). */
	call<T = any>(name: string, payload: unknown, ms = 10_000): Promise<T> {
		const callbackId = this.#next++;
		return new Promise<T>((resolve, reject) => {
			const timer = setTimeout(() => {
				this.#pending.delete(callbackId);
				reject(new Error(`${name}: no answer in ${ms} ms`));
			}, ms);
			this.#pending.set(callbackId, {
				resolve: (v) => (clearTimeout(timer), resolve(v)),
				reject: (e) => (clearTimeout(timer), reject(e))
			});
			this.#send({ direction: 'call', name, payload: JSON.stringify(payload), callbackId });
		});
	}

	init(label: string, config: unknown, secrets: unknown) {
		return this.call('init', { label, isFirstInit: false, config, secrets, lastUpgradeIndex: -1 });
	}

	reconfigure(label: string, config: unknown, secrets: unknown) {
		return this.call('updateConfig', { label, config, secrets });
	}

	/** Places feedbacks on buttons: the module evaluates them and reports their values. */
	placeFeedbacks(list: FeedbackInstance[]) {
		const feedbacks: Record<string, unknown> = {};
		for (const f of list) feedbacks[f.id] = { ...f, controlId: `bank:${f.id}` };
		return this.call('updateFeedbacks', { feedbacks });
	}

	/** A button press: Companion's executeAction, answered with success or the module's error. */
	press(actionId: string, options: Record<string, unknown> = {}): Promise<{ success: boolean; errorMessage?: string }> {
		return this.call('executeAction', {
			action: { id: `a-${this.#next}`, controlId: 'bank:1:1', actionId, options },
			surfaceId: 'streamdeck:test'
		});
	}

	status() {
		return this.statuses.at(-1) ?? null;
	}

	async waitFor(fn: () => boolean, ms: number, what: string): Promise<void> {
		const end = Date.now() + ms;
		while (!fn()) {
			if (this.proc.exitCode !== null) throw new Error(`module exited while waiting for ${what}:\n${this.output}`);
			if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last status ${JSON.stringify(this.status())}; logs:\n${this.logs.join('\n')}\n${this.output}`);
			await new Promise((r) => setTimeout(r, 10));
		}
	}

	async stop(): Promise<void> {
		if (this.proc.exitCode !== null || this.proc.signalCode !== null) return;
		await this.call('destroy', {}, 3000).catch(() => undefined);
		this.proc.kill('SIGTERM');
		const hung = setTimeout(() => this.proc.kill('SIGKILL'), 3000);
		await this.exited;
		clearTimeout(hung);
	}
}
