/**
 * Who a request is: one venue PIN (scrypt hash stored, the PIN itself printed once) for the
 * operator, sessions as random tokens (only their SHA-256 stored) — an operator's login, or a
 * table device or director paired with a code (devices.ts) — and a per-address brute-force brake.
 */
import { refusal, type CodedReason } from '../protocol/refusals';
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { VIEWER, type Grant } from '../protocol/access';
import type { AuthStore, PairGrant, StoredSession } from './store/types';

export const SESSION_COOKIE = 'cuecast_session';
/**
 * The cookie's name over HTTPS (or behind a proxy that says `X-Forwarded-Proto: https`): the
 * `__Host-` prefix makes the browser refuse it unless it is Secure, for Path=/ and without a
 * Domain, so no other host (a sibling subdomain) can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session token a request's Cookie header carries (either name), or null. */
export function sessionOf(cookieHeader: string | undefined): string | null {
	const cookies = parseCookies(cookieHeader);
	return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE] ?? null;
}
export const SESSION_DAYS = 30;
const PIN_KEY = 'operator_pin_scrypt';
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
	return new Promise((resolve, reject) =>
		scrypt(secret, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (err, key) => (err ? reject(err) : resolve(key)))
	);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** An 8-digit PIN, grouped for reading aloud: "4821-0937". */
export function generatePin(): string {
	const digits = Array.from({ length: 8 }, () => randomInt(10)).join('');
	return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}
const normalisePin = (pin: string) => pin.replace(/[\s-]/g, '');

export interface BrakeSchedule {
	/** Failures answered without a lock-out. */
	free: number;
	/** The first lock-out; each further failure doubles it … */
	baseMs: number;
	/** … up to this. */
	maxMs: number;
	/** Failures are forgotten this long after the last one. */
	forgetMs: number;
}

/** Per address: 3 free, then 1 s, 2 s, 4 s … at most 15 min; forgotten after an idle hour. */
export const ADDRESS_BRAKE: BrakeSchedule = { free: 3, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 };
/** The whole venue (every address together): 30 free, then the same doubling. */
export const VENUE_BRAKE: BrakeSchedule = { free: 30, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 };
/** The key of the venue-wide entry (no address looks like it). */
export const VENUE_KEY = '*venue';
/** PIN comparisons (scrypt) running at once, venue-wide; one per address. */
export const MAX_COMPARES = 4;

/** What a LoginBrake needs of the store (store/types.ts AuthStore). */
export type BrakeStore = Pick<AuthStore, 'findBrake' | 'countFailure' | 'lockUntil' | 'forgiveFailure' | 'saveBrake'>;

/**
 * Failed logins per key (an address, or the venue): the first few are free, then each further
 * failure doubles a lock-out during which every attempt is refused at once. Counted in the
 * store, not in this process: every node of a venue (and a restart) sees one count, and the
 * count is one statement, so failures on several nodes at once are all counted.
 */
export class LoginBrake {
	constructor(
		private readonly store: BrakeStore,
		private readonly schedule: BrakeSchedule = ADDRESS_BRAKE
	) {}

	/** Milliseconds `key` must still wait, 0 if it may try now. */
	async wait(key: string, now = Date.now()): Promise<number> {
		const e = await this.store.findBrake(key);
		return e && e.until > now ? e.until - now : 0;
	}
	/** Counts one failure (before the PIN is compared); returns the lock-out it set, in ms. */
	async fail(key: string, now = Date.now()): Promise<number> {
		const e = await this.store.countFailure(key, now, this.schedule.forgetMs);
		const { free, baseMs, maxMs } = this.schedule;
		if (e.failures < free) return Math.max(0, e.until - now);
		const until = Math.max(e.until, now + Math.min(maxMs, baseMs * 2 ** Math.min(30, e.failures - free)));
		await this.store.lockUntil(key, until);
		return until - now;
	}
	/** The right PIN: the address starts afresh. */
	async succeed(key: string): Promise<void> {
		await this.store.saveBrake(key, null);
	}
	/** Takes back one counted failure that was not one (the venue's count after a right PIN); a lock set stays. */
	async forgive(key: string): Promise<void> {
		await this.store.forgiveFailure(key);
	}
}

export type LoginResult =
	| { ok: true; token: string; expiresAt: number }
	| ({ ok: false; status: 401 | 429; retryAfterMs?: number } & CodedReason);

export class Auth {
	/** Per address. */
	readonly brake: LoginBrake;
	/** The venue as a whole (many addresses guessing together). */
	readonly venueBrake: LoginBrake;
	/** Addresses whose PIN is being compared now. */
	private comparing = new Set<string>();
	/**
	 * Sessions known valid, so the socket path (`stillValid`, every message) needs no store round
	 * trip. With several nodes on one database a logout or PIN reset on another node must reach
	 * this cache too: that node announces it on the bus and waits until every node has dropped
	 * it (`announce`, cluster/revocations.ts; `revoked` here). The fallback, for a node the bus
	 * does not reach: while the cache holds anything, every `recheckMs` one query re-reads all its
	 * entries and drops those the store no longer has, so a revoked session stops working here
	 * within about `recheckMs` (plus that query's time) even then.
	 */
	private valid = new Map<string, { expires: number; checked: number; grant: Grant }>();
	private recheck: ReturnType<typeof setInterval> | null = null;
	private rechecking = false;
	private recheckWarned = 0;
	private readonly recheckMs: number;
	/** Tells the other nodes what was revoked here and waits for them (cluster/revocations.ts). */
	private readonly announce: (r: { sessions?: string[]; all?: true }) => Promise<unknown>;
	/** Counts revocations, so a store read that began before one does not cache what it revoked. */
	private revocations = 0;

	constructor(
		private readonly store: AuthStore,
		options: { recheckMs?: number; announce?: (r: { sessions?: string[]; all?: true }) => Promise<unknown> } = {}
	) {
		this.recheckMs = options.recheckMs ?? 2000;
		this.announce = options.announce ?? (async () => {});
		this.brake = new LoginBrake(store, ADDRESS_BRAKE);
		this.venueBrake = new LoginBrake(store, VENUE_BRAKE);
	}

	/** Another node revoked these sessions (or every operator session: a PIN reset): they stop working here now. */
	revoked(r: { sessions?: string[]; all?: true }): void {
		this.revocations++;
		if (r.all) this.forgetOperators();
		for (const hash of r.sessions ?? []) this.forget(hash);
	}

	private remember(hash: string, session: StoredSession) {
		this.valid.set(hash, { expires: session.expiresAt, checked: Date.now(), grant: grantOf(session) });
		if (!this.recheck) {
			this.recheck = setInterval(() => void this.recheckSessions(), this.recheckMs);
			this.recheck.unref();
		}
	}

	private forgetOperators() {
		for (const [hash, entry] of this.valid) if (entry.grant.role === 'operator') this.forget(hash);
	}

	private forget(hash?: string) {
		if (hash === undefined) this.valid.clear();
		else this.valid.delete(hash);
		if (this.valid.size === 0 && this.recheck) {
			clearInterval(this.recheck);
			this.recheck = null;
		}
	}

	/** Re-reads every cached session at once; keeps the cache as it is when the store cannot answer. */
	async recheckSessions(): Promise<void> {
		if (this.rechecking || this.valid.size === 0) return;
		this.rechecking = true;
		const started = Date.now();
		try {
			const live = await this.store.findSessions([...this.valid.keys()]);
			for (const [hash, entry] of this.valid) {
				// An entry remembered after the query started (a login here) is newer than its answer.
				if (entry.checked >= started) continue;
				const session = live.get(hash);
				if (session === undefined) this.forget(hash);
				else this.valid.set(hash, { expires: session.expiresAt, checked: started, grant: grantOf(session) });
			}
		} catch (err) {
			if (started - this.recheckWarned > 60_000) {
				this.recheckWarned = started;
				console.warn(`cuecast: the operator sessions could not be re-checked (${(err as Error).message}); keeping the ones known`);
			}
		} finally {
			this.rechecking = false;
		}
	}

	/** Stops the re-checking (the server is closing). */
	close() {
		this.forget();
	}

	/** Nothing to load: the lock-outs are read from the store at every attempt (LoginBrake). Kept for callers. */
	async loadBrakes(): Promise<void> {}

	/**
	 * Creates the PIN on first start (or when `reset`); returns it so the caller prints it once.
	 * Several nodes starting on one new database race to claim it: only the winner's PIN is
	 * stored, and only the winner gets it back (the others print none). A reset always replaces it.
	 */
	async ensurePin(reset = false): Promise<string | null> {
		if (!reset && (await this.store.getSetting(PIN_KEY))) return null;
		const pin = generatePin();
		const salt = randomBytes(16);
		const hash = await scryptAsync(normalisePin(pin), salt);
		const stored = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
		if (reset) await this.store.setSetting(PIN_KEY, stored);
		else if (!(await this.store.claimSetting(PIN_KEY, stored))) return null;
		await this.store.deleteOperatorSessions();
		this.revocations++;
		this.forgetOperators();
		await this.announce({ all: true });
		return pin;
	}

	private async checkPin(pin: string): Promise<boolean> {
		const stored = await this.store.getSetting(PIN_KEY);
		if (!stored) return false;
		const [kind, , , , saltB64, hashB64] = stored.split('$');
		if (kind !== 'scrypt') return false;
		const expected = Buffer.from(hashB64, 'base64');
		const got = await scryptAsync(normalisePin(pin), Buffer.from(saltB64, 'base64'));
		return got.length === expected.length && timingSafeEqual(got, expected);
	}

	/**
	 * One login attempt. Refused at once while the address or the venue is locked out, or while
	 * a PIN from the same address is being compared (or too many are, venue-wide). Otherwise the
	 * attempt is counted as a failure before the (slow) comparison, so attempts that arrive
	 * together cannot all pass the check; the right PIN takes it back.
	 */
	async login(pin: string, addr: string): Promise<LoginResult> {
		const now = Date.now();
		if (this.comparing.has(addr) || this.comparing.size >= MAX_COMPARES) {
			return { ok: false, status: 429, ...refusal('pin-busy'), retryAfterMs: 1000 };
		}
		// Taken before the first store read, so a burst from one address waits its turn here.
		this.comparing.add(addr);
		try {
			const wait = await this.brake.wait(addr, now);
			if (wait > 0) return { ok: false, status: 429, ...refusal('pin-locked', { seconds: Math.ceil(wait / 1000) }), retryAfterMs: wait };
			const venueWait = await this.venueBrake.wait(VENUE_KEY, now);
			if (venueWait > 0) {
				return { ok: false, status: 429, ...refusal('pin-venue-locked', { seconds: Math.ceil(venueWait / 1000) }), retryAfterMs: venueWait };
			}
			const lock = await this.brake.fail(addr, now);
			await this.venueBrake.fail(VENUE_KEY, now);
			if (!(await this.checkPin(pin))) {
				return lock > 0
					? { ok: false, status: 429, ...refusal('pin-wrong-wait', { seconds: Math.ceil(lock / 1000) }), retryAfterMs: lock }
					: { ok: false, status: 401, ...refusal('pin-wrong') };
			}
			await this.venueBrake.forgive(VENUE_KEY);
			await this.brake.succeed(addr);
		} finally {
			this.comparing.delete(addr);
		}
		const token = randomBytes(32).toString('base64url');
		const expiresAt = Date.now() + SESSION_DAYS * 86_400_000;
		const hash = sha256(token);
		await this.store.saveSession(hash, expiresAt);
		this.remember(hash, { expiresAt, role: 'operator', table: null, device: null });
		return { ok: true, token, expiresAt };
	}

	/** A paired device's or director's session (devices.ts): valid until it is revoked. */
	async openDeviceSession(device: { id: string; name: string; grant: PairGrant }): Promise<string> {
		const token = randomBytes(32).toString('base64url');
		const hash = sha256(token);
		await this.store.saveSession(hash, PAIRED_UNTIL, device);
		this.remember(hash, { expiresAt: PAIRED_UNTIL, role: device.grant.role, table: device.grant.table, device: device.id });
		return token;
	}

	/** Ends a paired device's session here and, before it returns, on every node (devices.ts). */
	async revokeDevice(id: string): Promise<boolean> {
		this.revocations++;
		const hash = await this.store.revokeDevice(id);
		if (hash === null) return false;
		this.forget(hash);
		await this.announce({ sessions: [hash] });
		return true;
	}

	async logout(token: string | undefined) {
		if (!token) return;
		const hash = sha256(token);
		this.revocations++;
		this.forget(hash);
		await this.store.deleteSession(hash);
		await this.announce({ sessions: [hash] });
	}

	/** What the session of `token` was granted (a viewer's when there is none, or it ended). */
	async grantOf(token: string | undefined | null): Promise<Grant> {
		if (!token || token.length > 200) return VIEWER;
		const hash = sha256(token);
		let entry = this.valid.get(hash);
		for (let tries = 0; entry === undefined && tries < 2; tries++) {
			const before = this.revocations;
			const found = (await this.store.findSession(hash)) ?? undefined;
			// A revocation arrived while the store answered: that answer may predate it; ask again.
			if (this.revocations !== before) continue;
			if (found === undefined) break;
			this.remember(hash, found);
			entry = this.valid.get(hash);
		}
		return entry !== undefined && entry.expires > Date.now() ? entry.grant : VIEWER;
	}

	/**
	 * Synchronous re-check for a socket that logged in or paired earlier: a logout, a PIN reset or
	 * a device's revocation ends it at once on this node and, through the bus, before the revoking
	 * node answers on every other node; within about `recheckMs` on a node the bus did not reach.
	 */
	liveGrant(token: string | null): Grant {
		if (!token) return VIEWER;
		const entry = this.valid.get(sha256(token));
		return entry !== undefined && entry.expires > Date.now() ? entry.grant : VIEWER;
	}
}

/** A paired device's session lasts until it is revoked: 9999-12-31. */
export const PAIRED_UNTIL = 253_402_300_799_000;

const grantOf = (s: StoredSession): Grant => (s.role === 'device' && s.table !== null ? { role: 'device', table: s.table } : { role: s.role === 'device' ? 'viewer' : s.role });

export function parseCookies(header: string | undefined): Record<string, string> {
	const out: Record<string, string> = {};
	if (!header) return out;
	for (const part of header.split(';')) {
		const i = part.indexOf('=');
		if (i < 0) continue;
		const k = part.slice(0, i).trim();
		const v = part.slice(i + 1).trim();
		try {
			out[k] = decodeURIComponent(v);
		} catch {
			out[k] = v;
		}
	}
	return out;
}
