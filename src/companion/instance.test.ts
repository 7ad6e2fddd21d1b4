import { afterEach, describe, expect, it, vi } from 'vitest';
import { CuecastInstance } from './instance';

/**
 * A fake of the context Companion's connection host builds the instance with (module API 2):
 * it counts the feedback re-checks the instance asks for and keeps the variables.
 */
function fakeContext() {
	const seen = { checks: [] as string[][], checkAll: 0, values: {} as Record<string, unknown>, statuses: [] as string[] };
	const context = {
		_isInstanceContext: true,
		id: 'conn-1',
		label: 'cuecast',
		upgradeScripts: [],
		saveConfig: () => undefined,
		updateStatus: (status: string) => void seen.statuses.push(status),
		setActionDefinitions: () => undefined,
		setFeedbackDefinitions: () => undefined,
		setPresetDefinitions: () => undefined,
		setVariableDefinitions: () => undefined,
		setVariableValues: (v: Record<string, unknown>) => void Object.assign(seen.values, v),
		checkFeedbacks: (types: string[]) => void seen.checks.push(types),
		checkAllFeedbacks: () => void seen.checkAll++,
		checkFeedbacksById: () => undefined
	};
	return { context, seen };
}

/** cuecast's event stream, written to by the test: one `state` event a call. */
function fakeStream() {
	const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
	const enc = new TextEncoder();
	const fetch = vi.fn(async (url: string) => {
		if (!url.includes('/events')) return Response.json({ ok: true, tables: [] });
		return new Response(new ReadableStream<Uint8Array>({ start: (c) => void streams.push(c) }), { headers: { 'content-type': 'text/event-stream' } });
	});
	return {
		fetch,
		streams,
		state: (fields: Record<string, unknown>, id: number) => streams.at(-1)!.enqueue(enc.encode(`event: state\nid: ${id}\ndata: ${JSON.stringify(fields)}\n\n`))
	};
}

const until = async (fn: () => boolean, ms = 3000) => {
	const end = Date.now() + ms;
	while (!fn()) {
		if (Date.now() > end) throw new Error('timed out');
		await new Promise((r) => setTimeout(r, 5));
	}
};

let instance: CuecastInstance | null = null;
afterEach(async () => {
	await instance?.destroy();
	vi.unstubAllGlobals();
});

describe('CuecastInstance', () => {
	it('asks Companion to re-check only the feedback types a state changed, and all of them on connect', async () => {
		const cc = fakeStream();
		vi.stubGlobal('fetch', cc.fetch);
		// base 2.x logs through a sink the host sets; Companion's would take these lines
		vi.stubGlobal('COMPANION_LOGGER', () => undefined);
		const { context, seen } = fakeContext();
		instance = new CuecastInstance(context);
		await instance.init({ url: 'http://cc', table: '1', lang: 'en' }, false, { apiKey: '' });
		await until(() => cc.streams.length === 1);
		const live = { tableId: '1', status: 'live', player1AtTable: true, player2AtTable: false, clockSeconds: 30, clockRunning: true };
		cc.state(live, 1);
		await until(() => seen.checkAll === 1);
		cc.state({ ...live, clockSeconds: 29 }, 2);
		cc.state({ ...live, clockSeconds: 28, player1AtTable: false, player2AtTable: true, clockRunning: false }, 3);
		await until(() => seen.checks.length === 1);
		expect(seen.values.clockSeconds).toBe(28);
		// one call, with the types as base 2's checkFeedbacks(first, ...rest) passes them on
		expect(seen.checks).toEqual([['atTable', 'clockRunning']]);
		expect(seen.checkAll).toBe(1);
	});
});
