/**
 * The console's OBS chip: the worst state of the OBS connections, and whether this table's OBS
 * lacks a scene or source its rules name. "This table's OBS" is the server's choice
 * (src/lib/server/obs/adapter.ts `targetFor`): the table's own when the settings give it one —
 * switched off too, and then nothing is sent to any OBS for the table, so nothing can be lacking —
 * else the venue's.
 */
import type { ObsStatusWire } from '$lib/protocol';

export interface ObsChip {
	/** The worst connection's state ('off' with none), or null before the server said. */
	state: string | null;
	reason: string;
	lacking: boolean;
}

const ORDER = ['failed', 'connecting', 'connected'];

export function obsChip(obs: ObsStatusWire | null | undefined, table: string): ObsChip {
	const conns = obs?.status?.connections ?? null;
	if (conns === null) return { state: null, reason: '', lacking: false };
	const worst = conns.map((c) => c.state).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))[0];
	const own = Object.hasOwn(obs?.settings?.tables ?? {}, table);
	const target = own ? conns.find((c) => c.scope.kind === 'table' && c.scope.table === table) : conns.find((c) => c.scope.kind === 'venue');
	const lacking = !!(target?.missing?.scenes.length || target?.missing?.inputs.length);
	return { state: worst ?? 'off', reason: conns.find((c) => c.state === worst)?.reason ?? '', lacking };
}
