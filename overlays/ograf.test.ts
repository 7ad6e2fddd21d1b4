/**
 * overlays/ograf.ts: every overlay's OGraf manifest, checked against OGraf v1's own JSON schemas
 * (by tests/overlays/support/mini-schema.ts: cuecast has no JSON Schema validator dependency).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_FIELDS, OVERLAYS } from './manifest';
import { OGRAF_MAIN, OGRAF_SCHEMA, ografConfig, ografId, ografManifest, ografManifestFile, ografModule } from './ograf';
import { schemaChecker } from '../tests/overlays/support/mini-schema';

// EBU's schemas, vendored unchanged (tests/overlays/support/ograf-v1/README.md).
const SCHEMAS = join(import.meta.dirname, '..', 'tests', 'overlays', 'support', 'ograf-v1');
const check = schemaChecker(readdirSync(SCHEMAS).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(SCHEMAS, f), 'utf8')) as { $id: string }));
/** True when `m` is a valid OGraf v1 manifest; its errors in `validate.errors`. */
const validate = Object.assign((m: unknown) => !(validate.errors = check(OGRAF_SCHEMA, m)).length, { errors: [] as string[] });
const AT = { server: 'http://cuecast.local:3000', table: 't1', lang: 'pl' } as const;

describe('OGraf manifests', () => {
	it('validates against the vendored schema (it refuses a manifest without its required fields)', () => {
		expect(validate({ $schema: OGRAF_SCHEMA, id: 'x', name: 'x', main: 'x.mjs', supportsRealTime: true })).toBe(false);
		expect(validate({ $schema: OGRAF_SCHEMA, id: 'x', name: 'x', main: 'x.mjs', supportsRealTime: true, supportsNonRealTime: false, editor: 1 })).toBe(false);
		const ok = { $schema: OGRAF_SCHEMA, id: 'x', name: 'x', main: 'x.mjs', supportsRealTime: true, supportsNonRealTime: false };
		expect(validate(ok)).toBe(true);
		// the data schema is checked too (GDD: an object has properties, each of a GDD type)
		expect(validate({ ...ok, schema: { type: 'object' } })).toBe(false);
		expect(validate({ ...ok, schema: { type: 'object', properties: { a: { type: 'nope' } } } })).toBe(false);
		expect(validate({ ...ok, schema: { type: 'object', properties: { a: { type: 'string', default: 1 } } } })).toBe(false);
		expect(validate({ ...ok, $schema: 'https://example.com/schema.json' })).toBe(false);
		expect(validate({ ...ok, stepCount: -2 })).toBe(false);
		expect(validate({ ...ok, author: { email: 'a@b.c' } })).toBe(false);
		expect(validate({ ...ok, customActions: [{ id: 'a' }] })).toBe(false);
		expect(validate({ ...ok, v_anything: { x: 1 }, customActions: [{ id: 'a', name: 'A', schema: null }] })).toBe(true);
	});

	it.each(OVERLAYS.map((o) => [o.name, o] as const))('%s: a valid OGraf v1 manifest', (_, o) => {
		const m = ografManifest(o, AT, '2026-12-05T00:00:00.000Z');
		expect(validate(m)).toBe(true);
		expect(validate.errors).toEqual([]);
		expect(m.$schema).toBe(OGRAF_SCHEMA);
		expect(m.id).toBe(ografId(o.name));
		expect(m.id).not.toContain('/');
		// real time only: the module need not (and does not) render out of time
		expect([m.supportsRealTime, m.supportsNonRealTime]).toEqual([true, false]);
		expect(m.main).toBe(OGRAF_MAIN);
		expect(ografManifestFile(o.name)).toMatch(/\.ograf\.json$/);
		// the data: the server and table first, then the fields the overlay takes, by name
		const props = m.schema.properties;
		expect(props.server.default).toBe(AT.server);
		expect(props.table.default).toBe(AT.table);
		for (const f of o.host.fields) expect(props).toHaveProperty(f);
		expect(Object.keys(props).sort()).toEqual([...new Set(['server', 'table', ...o.host.fields])].sort());
		if (o.host.fields.includes('lang')) expect(props.lang).toMatchObject({ enum: ['en', 'pl', 'ru'], default: 'pl' });
		// the intro steps through its cards, as under SPX; every other overlay is one step
		expect(m.stepCount).toBe(o.host.next === 'player' ? 3 : 1);
		// each field name the module sends on is the overlay's own id (HOST_FIELDS)
		const cfg = ografConfig(o, AT);
		for (const f of o.host.fields) expect(cfg.fields[f]).toBe(HOST_FIELDS[f].id);
		expect(cfg).toMatchObject({ overlay: o.name, server: AT.server, table: 't1', lang: 'pl', stepCount: m.stepCount, size: o.size });
	});

	it("counts the intro's cards by the match's players: all of them, then each one", () => {
		const intro = OVERLAYS.find((o) => o.host.next === 'player')!;
		const bug = OVERLAYS.find((o) => o.name === 'scorebug')!;
		expect(ografManifest(intro, { ...AT, players: 4 }, 'v').stepCount).toBe(5);
		expect(ografConfig(intro, { ...AT, players: 4 }).stepCount).toBe(5);
		expect(ografManifest(intro, { ...AT, players: 2 }, 'v').stepCount).toBe(3);
		// no match on the table yet: a head-to-head's three cards
		expect(ografManifest(intro, AT, 'v').stepCount).toBe(3);
		expect(ografManifest(bug, { ...AT, players: 4 }, 'v').stepCount).toBe(1);
	});

	it('gives every overlay its own id', () => {
		const ids = OVERLAYS.map((o) => ografManifest(o, AT, 'v').id);
		expect(new Set(ids).size).toBe(OVERLAYS.length);
	});

	it('puts the config before the built module, as a module script reads it', () => {
		const js = ografModule(OVERLAYS[0], AT, 'export default class extends HTMLElement {}');
		const [first, rest] = js.split('\n');
		expect(first).toMatch(/^const __CUECAST_OGRAF__ = \{.*\};$/);
		expect(JSON.parse(first.slice('const __CUECAST_OGRAF__ = '.length, -1))).toEqual(ografConfig(OVERLAYS[0], AT));
		expect(rest).toBe('export default class extends HTMLElement {}');
	});
});
