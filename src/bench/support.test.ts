import { describe, expect, it } from 'vitest';
import { emitWithinLimit, type AnySocket } from './support';

/** A socket whose answers are scripted: each emit gets the next one. */
function scripted(answers: object[]) {
	const sent: unknown[] = [];
	const socket = {
		timeout: () => ({
			emitWithAck: async (_event: string, payload: unknown) => {
				sent.push(payload);
				return answers.shift();
			}
		})
	} as unknown as AnySocket;
	return { socket, sent };
}

describe('emitWithinLimit (the benches’ operator)', () => {
	it('sends again after a rate-limit refusal, so a fast fill does not die at the message limit', async () => {
		const { socket, sent } = scripted([
			{ ok: false, code: 'rate-limit', reason: 'too many messages: slow down' },
			{ ok: true, revision: 1 }
		]);
		const answer = await emitWithinLimit(socket, 'act', { revision: 0 });
		expect(answer).toEqual({ ok: true, revision: 1 });
		expect(sent).toHaveLength(2);
	});

	it('returns any other refusal as it is, sent once', async () => {
		const { socket, sent } = scripted([{ ok: false, code: 'stale-revision', reason: 'stale' }]);
		expect(await emitWithinLimit(socket, 'act', { revision: 0 })).toMatchObject({ ok: false, code: 'stale-revision' });
		expect(sent).toHaveLength(1);
	});
});
