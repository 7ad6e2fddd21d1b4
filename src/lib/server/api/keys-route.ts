/**
 * `/api/keys`: the operator makes, lists and revokes API keys (docs/api.md). Only an operator
 * session opens it; an API key never does (a key cannot make or see keys).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeZod } from '../../protocol';
import { refusal } from '../../protocol/refusals';
import { decodePath, readJson, refuseBody, send } from '../http-util';
import { KEY_NAME_MAX, MAX_KEYS, newKeySchema, type ApiKeys } from './keys';

export async function keysRoute(req: IncomingMessage, res: ServerResponse, path: string, operator: boolean, keys: ApiKeys): Promise<void> {
	const method = req.method ?? 'GET';
	if (!operator) return void send(res, 401, { ok: false, reason: 'operators only (log in at /login)', code: 'operators-only' });
	if (path === '/api/keys') {
		if (method === 'GET' || method === 'HEAD') return void send(res, 200, { ok: true, keys: await keys.list() });
		if (method !== 'POST') return void send(res, 405, { ok: false, ...refusal('method-not-allowed', { allow: 'GET, POST' }) }, { allow: 'GET, POST' });
		const read = await readJson(req, 2048);
		if (!read.ok) return void refuseBody(res, read);
		const parsed = newKeySchema.safeParse(read.body);
		if (!parsed.success) return void send(res, 400, { ok: false, ...refusal('invalid', { event: 'keys', detail: describeZod(parsed.error) }) });
		const made = await keys.create(parsed.data.name, parsed.data.scope);
		if (!made.ok) {
			const why = made.code === 'key-name' ? refusal('key-name', { max: KEY_NAME_MAX }) : refusal('key-full', { max: MAX_KEYS });
			return void send(res, made.code === 'key-name' ? 400 : 409, { ok: false, ...why });
		}
		return void send(res, 200, { ok: true, key: made.key, ...made.record });
	}
	const id = decodePath(path.slice('/api/keys/'.length));
	if (id === null || !/^[0-9a-f]{8}$/.test(id)) return void send(res, 404, { ok: false, ...refusal('key-none', { id: (id ?? '').slice(0, 20) }) });
	if (method !== 'DELETE') return void send(res, 405, { ok: false, ...refusal('method-not-allowed', { allow: 'DELETE' }) }, { allow: 'DELETE' });
	if (!(await keys.revoke(id))) return void send(res, 404, { ok: false, ...refusal('key-none', { id }) });
	return void send(res, 200, { ok: true });
}
