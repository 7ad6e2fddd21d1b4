/**
 * Where a competition's pages are, and which competition a table's match belongs to (the
 * `competition` key of its set-up: CompetitionLink in ../competition/types.ts). Plain functions,
 * no Svelte: the console, the tables page and the competition pages share them.
 */
import { BRACKETS, type Bracket, type CompetitionLink } from '../competition/types';

const seg = encodeURIComponent;

export const directorHref = (id: string) => `/competitions/${seg(id)}`;
export const publicHref = (id: string, lang?: string) => `/competitions/${seg(id)}/public${lang ? `?lang=${lang}` : ''}`;
export const kioskHref = (id: string, lang?: string) => `/kiosk/competition/${seg(id)}${lang ? `?lang=${lang}` : ''}`;
export const overlayHref = (table: string, name: 'bracket' | 'standings', id: string, lang?: string) =>
	`/overlay/${seg(table)}/${name}?competition=${seg(id)}${lang ? `&lang=${lang}` : ''}`;
export const recordHref = (tableMatch: number) => `/matches/${tableMatch}`;

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** The competition a match's set-up names, or null (none, or not of that shape). */
export function competitionLinkOf(setup: unknown): CompetitionLink | null {
	const c = (setup as { competition?: unknown } | null | undefined)?.competition;
	if (!c || typeof c !== 'object') return null;
	const o = c as Record<string, unknown>;
	const id = str(o.id);
	const name = str(o.name);
	const round = int(o.round);
	const rounds = int(o.rounds);
	const bracket = (BRACKETS as readonly unknown[]).includes(o.bracket) ? (o.bracket as Bracket) : null;
	if (!id || !name || round === null || rounds === null || !bracket) return null;
	return { id, name, match: String(o.match ?? ''), bracket, group: int(o.group), round, rounds };
}
