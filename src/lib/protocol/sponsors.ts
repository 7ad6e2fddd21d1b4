/**
 * Sponsor and logo images (src/lib/server/sponsors.ts keeps them): what every client gets, in
 * the order they rotate, from GET /api/sponsors and the `sponsors` socket event (sent to every
 * socket on connect and to all of them on each change).
 */
export interface SponsorWire {
	id: string;
	name: string;
	/** Where the image is served: /media/<id>. */
	url: string;
	/** 0, 1, 2 …: the rotation order. */
	order: number;
}

/** The upload limits (the server refuses beyond them; the management page says them). */
export const SPONSOR_LIMITS = { bytes: 2 * 1024 * 1024, count: 24, name: 60 } as const;
