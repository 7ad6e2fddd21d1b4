import type { z } from 'zod';
import { refusalOfMessage, refusalText, reject, type RefusalCode, type RefusalParams } from './refusals';
import type { Rejection } from './types';

type Known = { code: RefusalCode; params?: RefusalParams };

/**
 * Turns a schema failure into one refusal a person can act on. Paths are joined with dots
 * (the `path` param), unknown keys are named, and a missing key says "is required" instead of
 * a type dump. Our own schema messages come back as their codes (refusals.ts).
 */
export function issueRefusal(error: z.ZodError): Rejection {
	const issue = error.issues[0];
	if (!issue) return reject('invalid-value', { detail: 'invalid value' });
	const path = issue.path.map(String).join('.');
	const at: RefusalParams = path ? { path } : {};
	if (issue.code === 'unrecognized_keys') {
		const keys = issue.keys.map((k) => `"${k}"`).join(', ');
		return reject(issue.keys.length > 1 ? 'unknown-keys' : 'unknown-key', { ...at, keys });
	}
	if (issue.code === 'invalid_type') {
		// zod says "received undefined" for a missing key; say it the way a person would.
		if (/received undefined$/.test(issue.message)) return reject('required', { key: path || 'value' });
		// A schema that words its own type check (a fraction where a whole number goes) keeps its code.
		const own = refusalOfMessage(issue.message);
		if (own) return reject(own.code, { ...own.params, ...at });
		const got = /received (\w+)$/.exec(issue.message)?.[1] ?? 'something else';
		return reject('wrong-type', { ...at, expected: issue.expected, got });
	}
	const detail = issue.message.replace(/^Invalid input: /, '');
	const custom = issue.code === 'custom' ? (issue.params?.refusal as Known | undefined) : undefined;
	const known = custom ?? refusalOfMessage(detail) ?? builtIn(issue, detail);
	return reject(known.code, { ...known.params, ...at });
}

/** zod's own words for its checks, as a code and params when they say exactly that. */
function builtIn(issue: z.core.$ZodIssue, detail: string): Known {
	let known: Known | null = null;
	const bound = /^Too (?:small|big): expected (\w+) to (be|have) [<>]=(\d+)(?: items)?$/.exec(detail);
	if (issue.code === 'invalid_value') {
		known = { code: 'invalid-option', params: { options: detail.replace(/^Invalid option: expected one of /, '') } };
	} else if (bound && (issue.code === 'too_small' || issue.code === 'too_big')) {
		const [, type = '', verb, limit] = bound;
		const small = issue.code === 'too_small';
		const code = verb === 'have' ? (small ? 'too-few' : 'too-many') : small ? 'too-small' : 'too-big';
		known = { code, params: { type, [small ? 'min' : 'max']: Number(limit) } };
	}
	// Anything zod words differently (exclusive bounds, strings, unions) keeps zod's text.
	return known && refusalText(known.code, known.params) === detail ? known : { code: 'invalid-value', params: { detail } };
}
