/**
 * The OBS service follows the node's leadership (service.ts): a node that stops leading lets go of
 * OBS at once, even while reading its settings waits on the database link it has lost, so it does
 * not go on driving OBS beside the new leader. A fake obs-websocket server, a real venue on SQLite.
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../../src/lib/server/engine';
import { SqliteStore } from '../../src/lib/server/store/sqlite';
import { Venue } from '../../src/lib/server/venue';
import { createObsService } from '../../src/lib/server/obs/service';
import { parseObsSettings, type ObsSettings } from '../../src/lib/server/obs/rules';
import type { ObsSettingsStore } from '../../src/lib/server/obs/store';
import type { Leadership, LeaderStatus } from '../../src/lib/server/cluster/leader';
import { LocalBus } from '../../src/lib/server/cluster/bus';
import { tempDir } from '../support/temp-dirs';
import { useFakeObs } from './support/fixtures';
import { waitFor } from './support/obs';

const { cleanup, fake } = useFakeObs();

/** Leadership a test hands out and takes back. */
class HandedLeadership implements Leadership {
	private listeners = new Set<(leader: boolean) => void>();
	constructor(private leader: boolean) {}
	isLeader = () => this.leader;
	onChange(listener: (leader: boolean) => void) {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}
	status = (): LeaderStatus => ({ leader: this.leader, kind: 'postgres', since: null, lastError: null });
	close = async () => {};
	set(leader: boolean) {
		this.leader = leader;
		for (const l of [...this.listeners]) l(leader);
	}
}

describe('the OBS service and the lead', () => {
	it('a node that stops leading lets go of OBS at once, while its settings read still waits', async () => {
		const f = await fake();
		const dir = tempDir();
		const store = new SqliteStore(dir, { synchronous: 'normal' });
		cleanup.push(() => store.close());
		const venue = new Venue(store.tables, engine);
		await venue.init();
		const settings: ObsSettings = parseObsSettings({ enabled: true, port: f.port, password: 'pw', rules: [{ on: 'manual', key: 'w', scene: 'Rack Won', returnAfterSeconds: 30 }] });
		let reads = 0;
		// The first read answers; every later one waits as a read on a lost database link does.
		const settingsStore: ObsSettingsStore = { load: () => (reads++ === 0 ? Promise.resolve(settings) : new Promise(() => {})), save: async () => settings };
		const leadership = new HandedLeadership(true);
		const service = await createObsService(venue, dir, () => {}, { store: settingsStore, leadership, bus: new LocalBus() });
		cleanup.push(() => service.close());
		await waitFor(() => service.adapter.status().connections[0]?.state === 'connected', 3000, 'the leader connected to OBS');
		expect(await service.adapter.pressKey('w')).toEqual({ ok: true });
		expect(service.adapter.status().connections[0]?.returning).toMatchObject({ scene: 'Rack Won' });

		leadership.set(false);
		expect(reads).toBe(2); // its settings are being read again …
		expect(service.adapter.status().connections).toEqual([]); // … and OBS is let go of already
		expect(service.feed.current().status.enabled).toBe(false);
	});
});
