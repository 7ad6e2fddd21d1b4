/**
 * The console's OBS chip says "lacking" for the OBS the server would send this table's scenes to:
 * its own (also when switched off: then none), else the venue's.
 */
import { describe, expect, it } from 'vitest';
import type { ObsStatusWire } from '$lib/protocol';
import { obsChip } from './obs-chip';

type Conn = ObsStatusWire['status']['connections'][number];
const conn = (scope: Conn['scope'], state: string, missing: string[] = []): Conn => ({ state, reason: state === 'failed' ? 'refused' : null, scope, lastError: null, missing: { scenes: missing, inputs: [] } });
const status = (tables: string[], connections: Conn[]): ObsStatusWire => ({
	settings: { enabled: true, hasPassword: false, tables: Object.fromEntries(tables.map((t) => [t, { enabled: true }])) },
	status: { enabled: true, connections },
	manual: []
});

describe('the OBS chip', () => {
	it("is the venue's OBS for a table without its own, and the table's own for one with it", () => {
		const venueLacks = status(['t2'], [conn({ kind: 'venue' }, 'connected', ['Golden Break']), conn({ kind: 'table', table: 't2' }, 'connected')]);
		expect(obsChip(venueLacks, 't1')).toEqual({ state: 'connected', reason: '', lacking: true });
		expect(obsChip(venueLacks, 't2').lacking).toBe(false);
		const ownLacks = status(['t2'], [conn({ kind: 'venue' }, 'connected'), conn({ kind: 'table', table: 't2' }, 'connected', ['Replay'])]);
		expect(obsChip(ownLacks, 't2').lacking).toBe(true);
		expect(obsChip(ownLacks, 't1').lacking).toBe(false);
	});

	it("lacks nothing for a table whose own OBS is switched off: the server sends its scenes to no OBS, not the venue's", () => {
		// t2's own OBS is in the settings but off: no connection for it
		const off = status(['t2'], [conn({ kind: 'venue' }, 'connected', ['Golden Break'])]);
		expect(obsChip(off, 't2')).toEqual({ state: 'connected', reason: '', lacking: false });
		expect(obsChip(off, 't1').lacking).toBe(true);
	});

	it('shows the worst state, and nothing before the server said', () => {
		expect(obsChip(null, 't1')).toEqual({ state: null, reason: '', lacking: false });
		expect(obsChip(status([], []), 't1').state).toBe('off');
		expect(obsChip(status(['t2'], [conn({ kind: 'venue' }, 'connected'), conn({ kind: 'table', table: 't2' }, 'failed')]), 't1')).toEqual({ state: 'failed', reason: 'refused', lacking: false });
	});
});
