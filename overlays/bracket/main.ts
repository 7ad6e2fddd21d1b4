/**
 * Bracket: a competition's knockout bracket over the picture — its rounds as columns, each match
 * with both names (or where a player comes from) and the score, live matches marked. A big field
 * shows the part being played (the rounds in play, cut into parts that turn every ?rotate=
 * seconds, default 10). ?competition=<id>, else the competition of the table's current match.
 * Transparent without a competition or a bracket (a round robin: the standings overlay).
 */
import './style.css';
import type { CompetitionMatch, CompetitionView } from '../../src/lib/competition/types';
import { bracketLabel, compWord, matchNumber, roundLabel, seatText } from '../../src/lib/competition/words';
import { bracketPages, currentPages, knockoutColumns, type BracketPage } from '../../src/lib/kiosk/competition/layout';
import { fit, h } from '../_shared/dom';
import { bootCompetition, type CompCtx } from './competition';

/** Boxes a column holds and columns the panel holds (at ?scale=1 on 1920×1080). */
const CAP = { rows: 8, cols: 4 };

let pages: BracketPage[] = [];
let turn = 0;
let shownKey = '';
let last: { view: CompetitionView; ctx: CompCtx } | null = null;

function box(m: CompetitionMatch, ctx: CompCtx, tag: string | null): HTMLElement {
	const el = h('div', `m ${m.status}`);
	el.dataset.match = m.id;
	for (const s of [0, 1] as const) {
		const name = h('span', 'n ell', seatText(m, s, ctx.t));
		const row = h('div', `s${m.winner === s ? ' win' : m.winner === 1 - s ? ' lose' : ''}${m.players[s] ? '' : ' tbd'}`, name);
		const score = m.result?.players[s]?.score;
		if (score !== undefined && m.players[0] && m.players[1]) row.append(h('b', 'sc', String(score)));
		el.append(row);
	}
	// the number "Winner of match 3" speaks of
	el.append(h('span', 'no', matchNumber(m.id)));
	if (tag) el.append(h('span', 'tag caps', tag));
	return el;
}

function draw(view: CompetitionView, ctx: CompCtx, animate: boolean): void {
	const page = pages[turn % pages.length];
	const { t, root } = ctx;
	const short = view.format === 'double-elimination';
	const live = compWord(t, 'board.comp.match.live');
	const side = page.stage === 1 ? compWord(t, 'board.comp.knockout') : bracketLabel(page.bracket, t, view.format);
	const head = h('div', 'head', h('span', 'cn ell', view.name), h('span', 'bl caps', page.parts > 1 ? `${side} · ${page.part + 1}/${page.parts}` : side));
	const cols = h('div', 'cols');
	page.columns.forEach((c, i) => {
		const list = h('div', 'list');
		for (const m of c.matches) {
			const el = box(m, ctx, m.status === 'live' ? live : null);
			if (i < page.columns.length - 1 && page.columns[i + 1].bracket === c.bracket) el.classList.add('feeds');
			if (i > 0 && page.columns[i - 1].bracket === c.bracket) el.classList.add('fed');
			list.append(el);
		}
		for (const m of c.extra) list.append(h('div', 'extra', h('span', 'xh caps', roundLabel(m, t, { format: view.format })), box(m, ctx, m.status === 'live' ? live : null)));
		cols.append(h('section', 'col', h('div', 'rh caps ell', roundLabel(c, t, { format: view.format, short })), list));
	});
	const panel = h('div', `bracket panel${animate ? ' enter' : ''}`, head, cols);
	panel.style.setProperty('--n', String(page.columns.length));
	panel.style.setProperty('--rows', String(Math.max(1, ...page.columns.map((c) => c.matches.length + c.extra.length * 1.5))));
	root.replaceChildren(panel);
	for (const n of Array.from(root.querySelectorAll<HTMLElement>('.n'))) fit(n);
}

function render(view: CompetitionView | null, ctx: CompCtx): void {
	const ko = view ? knockoutColumns(view) : null;
	pages = ko ? currentPages([...bracketPages(ko.winners, CAP, 'winners', ko.stage), ...bracketPages(ko.losers, CAP, 'losers', ko.stage)]) : [];
	if (!view || !pages.length) {
		last = null;
		shownKey = '';
		root().replaceChildren();
		return;
	}
	last = { view, ctx };
	const key = `${view.id}:${pages.length}`;
	draw(view, ctx, key !== shownKey);
	shownKey = key;
}

const root = () => document.getElementById('gfx') as HTMLElement;
const every = Math.min(120, Math.max(3, Number(new URLSearchParams(location.search).get('rotate')) || 10)) * 1000;
setInterval(() => {
	if (!last || pages.length < 2) return;
	turn++;
	draw(last.view, last.ctx, true);
}, every);

bootCompetition({ anchor: 'center', render });
