import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../store/sqlite';
import {
	DatabaseObsSettingsStore,
	JsonFileObsSettingsStore,
	MemoryObsSettingsStore,
	OBS_SETTINGS_KEY,
	ObsSettingsError,
	mergeSettingsInput,
	publicStatus
} from './store';
import { parseObsSettings } from './rules';

const dirs: string[] = [];
const tempDir = () => {
	const d = mkdtempSync(join(tmpdir(), 'cuecast-obs-store-'));
	dirs.push(d);
	return d;
};
afterEach(() => {
	for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('JsonFileObsSettingsStore', () => {
	it('returns null before the first save, then round-trips with file mode 0600', async () => {
		const dir = tempDir();
		const store = new JsonFileObsSettingsStore(join(dir, 'data'));
		expect(await store.load()).toBeNull();
		const saved = await store.save({ enabled: true, password: 'hunter2', rules: [{ on: 'rack-won', scene: 'R' }] });
		expect(await store.load()).toEqual(saved);
		expect(statSync(store.path).mode & 0o777).toBe(0o600);
		await store.save({ ...saved, port: 4456 });
		expect(statSync(store.path).mode & 0o777).toBe(0o600);
		expect((await store.load())?.port).toBe(4456);
	});
	it('loads an obs.json written before the broadcast rules (issue 13) as it was, and names a bad template on save', async () => {
		const dir = tempDir();
		const store = new JsonFileObsSettingsStore(dir);
		// As the previous version wrote it: every default filled in, rules of `on` + `scene` only.
		const old = {
			enabled: true,
			host: '127.0.0.1',
			port: 4455,
			password: 'pw',
			studioMode: false,
			rules: [
				{ on: 'rack-won', scene: 'Rack Won', returnAfterSeconds: 5 },
				{ on: 'manual', scene: 'Sponsors', key: 'F1', label: 'Sponsors' }
			],
			textSources: { player1Name: 'P1' },
			tables: {}
		};
		writeFileSync(store.path, JSON.stringify(old, null, '\t') + '\n');
		expect(await store.load()).toEqual(old);
		expect(publicStatus(await store.load(), { enabled: true, connections: [] }).manual).toEqual([{ scene: 'Sponsors', key: 'F1', label: 'Sponsors' }]);
		await expect(store.save({ ...old, textSources: {}, rules: [{ on: 'hill-hill', text: { input: 'B', template: '{nobody}' } }] })).rejects.toThrow('rules.0.text.template: unknown field {nobody}');
		expect(await store.load()).toEqual(old);
	});
	it('refuses invalid settings on save and explains a broken file on load', async () => {
		const dir = tempDir();
		const store = new JsonFileObsSettingsStore(dir);
		await expect(store.save({ port: -1 } as never)).rejects.toThrow(ObsSettingsError);
		writeFileSync(store.path, '{ nope');
		await expect(store.load()).rejects.toThrow(/not JSON/);
		writeFileSync(store.path, JSON.stringify({ port: 'x' }));
		await expect(store.load()).rejects.toThrow(/port/);
	});
	it('memory store copies values', async () => {
		const m = new MemoryObsSettingsStore();
		const s = await m.save({ enabled: true });
		s.enabled = false;
		expect((await m.load())?.enabled).toBe(true);
	});
});

describe('DatabaseObsSettingsStore', () => {
	it('keeps the settings in the store’s settings, validated like the file, across reopening', async () => {
		const dir = tempDir();
		const db = new SqliteStore(dir, { synchronous: 'normal' });
		try {
			const store = new DatabaseObsSettingsStore(db.auth);
			expect(await store.load()).toBeNull();
			const saved = await store.save({ enabled: true, password: 'hunter2', rules: [{ on: 'rack-won', scene: 'R' }] });
			expect(await store.load()).toEqual(saved);
			await expect(store.save({ port: -1 } as never)).rejects.toThrow(ObsSettingsError);
			expect(await store.load()).toEqual(saved); // a refused save changes nothing
			await store.save({ ...saved, port: 4456 });
		} finally {
			await db.close();
		}
		const again = new SqliteStore(dir, { synchronous: 'normal' });
		try {
			expect((await new DatabaseObsSettingsStore(again.auth).load())?.port).toBe(4456);
			await again.auth.setSetting(OBS_SETTINGS_KEY, '{ nope');
			await expect(new DatabaseObsSettingsStore(again.auth).load()).rejects.toThrow(/in the database are not JSON/);
			await again.auth.setSetting(OBS_SETTINGS_KEY, JSON.stringify({ port: 'x' }));
			await expect(new DatabaseObsSettingsStore(again.auth).load()).rejects.toThrow(/port/);
		} finally {
			await again.close();
		}
	});
	it('says so when the database cannot be read', async () => {
		const broken = new DatabaseObsSettingsStore({
			getSetting: async () => {
				throw new Error('cannot reach PostgreSQL at db:5432');
			},
			setSetting: async () => {}
		});
		await expect(broken.load()).rejects.toThrow(/cannot read the OBS settings from the database: cannot reach PostgreSQL/);
	});
});

describe('publicStatus', () => {
	const settings = parseObsSettings({
		enabled: true,
		password: 'venue-secret',
		tables: { t2: { host: '10.0.0.2', password: 'table-secret' } },
		rules: [{ on: 'manual', scene: 'Sponsors', key: 'F1', label: 'Sponsors' }, { on: 'rack-won', scene: 'R' }]
	});
	it('never includes a password', () => {
		const view = publicStatus(settings, { enabled: true, connections: [] });
		const json = JSON.stringify(view);
		expect(json).not.toContain('venue-secret');
		expect(json).not.toContain('table-secret');
		expect(json).not.toContain('"password"');
		expect(view.settings?.hasPassword).toBe(true);
		expect(view.settings?.tables.t2?.hasPassword).toBe(true);
		expect(view.manual).toEqual([{ scene: 'Sponsors', key: 'F1', label: 'Sponsors' }]);
	});
	it('a form without passwords keeps the stored ones', () => {
		const pub = publicStatus(settings, { enabled: true, connections: [] }).settings!;
		const merged = parseObsSettings(mergeSettingsInput(settings, { ...pub, port: 4460 }));
		expect(merged.password).toBe('venue-secret');
		expect(merged.tables.t2?.password).toBe('table-secret');
		expect(merged.port).toBe(4460);
		expect(parseObsSettings(mergeSettingsInput(settings, { ...pub, password: '' })).password).toBe('');
	});
});
