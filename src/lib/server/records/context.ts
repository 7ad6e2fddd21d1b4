/** What every records route is given (index.ts lists them): the venue and the store, and OBS's stream where OBS is run. */
import type { Venue } from '../venue';
import type { VenueStore } from '../cluster';
import type { ObsStream } from '../obs/adapter';

export interface RecordsContext {
	venue: Venue;
	store: VenueStore;
	/** When the stream of the OBS showing a table started (a match's chapters: chapters-route.ts); absent: no OBS. */
	stream?: (tableId: string) => Promise<ObsStream>;
}
