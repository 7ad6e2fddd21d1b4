/**
 * Where the OBS settings live: on the server only (they hold the OBS password). The JSON
 * file is written atomically with mode 0600; `publicSettings` is the view a browser may see.
 */
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AuthStore } from '../store/types';
import type { ObsAdapterStatus } from './adapter';
import { obsSettingsSchema, RULE_REFUSALS, type ObsSettings, type ObsSettingsInput, type RuleRefusal } from './rules';

export interface ObsSettingsStore {
	/** null: never saved. Throws ObsSettingsError when the file exists but is unreadable or invalid. */
	load(): Promise<ObsSettings | null>;
	/** Validates, then stores. Throws ObsSettingsError (with the reason) on invalid settings. */
	save(settings: ObsSettingsInput): Promise<ObsSettings>;
}

export class ObsSettingsError extends Error {
	override name = 'ObsSettingsError';
	constructor(
		message: string,
		/** A rule's stable refusal code (rules.ts RULE_REFUSALS), when the settings were refused for one. */
		readonly code: RuleRefusal | null = null
	) {
		super(message);
	}
}

const reasonOf = (error: z.ZodError) => {
	const issue = error.issues[0];
	if (!issue) return 'invalid settings';
	const path = issue.path.map(String).join('.');
	return `${path ? path + ': ' : ''}${issue.message}`;
};
/** The refusal code of the first issue, if it has one. */
const codeOf = (error: z.ZodError): RuleRefusal | null => {
	const issue = error.issues[0];
	const code = issue?.code === 'custom' ? (issue.params as { refusal?: unknown } | undefined)?.refusal : undefined;
	return typeof code === 'string' && code in RULE_REFUSALS ? (code as RuleRefusal) : null;
};
/** Settings refused on save: the reason, and the rule's refusal code. */
const refused = (error: z.ZodError) => new ObsSettingsError(reasonOf(error), codeOf(error));

export const OBS_SETTINGS_FILE = 'obs.json';

export class JsonFileObsSettingsStore implements ObsSettingsStore {
	readonly path: string;

	constructor(private readonly dataDir: string) {
		this.path = join(dataDir, OBS_SETTINGS_FILE);
	}

	async load(): Promise<ObsSettings | null> {
		let text: string;
		try {
			text = await readFile(this.path, 'utf8');
		} catch (err) {
			if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
			throw new ObsSettingsError(`cannot read ${this.path}: ${(err as Error).message}`);
		}
		let json: unknown;
		try {
			json = JSON.parse(text);
		} catch (err) {
			throw new ObsSettingsError(`${this.path} is not JSON (${(err as Error).message}); fix or delete it`);
		}
		const parsed = obsSettingsSchema.safeParse(json);
		if (!parsed.success) throw new ObsSettingsError(`${this.path}: ${reasonOf(parsed.error)}; fix or delete it`);
		return parsed.data;
	}

	async save(input: ObsSettingsInput): Promise<ObsSettings> {
		const parsed = obsSettingsSchema.safeParse(input);
		if (!parsed.success) throw refused(parsed.error);
		await mkdir(this.dataDir, { recursive: true });
		const tmp = `${this.path}.${process.pid}.tmp`;
		await writeFile(tmp, JSON.stringify(parsed.data, null, '\t') + '\n', { mode: 0o600 });
		await chmod(tmp, 0o600); // mode is ignored when the file already existed
		await rename(tmp, this.path);
		return parsed.data;
	}
}

/** The settings key the database store keeps them under. */
export const OBS_SETTINGS_KEY = 'obs.settings';

/**
 * In the venue's database (the store's settings), for the PostgreSQL mode: every node reads the
 * same settings, and none depends on a file on one machine. Same validation and errors as the file.
 */
export class DatabaseObsSettingsStore implements ObsSettingsStore {
	constructor(
		private readonly settings: Pick<AuthStore, 'getSetting' | 'setSetting'>,
		private readonly key = OBS_SETTINGS_KEY
	) {}

	async load(): Promise<ObsSettings | null> {
		let text: string | null;
		try {
			text = await this.settings.getSetting(this.key);
		} catch (err) {
			throw new ObsSettingsError(`cannot read the OBS settings from the database: ${(err as Error).message}`);
		}
		if (text === null) return null;
		let json: unknown;
		try {
			json = JSON.parse(text);
		} catch (err) {
			throw new ObsSettingsError(`the OBS settings in the database are not JSON (${(err as Error).message}); save them again`);
		}
		const parsed = obsSettingsSchema.safeParse(json);
		if (!parsed.success) throw new ObsSettingsError(`the OBS settings in the database: ${reasonOf(parsed.error)}; save them again`);
		return parsed.data;
	}

	async save(input: ObsSettingsInput): Promise<ObsSettings> {
		const parsed = obsSettingsSchema.safeParse(input);
		if (!parsed.success) throw refused(parsed.error);
		await this.settings.setSetting(this.key, JSON.stringify(parsed.data));
		return parsed.data;
	}
}

/** In memory, for tests and for a server run without a data dir. */
export class MemoryObsSettingsStore implements ObsSettingsStore {
	private value: ObsSettings | null = null;
	async load() {
		return this.value ? structuredClone(this.value) : null;
	}
	async save(input: ObsSettingsInput) {
		const parsed = obsSettingsSchema.safeParse(input);
		if (!parsed.success) throw refused(parsed.error);
		this.value = structuredClone(parsed.data);
		return structuredClone(parsed.data);
	}
}

/** Settings without secrets: what the console may receive. */
export type PublicObsSettings = Omit<ObsSettings, 'password' | 'tables'> & {
	hasPassword: boolean;
	tables: Record<string, Omit<ObsSettings['tables'][string], 'password'> & { hasPassword: boolean }>;
};

export interface PublicObsStatus {
	settings: PublicObsSettings | null;
	status: ObsAdapterStatus;
	/** Console buttons / keys from the `manual` rules (`text`: the text source the rule sets). */
	manual: { scene?: string; key?: string; label?: string; table?: string; saveReplay?: boolean; text?: string; playReplay?: string; replayBack?: boolean }[];
}

export function publicSettings(settings: ObsSettings): PublicObsSettings {
	const { password, tables, ...rest } = settings;
	return {
		...structuredClone(rest),
		hasPassword: password.length > 0,
		tables: Object.fromEntries(
			Object.entries(tables).map(([id, { password: p, ...t }]) => [id, { ...t, hasPassword: p.length > 0 }])
		)
	};
}

/** The console's view: settings without passwords, connection states, manual buttons. */
export function publicStatus(settings: ObsSettings | null, status: ObsAdapterStatus): PublicObsStatus {
	return {
		settings: settings ? publicSettings(settings) : null,
		status: structuredClone(status),
		manual: (settings?.rules ?? [])
			.filter((r) => r.on === 'manual')
			.map((r) => ({
				...(r.scene !== undefined ? { scene: r.scene } : {}),
				...(r.key !== undefined ? { key: r.key } : {}),
				...(r.label !== undefined ? { label: r.label } : {}),
				...(r.table !== undefined ? { table: r.table } : {}),
				...(r.saveReplay ? { saveReplay: true } : {}),
				...(r.playReplay ? { playReplay: r.playReplay.scene } : {}),
				...(r.replayBack ? { replayBack: true } : {}),
				...(r.text ? { text: r.text.input } : {})
			}))
	};
}

/**
 * Merges a form's input into stored settings: an absent or null password keeps the stored
 * one (the browser never had it), an empty string clears it.
 */
export function mergeSettingsInput(stored: ObsSettings | null, input: Record<string, unknown>): ObsSettingsInput {
	const out: Record<string, unknown> = { ...input };
	if (out.password === undefined || out.password === null) {
		if (stored) out.password = stored.password;
		else delete out.password;
	}
	if (out.tables && typeof out.tables === 'object') {
		out.tables = Object.fromEntries(
			Object.entries(out.tables as Record<string, Record<string, unknown>>).map(([id, t]) => {
				if (!t || typeof t !== 'object') return [id, t];
				const { hasPassword: _public, ...entry } = t;
				if (entry.password === undefined || entry.password === null) {
					const prev = stored?.tables[id]?.password;
					const { password: _drop, ...rest } = entry;
					return [id, prev !== undefined ? { ...rest, password: prev } : rest];
				}
				return [id, entry];
			})
		);
	}
	delete out.hasPassword;
	return out as ObsSettingsInput;
}
