/** The PostgreSQL URL check, on its own so settings can use it without loading the driver. */

/** Null when `url` can be handed to the store; else why not (for config validation, exit code 2). */
export function checkDatabaseUrl(url: string): string | null {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		return `not a URL (expected postgres://user:password@host:5432/database)`;
	}
	if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
		return `not a PostgreSQL URL (it starts with ${parsed.protocol}//, expected postgres://)`;
	}
	if (!parsed.hostname && !parsed.searchParams.get('host')) return 'no host name (expected postgres://user@host:5432/database)';
	if (parsed.port && !/^\d+$/.test(parsed.port)) return `port "${parsed.port}" is not a number`;
	try {
		decodeURIComponent(parsed.pathname);
		decodeURIComponent(parsed.username);
		decodeURIComponent(parsed.password);
	} catch {
		return 'badly %-encoded user, password or database name';
	}
	return null;
}
