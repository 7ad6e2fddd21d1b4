import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { refusal } from '../protocol/refusals';
import { isNavigation, sendRefusalPage } from './refusal-page';

const request = (headers: Record<string, string>, url = '/api/matches/7/sheet.pdf', method = 'GET') => ({ method, url, headers }) as unknown as IncomingMessage;

/** What `sendRefusalPage` wrote: status, headers and the page. */
function answer(req: IncomingMessage, status: number, why: Parameters<typeof sendRefusalPage>[3], headers: Record<string, string> = {}) {
	const out = { status: 0, headers: {} as Record<string, string | string[]>, body: '' };
	const res = {
		writeHead(s: number, h: Record<string, string | string[]>) {
			out.status = s;
			out.headers = h;
		},
		end(body: string) {
			out.body = body;
		}
	} as unknown as ServerResponse;
	sendRefusalPage(req, res, status, why, headers);
	return out;
}

describe('a refusal as a page, for a browser that opened an API address', () => {
	it('is for navigations only: a script, a fetch and a POST get JSON', () => {
		expect(isNavigation(request({ 'sec-fetch-mode': 'navigate' }))).toBe(true);
		expect(isNavigation(request({ 'sec-fetch-mode': 'cors' }))).toBe(false);
		expect(isNavigation(request({}))).toBe(false);
		expect(isNavigation(request({ 'sec-fetch-mode': 'navigate' }, '/api/login', 'POST'))).toBe(false);
	});

	it('429: says the server is busy in the language asked for, and asks again after retry-after', () => {
		const page = answer(request({ 'sec-fetch-mode': 'navigate', 'accept-language': 'ru-RU,ru;q=0.9' }), 429, refusal('read-rate', { event: 'GET /x', max: 3 }), { 'retry-after': '2' });
		expect(page.status).toBe(429);
		expect(page.headers['retry-after']).toBe('2');
		expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
		expect(page.headers['content-security-policy']).toContain("default-src 'none'");
		expect(page.body).toContain('<html lang="ru">');
		expect(page.body).toContain('<h1>Сервер занят</h1>');
		expect(page.body).toContain('<meta http-equiv="refresh" content="2">');
		expect(page.body).toContain('повторит запрос через 2 с, и файл откроется или скачается');
		// the protocol's name of the request is not the reader's business
		expect(page.body).not.toContain('GET /x');
	});

	it('404 without a retry: no refresh; its link goes back only to a page of this server', () => {
		const from = answer(request({ 'sec-fetch-mode': 'navigate', host: 'club:3000', referer: 'http://club:3000/matches?player=Anna' }, '/api/matches/9/record?lang=pl'), 404, refusal('no-such-match', { id: 9 }));
		expect(from.body).toContain('<h1>Nie znaleziono</h1>');
		expect(from.body).not.toContain('http-equiv="refresh"');
		expect(from.body).toContain('<a href="/matches?player=Anna">Wstecz</a>');
		const elsewhere = answer(request({ 'sec-fetch-mode': 'navigate', host: 'club:3000', referer: 'https://evil.example/' }), 404, refusal('no-such-match', { id: 9 }));
		expect(elsewhere.body).toContain('<a href="/">Tables</a>');
		// a path of this server that starts with two slashes is no link to another site
		const doubled = answer(request({ 'sec-fetch-mode': 'navigate', host: 'club:3000', referer: 'http://club:3000//evil.example/x' }), 404, refusal('no-such-match', { id: 9 }));
		expect(doubled.body).toContain('<a href="/evil.example/x">');
	});

	it('escapes what the refusal carries', () => {
		const page = answer(request({ 'sec-fetch-mode': 'navigate' }), 404, refusal('no-such-match', { id: '<script>alert(1)</script>' }));
		expect(page.body).not.toContain('<script>');
		expect(page.body).toContain('&#60;script&#62;');
	});
});
