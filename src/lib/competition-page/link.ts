/**
 * Where a competition's pages are: the director's, the public one, the wall display, the
 * overlays, a played match's record. Plain functions shared by the console, the tables page and
 * the competition pages (which competition a match belongs to: ../competition/words.ts).
 */

const seg = encodeURIComponent;

export const directorHref = (id: string) => `/competitions/${seg(id)}`;
export const publicHref = (id: string, lang?: string) => `/competitions/${seg(id)}/public${lang ? `?lang=${lang}` : ''}`;
export const kioskHref = (id: string, lang?: string) => `/kiosk/competition/${seg(id)}${lang ? `?lang=${lang}` : ''}`;
export const overlayHref = (table: string, name: 'bracket' | 'standings', id: string, lang?: string) =>
	`/overlay/${seg(table)}/${name}?competition=${seg(id)}${lang ? `&lang=${lang}` : ''}`;
export const recordHref = (tableMatch: number) => `/matches/${tableMatch}`;
