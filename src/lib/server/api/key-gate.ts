/**
 * The one check of an `Authorization: Bearer cck_…` header, for every route that takes a key
 * (`/api/v1`, `/api/competitions`): an address that keeps sending unknown or revoked keys is
 * slowed (429 `api-rate`) before its keys are looked up, wherever it sends them.
 */
import type { IncomingMessage } from 'node:http';
import { refusal, type CodedReason } from '../../protocol/refusals';
import { addressKey } from '../address';
import type { ApiKeys, KeyScope } from './keys';
import { Buckets, FAILED_KEY_RATE } from './rate';

/** A refusal as a route answers it. */
export interface Refused {
	ok: false;
	status: number;
	why: CodedReason;
	headers: Record<string, string>;
}

/** Who a request is: its key (null: it sent none), or why it is refused. */
export type Caller = { ok: true; key: { id: string; scope: KeyScope; table: string | null } | null } | Refused;

export class KeyGate {
	private readonly failed = new Buckets(FAILED_KEY_RATE);

	constructor(readonly keys: ApiKeys) {}

	async caller(req: IncomingMessage): Promise<Caller> {
		if (req.headers.authorization === undefined) return { ok: true, key: null };
		const failing = `f:${addressKey(req.socket.remoteAddress)}`;
		if (!this.failed.peek(failing)) {
			return { ok: false, status: 429, why: refusal('api-rate', { max: FAILED_KEY_RATE.perSecond }), headers: { 'retry-after': '1' } };
		}
		const checked = await this.keys.check(req.headers.authorization);
		if (!checked.ok) {
			this.failed.take(failing);
			return { ok: false, status: 401, why: refusal(checked.code), headers: { 'www-authenticate': 'Bearer' } };
		}
		return { ok: true, key: { id: checked.id, scope: checked.scope, table: checked.table } };
	}
}
