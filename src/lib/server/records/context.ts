/** What every records route is given (index.ts lists them): the venue and the store. */
import type { Venue } from '../venue';
import type { VenueStore } from '../cluster';

export interface RecordsContext {
	venue: Venue;
	store: VenueStore;
}
