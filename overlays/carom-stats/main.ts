/**
 * Carom statistics: points, innings, average, high run per player and an inning-by-inning
 * chart from `players[i].protocol` (the runs of each inning). Without protocols: table only.
 */
import { averageText, disciplineLabel, situationText, targetText } from '../../src/lib/view/words';
import { shortName } from '../../src/lib/kiosk/short-name';
import { boot, type Ctx } from '../_shared/boot';
import type { MatchView, MatchViewOf } from '../../src/lib/view/table-view';
import { h, setName, setText, toggle } from '../_shared/dom';
import { flagPair, setFlag } from '../_shared/parts';
import { matchOf } from '../../src/lib/disciplines/view';
import './style.css';

interface Line {
	el: HTMLElement;
	flag: { flag: HTMLElement; code: HTMLElement };
	name: HTMLElement;
	pts: HTMLElement;
	inn: HTMLElement;
	avg: HTMLElement;
	hr: HTMLElement;
	lane: HTMLElement;
	bars: HTMLElement;
}
let shape = '';
let lines: Line[] = [];
let title: HTMLElement, sub: HTMLElement, situation: HTMLElement, chart: HTMLElement, empty: HTMLElement, axis: HTMLElement;

const CHART_W = 604;
const BAR_H = 46;

boot({
	anchor: 'top-right',
	render(view, _frame, { root, t, lang }) {
		const v = matchOf(view, 'carom');
		if (!v) {
			shape = '';
			root.replaceChildren();
			return;
		}
		const key = `${v.players.length}:${lang}`;
		if (key !== shape) {
			shape = key;
			build(root, v, t);
		}
		setText(sub, [disciplineLabel(v, t), targetText(v, t)].filter(Boolean).join(' · '));
		// "Inn. 24 · Last inning" while live (the innings limit's warning), the result once finished.
		setText(situation, situationText(v, t) ?? '');
		toggle(situation, 'last', v.lastInning || v.equalizing);
		toggle(situation, 'final', v.status === 'finished');
		const anyFlag = v.players.some((p) => p.country);
		v.players.forEach((p, i) => {
			const l = lines[i];
			setFlag(l.flag, p.country, anyFlag);
			setName(l.name, p.name, shortName(p.name));
			setText(l.pts, p.score);
			setText(l.inn, p.innings);
			setText(l.avg, averageText(p.average, t));
			setText(l.hr, p.highRun);
			toggle(l.el, 'active', p.atTable);
			toggle(l.el, 'winner', p.winner);
		});
		drawChart(v, t);
	}
});

type T = Ctx['t'];

/** The panel for this many players in this language: its head, a line per player, the chart. */
function build(root: HTMLElement, v: MatchView, t: T) {
	title = h('span', 'title caps', t('board.stats'));
	sub = h('span', 'sub');
	situation = h('span', 'situation caps');
	lines = v.players.map((_, i) => {
		const l: Line = {
			el: h('div', 'line'),
			flag: flagPair(),
			name: h('span', 'name ell'),
			pts: h('span', 'c num pts'),
			inn: h('span', 'c num'),
			avg: h('span', 'c num avg'),
			hr: h('span', 'c num'),
			lane: h('div', `lane p${i % 4}`),
			bars: h('div', 'bars')
		};
		l.el.append(h('i', 'key'), l.flag.flag, l.flag.code, l.name, l.pts, l.inn, l.avg, l.hr);
		l.lane.append(l.bars);
		return l;
	});
	const cols = h('div', 'line cols caps', h('span', 'name'), h('span', 'c', t('board.points.short')), h('span', 'c', t('board.innings.short')), h('span', 'c', t('board.average.short')), h('span', 'c', t('board.highRun.short')));
	empty = h('div', 'empty', t('board.noChart'));
	axis = h('div', 'axis num');
	chart = h('div', `chart${v.players.length === 2 ? ' mirror' : ''}`, ...lines.map((l) => l.lane), axis);
	root.replaceChildren(h('div', 'stats panel enter', h('div', 'head', title, sub, situation), cols, ...lines.map((l) => l.el), chart, empty));
}

/** The inning-by-inning chart: one lane per player, bars scaled to the best inning. */
function drawChart(v: MatchViewOf<'carom'>, t: T) {
	const protos = v.players.map((p) => p.protocol);
	const has = protos.some((pr) => pr.length);
	toggle(chart, 'hidden', !has);
	toggle(empty, 'hidden', has);
	if (!has) return;
	const n = Math.max(...protos.map((pr) => pr.length));
	const max = Math.max(1, ...protos.flatMap((pr) => pr));
	const w = Math.max(3, Math.min(26, Math.floor((CHART_W - 8) / n)));
	const labels = w >= 16;
	const mirror = v.players.length === 2;
	lines.forEach((l, i) => {
		const pr = protos[i];
		const bars = l.bars;
		while (bars.children.length > n) bars.lastChild!.remove();
		while (bars.children.length < n) bars.append(h('span', 'bar', h('i'), h('b')));
		[...bars.children].forEach((bar, k) => {
			const el = bar as HTMLElement;
			el.style.width = `${w}px`;
			const val = pr[k];
			const fill = el.firstElementChild as HTMLElement;
			fill.style.transform = `scaleY(${val === undefined ? 0 : Math.max(0.02, val / max).toFixed(4)})`;
			toggle(el, 'zero', val === 0);
			toggle(el, 'best', val !== undefined && val > 0 && val === v.players[i].highRun);
			const label = el.lastElementChild as HTMLElement;
			setText(label, labels && val !== undefined && val > 0 ? val : '');
			const dy = ((val ?? 0) / max) * BAR_H + 2;
			label.style.transform = `translateY(${mirror && i === 1 ? '' : '-'}${dy.toFixed(1)}px)`;
		});
	});
	setText(axis, `${t('board.innings')}: ${n}`);
}
