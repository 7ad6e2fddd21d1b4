/**
 * Every overlay's weight on a cold load (tests/overlays/support/weight.ts): at most 12 KB
 * gzipped, the page and the heaviest words file it fetches. Built here into a temporary folder,
 * so it needs no `npm run build` (caspar-spx.test.ts checks the same on the built server). Also:
 * a table's page fetches only its discipline's words, and they hold every word it names for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OVERLAYS } from '../../overlays/manifest';
import { CATALOG } from '../../src/lib/engine/catalog';
import { buildOverlays } from './support/build';
import { overlayWeight } from '../../overlays/weight';
import { pageWordsBase } from '../../overlays/words';
import { LANGS } from '../../src/lib/i18n/lang';

let dir: string;
beforeAll(() => {
	dir = buildOverlays();
}, 120_000);

describe('overlay weight', () => {
	it('every overlay stays within its 12 KB', () => {
		const over = OVERLAYS.map((o) => ({ name: o.name, ...overlayWeight(dir, o.name) })).filter((w) => w.total > 12 * 1024);
		expect(over).toEqual([]);
	});

	it("a table's page has one words file per language and discipline, named after its language's whole file", () => {
		const assets = readdirSync(join(dir, 'assets'));
		for (const o of OVERLAYS) {
			const html = readFileSync(join(dir, o.name, 'index.html'), 'utf8');
			const base = pageWordsBase(html)?.replace('assets/', '');
			const whole = LANGS.map((lang) => `${base}-${lang}`).filter((w) => assets.includes(`${w}.json`));
			expect(whole, o.name).toHaveLength(3);
			for (const w of whole) {
				const own = assets.filter((f) => f.startsWith(`${w}-`)).sort();
				expect(own, o.name).toEqual(o.venue || o.competition ? [] : CATALOG.map((d) => `${w}-${d.id}.json`).sort());
			}
		}
	});

	it("a discipline's words are its own: the snooker scorebug's Russian words name snooker, not the carom games", () => {
		const assets = readdirSync(join(dir, 'assets'));
		const file = assets.find((f) => /^words-scorebug-\w+-ru-snooker\.json$/.test(f))!;
		const words = Object.values(JSON.parse(readFileSync(join(dir, 'assets', file), 'utf8')) as Record<string, string>);
		expect(words).toContain('Снукер');
		expect(words).toContain('Брейк {n}');
		expect(words).not.toContain('Трёхбортный');
		expect(words).not.toContain('Серия штрафных ударов, раунд {n}');
	});
});
