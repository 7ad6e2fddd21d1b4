/**
 * The match records' HTTP routes (issue 14; docs/api.md "Match records"): the list and its CSV,
 * a player's statistics (list.ts), one match's record (record-route.ts), its score sheet and CSV
 * (sheet-route.ts), its chapters and highlights on a stream (chapters-route.ts). Records are read
 * from the store and replayed through the engine on request, never computed on the scoring path.
 */
import type { RouteGroup } from '../router';
import type { RecordsContext } from './context';
import { listRoutes } from './list';
import { recordRoute } from './record-route';
import { sheetRoutes } from './sheet-route';
import { chaptersRoutes } from './chapters-route';

export type { RecordsContext } from './context';

/** Every records route (public reads; the replays counted as heavy reads by the router's call). */
export function recordsRoutes(ctx: RecordsContext): RouteGroup {
	return { prefix: '/api/matches', routes: [recordRoute(ctx), ...sheetRoutes(ctx), ...chaptersRoutes(ctx), ...listRoutes(ctx)] };
}
