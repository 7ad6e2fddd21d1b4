/**
 * A player's profile on a card (issue 27; the intro and result cards only: the scorebug has no
 * room for it): the photo from the state's `profiles` (one per seat, null for none), and the
 * nickname and club as one line. The photo is served by this server (/media/players/…).
 */
import type { BoardT } from '../../src/lib/i18n/board/translator';
import type { ProfileWire, TableState } from '../../src/lib/protocol';
import { h, toggle } from './dom';

/** Seat `i`'s profile in `state`, or null. */
export const profileAt = (state: TableState, i: number | null): ProfileWire | null => (i === null ? null : (state.profiles?.[i] ?? null));

/** An <img> for a photo, hidden until it has one. */
export const photoBox = (cls = 'photo'): HTMLImageElement => Object.assign(h('img', cls + ' hidden'), { alt: '' });

/** Shows `url` (null: hides the box); a URL already shown is not loaded again. */
export function setPhoto(img: HTMLImageElement, url: string | null | undefined): void {
	if (url && img.getAttribute('src') !== url) img.src = url;
	toggle(img, 'hidden', !url);
	toggle(img.parentElement ?? img, 'has-photo', !!url);
}

/** "“The Rocket” · KS Bila": what the profile adds under a name ('' without either). */
export const profileLine = (p: ProfileWire | null, t: BoardT): string => [p?.nickname ? t('board.nickname', { nick: p.nickname }) : '', p?.club ?? ''].filter(Boolean).join(' · ');
