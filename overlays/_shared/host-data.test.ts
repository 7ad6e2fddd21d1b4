/** What update(data) takes in the CasparCG/SPX modes (overlays/_shared/host-data.ts), and the SPX definition (overlays/host.ts). */
import { describe, expect, it } from 'vitest';
import { parseJsonData, readHostData, TABLE_ID } from './host-data';
import { hostConfig, spxDefinition, spxTemplate } from '../host';
import { OVERLAYS, overlayEntry, servesEveryFamily, SPX_SLOTS, type SpxSlot } from '../manifest';
import { tableIdSchema } from '../../src/lib/protocol';

const scorebug = overlayEntry('scorebug')!;
const fields = hostConfig(scorebug).fields;

describe('readHostData', () => {
	it('takes the fields the overlay lists, trimmed; numbers as text; an empty value clears', () => {
		expect(readHostData({ f0: 't2', f1: 'pl', f2: '  Efren Reyes ', f3: 7 }, fields)).toEqual({
			ok: true,
			set: { table: 't2', lang: 'pl', player1: 'Efren Reyes', player2: '7' },
			ignored: []
		});
		expect(readHostData({ f2: '' }, fields)).toEqual({ ok: true, set: { player1: '' }, ignored: [] });
	});

	it('ignores keys the overlay does not take (SPX and CasparCG clients send their own)', () => {
		expect(readHostData({ f4: 'Main arena', comment: 'x', f2: 'A' }, fields)).toEqual({ ok: true, set: { player1: 'A' }, ignored: ['f4', 'comment'] });
		// The intro lists f4.
		expect(readHostData({ f4: 'Main arena' }, hostConfig(overlayEntry('intro')!).fields)).toMatchObject({ ok: true, set: { tableName: 'Main arena' } });
		// Not a key of Object.prototype either.
		expect(readHostData(JSON.parse('{"__proto__":"x","constructor":"y"}'), fields)).toMatchObject({ ok: true, set: {} });
	});

	it('one bad value refuses the whole update, with the field and the reason', () => {
		const refused = (data: unknown) => readHostData(data, fields);
		expect(refused({ f2: 'Ann', f1: 'de' })).toEqual({ ok: false, error: 'f1 (lang): en, pl or ru' });
		expect(refused({ f0: 'Table 1' })).toMatchObject({ ok: false, error: expect.stringContaining('f0 (table)') });
		expect(refused({ f2: 'x'.repeat(81) })).toMatchObject({ ok: false, error: expect.stringContaining('80') });
		expect(refused({ f2: { nested: true } })).toMatchObject({ ok: false, error: 'f2 (player1): not text' });
		for (const bad of [null, [1, 2], 'text', 3]) expect(refused(bad).ok, JSON.stringify(bad)).toBe(false);
	});

	it('its table id pattern is the protocol’s', () => {
		for (const id of ['1', 't1', 'bar-2', 'a'.repeat(32), 'a'.repeat(33), '-a', 'a-', 'A', 'table 1', ''])
			expect(TABLE_ID.test(id), id).toBe(tableIdSchema.safeParse(id).success);
	});

	it('JSON text: the object, or why not', () => {
		expect(parseJsonData('{"f2":"A"}')).toEqual({ ok: true, data: { f2: 'A' } });
		expect(parseJsonData('{f2:')).toMatchObject({ ok: false, error: expect.stringMatching(/^not JSON/) });
	});
});

describe('the SPX definition', () => {
	it('lists each overlay’s fields in its language, starting at the address’s table and language', () => {
		for (const lang of ['en', 'pl', 'ru'] as const) {
			for (const entry of OVERLAYS) {
				const d = spxDefinition(entry, { table: 'bar', lang });
				expect(d.DataFields.map((f) => f.field)).toEqual(Object.keys(hostConfig(entry).fields));
				expect(d.DataFields.every((f) => f.title && !f.title.includes('.') && !f.title.includes('{'))).toBe(true);
				expect(d.DataFields.find((f) => f.field === 'f1')?.value).toBe(lang);
			}
		}
		expect(spxDefinition(scorebug, { table: 'bar', lang: 'ru' }).DataFields.map((f) => f.title)).toEqual(['Стол', 'Язык', 'Игрок 1', 'Игрок 2']);
		expect(spxDefinition(scorebug, { table: 'bar', lang: 'en' }).DataFields[0]).toEqual({ field: 'f0', ftype: 'textfield', title: 'Table', value: 'bar' });
	});

	it('the template escapes what it carries', () => {
		const html = spxTemplate(scorebug, { table: 't1', lang: 'en', src: 'http://x/overlay/t1/scorebug?mode=caspar&lang=en"><script>' }, 'alert("</script>")');
		expect(html).not.toContain('"><script>');
		expect(html).toContain('alert("<\\/script>")');
	});
});

describe('SPX layers', () => {
	const inSlot = (slot: SpxSlot) => OVERLAYS.filter((o) => o.host.slot === slot);
	const layerOf = (name: string) => spxDefinition(overlayEntry(name)!, { table: 't1', lang: 'en' }).webplayout;

	it('each overlay plays on its slot’s layer, one of SPX’s five, the same on SPX’s renderer and CasparCG', () => {
		for (const o of OVERLAYS) {
			const d = spxDefinition(o, { table: 't1', lang: 'en' });
			expect(d.webplayout, o.name).toBe(String(SPX_SLOTS[o.host.slot]));
			expect(d.playlayer, o.name).toBe(d.webplayout);
		}
		const layers = Object.values(SPX_SLOTS);
		// A layer per slot: overlays of two slots never take each other's place on air.
		expect(new Set(layers).size).toBe(layers.length);
		for (const l of layers) expect(l >= 1 && l <= 5, `layer ${l}`).toBe(true);
	});

	it('the scorebug and the ticker are on air beside everything: no other overlay shares their layers', () => {
		expect(inSlot('bug').map((o) => o.name)).toEqual(['scorebug']);
		expect(inSlot('ticker').map((o) => o.name)).toEqual(['ticker']);
		for (const o of OVERLAYS) if (o.name !== 'ticker') expect(layerOf(o.name), o.name).not.toBe(layerOf('ticker'));
		for (const o of OVERLAYS) if (o.name !== 'scorebug') expect(layerOf(o.name), o.name).not.toBe(layerOf('scorebug'));
	});

	it('overlays share a layer only when they are never on air together', () => {
		// The families' boards: no family has two (a match is of one family, the others stay transparent).
		const boards = inSlot('board');
		for (const b of boards) expect(servesEveryFamily(b), b.name).toBe(false);
		const families = boards.flatMap((b) => b.families);
		expect(new Set(families).size).toBe(families.length);
		// The competition's boards: one competition board at a time.
		expect(inSlot('competition').every((o) => o.competition)).toBe(true);
		// The cards: the intro before the match, the result after a frame or the match.
		expect(inSlot('card').map((o) => o.name)).toEqual(['intro', 'result']);
	});
});
