import type { z } from 'zod';

/**
 * Turns a schema failure into one line a person can act on. Paths are joined with dots,
 * unknown keys are named, and a missing key says "is required" instead of a type dump.
 */
export function describeIssue(error: z.ZodError): string {
	const issue = error.issues[0];
	if (!issue) return 'invalid value';
	const path = issue.path.map(String).join('.');
	const at = path ? `${path}: ` : '';
	if (issue.code === 'unrecognized_keys') {
		const keys = issue.keys.map((k) => `"${k}"`).join(', ');
		return `${at}unknown key${issue.keys.length > 1 ? 's' : ''} ${keys}`;
	}
	if (issue.code === 'invalid_type') {
		// zod says "received undefined" for a missing key; say it the way a person would.
		if (/received undefined$/.test(issue.message)) return `${path || 'value'} is required`;
		return `${at}expected ${issue.expected}, got ${/received (\w+)$/.exec(issue.message)?.[1] ?? 'something else'}`;
	}
	return `${at}${issue.message.replace(/^Invalid input: /, '')}`;
}
