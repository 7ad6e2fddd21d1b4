/**
 * Snooker break and points remaining: the striker, the break in progress with the balls potted
 * in it (followed state by state: ./break.ts), and the frame's situation — the ball on, reds
 * left, points remaining, snookers required, a free ball or a re-spotted black. Shown while a
 * snooker match is live; transparent otherwise.
 */
import { snookerBallText } from '../../src/lib/view/words';
import { boot } from '../_shared/boot';
import { breakHead, type BreakHead } from '../_shared/break-head';
import { h, toggle } from '../_shared/dom';
import { followBreak, type BreakBalls } from './break';
import { matchOf } from '../../src/lib/disciplines/view';
import './style.css';

/** At most this many balls drawn; the points of any before them show as a number. */
const MAX_BALLS = 40;

let shape = '';
let tracked: BreakBalls | null = null;
let head: BreakHead, balls: HTMLElement, pills: HTMLElement;

boot({
	anchor: 'bottom-right',
	render(v, _frame, { root, t, lang }) {
		const m = matchOf(v, 'snooker');
		const f = m?.frame;
		if (!m || !f) {
			shape = '';
			tracked = null;
			root.replaceChildren();
			return;
		}
		if (shape !== lang) {
			shape = lang;
			head = breakHead(t);
			balls = h('div', 'balls break-row');
			pills = h('div', 'pills');
			root.replaceChildren(h('div', 'sb panel break-panel enter', head.el, balls, pills));
		}
		head.set(m.turn !== null ? m.players[m.turn] : undefined, f.break);
		tracked = followBreak(tracked, f, m.turn);
		// The balls of the break seen potted; points before the first one drawn (potted before this
		// page joined, or beyond the cap) as "n +". None seen: the number says it all.
		const shown = tracked.balls.slice(-MAX_BALLS);
		const before = f.break - shown.reduce((a, b) => a + b, 0);
		balls.replaceChildren(...(before > 0 ? [h('span', 'before num', `${before} +`)] : []), ...shown.map((v) => h('i', `b${v}`)));
		toggle(balls, 'hidden', !shown.length);
		// The situation as pills; what the trailer needs, and a free ball or a re-spotted black, stand out.
		const said: [string | false, string][] = [
			[!!f.ballOn && t('board.ballOn', { ball: snookerBallText(f.ballOn, t) }), ''],
			[!!f.reds && t('board.reds', { n: f.reds }), ''],
			[f.remaining !== null && t('board.remaining', { n: f.remaining }), ''],
			[f.snookersRequired > 0 && t('board.snookersRequired', { n: f.snookersRequired }), ' warn'],
			[f.respottedBlack ? t('board.respottedBlack') : f.freeBall && t('board.freeBall'), ' hot']
		];
		pills.replaceChildren(...said.filter(([text]) => text).map(([text, cls]) => h('span', `pill${cls}`, text as string)));
	}
});
