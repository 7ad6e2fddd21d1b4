/**
 * Operator access: one venue PIN (scrypt hash stored, the PIN itself printed once), sessions
 * as random tokens (only their SHA-256 stored), and a per-address brute-force brake.
 */
import { refusal, type CodedReason } from '../protocol/refusals';
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type { Role } from '../protocol';
import type { AuthStore } from './store/types';

export const SESSION_COOKIE = 'cuecast_session';
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

/**
 * Failed logins per address: the first few are free, then each further failure doubles a
 * lock-out (1 s, 2 s, 4 s … capped at 15 min) during which every attempt is refused at once.
 */
export class LoginBrake {
	private entries = new Map<string, { failures: number; until: number; last: number }>();
	constructor(
		private readonly free = 3,
		private readonly baseMs = 1000,
		private readonly maxMs = 15 * 60_000
	) {}

	/** Milliseconds this address must still wait, 0 if it may try now. */
	wait(addr: string, now = Date.now()): number {
		const e = this.entries.get(addr);
		return e && e.until > now ? e.until - now : 0;
	}
	fail(addr: string, now = Date.now()): number {
		this.sweep(now);
		const e = this.entries.get(addr) ?? { failures: 0, until: 0, last: now };
		e.failures++;
		e.last = now;
		if (e.failures >= this.free) e.until = now + Math.min(this.maxMs, this.baseMs * 2 ** (e.failures - this.free));
		this.entries.set(addr, e);
		return Math.max(0, e.until - now);
	}
	succeed(addr: string) {
		this.entries.delete(addr);
	}
	private sweep(now: number) {
		if (this.entries.size < 10_000) return;
		for (const [k, e] of this.entries) if (now - e.last > this.maxMs * 2) this.entries.delete(k);
	}
}

export type LoginResult =
	| { ok: true; token: string; expiresAt: number }
	| ({ ok: false; status: 401 | 429; retryAfterMs?: number } & CodedReason);

export class Auth {
	readonly brake = new LoginBrake();
	/** Token hashes known valid, so the socket path needs no store round trip. */
	private valid = new Map<string, number>();

	constructor(private readonly store: AuthStore) {}

	/** Creates the PIN on first start (or when `reset`); returns it so the caller prints it once. */
	async ensurePin(reset = false): Promise<string | null> {
		if (!reset && (await this.store.getSetting(PIN_KEY))) return null;
		const pin = generatePin();
		const salt = randomBytes(16);
		const hash = await scryptAsync(normalisePin(pin), salt);
		await this.store.setSetting(PIN_KEY, `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`);
		await this.store.deleteAllSessions();
		this.valid.clear();
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

	async login(pin: string, addr: string): Promise<LoginResult> {
		const wait = this.brake.wait(addr);
		if (wait > 0) return { ok: false, status: 429, ...refusal('pin-locked', { seconds: Math.ceil(wait / 1000) }), retryAfterMs: wait };
		if (!(await this.checkPin(pin))) {
			const lock = this.brake.fail(addr);
			return lock > 0
				? { ok: false, status: 429, ...refusal('pin-wrong-wait', { seconds: Math.ceil(lock / 1000) }), retryAfterMs: lock }
				: { ok: false, status: 401, ...refusal('pin-wrong') };
		}
		this.brake.succeed(addr);
		const token = randomBytes(32).toString('base64url');
		const expiresAt = Date.now() + SESSION_DAYS * 86_400_000;
		const hash = sha256(token);
		await this.store.saveSession(hash, expiresAt);
		this.valid.set(hash, expiresAt);
		return { ok: true, token, expiresAt };
	}

	async logout(token: string | undefined) {
		if (!token) return;
		const hash = sha256(token);
		this.valid.delete(hash);
		await this.store.deleteSession(hash);
	}

	async roleOf(token: string | undefined | null): Promise<Role> {
		if (!token || token.length > 200) return 'viewer';
		const hash = sha256(token);
		let expires = this.valid.get(hash);
		if (expires === undefined) {
			expires = (await this.store.findSession(hash)) ?? undefined;
			if (expires !== undefined) this.valid.set(hash, expires);
		}
		return expires !== undefined && expires > Date.now() ? 'operator' : 'viewer';
	}

	/** Synchronous re-check for a socket that logged in earlier (logout revokes it). */
	stillValid(token: string): boolean {
		const expires = this.valid.get(sha256(token));
		return expires !== undefined && expires > Date.now();
	}
}

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
