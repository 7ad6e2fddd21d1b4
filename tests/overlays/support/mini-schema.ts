/**
 * A JSON Schema (2020-12) check for the keywords OGraf's manifest schemas use, and no more:
 * type, const, enum, minimum, properties, patternProperties, additionalProperties, required,
 * items, allOf, anyOf, oneOf, if/then/else, $ref (by $id among the schemas given). Annotations
 * (title, description, default …) are ignored. The JSON Schema meta-schema itself
 * (https://json-schema.org/draft/2020-12/schema, which GDD's object.json also refers to) is not
 * checked: a reference to it passes. Written for overlays/ograf.test.ts, as no JSON Schema
 * validator is a dependency of cuecast.
 */
type Schema = boolean | { [k: string]: unknown };
const META = 'https://json-schema.org/draft/2020-12/schema';
/** Keywords this check does not know and that would change the outcome: a schema using one is refused. */
const UNKNOWN = ['$dynamicRef', 'dependentSchemas', 'dependentRequired', 'prefixItems', 'contains', 'not', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'multipleOf', 'format'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeOk(t: string, v: unknown): boolean {
	if (t === 'object') return isObject(v);
	if (t === 'array') return Array.isArray(v);
	if (t === 'null') return v === null;
	if (t === 'integer') return Number.isInteger(v);
	if (t === 'number') return typeof v === 'number' && Number.isFinite(v);
	return typeof v === t;
}

export function schemaChecker(schemas: { $id: string }[]) {
	const byId = new Map(schemas.map((s) => [s.$id, s as Schema]));
	function check(schema: Schema, v: unknown, at: string): string[] {
		if (schema === true) return [];
		if (schema === false) return [`${at}: not allowed`];
		for (const k of UNKNOWN) if (k in schema) throw new Error(`mini-schema: keyword ${k} is not supported (${at})`);
		const errors: string[] = [];
		const s = schema;
		if (typeof s.$ref === 'string' && s.$ref !== META) {
			const target = byId.get(s.$ref);
			if (target === undefined) throw new Error(`mini-schema: no schema ${s.$ref}`);
			errors.push(...check(target, v, at));
		}
		if (s.type !== undefined) {
			const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
			if (!types.some((t) => typeOk(t, v))) errors.push(`${at}: not of type ${types.join('|')}`);
		}
		if ('const' in s && !same(s.const, v)) errors.push(`${at}: not ${JSON.stringify(s.const)}`);
		if (Array.isArray(s.enum) && !s.enum.some((e) => same(e, v))) errors.push(`${at}: not one of ${JSON.stringify(s.enum)}`);
		if (typeof s.minimum === 'number' && typeof v === 'number' && v < s.minimum) errors.push(`${at}: below ${s.minimum}`);
		if (isObject(v)) {
			const props = (s.properties ?? {}) as Record<string, Schema>;
			const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, Schema>).map(([p, sub]) => [new RegExp(p, 'u'), sub] as const);
			for (const key of Object.keys(v)) {
				let known = false;
				if (Object.hasOwn(props, key)) {
					known = true;
					errors.push(...check(props[key], v[key], `${at}/${key}`));
				}
				for (const [re, sub] of patterns)
					if (re.test(key)) {
						known = true;
						errors.push(...check(sub, v[key], `${at}/${key}`));
					}
				if (!known && s.additionalProperties !== undefined) errors.push(...check(s.additionalProperties as Schema, v[key], `${at}/${key}`));
			}
			for (const r of (s.required ?? []) as string[]) if (!Object.hasOwn(v, r)) errors.push(`${at}: ${r} is required`);
		}
		if (Array.isArray(v) && s.items !== undefined) v.forEach((item, i) => errors.push(...check(s.items as Schema, item, `${at}/${i}`)));
		for (const sub of (s.allOf ?? []) as Schema[]) errors.push(...check(sub, v, at));
		if (Array.isArray(s.anyOf) && !(s.anyOf as Schema[]).some((sub) => !check(sub, v, at).length)) errors.push(`${at}: matches none of anyOf`);
		if (Array.isArray(s.oneOf) && (s.oneOf as Schema[]).filter((sub) => !check(sub, v, at).length).length !== 1) errors.push(`${at}: does not match exactly one of oneOf`);
		if (s.if !== undefined) {
			const branch = check(s.if as Schema, v, at).length ? s.else : s.then;
			if (branch !== undefined) errors.push(...check(branch as Schema, v, at));
		}
		return errors;
	}
	/** The errors of `value` against the schema of `id` (empty: valid). */
	return (id: string, value: unknown): string[] => {
		const root = byId.get(id);
		if (root === undefined) throw new Error(`mini-schema: no schema ${id}`);
		return check(root, value, '');
	};
}
