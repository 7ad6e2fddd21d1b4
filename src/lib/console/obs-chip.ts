/**
 * The console's OBS chip: the worst state of the OBS connections, and whether this table's OBS
 * (`obsScopeOf`, as the server sends) lacks a scene or source its rules name. A table whose own
 * OBS is switched off has no connection, and nothing can be lacking.
 */
import { obsScopeOf, sameObs, type ObsStatusWire } from '$lib/protocol';

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
	const scope = obsScopeOf(obs?.settings?.tables ?? {}, table);
	const target = conns.find((c) => sameObs(c.scope, scope));
	const lacking = !!(target?.missing?.scenes.length || target?.missing?.inputs.length);
	return { state: worst ?? 'off', reason: conns.find((c) => c.state === worst)?.reason ?? '', lacking };
}
