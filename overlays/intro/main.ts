/**
 * Player introduction lower third. ?player=1 (1-based) introduces one player; without it the
 * card shows the match: "A vs B" (any number of players), discipline, target, table, event.
 */
import { disciplineLabel, targetText } from '../../src/lib/view/words';
import { shortName } from '../../src/lib/kiosk/short-name';
import { boot } from '../_shared/boot';
import { h, setName, setText, toggle } from '../_shared/dom';
import { flagPair, setFlag } from '../_shared/parts';
import { photoBox, profileAt, profileLine, setPhoto } from '../_shared/profile';
import './style.css';

let shape = '';
let card: HTMLElement, single: HTMLElement, versus: HTMLElement, sName: HTMLElement, sMeta: HTMLElement, foot: HTMLElement, ev: HTMLElement;
let sFlag: { flag: HTMLElement; code: HTMLElement };
let sPhoto: HTMLImageElement;
let sides: { el: HTMLElement; photo: HTMLImageElement; flag: { flag: HTMLElement; code: HTMLElement }; name: HTMLElement }[] = [];

boot({
	anchor: 'bottom-left',
	x: 120,
	y: 110,
	render(v, { state }, { root, t, lang, opts }) {
		if (!v) {
			shape = '';
			root.replaceChildren();
			return;
		}
		const want = Number(opts.query.get('player'));
		const idx = Number.isInteger(want) && want >= 1 && want <= v.players.length ? want - 1 : null;
		const key = `${idx}:${v.players.length}:${lang}`;
		if (key !== shape) {
			shape = key;
			sFlag = flagPair();
			sName = h('div', 'big-name ell');
			sMeta = h('div', 'meta ell');
			sPhoto = photoBox();
			single = h('div', 'single', sPhoto, h('div', 'who', sFlag.flag, sFlag.code), sName, sMeta);
			sides = v.players.map(() => {
				const s = { el: h('div', 'side'), photo: photoBox(), flag: flagPair(), name: h('span', 'vs-name ell') };
				s.el.append(s.photo, s.flag.flag, s.flag.code, s.name);
				return s;
			});
			const parts: HTMLElement[] = [];
			sides.forEach((s, i) => {
				if (i) parts.push(h('span', 'vs caps', t('board.vs')));
				parts.push(s.el);
			});
			versus = h('div', `versus n${Math.min(v.players.length, 4)}`, ...parts);
			foot = h('div', 'foot caps');
			ev = h('span', 'event ell');
			card = h('div', 'third enter', h('div', 'bar'), h('div', 'main panel', idx === null ? versus : single), h('div', 'sub', foot, ev));
			root.replaceChildren(card);
		}
		setText(foot, [disciplineLabel(v, t), targetText(v, t), state.table.name].filter(Boolean).join('  ·  '));
		setText(ev, v.event ?? '');
		toggle(ev, 'hidden', !v.event);
		// the players' profiles (issue 27): a photo, the nickname and club; the set-up's country first
		if (idx !== null) {
			const p = v.players[idx];
			const prof = profileAt(state, idx);
			setPhoto(sPhoto, prof?.photo);
			setFlag(sFlag, p.country ?? prof?.country ?? null);
			setName(sName, p.name, shortName(p.name));
			setText(sMeta, [profileLine(prof, t), p.rating !== null ? `${t('board.rating')} ${p.rating}` : ''].filter(Boolean).join(' · '));
		} else {
			v.players.forEach((p, i) => {
				const prof = profileAt(state, i);
				setPhoto(sides[i].photo, prof?.photo);
				setFlag(sides[i].flag, p.country ?? prof?.country ?? null);
				setName(sides[i].name, p.name, shortName(p.name));
			});
		}
	}
});
