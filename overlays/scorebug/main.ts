/** Scorebug: one row per player (any number of players), the match line and the shot clock. */
import { boot } from '../_shared/boot';
import { h, pulse, setName, setText, toggle } from '../_shared/dom';
import { fmtAvg, type MatchView } from '../_shared/model';
import { ClockDisplay, flagPair, headline, setFlag } from '../_shared/parts';
import { sponsorSlot } from '../_shared/sponsors';
import './style.css';

interface Row {
	el: HTMLElement;
	flag: { flag: HTMLElement; code: HTMLElement };
	name: HTMLElement;
	group: HTMLElement;
	brk: HTMLElement;
	pips: HTMLElement;
	warn: HTMLElement;
	bih: HTMLElement;
	run: HTMLElement;
	inn: HTMLElement;
	avg: HTMLElement;
	hr: HTMLElement;
	score: HTMLElement;
}

let shape = '';
let card: HTMLElement;
let disc: HTMLElement, target: HTMLElement, meta: HTMLElement, labels: HTMLElement;
let rows: Row[] = [];
let clock: ClockDisplay;

function build(root: HTMLElement, v: MatchView, t: (k: 'inn' | 'avg' | 'hr') => string): void {
	disc = h('span', 'disc caps');
	target = h('span', 'target ell');
	meta = h('span', 'meta caps');
	const clockText = h('span', 'clock-t num');
	const clockBox = h('span', 'clock hidden', clockText);
	labels = h('span', 'labels caps', h('span', '', t('inn')), h('span', '', t('avg')), h('span', '', t('hr')));
	const bar = h('div', 'clockbar hidden', h('i'));
	rows = v.players.map(() => {
		const r: Row = {
			el: h('div', 'row'),
			flag: flagPair(),
			name: h('span', 'name ell'),
			group: h('span', 'tag group hidden'),
			brk: h('span', 'brk hidden'),
			pips: h('span', 'pips hidden', h('i'), h('i'), h('i')),
			warn: h('span', 'tag warn hidden'),
			bih: h('span', 'tag bih hidden'),
			run: h('span', 'tag run hidden'),
			inn: h('span', 'st num'),
			avg: h('span', 'st num avg'),
			hr: h('span', 'st num'),
			score: h('span', 'score-v')
		};
		r.el.append(
			h('i', 'turn'),
			r.flag.flag,
			r.flag.code,
			r.name,
			h('span', 'tags', r.group, r.brk, r.pips, r.warn, r.bih, r.run),
			h('span', 'stats', r.inn, r.avg, r.hr),
			h('span', 'score num', r.score)
		);
		return r;
	});
	card = h('div', `bug panel enter fam-${v.family}`, h('div', 'head', disc, target, meta, labels, clockBox), ...rows.map((r) => r.el), bar);
	root.replaceChildren(card);
	clock = new ClockDisplay(clockBox, clockText, bar);
}

const wire = boot({
	anchor: 'bottom-left',
	render(v, _state, _events, { root, t, lang }) {
		if (!v) {
			shape = '';
			root.replaceChildren();
			return;
		}
		const key = `${v.family}:${v.players.length}:${lang}`;
		if (key !== shape) {
			shape = key;
			build(root, v, t);
		}
		const hl = headline(v, t, lang);
		setText(disc, hl.discipline);
		setText(target, hl.target);
		const finished = v.status === 'finished';
		setText(meta, finished ? (v.draw ? t('draw') : t('final')) : v.rack && v.discipline !== 'straight-pool' ? t('rack', { n: v.rack.number }) : '');
		toggle(meta, 'final', finished);
		toggle(labels, 'hidden', v.family !== 'carom');
		const threeFoul = v.discipline === 'nine-ball' || v.discipline === 'straight-pool';
		const anyFlag = v.players.some((p) => p.country);
		v.players.forEach((p, i) => {
			const r = rows[i];
			const active = !finished && v.turn === i;
			toggle(r.el, 'active', active);
			toggle(r.el, 'winner', finished && v.winner === i);
			toggle(r.el, 'loser', finished && v.winner !== null && v.winner !== i);
			setFlag(r.flag, p.country, anyFlag);
			setName(r.name, p.name);
			if (setText(r.score, p.score) && r.score.dataset.seen) pulse(r.score);
			r.score.dataset.seen = '1';
			// Pool extras.
			const g = v.rack?.groups?.[i];
			toggle(r.group, 'hidden', !g || finished);
			if (g) setText(r.group, g === 'solids' ? t('solids') : t('stripes'));
			toggle(r.brk, 'hidden', finished || v.family !== 'pool' || v.breaker !== i);
			const fouls = threeFoul && !finished ? p.fouls : 0;
			toggle(r.pips, 'hidden', fouls <= 0);
			[...r.pips.children].forEach((pip, k) => toggle(pip, 'on', k < fouls));
			toggle(r.warn, 'hidden', fouls < 2);
			setText(r.warn, t('foulWarning'));
			toggle(r.bih, 'hidden', !active || !v.rack?.ballInHand);
			setText(r.bih, t('bih'));
			const run = p.currentRun ?? 0;
			toggle(r.run, 'hidden', !active || run <= 0);
			setText(r.run, `${t('run')} ${run}`);
			if (p.forfeited) {
				toggle(r.warn, 'hidden', false);
				setText(r.warn, t('forfeit'));
			}
			// Carom statistics.
			if (v.family === 'carom') {
				setText(r.inn, p.innings);
				setText(r.avg, fmtAvg(p.average));
				setText(r.hr, p.highRun);
			}
		});
		clock.set(v.clock, !finished);
	}
});
sponsorSlot(document.getElementById('gfx')!, wire);
