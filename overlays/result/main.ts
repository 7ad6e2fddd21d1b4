/**
 * Rack (frame) / match result card. Shown when the state's events say a rack or the match was decided
 * (`rack-won`, `match-won`, `match-drawn`); a rack card hides after ?hold= seconds (default 7),
 * a match card stays while the match is finished (also after a reload: the view's status).
 */
import type { BoardT } from '../../src/lib/i18n/board';
import type { MatchView } from '../../src/lib/view/table-view';
import { disciplineLabel, rackText, targetText, winsRackText } from '../../src/lib/view/words';
import { RESULT_LINE } from '../../src/lib/disciplines/result-line';
import { boot } from '../_shared/boot';
import { h, setName, setText, toggle } from '../_shared/dom';
import { flagPair, setFlag } from '../_shared/parts';
import { photoBox, profileAt, profileLine, setPhoto } from '../_shared/profile';
import type { TableState } from '../../src/lib/protocol';
import './style.css';

let card: HTMLElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let shownFor = '';

/** The card: what it says (a rack, the match, a draw), for whom, which rack, how long it stays (null: until the next). */
function show(root: HTMLElement, m: MatchView, t: BoardT, state: TableState, { kind, who, rack, hold }: { kind: 'rack' | 'match' | 'draw'; who: number | null; rack: number | null; hold: number | null }) {
	const label = h('div', 'label caps');
	const fp = flagPair();
	// the winner's profile (issue 27): photo, nickname and club
	const prof = profileAt(state, who);
	const photo = photoBox();
	const line = h('div', 'prof ell');
	const name = h('div', 'name ell');
	const what = h('div', 'what');
	const scores = h('div', 'scores num');
	const extra = h('div', 'extra num');
	const headline = [disciplineLabel(m, t), targetText(m, t)].filter(Boolean).join(' · ');
	setText(label, kind === 'draw' ? t('board.draw') : kind === 'match' ? t('board.winner') : rackText(m, rack ?? '', t));
	if (who !== null && m.players[who]) {
		setFlag(fp, m.players[who].country ?? prof?.country ?? null);
		setText(what, kind === 'match' ? t('board.winsMatch') : winsRackText(m, rack ?? '', t));
	} else {
		setFlag(fp, null);
		setText(what, t('board.matchDrawn'));
	}
	const el = h(
		'div',
		`result panel enter ${kind}`,
		h('div', 'top', label, h('span', 'disc caps', headline)),
		h('div', 'body', h('div', 'who', photo, h('div', 'id', h('div', 'row', fp.flag, fp.code, name), line)), what),
		scores,
		extra
	);
	root.replaceChildren(el);
	setPhoto(photo, prof?.photo);
	setText(line, profileLine(prof, t));
	toggle(line, 'hidden', !line.textContent);
	setName(name, who !== null ? (m.players[who]?.name ?? '') : m.players.map((p) => p.name).join(' · '));
	// Score line: every player with the score; under it the family's own line (carom's figures, snooker's highest break).
	scores.replaceChildren(
		...m.players.flatMap((p, i) => {
			const cell = h('span', `sc${i === who ? ' win' : ''}`, h('span', 'n ell', p.name), h('b', '', String(p.score)));
			return i ? [h('span', 'dash', '–'), cell] : [cell];
		})
	);
	const familyLine = RESULT_LINE[m.family]?.(m, t);
	setText(extra, familyLine ?? '');
	toggle(extra, 'hidden', !familyLine);
	card = el;
	clearTimeout(hideTimer);
	if (hold) hideTimer = setTimeout(hide, hold * 1000);
}

function hide() {
	clearTimeout(hideTimer);
	const el = card;
	card = null;
	shownFor = '';
	if (!el) return;
	el.classList.add('leave');
	setTimeout(() => el.remove(), 400);
}

boot({
	anchor: 'bottom',
	y: 150,
	render(m, { events, state }, { root, t, lang, opts }) {
		if (!m) return hide();
		const hold = Math.max(1, Number(opts.query.get('hold')) || 7);
		const id = `${m.id}`;
		const end = events.find((e) => e.type === 'match-won' || e.type === 'match-drawn');
		const rack = [...events].reverse().find((e) => e.type === 'rack-won');
		if (end || m.status === 'finished') {
			// (the profiles too: a photo set while the card is up shows on it)
			const key = `${id}:end:${lang}:${JSON.stringify(state.profiles ?? 0)}`;
			if (shownFor !== key) {
				shownFor = key;
				show(root, m, t, state, { kind: m.draw || end?.type === 'match-drawn' ? 'draw' : 'match', who: m.winner, rack: null, hold: null });
			}
			return;
		}
		if (rack && typeof rack.player === 'number') {
			shownFor = `${id}:rack:${rack.rack}`;
			return show(root, m, t, state, { kind: 'rack', who: rack.player, rack: typeof rack.rack === 'number' ? rack.rack : null, hold });
		}
		// A new match, or the finished match was undone: take the match card down.
		if (shownFor.includes(':end:') || (shownFor && !shownFor.startsWith(id + ':'))) hide();
	}
});
