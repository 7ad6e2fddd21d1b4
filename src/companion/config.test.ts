import { describe, expect, it } from 'vitest';
import { tableIdSchema } from '../lib/protocol';
import { baseUrlOf, configFields, discoveredUrl, readSettings } from './config';

describe('settings', () => {
	it('reads a good config and the key from the secrets', () => {
		expect(readSettings({ url: 'http://cuecast.local:3000/', table: 'table-2', lang: 'pl' }, { apiKey: ' cck_1 ' })).toEqual({
			ok: true,
			baseUrl: 'http://cuecast.local:3000',
			table: 'table-2',
			lang: 'pl',
			apiKey: 'cck_1'
		});
	});

	it('says what is wrong instead of guessing', () => {
		expect(readSettings({ url: '', table: '1', lang: 'en' }, {})).toMatchObject({ ok: false, reason: 'no cuecast address' });
		expect(readSettings({ url: 'ftp://x', table: '1', lang: 'en' }, {})).toMatchObject({ ok: false, reason: 'not an http(s) address: ftp://x' });
		expect(readSettings({ url: 'http://x', table: 'Table 1', lang: 'en' }, {})).toMatchObject({ ok: false, reason: expect.stringMatching(/table id/) });
		expect(readSettings(undefined, undefined)).toMatchObject({ ok: false });
	});

	it('falls back to English and to no key, and adds http:// to a bare host', () => {
		expect(readSettings({ url: '192.168.1.20:3000', table: '1', lang: 'de' }, { apiKey: 5 })).toEqual({
			ok: true,
			baseUrl: 'http://192.168.1.20:3000',
			table: '1',
			lang: 'en',
			apiKey: ''
		});
		expect(baseUrlOf('https://a.b/c/d')).toEqual({ ok: true, url: 'https://a.b' });
		expect(baseUrlOf('http://')).toMatchObject({ ok: false });
	});

	it('checks table ids in the form exactly as the protocol does', () => {
		const field = configFields([]).find((f) => f.id === 'table')!;
		const re = /^\/(.*)\/$/.exec((field as { regex: string }).regex)![1];
		for (const id of ['1', 'a', 'table-2', 'a-b-c', 'x'.repeat(32), 'x'.repeat(33), '-a', 'a-', 'A1', 'a_b', '']) {
			expect(new RegExp(re).test(id), id).toBe(tableIdSchema.safeParse(id).success);
		}
	});

	it('offers the listed tables in a drop-down, a text field while none are known', () => {
		expect(configFields([]).find((f) => f.id === 'table')?.type).toBe('textinput');
		const dd = configFields([{ id: '1', name: 'Table 1' }, { id: 'bar', name: 'Bar' }]).find((f) => f.id === 'table');
		expect(dd).toMatchObject({ type: 'dropdown', allowCustom: true, choices: [{ id: '1', label: 'Table 1 (1)' }, { id: 'bar', label: 'Bar (bar)' }] });
		expect(configFields([]).find((f) => f.id === 'apiKey')?.type).toBe('secret-text');
		expect(configFields([]).find((f) => f.id === 'lang')).toMatchObject({ choices: [{ id: 'en' }, { id: 'pl' }, { id: 'ru' }] });
	});

	it('takes a server picked from the discovered ones over the typed address; “Manual” (null) uses the address', () => {
		const settings = readSettings({ url: 'http://typed:1', server: '192.168.1.20:3000', table: '1', lang: 'en' }, {});
		expect(settings).toMatchObject({ ok: true, baseUrl: 'http://192.168.1.20:3000' });
		expect(readSettings({ url: 'http://typed:1', server: null, table: '1', lang: 'en' }, {})).toMatchObject({ ok: true, baseUrl: 'http://typed:1' });
		// a config saved before discovery existed has no such key
		expect(readSettings({ url: 'http://typed:1', table: '1', lang: 'en' }, {})).toMatchObject({ ok: true, baseUrl: 'http://typed:1' });
		expect(readSettings({ url: '', server: '10.0.0.5:3001', table: '1', lang: 'en' }, {})).toMatchObject({ ok: true, baseUrl: 'http://10.0.0.5:3001' });
		expect(readSettings({ url: '', server: '', table: '1', lang: 'en' }, {})).toMatchObject({ ok: false, reason: 'no cuecast address' });
		expect(discoveredUrl('fe80::1:3000')).toBe('http://[fe80::1]:3000');
	});

	it('offers the discovered servers first, and the address field only for “Manual”', () => {
		const fields = configFields([]);
		const server = fields.find((f) => f.type === 'bonjour-device')!;
		expect(server.id).toBe('server');
		expect(fields.indexOf(server)).toBeLessThan(fields.findIndex((f) => f.id === 'url'));
		expect(fields.find((f) => f.id === 'url')?.isVisibleExpression).toBe('!$(options:server)');
	});
});
