/**
 * A stand-in for Companion's module host: runs an installed module package the way Companion
 * does — the manifest's entrypoint forked with an IPC channel, CONNECTION_ID, MODULE_MANIFEST
 * and VERIFICATION_TOKEN in its environment, its folder as the working directory, Node's
 * permission model allowing reads of that folder only — and speaks the nodejs-ipc host API of
 * @companion-module/base 1.x to it (`{direction, name, payload, callbackId}` messages whose
 * payloads are EJSON, which for plain values is JSON). It answers `register`, keeps what the
 * module reports (status, variables, feedback values, definitions, logs) and calls into it
 * (init, updateFeedbacks, executeAction, updateConfigAndLabel, getConfigFields, destroy).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

type Message =
	| { direction: 'call'; name: string; payload?: string; callbackId?: number }
	| { direction: 'response'; callbackId: number; success: boolean; payload?: string };

export interface FeedbackInstance {
	id: string;
	feedbackId: string;
	options: Record<string, unknown>;
}

const parse = (payload: string | undefined): any => (payload ? JSON.parse(payload) : undefined);
const processes = new Set<ChildProcess>();
process.on('exit', () => {
	for (const p of processes) p.kill('SIGKILL');
});

export class ModuleHost {
	readonly proc: ChildProcess;
	registered: { apiVersion: string; connectionId: string; verificationToken: string } | null = null;
	statuses: { status: string; message: string | null }[] = [];
	variables = new Map<string, string | number | boolean>();
	variableDefinitions: { id: string; name: string }[] = [];
	feedbackValues = new Map<string, unknown>();
	actionDefinitions: { id: string; name: string }[] = [];
	feedbackDefinitions: { id: string; name: string; type: string }[] = [];
	presets: any[] = [];
	logs: string[] = [];
	output = '';
	#next = 1;
	#pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
	readonly exited: Promise<number | null>;

	private constructor(proc: ChildProcess) {
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

	/** Runs the package in `moduleDir` (its companion/manifest.json names the entrypoint). */
	static async start(moduleDir: string, connectionId = 'conn-test'): Promise<ModuleHost> {
		const manifestPath = join(moduleDir, 'companion', 'manifest.json');
		const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { runtime: { entrypoint: string } };
		const entry = resolve(moduleDir, 'companion', manifest.runtime.entrypoint);
		const major = Number(process.versions.node.split('.')[0]);
		const permission = major >= 22 ? '--permission' : '--experimental-permission';
		const proc = fork(entry, [], {
			cwd: moduleDir,
			env: { PATH: process.env.PATH ?? '', CONNECTION_ID: connectionId, MODULE_MANIFEST: manifestPath, VERIFICATION_TOKEN: 'token-test' },
			execArgv: [permission, `--allow-fs-read=${moduleDir}`, '--no-warnings'],
			stdio: ['ignore', 'pipe', 'pipe', 'ipc']
		});
		const host = new ModuleHost(proc);
		await host.waitFor(() => host.registered !== null, 10_000, 'the module to register');
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
				this.registered = data;
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
				this.presets = data.presets;
				break;
			case 'parseVariablesInString':
				answer = { text: String(data.text).replace(/\$\(([^:)]+):([^)]+)\)/g, (_: string, _l: string, v: string) => String(this.variables.get(v) ?? '')) };
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
		return this.call('init', { label, isFirstInit: false, config, secrets, lastUpgradeIndex: -1, feedbacks: {}, actions: {} });
	}

	reconfigure(label: string, config: unknown, secrets: unknown) {
		return this.call('updateConfigAndLabel', { label, config, secrets });
	}

	/** Places feedbacks on buttons: the module evaluates them and reports their values. */
	placeFeedbacks(list: FeedbackInstance[]) {
		const feedbacks: Record<string, unknown> = {};
		for (const f of list) feedbacks[f.id] = { ...f, controlId: `bank:${f.id}`, disabled: false, upgradeIndex: null, isInverted: false };
		return this.call('updateFeedbacks', { feedbacks });
	}

	/** A button press: Companion's executeAction, answered with success or the module's error. */
	press(actionId: string, options: Record<string, unknown> = {}): Promise<{ success: boolean; errorMessage?: string }> {
		return this.call('executeAction', {
			action: { id: `a-${this.#next}`, controlId: 'bank:1:1', actionId, options, disabled: false, upgradeIndex: null },
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
