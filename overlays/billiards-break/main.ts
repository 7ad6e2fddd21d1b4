/**
 * English billiards break: the striker, the break in progress with the points of each of its
 * strokes (followed state by state: ./strokes.ts), and the game's line — the game of a match of
 * several, the referee's warning (10 hazards, 70 cannons), time called. Shown while an English
 * billiards match is live; transparent otherwise.
 */
import { shortName } from '../../src/lib/kiosk/short-name';
import { billiardsGameLine } from '../../src/lib/disciplines/english-billiards/board-words';
import { matchOf } from '../../src/lib/disciplines/view';
import { boot } from '../_shared/boot';
import { h, pulse, setName, setText, toggle } from '../_shared/dom';
import { flagPair, setFlag } from '../_shared/parts';
import { followStrokes, type BreakStrokes } from './strokes';
import './style.css';

/** At most this many strokes drawn; the points of any before them show as a number. */
const MAX_STROKES = 24;

let shape = '';
let tracked: BreakStrokes | null = null;
let flag: ReturnType<typeof flagPair>, name: HTMLElement, brk: HTMLElement, brkN: HTMLElement, strokes: HTMLElement, line: HTMLElement;

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
			flag = flagPair();
			name = h('span', 'name ell');
			brkN = h('b', 'num');
			brk = h('span', 'brk', h('span', 'caps', t('board.break.short')), brkN);
			strokes = h('div', 'strokes');
			line = h('div', 'line caps');
			root.replaceChildren(h('div', 'eb panel enter', h('div', 'top', flag.flag, flag.code, name, brk), strokes, line));
		}
		const striker = m.turn !== null ? m.players[m.turn] : undefined;
		setFlag(flag, striker?.country ?? null);
		setName(name, striker?.name ?? '', shortName(striker?.name ?? ''));
		tracked = followStrokes(tracked, g.number, m.turn, g.break);
		toggle(brk, 'hidden', g.break <= 0);
		if (setText(brkN, g.break) && g.break > 0) pulse(brkN);
		const shown = tracked.strokes.slice(-MAX_STROKES);
		const before = g.break - shown.reduce((a, b) => a + b, 0);
		strokes.replaceChildren(...(before > 0 ? [h('span', 'before num', `${before} +`)] : []), ...shown.map((p) => h('i', `num p${p}`, String(p))));
		toggle(strokes, 'hidden', !shown.length);
		setText(line, billiardsGameLine(g, t));
		toggle(line, 'warn', g.warning !== null || g.timeCalled);
	}
});
