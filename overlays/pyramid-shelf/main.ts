/**
 * Pyramid shelves: each player's shelf as a row of balls (the frame's points: PlayerView.points)
 * against the balls that win the frame, the frame and its target, the balls still on the table,
 * and where the cue ball is played from (in hand in the house, the premium stroke). Shown while
 * a Russian pyramid match is live; transparent otherwise.
 */
import { ballInHandText } from '../../src/lib/view/words';
import { shortName } from '../../src/lib/kiosk/short-name';
import { boot } from '../_shared/boot';
import { h, pulse, setName, setText, toggle } from '../_shared/dom';
import { flagPair, setFlag } from '../_shared/parts';
import { matchOf } from '../../src/lib/disciplines/view';
import './style.css';

interface Shelf {
	el: HTMLElement;
	flag: ReturnType<typeof flagPair>;
	name: HTMLElement;
	balls: HTMLElement;
	n: HTMLElement;
}
let shape = '';
let shelves: Shelf[] = [];
let frame: HTMLElement, onTable: HTMLElement, hand: HTMLElement;

boot({
	anchor: 'top-right',
	render(v, _frame, { root, t, lang }) {
		const m = matchOf(v, 'pyramid');
		const f = m?.frame;
		if (!m || !f) {
			shape = '';
			root.replaceChildren();
			return;
		}
		const to = f.pointsTo ?? 8;
		const key = `${m.players.length}:${to}:${lang}`;
		if (key !== shape) {
			shape = key;
			frame = h('span', 'frame caps ell');
			onTable = h('span', 'tbl caps');
			hand = h('div', 'hand caps ell');
			shelves = m.players.map(() => {
				const s: Shelf = { el: h('div', 'shelf'), flag: flagPair(), name: h('span', 'name ell'), balls: h('span', 'balls'), n: h('b', 'n num') };
				s.balls.append(...Array.from({ length: to }, () => h('i')));
				s.el.append(h('i', 'turn'), s.flag.flag, s.flag.code, s.name, s.balls, s.n);
				return s;
			});
			root.replaceChildren(h('div', 'ps panel enter', h('div', 'head', frame, onTable), ...shelves.map((s) => s.el), hand));
		}
		setText(frame, `${t('board.pyramidFrame', { n: f.number })} · ${t.n('board.frameBalls', to)}`);
		setText(onTable, t('board.ballsOnTable', { n: f.onTable ?? 0 }));
		const anyFlag = m.players.some((p) => p.country);
		m.players.forEach((p, i) => {
			const s = shelves[i];
			toggle(s.el, 'active', p.atTable);
			setFlag(s.flag, p.country, anyFlag);
			setName(s.name, p.name, shortName(p.name));
			const n = p.points ?? 0;
			[...s.balls.children].forEach((b, k) => toggle(b, 'on', k < n));
			if (setText(s.n, n) && s.el.dataset.seen) pulse(s.n);
			s.el.dataset.seen = '1';
		});
		const inHand = ballInHandText(m, t);
		setText(hand, inHand ?? '');
		toggle(hand, 'hidden', !inHand);
	}
});
