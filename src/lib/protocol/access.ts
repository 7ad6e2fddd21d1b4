/**
 * Who may do what (docs/devices.md): the one check the router, the socket layer and the pages
 * all ask. The venue's operator PIN is the administrator; a table device is paired to one table
 * and may score that table and nothing else; a director runs competitions; everyone else views.
 */

export type Role = 'operator' | 'director' | 'device' | 'viewer';

/** What a caller was granted: a role, and a table device's one table. */
export interface Grant {
	role: Role;
	/** A table device's table (only for `device`). */
	table?: string;
}

/**
 * What an act needs:
 * - `read`: nothing (every page, overlay and viewer);
 * - `score`: change one table (strokes, a new match, its clocks);
 * - `score-any`: what a scorer needs beside its table (the venue's player list);
 * - `direct`: run competitions;
 * - `admin`: everything else (tables, keys, devices, OBS, sponsors, the backup).
 */
export type Need = 'read' | 'score' | 'score-any' | 'direct' | 'admin';

export const VIEWER: Grant = { role: 'viewer' };

/** True when `grant` may do what `need` names (`table`: the table a `score` act changes). */
export function allows(grant: Grant, need: Need, table?: string): boolean {
	if (need === 'read' || grant.role === 'operator') return true;
	if (need === 'direct') return grant.role === 'director';
	if (need === 'score-any') return grant.role === 'device';
	if (need === 'score') return grant.role === 'device' && table !== undefined && grant.table === table;
	return false;
}

/** The refusal code for a grant that `allows` refused (the text is in refusals.ts; `operators-only` as before roles). */
export function refusedCode(grant: Grant, need: Need): 'operators-only' | 'device-other-table' {
	return need === 'score' && grant.role === 'device' ? 'device-other-table' : 'operators-only';
}
