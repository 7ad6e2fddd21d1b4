/** Pins board: points still to count down per player, progress from the start, the last stroke. */
import { disciplineLabel, lastStrokeText } from '../../src/lib/view/words';
import { shortName } from '../../src/lib/kiosk/short-name';
import { boot } from '../_shared/boot';
import { h, pulse, setName, setText, toggle } from '../_shared/dom';
import { flagPair, setFlag } from '../_shared/parts';
import { matchOf } from '../../src/lib/disciplines/view';
import './style.css';

interface Card {
	el: HTMLElement;
	flag: { flag: HTMLElement; code: HTMLElement };
	name: HTMLElement;
	left: HTMLElement;
	bar: HTMLElement;
	detail: HTMLElement;
}
let shape = '';
let cards: Card[] = [];
let title: HTMLElement, sub: HTMLElement, last: HTMLElement, lastWhat: HTMLElement;

boot({
	anchor: 'bottom-right',
	render(v, _frame, { root, t, lang }) {
		const m = matchOf(v, 'pins');
		if (!m) {
			shape = '';
			root.replaceChildren();
			return;
		}
		const key = `${m.players.length}:${lang}`;
		if (key !== shape) {
			shape = key;
			title = h('span', 'title caps');
			sub = h('span', 'sub');
			cards = m.players.map(() => {
				const c: Card = { el: h('div', 'card'), flag: flagPair(), name: h('span', 'name ell'), left: h('span', 'left num'), bar: h('i'), detail: h('div', 'detail') };
				c.el.append(h('div', 'who', c.flag.flag, c.flag.code, c.name), h('div', 'big', c.left, h('span', 'lbl caps', t('board.toGo'))), h('div', 'bar', c.bar), c.detail);
				return c;
			});
			lastWhat = h('span', 'what ell');
			last = h('div', 'last hidden', h('span', 'lbl caps', t('board.lastStroke')), lastWhat);
			root.replaceChildren(h('div', 'board panel enter', h('div', 'head', title, sub), h('div', 'cards', ...cards.map((c) => c.el)), last));
		}
		setText(title, disciplineLabel(m, t));
		setText(sub, m.target !== null ? t('board.countdown', { n: m.target }) : '');
		const anyFlag = m.players.some((p) => p.country);
		m.players.forEach((p, i) => {
			const c = cards[i];
			setFlag(c.flag, p.country, anyFlag);
			setName(c.name, p.name, shortName(p.name));
			const left = p.toGo ?? p.score;
			if (setText(c.left, left) && c.left.dataset.seen) pulse(c.left);
			c.left.dataset.seen = '1';
			toggle(c.el, 'active', p.atTable);
			toggle(c.el, 'winner', p.winner);
			const start = p.target ?? 0;
			const done = start > 0 ? Math.min(1, Math.max(0, (start - left) / start)) : 0;
			c.bar.style.transform = `scaleX(${done.toFixed(4)})`;
			setText(c.detail, p.counted === null ? '' : `${t('board.counted')} ${p.counted} · ${t('board.penalties')} ${p.penalties ?? 0}`);
		});
		// "Anna · +50 · penalty 5 · turn passes": the one phrase every board shows.
		const stroke = lastStrokeText(m, t);
		toggle(last, 'hidden', !stroke);
		if (stroke && m.lastStroke) {
			setName(lastWhat, stroke);
			toggle(lastWhat, 'bad', m.lastStroke.penalty > 0 || m.lastStroke.outcome === 'bust');
		}
	}
});
