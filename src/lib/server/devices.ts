/**
 * Table devices and directors (docs/devices.md): an operator shows a short-lived pairing code
 * (a QR code on the devices page or the console); a tablet or phone that sends it gets a session
 * of its own — a table device scores that one table, a director runs competitions — valid until
 * the operator revokes it. Codes are random, kept only as a hash, used once, and guessed against
 * the same per-address brake as the PIN; revoking ends the session on every node before it answers.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { describeZod, tableIdSchema } from '../protocol';
import { refusal, type CodedReason } from '../protocol/refusals';
import { ADDRESS_BRAKE, LoginBrake, PAIRED_UNTIL, type Auth } from './auth';
import { cleanTableName } from './clean';
import { decodePath } from './http-util';
import { route, type Call, type RouteGroup } from './router';
import type { AuthStore, DeviceRecord, PairGrant } from './store/types';

/** No 0/O, 1/I: a code is read off a screen and typed on a phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;
/** A code works for 10 minutes, once. */
export const CODE_MS = 10 * 60_000;
export const DEVICE_NAME_MAX = 64;
export const MAX_DEVICES = 200;

export const pairCodeRequestSchema = z.union([
	z.strictObject({ role: z.literal('device'), table: tableIdSchema }),
	z.strictObject({ role: z.literal('director') })
]);
export const pairSchema = z.strictObject({ code: z.string().min(1).max(40), name: z.string().max(400) });
const renameSchema = z.strictObject({ name: z.string().max(400) });

/** "K7QM2XPD" → "K7QM-2XPD" for reading aloud; typing accepts either, in any case, with spaces. */
export const showCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
const normalCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');
const hashOf = (code: string) => createHash('sha256').update(`pair:${code}`).digest('hex');

/** A paired device as the devices page shows it. */
export interface PublicDevice extends Omit<DeviceRecord, 'pairedAt'> {
	pairedAt: string;
}

export type PairResult = { ok: true; token: string; grant: PairGrant } | ({ ok: false; status: 400 | 401 | 409 | 429; retryAfterMs?: number } & CodedReason);

export class DevicePairing {
	/** Wrong codes per address, counted like wrong PINs (in the store: every node sees one count). */
	private readonly brake: LoginBrake;

	constructor(
		private readonly store: AuthStore,
		private readonly auth: Auth,
		private readonly hasTable: (id: string) => boolean,
		private readonly now: () => number = Date.now
	) {
		this.brake = new LoginBrake(store, ADDRESS_BRAKE);
	}

	/** A new code for `grant`, shown once. */
	async code(grant: PairGrant): Promise<{ code: string; expiresAt: number }> {
		const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
		const expiresAt = this.now() + CODE_MS;
		await this.store.savePairCode(hashOf(code), grant, expiresAt);
		return { code: showCode(code), expiresAt };
	}

	/** A device sends the code it was shown: its own session, or why not. */
	async pair(typed: string, name: string, address: string): Promise<PairResult> {
		const key = `pair:${address}`;
		const wait = await this.brake.wait(key, this.now());
		if (wait > 0) return { ok: false, status: 429, ...refusal('pair-wait', { seconds: Math.ceil(wait / 1000) }), retryAfterMs: wait };
		const clean = cleanTableName(name);
		if (!clean || clean.length > DEVICE_NAME_MAX) return { ok: false, status: 400, ...refusal('device-name', { max: DEVICE_NAME_MAX }) };
		if ((await this.store.listDevices()).length >= MAX_DEVICES) return { ok: false, status: 409, ...refusal('device-full', { max: MAX_DEVICES }) };
		const grant = await this.store.claimPairCode(hashOf(normalCode(typed)), this.now());
		if (!grant) {
			const lock = await this.brake.fail(key, this.now());
			return lock > 0
				? { ok: false, status: 429, ...refusal('pair-wait', { seconds: Math.ceil(lock / 1000) }), retryAfterMs: lock }
				: { ok: false, status: 401, ...refusal('pair-code') };
		}
		await this.brake.succeed(key);
		const token = await this.auth.openDeviceSession({ id: randomBytes(4).toString('hex'), name: clean, grant });
		return { ok: true, token, grant };
	}

	async list(): Promise<PublicDevice[]> {
		return (await this.store.listDevices()).map((d) => ({ ...d, pairedAt: new Date(d.pairedAt).toISOString() }));
	}

	/** The routes: the operator's (codes, the list, renaming, revoking) and the device's one. */
	routes(cookie: (call: Call<unknown>, token: string) => string): RouteGroup {
		const deviceOf = (call: Call<unknown>): string | null => {
			const id = decodePath(call.params.id!);
			return id !== null && /^[0-9a-f]{8}$/.test(id) ? id : null;
		};
		const invalid = (event: string) => (e: z.ZodError) => refusal('invalid', { event, detail: describeZod(e) });
		return {
			prefix: '/api/devices',
			routes: [
				route({ method: 'GET', pattern: '/api/devices', access: 'operator', handle: async (call) => call.send(200, { ok: true, devices: await this.list() }) }),
				route({
					method: 'POST',
					pattern: '/api/devices/codes',
					access: 'operator',
					body: { max: 256, schema: pairCodeRequestSchema, invalid: invalid('devices') },
					handle: async (call) => {
						const table = call.body.role === 'device' ? call.body.table : null;
						if (table !== null && !this.hasTable(table)) return call.refuse(404, refusal('pair-table', { table }));
						const made = await this.code({ role: call.body.role, table });
						return call.send(200, { ok: true, ...made, expiresAt: new Date(made.expiresAt).toISOString(), path: `/pair?code=${made.code}` });
					}
				}),
				route({
					method: 'POST',
					pattern: '/api/devices/pair',
					access: 'public',
					body: { max: 1024, schema: pairSchema, form: true, invalid: invalid('pair') },
					handle: async (call) => {
						const paired = await this.pair(call.body.code, call.body.name, call.address);
						if (!paired.ok) {
							const { status, retryAfterMs, ok: _ok, ...why } = paired;
							return call.refuse(status, why, {}, retryAfterMs ? { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) } : {});
						}
						return call.send(200, { ok: true, role: paired.grant.role, ...(paired.grant.table ? { table: paired.grant.table } : {}) }, { 'set-cookie': cookie(call, paired.token) });
					}
				}),
				route({
					method: 'PUT',
					pattern: '/api/devices/:id',
					access: 'operator',
					body: { max: 1024, schema: renameSchema, invalid: invalid('devices') },
					handle: async (call) => {
						const id = deviceOf(call);
						const name = cleanTableName(call.body.name);
						if (!name || name.length > DEVICE_NAME_MAX) return call.refuse(400, refusal('device-name', { max: DEVICE_NAME_MAX }));
						if (id === null || !(await this.store.renameDevice(id, name))) return call.refuse(404, refusal('device-none', { id: (id ?? '').slice(0, 20) }));
						return call.send(200, { ok: true });
					}
				}),
				route({
					method: 'DELETE',
					pattern: '/api/devices/:id',
					access: 'operator',
					handle: async (call) => {
						const id = deviceOf(call);
						if (id === null || !(await this.auth.revokeDevice(id))) return call.refuse(404, refusal('device-none', { id: (id ?? '').slice(0, 20) }));
						return call.send(200, { ok: true });
					}
				})
			]
		};
	}
}

/** How long the browser keeps a device's cookie: Chromium caps any cookie at 400 days; /api/session renews it. */
export const DEVICE_COOKIE_DAYS = 400;
export { PAIRED_UNTIL };
