/**
 * Rack / match result card. Shown when the state's events say a rack or the match was decided
 * (`rack-won`, `match-won`, `match-drawn`); a rack card hides after ?hold= seconds (default 7),
 * a match card stays while the match is finished (also after a reload: summary status/winner).
 */
import { boot } from '../_shared/boot';
import { h, setName, setText, toggle } from '../_shared/dom';
import { fmtAvg, type MatchView } from '../_shared/model';
import { flagPair, headline, setFlag } from '../_shared/parts';
import type { T } from '../_shared/i18n';
import './style.css';

let card: HTMLElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let shownFor = '';

function show(root: HTMLElement, v: MatchView, t: T, lang: 'en' | 'pl' | 'ru', kind: 'rack' | 'match' | 'draw', who: number | null, rack: number | null, hold: number | null) {
	const label = h('div', 'label caps');
	const fp = flagPair();
	const name = h('div', 'name ell');
	const what = h('div', 'what');
	const scores = h('div', 'scores num');
	const extra = h('div', 'extra num');
	const hl = headline(v, t, lang);
	setText(label, kind === 'draw' ? t('draw') : kind === 'match' ? t('winner') : t('rack', { n: rack ?? v.rack?.number ?? '' }));
	if (who !== null && v.players[who]) {
		setFlag(fp, v.players[who].country);
		setText(what, kind === 'match' ? t('wins') : t('winsRack', { n: rack ?? '' }));
	} else {
		setFlag(fp, null);
		setText(what, t('matchDrawn'));
	}
	const el = h(
		'div',
		`result panel enter ${kind}`,
		h('div', 'top', label, h('span', 'disc caps', `${hl.discipline}${hl.target ? ' · ' + hl.target : ''}`)),
		h('div', 'body', h('div', 'who', fp.flag, fp.code, name), what),
		scores,
		extra
	);
	root.replaceChildren(el);
	setName(name, who !== null ? (v.players[who]?.name ?? '') : v.players.map((p) => p.name).join(' · '));
	// Score line: every player with the score; carom adds innings and average.
	scores.replaceChildren(
		...v.players.flatMap((p, i) => {
			const cell = h('span', `sc${i === who ? ' win' : ''}`, h('span', 'n ell', p.name), h('b', '', String(p.score)));
			return i ? [h('span', 'dash', '–'), cell] : [cell];
		})
	);
	if (v.family === 'carom') setText(extra, v.players.map((p) => `${t('innings')} ${p.innings} · ${t('average')} ${fmtAvg(p.average)} · ${t('hr')} ${p.highRun}`).join('   |   '));
	toggle(extra, 'hidden', v.family !== 'carom');
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
	render(v, state, events, { root, t, lang, opts }) {
		if (!v) return hide();
		const hold = Math.max(1, Number(opts.query.get('hold')) || 7);
		const id = `${state.match?.id}`;
		const end = events.find((e) => e.type === 'match-won' || e.type === 'match-drawn');
		const rack = [...events].reverse().find((e) => e.type === 'rack-won');
		if (end || v.status === 'finished') {
			const key = `${id}:end:${lang}`;
			if (shownFor !== key) {
				shownFor = key;
				show(root, v, t, lang, v.draw || end?.type === 'match-drawn' ? 'draw' : 'match', v.winner, null, null);
			}
			return;
		}
		if (rack && typeof rack.player === 'number') {
			shownFor = `${id}:rack:${rack.rack}`;
			return show(root, v, t, lang, 'rack', rack.player, typeof rack.rack === 'number' ? rack.rack : null, hold);
		}
		// A new match, or the finished match was undone: take the match card down.
		if (shownFor.includes(':end:') || (shownFor && !shownFor.startsWith(id + ':'))) hide();
	}
});
