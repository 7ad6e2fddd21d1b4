import { describe, expect, it } from 'vitest';
import { browserSourceName, collectionFileName, sceneCollection } from './collection';

describe('sceneCollection', () => {
	const c = sceneCollection({ baseUrl: 'http://10.0.0.5:3000/', table: 'Table 1', overlays: ['scorebug', 'intro'], name: 'Cuecast T1' });

	it('has one scene per overlay with a full-canvas browser source', () => {
		expect(c.name).toBe('Cuecast T1');
		expect(c.scene_order).toEqual([{ name: 'scorebug' }, { name: 'intro' }]);
		expect(c.current_program_scene).toBe('scorebug');
		const browser = c.sources.filter((s) => s.id === 'browser_source');
		expect(browser.map((s) => s.settings)).toMatchObject([
			{ url: 'http://10.0.0.5:3000/overlay/Table%201/scorebug', width: 1920, height: 1080 },
			{ url: 'http://10.0.0.5:3000/overlay/Table%201/intro', width: 1920, height: 1080 }
		]);
		for (const s of c.sources) expect(s.prev_ver).toBe(486539266); // 29.0.2, as OBS 29 writes it
	});

	it('scene items name sources that exist in the collection', () => {
		const names = new Set(c.sources.map((s) => s.name));
		for (const scene of c.sources.filter((s) => s.id === 'scene')) {
			const items = (scene.settings as { items: { name: string; pos: unknown; scale: unknown }[] }).items;
			expect(items.length).toBeGreaterThan(0);
			for (const item of items) {
				expect(names.has(item.name)).toBe(true);
				expect(item).toMatchObject({ pos: { x: 0, y: 0 }, scale: { x: 1, y: 1 } });
			}
		}
		expect(browserSourceName('Table 1', 'scorebug')).toBe('cuecast scorebug · Table 1');
	});

	it('refuses bad options', () => {
		expect(() => sceneCollection({ baseUrl: 'ftp://x', table: 't', overlays: ['a'], name: 'n' })).toThrow();
		expect(() => sceneCollection({ baseUrl: 'http://x', table: 't', overlays: [], name: 'n' })).toThrow();
		expect(() => sceneCollection({ baseUrl: 'http://x', table: 't', overlays: ['lower-third'], name: 'n' })).toThrow(/overlays are scorebug/);
		expect(() => sceneCollection({ baseUrl: 'http://x', table: 't', overlays: ['scorebug'], name: 'n', scenes: [{ name: 's', overlays: ['intro'] }] })).toThrow(/not in overlays/);
		expect(collectionFileName('Cuecast / T1')).toBe('Cuecast _ T1.json');
	});
});
