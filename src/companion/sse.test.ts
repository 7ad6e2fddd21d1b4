import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

describe('SSE parser', () => {
	it('reads state events with their id, as cuecast writes them', () => {
		const p = new SseParser();
		const out = p.feed('event: state\nid: 12\ndata: {"a":1}\n\n');
		expect(out).toEqual([{ event: 'state', data: '{"a":1}', id: '12' }]);
	});

	it('puts together events split anywhere by the network, CRLF split included', () => {
		const text = 'event: state\r\nid: 3\r\ndata: {"x":"ü"}\r\n\r\n: keep-alive\r\n\r\nevent: state\r\ndata: 2\r\n\r\n';
		for (let cut = 1; cut < text.length; cut++) {
			const p = new SseParser();
			const out = [...p.feed(text.slice(0, cut)), ...p.feed(text.slice(cut))];
			expect(out, `cut at ${cut}`).toEqual([
				{ event: 'state', data: '{"x":"ü"}', id: '3' },
				{ event: 'state', data: '2', id: '3' }
			]);
		}
	});

	it('joins data lines, skips comments and events without data, keeps the last id and retry', () => {
		const p = new SseParser();
		expect(p.feed(': hello\n\nevent: state\n\n')).toEqual([]);
		expect(p.feed('data: one\ndata:two\ndata\nretry: 2500\nid: 7\n\n')).toEqual([{ event: 'message', data: 'one\ntwo\n', id: '7' }]);
		expect(p.retry).toBe(2500);
		expect(p.feed('data: x\rdata: y\r\r')).toEqual([{ event: 'message', data: 'x\ny', id: '7' }]);
	});

	it('ignores an id with a NUL and a retry that is not a number', () => {
		const p = new SseParser();
		expect(p.feed('id: 5\nretry: soon\ndata: a\n\nid: 6\0\ndata: b\n\n')).toEqual([
			{ event: 'message', data: 'a', id: '5' },
			{ event: 'message', data: 'b', id: '5' }
		]);
		expect(p.retry).toBeNull();
	});
});
