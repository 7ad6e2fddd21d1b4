/**
 * English billiards break: the striker, the break in progress with the points of each of its
 * strokes (followed state by state: ./strokes.ts), and the game's line — the game of a match of
 * several, the referee's warning (10 hazards, 70 cannons), time called — and in a timed game its
 * game clock (EB-23), counted down from the server's deadline, "Time" at zero. Shown while an
 * English billiards match is live; transparent otherwise.
 */
import { billiardsGameLine } from '../../src/lib/disciplines/english-billiards/board-words';
import { matchOf } from '../../src/lib/disciplines/view';
import { boot } from '../_shared/boot';
import { breakHead, type BreakHead } from '../_shared/break-head';
import { h, setText, toggle } from '../_shared/dom';
import { formatGameTime, gameTime, skewOf } from '../../src/lib/view/clock';
import type { GameClockView } from '../../src/lib/protocol/clock';
import type { BoardT } from '../../src/lib/i18n/board';
import { followStrokes, type BreakStrokes } from './strokes';
import './style.css';

/** At most this many strokes drawn; the points of any before them show as a number. */
const MAX_STROKES = 24;

let shape = '';
let tracked: BreakStrokes | null = null;
let head: BreakHead, strokes: HTMLElement, line: HTMLElement, clockRow: HTMLElement, clockLabel: HTMLElement, clockTime: HTMLElement;
let timer: ReturnType<typeof setInterval> | undefined;

/** The game clock's row: counted down here while it runs; hidden when the game is not timed. */
function showGameClock(clock: GameClockView | undefined, t: BoardT): void {
	clearInterval(timer);
	toggle(clockRow, 'hidden', !clock);
	if (!clock) return;
	const skew = skewOf(clock, Date.now());
	const tick = () => {
		const time = gameTime(clock, Date.now(), skew);
		setText(clockLabel, t(time.timeUp ? 'board.timeUp' : 'board.gameClock'));
		setText(clockTime, formatGameTime(time.seconds));
		toggle(clockRow, 'warn', time.timeUp);
		if (!time.running) clearInterval(timer);
	};
	tick();
	if (clock.running) timer = setInterval(tick, 250);
}

boot({
	anchor: 'bottom-right',
	render(v, frame, { root, t, lang }) {
		const m = matchOf(v, 'english-billiards');
		const g = m?.game;
		if (!m || !g) {
			clearInterval(timer);
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
			clockLabel = h('span', 'caps');
			clockTime = h('b', 'num');
			clockRow = h('div', 'line game-clock', clockLabel, clockTime);
			root.replaceChildren(h('div', 'eb panel break-panel enter', head.el, strokes, line, clockRow));
		}
		head.set(m.turn !== null ? m.players[m.turn] : undefined, g.break);
		tracked = followStrokes(tracked, g.number, m.turn, g.break);
		const shown = tracked.strokes.slice(-MAX_STROKES);
		const before = g.break - shown.reduce((a, b) => a + b, 0);
		strokes.replaceChildren(...(before > 0 ? [h('span', 'before num', `${before} +`)] : []), ...shown.map((p) => h('i', `num p${p}`, String(p))));
		toggle(strokes, 'hidden', !shown.length);
		setText(line, billiardsGameLine(g, t));
		toggle(line, 'warn', g.warning !== null || g.timeCalled);
		showGameClock(m.status === 'live' ? frame.state.gameClock : undefined, t);
	}
});
