/**
 * Shared set-up of the OBS unit tests: fake obs-websocket servers (and whatever else a test
 * registers) stopped after each test, newest first.
 */
import { afterEach } from 'vitest';
import { FakeObs } from './fake-obs';

/**
 * Registers the after-each clean-up for this test file and returns `cleanup` (push what a test
 * must stop) and `fake` (a fake OBS that is stopped after the test).
 */
export function useFakeObs() {
	const cleanup: (() => unknown)[] = [];
	afterEach(async () => {
		for (const f of cleanup.splice(0).reverse()) await f();
	});
	const fake = async (password: string | null = 'pw', port = 0) => {
		const f = await FakeObs.start(password, port);
		cleanup.push(() => f.stop());
		return f;
	};
	return { cleanup, fake };
}
