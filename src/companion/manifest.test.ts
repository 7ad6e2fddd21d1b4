import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { validateManifest } from '@companion-module/base/manifest';
import { DISCOVERY_SERVICE } from '../lib/protocol/discovery';
import { configFields } from './config';
import { licenseOf, manifestFor, MODULE_ID } from './manifest';

const require = createRequire(import.meta.url);
const base = require('@companion-module/base/package.json') as { version: string };
const schema = JSON.parse(readFileSync(require.resolve('@companion-module/base/package.json').replace(/package\.json$/, 'assets/manifest.schema.json'), 'utf8')) as Schema;
const project = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string; license?: string; private?: boolean };

interface Schema {
	type?: string;
	enum?: unknown[];
	required?: string[];
	properties?: Record<string, Schema>;
	patternProperties?: Record<string, Schema>;
	additionalProperties?: boolean;
	items?: Schema;
	oneOf?: Schema[];
	$ref?: string;
	$defs?: Record<string, Schema>;
	minItems?: number;
	uniqueItems?: boolean;
}

/** The keywords the check below understands; any other in the schema fails the test, not passes it. */
const KNOWN = new Set(['$schema', 'type', 'title', 'description', 'enum', 'required', 'properties', 'patternProperties', 'additionalProperties', 'items', 'oneOf', '$ref', '$defs', 'minItems', 'uniqueItems']);

/**
 * The manifest against the JSON schema the base package ships (assets/manifest.schema.json), by
 * a small check of the keywords that schema uses: no JSON-schema validator is installed here,
 * and validateManifest (an AJV build of the same schema) is tested beside it. Returns the
 * problems, each with its path.
 */
function check(value: unknown, s: Schema, path = '$'): string[] {
	for (const k of Object.keys(s)) if (!KNOWN.has(k)) return [`${path}: the schema uses “${k}”, which this check does not know`];
	if (s.$ref) return check(value, schema.$defs![s.$ref.replace('#/$defs/', '')], path);
	if (s.oneOf) {
		const passing = s.oneOf.filter((o) => check(value, o, path).length === 0).length;
		return passing === 1 ? [] : [`${path}: matches ${passing} of oneOf, not exactly one`];
	}
	const out: string[] = [];
	const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
	if (s.type === 'object' && !isObject) return [`${path}: not an object`];
	if (s.type === 'array' && !Array.isArray(value)) return [`${path}: not an array`];
	if ((s.type === 'string' || s.type === 'number' || s.type === 'boolean') && typeof value !== s.type) return [`${path}: not a ${s.type}`];
	if (s.enum && !s.enum.includes(value)) out.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`);
	if (isObject) {
		const obj = value as Record<string, unknown>;
		for (const r of s.required ?? []) if (!(r in obj)) out.push(`${path}: missing required “${r}”`);
		for (const [k, v] of Object.entries(obj)) {
			const sub = s.properties?.[k] ?? Object.entries(s.patternProperties ?? {}).find(([re]) => new RegExp(re).test(k))?.[1];
			if (sub) out.push(...check(v, sub, `${path}.${k}`));
			else if (s.additionalProperties === false) out.push(`${path}: “${k}” is not allowed`);
		}
	}
	if (Array.isArray(value)) {
		if (s.minItems !== undefined && value.length < s.minItems) out.push(`${path}: fewer than ${s.minItems} items`);
		if (s.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) out.push(`${path}: items repeat`);
		if (s.items) value.forEach((v, i) => out.push(...check(v, s.items!, `${path}[${i}]`)));
	}
	return out;
}

describe('the manifest', () => {
	const manifest = manifestFor(project, base.version);

	it('is valid for the base package it is built with: its validateManifest and its JSON schema', () => {
		expect(() => validateManifest(manifest, false)).not.toThrow();
		expect(check(manifest, schema)).toEqual([]);
		// the schema itself still asks for what a module API 2 manifest must have
		expect(schema.required).toEqual(expect.arrayContaining(['type', 'id', 'license', 'runtime', 'version']));
		expect(schema.properties!.type.enum).toContain('connection');
	});

	it('catches what the schema forbids (so the check above checks something)', () => {
		expect(check({ ...manifest, type: 'surface' }, schema)).toEqual([expect.stringMatching(/\$\.type: "surface" is not one of/)]);
		const { license: _license, ...unlicensed } = manifest;
		expect(check(unlicensed, schema)).toEqual(['$: missing required “license”']);
		expect(check({ ...manifest, runtime: { ...manifest.runtime, type: 'node18' } }, schema)).toHaveLength(1);
		expect(check({ ...manifest, products: [] }, schema)).toEqual(['$.products: fewer than 1 items']);
	});

	it('runs on Companion’s Node 22 through the nodejs-ipc host API of the bundled base', () => {
		expect(manifest).toMatchObject({ type: 'connection', id: MODULE_ID, version: project.version });
		expect(manifest.runtime).toEqual({ type: 'node22', api: 'nodejs-ipc', apiVersion: base.version, entrypoint: '../main.js' });
	});

	it('carries the project’s licence: package.json’s, else UNLICENSED for a private package', () => {
		expect(manifest.license).toBe(licenseOf(project));
		expect(licenseOf({ version: '1.0.0', private: true })).toBe('UNLICENSED');
		expect(licenseOf({ version: '1.0.0', license: ' MIT ', private: true })).toBe('MIT');
		expect(() => licenseOf({ version: '1.0.0' })).toThrow(/names no license/);
	});

	it('asks Companion to browse for the service cuecast announces, paired with the settings’ bonjour-device field', () => {
		const queries = manifest.bonjourQueries!;
		const devices = configFields([]).filter((f) => f.type === 'bonjour-device').map((f) => f.id);
		// Companion pairs a query with the bonjour-device field of the same id
		expect(Object.keys(queries)).toEqual(devices);
		expect(queries[devices[0]]).toEqual({ type: DISCOVERY_SERVICE.type, protocol: 'tcp', addressFamily: 'ipv4' });
		expect(check({ ...manifest, bonjourQueries: { server: { type: 'cuecast', protocol: 'sctp' } } }, schema)).toEqual([expect.stringMatching(/bonjourQueries\.server: matches 0 of oneOf/)]);
	});
});
