/** The overlay address when the live server could not serve it: a clear message, never a second scorebug. */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GET } from './+server';
import { OVERLAY_NAMES } from '../../../../../overlays/manifest';
import { tempDir } from '../../../../../tests/support/temp-dirs';

const call = (table: string, name: string, query = '') =>
	(GET as unknown as (e: unknown) => Response)({
		params: { table, name },
		url: new URL(`http://x/overlay/${table}/${name}${query}`),
		cookies: { get: () => undefined },
		request: new Request('http://x/', { headers: { 'accept-language': 'ru-RU,ru' } })
	});

describe('/overlay/<table>/<name> fallback', () => {
	const before = process.env.CUECAST_OVERLAYS_DIR;
	afterEach(() => {
		if (before === undefined) delete process.env.CUECAST_OVERLAYS_DIR;
		else process.env.CUECAST_OVERLAYS_DIR = before;
	});

	it('says the overlays are not built, and how to build them (503), in the asked language', async () => {
		process.env.CUECAST_OVERLAYS_DIR = tempDir('cuecast-no-overlays-');
		const res = call('table-1', 'scorebug', '?lang=en');
		expect(res.status).toBe(503);
		const html = await res.text();
		expect(html).toContain('The overlay “scorebug” is not built on this server');
		expect(html).toContain('npm run build');
		expect(await call('table-1', 'scorebug', '?lang=pl').text()).toContain('nie jest zbudowana');
		// No ?lang=: the browser's language.
		expect(await call('table-1', 'scorebug').text()).toContain('не собрана');
	});

	it('names the overlays there are for an unknown one (404)', async () => {
		const res = call('table-1', 'scorebugg', '?lang=en');
		expect(res.status).toBe(404);
		expect(await res.text()).toContain(`There is no overlay “scorebugg”. Overlays: ${OVERLAY_NAMES.join(', ')}.`);
	});
});
