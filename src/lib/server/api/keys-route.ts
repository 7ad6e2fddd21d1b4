/**
 * `/api/keys`: the operator makes (for every table or one), lists and revokes API keys (docs/api.md). Only an operator
 * session opens it; an API key never does (a key cannot make or see keys).
 */
import { describeZod } from '../../protocol';
import { refusal } from '../../protocol/refusals';
import { decodePath } from '../http-util';
import { route, type RouteGroup } from '../router';
import { KEY_NAME_MAX, MAX_KEYS, newKeySchema, type ApiKeys } from './keys';

export function keysRoutes(keys: ApiKeys, hasTable: (id: string) => boolean): RouteGroup {
	return {
		prefix: '/api/keys',
		routes: [
			route({ method: 'GET', pattern: '/api/keys', access: 'operator', handle: async (call) => call.send(200, { ok: true, keys: await keys.list() }) }),
			route({
				method: 'POST',
				pattern: '/api/keys',
				access: 'operator',
				body: { max: 2048, schema: newKeySchema, invalid: (e) => refusal('invalid', { event: 'keys', detail: describeZod(e) }) },
				async handle(call) {
					const table = call.body.table ?? null;
					if (table !== null && !hasTable(table)) return call.refuse(404, refusal('key-table', { table }));
					const made = await keys.create(call.body.name, call.body.scope, table);
					if (!made.ok) {
						const why = made.code === 'key-name' ? refusal('key-name', { max: KEY_NAME_MAX }) : refusal('key-full', { max: MAX_KEYS });
						return call.refuse(made.code === 'key-name' ? 400 : 409, why);
					}
					return call.send(200, { ok: true, key: made.key, ...made.record });
				}
			}),
			route({
				method: 'DELETE',
				pattern: '/api/keys/:id',
				access: 'operator',
				async handle(call) {
					const id = decodePath(call.params.id!);
					if (id === null || !/^[0-9a-f]{8}$/.test(id)) return call.refuse(404, refusal('key-none', { id: (id ?? '').slice(0, 20) }));
					if (!(await keys.revoke(id))) return call.refuse(404, refusal('key-none', { id }));
					return call.send(200, { ok: true });
				}
			})
		]
	};
}
