/** Settings from the environment, validated where they enter (see docs/protocol.md, "Running"). */
import { resolve } from 'node:path';
import { z } from 'zod';
import { checkDatabaseUrl } from './store/pg-url';

/** A `1`/`true` switch; anything else (or unset) is off. */
const flag = () =>
	z
		.string()
		.default('')
		.transform((s) => s === '1' || s.toLowerCase() === 'true');
/**
 * An on-unless-turned-off switch: unset, empty, `1` or `true` is on; `0` or `false` is off; any
 * other value is refused at start rather than read as the opposite of what was meant.
 */
const onSwitch = () =>
	z
		.string()
		.default('1')
		.transform((s, ctx) => {
			const v = s.trim().toLowerCase();
			if (v === '' || v === '1' || v === 'true') return true;
			if (v === '0' || v === 'false') return false;
			ctx.addIssue({ code: 'custom', message: `"${s.slice(0, 20)}" is not 0 or 1` });
			return z.NEVER;
		});
/** A comma-separated list. */
const list = () =>
	z
		.string()
		.default('')
		.transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

/** Unset or empty: null. Otherwise a URL `check` finds fine (it returns why not). */
const optionalUrl = (check: (url: string) => string | null) =>
	z
		.string()
		.default('')
		.transform((s, ctx) => {
			const text = s.trim();
			if (!text) return null;
			const problem = check(text);
			if (problem) {
				ctx.addIssue({ code: 'custom', message: problem });
				return z.NEVER;
			}
			return text;
		});

function checkRedisUrl(text: string): string | null {
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		return 'not a URL (expected redis://host:6379)';
	}
	if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') return `not a Redis URL (it starts with ${url.protocol}//, expected redis://)`;
	return url.hostname ? null : 'no host name (expected redis://host:6379)';
}

/** The zone this machine runs in, what dates meant before the setting existed. */
const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The venue's time zone, an IANA name (Europe/Warsaw) this Node's Intl knows, kept as written;
 * unset or empty: the server's own zone. Score sheets print times in it.
 */
const timeZoneSetting = () =>
	z
		.string()
		.default('')
		.transform((s, ctx) => {
			const name = s.trim();
			if (!name) return serverTimeZone();
			try {
				new Intl.DateTimeFormat('en', { timeZone: name });
				// as written: Intl's own spelling can be an older alias (Asia/Kathmandu → Asia/Katmandu)
				return name;
			} catch {
				ctx.addIssue({ code: 'custom', message: `"${name.slice(0, 60)}" is not a time zone (expected an IANA name such as Europe/Warsaw)` });
				return z.NEVER;
			}
		});

const envSchema = z.object({
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	CUECAST_DATA_DIR: z.string().min(1).default('./data'),
	CUECAST_ALLOWED_ORIGINS: z
		.string()
		.default('')
		.transform((s) => s.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean)),
	CUECAST_SYNC: z.enum(['full', 'normal']).default('full'),
	CUECAST_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
	CUECAST_TRUSTED_ADDRESSES: list(),
	CUECAST_LIMIT_LOOPBACK: flag(),
	CUECAST_ALLOWED_HOSTS: list(),
	CUECAST_NEW_VENUE: flag(),
	CUECAST_RESET_PIN: flag(),
	CUECAST_DATABASE_URL: optionalUrl(checkDatabaseUrl),
	CUECAST_REDIS_URL: optionalUrl(checkRedisUrl),
	CUECAST_TIME_ZONE: timeZoneSetting(),
	CUECAST_MDNS: onSwitch(),
	CUECAST_PING_SECONDS: z.coerce.number().int().min(2).max(300).default(25)
});

export interface Config {
	port: number;
	host: string;
	dataDir: string;
	allowedOrigins: string[];
	synchronous: 'full' | 'normal';
	resetPin: boolean;
	/** Host names the server answers to besides IPs, localhost and this machine's name (`*`: any). */
	allowedHosts: string[];
	/** Start a new venue even where a damaged database was (its files are moved aside). */
	newVenue: boolean;
	/** Viewer sockets one address may hold (loopback and `trustedAddresses` exempt). */
	maxSocketsPerAddress: number;
	trustedAddresses: string[];
	/** Loopback counts like any address (tests); by default it is exempt. */
	limitLoopback: boolean;
	/** PostgreSQL instead of the embedded SQLite file (docs/deploy.md); null: SQLite. */
	databaseUrl: string | null;
	/** Redis for the nodes' messages and the Socket.IO adapter; null: this node is alone. */
	redisUrl: string | null;
	/** The venue's IANA time zone (CUECAST_TIME_ZONE, else the server's): the times a score sheet prints. */
	timeZone: string;
	/** Announce the server over mDNS (`_cuecast._tcp`), so Companion finds it (mdns.ts); CUECAST_MDNS=0: not. */
	mdns: boolean;
	/**
	 * Seconds between the server's pings on each socket (CUECAST_PING_SECONDS; 25, Socket.IO's
	 * own). A socket that does not answer within 0.8 of that is dropped: a page whose network went
	 * (a tablet out of Wi-Fi, a TV stick switched off) stops counting as connected within 1.8 times it.
	 */
	pingSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
	const parsed = envSchema.safeParse(env);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new Error(`invalid setting ${issue.path.join('.')}: ${issue.message}`);
	}
	const e = parsed.data;
	return {
		port: e.PORT,
		host: e.HOST,
		dataDir: resolve(e.CUECAST_DATA_DIR),
		allowedOrigins: e.CUECAST_ALLOWED_ORIGINS,
		synchronous: e.CUECAST_SYNC,
		resetPin: e.CUECAST_RESET_PIN,
		newVenue: e.CUECAST_NEW_VENUE,
		allowedHosts: e.CUECAST_ALLOWED_HOSTS,
		maxSocketsPerAddress: e.CUECAST_MAX_SOCKETS_PER_ADDRESS,
		trustedAddresses: e.CUECAST_TRUSTED_ADDRESSES,
		limitLoopback: e.CUECAST_LIMIT_LOOPBACK,
		databaseUrl: e.CUECAST_DATABASE_URL,
		redisUrl: e.CUECAST_REDIS_URL,
		timeZone: e.CUECAST_TIME_ZONE,
		mdns: e.CUECAST_MDNS,
		pingSeconds: e.CUECAST_PING_SECONDS
	};
}

let venueZone: string | null = null;
/**
 * The venue's time zone where no Config is passed down (the records' routes): the same setting,
 * read once. An invalid one stopped the server at start (loadConfig), so here it cannot fail
 * unless the environment changed since; then the server's zone.
 */
export function venueTimeZone(env: NodeJS.ProcessEnv = process.env): string {
	if (venueZone === null) {
		const parsed = z.object({ CUECAST_TIME_ZONE: timeZoneSetting() }).safeParse(env);
		venueZone = parsed.success ? parsed.data.CUECAST_TIME_ZONE : serverTimeZone();
	}
	return venueZone;
}
