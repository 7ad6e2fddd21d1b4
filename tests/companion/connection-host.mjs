// @ts-check
/**
 * The child process of the stand-in Companion (./host.ts): what Companion 4.3+ forks for a
 * connection whose module API is 2.x. Since API 2.0 the module does not speak IPC itself:
 * Companion's own connection host (its Connection/Thread/Entrypoint with @companion-module/host)
 * imports the module's entry point, builds the instance from its default export with a context
 * object, and does the IPC, the feedback checks and the action calls around it. This file does
 * the same, as far as the tests need, with our own code and messages:
 *
 * - it registers first (`register` with the verification token), then loads MODULE_ENTRYPOINT
 *   by `import()` as Companion 5 does, or by `require()` (MODULE_LOAD=require) as the packaged
 *   Companion 4.3 does, and takes the default export (or the export itself, if a function) and
 *   `UpgradeScripts`, refusing anything else, as Companion does;
 * - it keeps the definitions and the placed feedbacks, evaluates a feedback when it is placed
 *   and when the module asks (`checkFeedbacks` by type, `checkAllFeedbacks`, by instance id),
 *   and reports the values, the variables, the status and the log lines to the parent;
 * - it reports each feedback check the module asked for (`feedback-check`), so the tests can
 *   see which feedback types a change re-checks.
 *
 * Plain JavaScript: it runs under Node's permission model with read access to the module's
 * folder and this one only, so no TypeScript loader can run it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const entry = process.env.MODULE_ENTRYPOINT;
const manifestPath = process.env.MODULE_MANIFEST;
const token = process.env.VERIFICATION_TOKEN;
if (!entry || !manifestPath || !token || !process.send) throw new Error('connection-host: missing MODULE_ENTRYPOINT, MODULE_MANIFEST, VERIFICATION_TOKEN or the IPC channel');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!manifest.runtime?.apiVersion) throw new Error("Module manifest 'apiVersion' missing");

/** @typedef {{ direction: 'call', name: string, payload?: string, callbackId?: number } | { direction: 'response', callbackId: number, success: boolean, payload?: string }} Message */
/** @typedef {{ id: string, feedbackId: string, controlId: string, options: Record<string, unknown>, previousOptions: Record<string, unknown> | null }} PlacedFeedback */

let next = 1;
/** @type {Map<number, (value: unknown) => void>} */
const pending = new Map();
/** @param {Message} m */
const send = (m) => process.send?.(m);
/** @param {string} name @param {unknown} payload */
const tell = (name, payload) => send({ direction: 'call', name, payload: JSON.stringify(payload) });
/** @param {string} name @param {unknown} payload */
const ask = (name, payload) =>
	new Promise((resolve) => {
		const callbackId = next++;
		pending.set(callbackId, resolve);
		send({ direction: 'call', name, payload: JSON.stringify(payload), callbackId });
	});

// Module logging goes to a global sink the host sets (base 2.x's createModuleLogger).
/** @type {Record<string, unknown>} */ (globalThis).COMPANION_LOGGER = (/** @type {string | undefined} */ source, /** @type {string} */ level, /** @type {string} */ message) =>
	tell('log-message', { time: Date.now(), source, level, message });

/** @type {any} */ let instance = null;
let initialized = false;
/** @type {Record<string, any>} */ let actionDefs = {};
/** @type {Record<string, any>} */ let feedbackDefs = {};
/** @type {Map<string, PlacedFeedback>} */ const placed = new Map();
/** @type {Map<string, unknown>} */ const variableValues = new Map();
let values = /** @type {{ id: string, controlId: string, value: unknown }[]} */ ([]);
/** @type {ReturnType<typeof setTimeout> | null} */ let flush = null;

/** Evaluates one placed feedback; values go out batched, as Companion's host debounces them. */
function check(/** @type {string} */ id) {
	const fb = placed.get(id);
	if (!fb) return;
	const def = feedbackDefs[fb.feedbackId];
	Promise.resolve()
		.then(() => (def ? def.callback({ type: def.type, id: fb.id, feedbackId: fb.feedbackId, controlId: fb.controlId, options: fb.options, previousOptions: fb.previousOptions }, { type: 'feedback' }) : undefined))
		.then((value) => {
			values.push({ id, controlId: fb.controlId, value });
			flush ??= setTimeout(() => {
				flush = null;
				const out = values;
				values = [];
				tell('updateFeedbackValues', { values: out });
			}, 5);
		})
		.catch((/** @type {Error} */ e) => tell('log-message', { level: 'error', message: `Feedback check failed: ${e?.message ?? e}` }));
}

const context = {
	_isInstanceContext: true,
	id: '',
	label: '',
	upgradeScripts: /** @type {unknown[]} */ ([]),
	saveConfig: (/** @type {unknown} */ config, /** @type {unknown} */ secrets) => tell('saveConfig', { config, secrets }),
	updateStatus: (/** @type {string} */ status, /** @type {string | null} */ message) => tell('set-status', { status, message }),
	oscSend: () => {
		throw new Error('connection-host: oscSend is not offered');
	},
	recordAction: () => {
		throw new Error('Not currently recording actions');
	},
	setActionDefinitions: (/** @type {Record<string, any>} */ defs) => {
		actionDefs = Object.fromEntries(Object.entries(defs).filter(([, d]) => d));
		tell('setActionDefinitions', { actions: Object.entries(actionDefs).map(([id, d]) => ({ id, name: d.name, options: d.options })) });
	},
	subscribeActions: () => undefined,
	unsubscribeActions: () => undefined,
	setFeedbackDefinitions: (/** @type {Record<string, any>} */ defs) => {
		feedbackDefs = Object.fromEntries(Object.entries(defs).filter(([, d]) => d));
		tell('setFeedbackDefinitions', { feedbacks: Object.entries(feedbackDefs).map(([id, d]) => ({ id, name: d.name, type: d.type, options: d.options })) });
	},
	unsubscribeFeedbacks: () => undefined,
	checkFeedbacks: (/** @type {string[]} */ types) => {
		tell('feedback-check', { kind: 'types', types });
		// Companion's host refuses a call without a type (it logs an error and checks nothing)
		if (types.filter(Boolean).length === 0) return tell('log-message', { level: 'error', message: 'checkFeedbacks cannot be called without any feedback types' });
		for (const [id, fb] of placed) if (types.includes(fb.feedbackId)) check(id);
	},
	checkAllFeedbacks: () => {
		tell('feedback-check', { kind: 'all' });
		for (const id of placed.keys()) check(id);
	},
	checkFeedbacksById: (/** @type {string[]} */ ids) => {
		tell('feedback-check', { kind: 'ids', ids });
		for (const id of ids) check(id);
	},
	setPresetDefinitions: (/** @type {{ id: string, name: string, definitions: string[] }[]} */ structure, /** @type {Record<string, any>} */ presets) => {
		for (const section of structure) for (const id of section.definitions) if (!presets[id]) throw new Error(`preset section ${section.id} lists an unknown preset ${id}`);
		tell('setPresetDefinitions', { structure, presets });
	},
	setVariableDefinitions: (/** @type {Record<string, { name: string }>} */ defs) => {
		if (Array.isArray(defs)) throw new Error('Variable definitions should be an object, not an array');
		tell('setVariableDefinitions', { variables: Object.entries(defs).map(([id, d]) => ({ id, name: d.name })) });
	},
	setVariableValues: (/** @type {Record<string, unknown>} */ vals) => {
		for (const [id, value] of Object.entries(vals)) variableValues.set(id, value ?? '');
		tell('setVariableValues', { newValues: Object.entries(vals).map(([id, value]) => ({ id, value: value ?? '' })) });
	},
	getVariableValue: (/** @type {string} */ id) => variableValues.get(id),
	sharedUdpSocketHandlers: new Map(),
	sharedUdpSocketJoin: async () => {
		throw new Error('connection-host: shared UDP sockets are not offered');
	},
	sharedUdpSocketLeave: async () => undefined,
	sharedUdpSocketSend: async () => undefined
};

/** @type {Record<string, (payload: any) => unknown>} */
const calls = {
	async init(/** @type {{ label: string, isFirstInit: boolean, config: unknown, secrets: unknown }} */ msg) {
		if (!instance) throw new Error('Not ready for init');
		context.label = msg.label;
		await instance.init(msg.config, msg.isFirstInit, msg.secrets);
		initialized = true;
		return { newUpgradeIndex: context.upgradeScripts.length - 1 };
	},
	async updateConfig(/** @type {{ label: string, config: unknown, secrets: unknown }} */ msg) {
		if (!initialized) throw new Error('Not initialized');
		context.label = msg.label;
		await instance.configUpdated(msg.config, msg.secrets);
	},
	updateFeedbacks(/** @type {{ feedbacks: Record<string, PlacedFeedback | null> }} */ msg) {
		for (const [id, fb] of Object.entries(msg.feedbacks)) {
			if (!fb) {
				placed.delete(id);
				continue;
			}
			placed.set(id, { ...fb, previousOptions: placed.get(id)?.options ?? null });
			check(id);
		}
	},
	async executeAction(/** @type {{ action: { id: string, controlId: string, actionId: string, options: Record<string, unknown> }, surfaceId?: string }} */ msg) {
		const def = actionDefs[msg.action.actionId];
		if (!def) return { success: false, errorMessage: `Action "${msg.action.actionId}" is not known` };
		try {
			await def.callback({ ...msg.action, surfaceId: msg.surfaceId }, { type: 'action', setCustomVariableValue: () => undefined });
			return { success: true, errorMessage: undefined };
		} catch (/** @type {any} */ e) {
			return { success: false, errorMessage: e?.message ?? String(e) };
		}
	},
	getConfigFields() {
		if (!initialized) throw new Error('Not initialized');
		return { fields: instance.getConfigFields() };
	},
	async destroy() {
		if (!initialized) throw new Error('Not initialized');
		await instance.destroy();
		initialized = false;
	}
};

process.on('message', (/** @type {Message} */ m) => {
	if (m.direction === 'response') {
		pending.get(m.callbackId)?.(m.payload ? JSON.parse(m.payload) : undefined);
		pending.delete(m.callbackId);
		return;
	}
	const call = calls[m.name];
	Promise.resolve()
		.then(() => {
			if (!call) throw new Error(`connection-host: unknown call ${m.name}`);
			return call(m.payload ? JSON.parse(m.payload) : undefined);
		})
		.then(
			(value) => m.callbackId && send({ direction: 'response', callbackId: m.callbackId, success: true, payload: JSON.stringify(value ?? {}) }),
			(/** @type {any} */ e) => m.callbackId && send({ direction: 'response', callbackId: m.callbackId, success: false, payload: JSON.stringify({ message: e?.message ?? String(e) }) })
		);
});

const registered = /** @type {{ connectionId: string }} */ (await ask('register', { verificationToken: token }));
context.id = registered.connectionId;
const loaded =
	process.env.MODULE_LOAD === 'require' ? createRequire(import.meta.url)(entry) : await import(pathToFileURL(entry).href);
const Module = typeof loaded === 'function' ? loaded : loaded.default;
if (typeof Module !== 'function') throw new Error('Module entrypoint did not return a valid constructor function');
const upgradeScripts = loaded.UpgradeScripts ?? [];
if (!Array.isArray(upgradeScripts)) throw new Error('Module entrypoint upgradeScripts is not an array');
context.upgradeScripts = upgradeScripts;
instance = new Module(context);
tell('ready', { upgradeScripts: upgradeScripts.length, loadedBy: process.env.MODULE_LOAD === 'require' ? 'require' : 'import' });
