/**
 * English billiards break: the striker, the break in progress with the points of each of its
 * strokes (followed state by state: ./strokes.ts), and the game's line — the game of a match of
 * several, the referee's warning (10 hazards, 70 cannons), time called. Shown while an English
 * billiards match is live; transparent otherwise.
 */
import { billiardsGameLine } from '../../src/lib/disciplines/english-billiards/board-words';
import { matchOf } from '../../src/lib/disciplines/view';
import { boot } from '../_shared/boot';
import { breakHead, type BreakHead } from '../_shared/break-head';
import { h, setText, toggle } from '../_shared/dom';
import { followStrokes, type BreakStrokes } from './strokes';
import './style.css';

/** At most this many strokes drawn; the points of any before them show as a number. */
const MAX_STROKES = 24;

let shape = '';
let tracked: BreakStrokes | null = null;
let head: BreakHead, strokes: HTMLElement, line: HTMLElement;

boot({
	anchor: 'bottom-right',
	render(v, _frame, { root, t, lang }) {
		const m = matchOf(v, 'english-billiards');
		const g = m?.game;
		if (!m || !g) {
			shape = '';
			tracked = null;
			root.replaceChildren();
			return;
		}
		if (shape !== lang) {
			shape = lang;
			head = breakHead(t);
			strokes = h('div', 'strokes break-row');
			line = h('div', 'line caps');
			root.replaceChildren(h('div', 'eb panel break-panel enter', head.el, strokes, line));
		}
		head.set(m.turn !== null ? m.players[m.turn] : undefined, g.break);
		tracked = followStrokes(tracked, g.number, m.turn, g.break);
		const shown = tracked.strokes.slice(-MAX_STROKES);
		const before = g.break - shown.reduce((a, b) => a + b, 0);
		strokes.replaceChildren(...(before > 0 ? [h('span', 'before num', `${before} +`)] : []), ...shown.map((p) => h('i', `num p${p}`, String(p))));
		toggle(strokes, 'hidden', !shown.length);
		setText(line, billiardsGameLine(g, t));
		toggle(line, 'warn', g.warning !== null || g.timeCalled);
	}
});
