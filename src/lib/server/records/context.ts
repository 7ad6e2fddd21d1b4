/** What every records route is given (index.ts dispatches to them): the venue, the store, the read budget. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CodedReason } from '../../protocol/refusals';
import type { Venue } from '../venue';
import type { VenueStore } from '../cluster';

export interface RecordsContext {
	venue: Venue;
	store: VenueStore;
	/**
	 * Takes one heavy read for this request from the server's one read budget (reads.ts, per
	 * address, operators apart), or says why not: answer 429 with `retry-after: 1`.
	 */
	heavyRead(req: IncomingMessage, event: string): Promise<CodedReason | null>;
}

export type RecordsHandler = (req: IncomingMessage, res: ServerResponse, url: URL, path: string, ctx: RecordsContext) => Promise<boolean>;
