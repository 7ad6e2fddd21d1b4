import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonFileObsSettingsStore, MemoryObsSettingsStore, ObsSettingsError, mergeSettingsInput, publicStatus } from './store';
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
