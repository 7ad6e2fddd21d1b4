/**
 * The adapter carrying out rule actions (replay: the buffer's status asked, then the save; text,
 * scene) against a fake obs-websocket server (unit level; the real OBS 29 with its replay buffer
 * is in automation.integration.test.ts; a replay played on air: replay-playback.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ObsAdapter } from '../../src/lib/server/obs/adapter';
import { REPLAY_NOT_RUNNING } from '../../src/lib/server/obs/replay';
import { parseObsSettings } from '../../src/lib/server/obs/rules';
import { tableAt } from '../../src/lib/server/obs/testing';
import { useFakeObs } from './support/fixtures';
import { freePort, waitFor } from './support/obs';

const { cleanup, fake } = useFakeObs();
const settings = (port: number) =>
	parseObsSettings({
		enabled: true,
		port,
		password: 'pw',
		rules: [
			{ on: 'rack-won', saveReplay: true },
			{ on: 'break-and-run', saveReplay: true, scene: 'Rack Won', text: { input: 'Feat', template: 'Break and run: {playerName}, rack {rack}' } },
			{ on: 'manual', key: 'r', saveReplay: true },
			{ on: 'manual', key: 'n', text: { input: 'Now', template: '{player1Name} v {player2Name}' } }
		],
		textSources: { player1Score: 'S1' }
	});
const adapter = async (port: number) => {
	const log: string[] = [];
	const a = new ObsAdapter(settings(port), { connection: { backoff: () => 50 }, log: (l) => log.push(l) });
	cleanup.push(() => a.close());
	return { a, log };
};
/** Connected, its version asked and its scenes and inputs read (both follow the connect): requests counted after are the test's own. */
const connected = (a: ObsAdapter) => a.status().connections[0]?.state === 'connected' && a.status().connections[0]?.obsVersion !== null && a.status().connections[0]?.names !== null;
const breakAndRun = [{ type: 'rack-won', player: 1, rack: 3 }, { type: 'break-and-run', player: 1, rack: 3 }] as const;

describe('ObsAdapter: rule actions', () => {
	it('a break and run saves one replay, then writes its text, then switches the scene', async () => {
		const f = await fake();
		f.replayActive = true;
		const { a } = await adapter(f.port);
		await waitFor(() => connected(a), 3000, 'connected');
		f.requests = [];
		a.onMatchEvents('t1', [...breakAndRun], tableAt(3, 3));
		await a.idle();
		const sent = f.requests.map((r) => (r.requestType === 'SetInputSettings' ? `text:${String(r.requestData?.inputName)}` : r.requestType));
		expect(sent).toEqual(['GetReplayBufferStatus', 'SaveReplayBuffer', 'text:Feat', 'text:S1', 'GetCurrentProgramScene', 'SetCurrentProgramScene']);
		expect(f.replaysSaved).toBe(1);
		expect(f.inputs.get('Feat')).toEqual({ text: 'Break and run: Bea, rack 3' });
		expect(f.program).toBe('Rack Won');
		expect(a.status().connections[0]!.replay).toMatchObject({ saved: true, because: 'rack-won', reason: null, code: null });
	});

	it('a rule text is sent on every firing, even unchanged; a text source only when it changes', async () => {
		const f = await fake();
		f.replayActive = true;
		const { a } = await adapter(f.port);
		await waitFor(() => connected(a), 3000, 'connected');
		for (let i = 0; i < 2; i++) {
			a.onMatchEvents('t1', [...breakAndRun], tableAt(3, 3));
			await a.idle();
		}
		const texts = f.requests.filter((r) => r.requestType === 'SetInputSettings').map((r) => r.requestData?.inputName);
		expect(texts.filter((n) => n === 'Feat')).toHaveLength(2);
		expect(texts.filter((n) => n === 'S1')).toHaveLength(1);
	});

	it('replay buffer off: said in the status and the log, the rest still happens, and the caller never waits', async () => {
		const f = await fake();
		const { a, log } = await adapter(f.port);
		await waitFor(() => connected(a), 3000, 'connected');
		// scoring never waits: the call returns at once, with no promise to wait on, whatever OBS does
		expect(a.onMatchEvents('t1', [...breakAndRun], tableAt(3, 3))).toBeUndefined();
		await a.idle();
		const st = a.status().connections[0]!;
		expect(st.replay).toMatchObject({ saved: false, because: 'rack-won', reason: REPLAY_NOT_RUNNING, code: 'not-running' });
		expect(st.lastError).toBeNull(); // the replay keeps its own line; nothing else went wrong
		expect(f.count('SaveReplayBuffer')).toBe(0); // asked whether the buffer runs, and not saved
		expect(log.some((l) => l.includes(REPLAY_NOT_RUNNING))).toBe(true);
		expect(f.program).toBe('Rack Won');
		expect(f.inputs.get('Feat')).toBeDefined();
	});

	it('the replay key: ok when OBS saved, the reason when its buffer is off or OBS is down', async () => {
		const f = await fake();
		const { a } = await adapter(f.port);
		await waitFor(() => connected(a), 3000, 'connected');
		expect(await a.pressKey('r')).toEqual({ ok: false, reason: REPLAY_NOT_RUNNING });
		f.replayActive = true;
		expect(await a.pressKey('r')).toEqual({ ok: true });
		expect(f.replaysSaved).toBe(1);
		expect(a.status().connections[0]!.replay).toMatchObject({ saved: true, because: 'manual' });
		expect(await a.pressKey('x')).toEqual({ ok: false, reason: 'no rule is bound to key "x"' });

		const { a: down } = await adapter(await freePort());
		const pressed = await down.pressKey('r');
		expect(pressed).toMatchObject({ ok: false, reason: expect.stringMatching(/not connected/) });
		expect(down.status().connections[0]!.replay).toMatchObject({ saved: false, because: 'manual', code: 'not-connected' });
	});

	it("a key's text is filled from the table that changed last", async () => {
		const f = await fake();
		const { a } = await adapter(f.port);
		await waitFor(() => connected(a), 3000, 'connected');
		a.onMatchEvents('t1', [], tableAt(1, 0, ['Efren', 'Earl']));
		expect(await a.pressKey('n')).toEqual({ ok: true });
		expect(f.inputs.get('Now')).toEqual({ text: 'Efren v Earl' });
	});
});
