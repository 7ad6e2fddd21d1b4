/**
 * Competitions on this node: the service (service.ts), its loop with the tables (flow.ts), the
 * HTTP routes (routes.ts), and how several nodes stay in step: a change is announced on the bus
 * and every other node reads the competition's tail from the database; competitions someone
 * watches (an open stream) are also re-read every few seconds, so a lost bus message only delays.
 */
import type { Venue } from '../venue';
import type { Node } from '../cluster';
import type { ReplayEngine } from '../../engine/history';
import type { EventStreams } from '../streams';
import { CompetitionService } from './service';
import { startFlow, type Flow } from './flow';
import { competitionRoutes, type CompetitionRoutes } from './routes';

export interface Competitions {
	service: CompetitionService;
	routes: CompetitionRoutes;
	flow: Flow;
	close(): Promise<void>;
}

const POLL_MS = 2000;

export async function openCompetitions(
	venue: Venue,
	store: Node['store'],
	engine: ReplayEngine,
	node: Pick<Node, 'bus' | 'leadership' | 'kind'>,
	streams: EventStreams
): Promise<Competitions> {
	const service = new CompetitionService(venue, store.competitions, store.tables, {
		announce: (id, revision) => node.bus.publish({ kind: 'competition', id, revision })
	});
	await service.loadAll();
	const unlisten = node.bus.onMessage((m) => {
		if (m.kind === 'competition') void service.learnt(m.id).catch(() => {});
	});
	const poll =
		node.kind === 'postgres'
			? setInterval(() => {
					// only what someone watches: everything else is read afresh when it is used (current())
					for (const id of service.watched()) void service.learnt(id).catch(() => {});
				}, POLL_MS)
			: null;
	poll?.unref();
	const flow = startFlow(service, engine, () => node.leadership.isLeader());
	const routes = competitionRoutes(service, streams);
	return {
		service,
		routes,
		flow,
		async close() {
			if (poll) clearInterval(poll);
			unlisten();
			routes.close();
			flow.close();
			await flow.idle();
		}
	};
}
