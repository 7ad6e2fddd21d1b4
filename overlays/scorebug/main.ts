/** Scorebug: one row per player (any number of players), the match line and the shot clock. */
import { averageText, ballInHandBadge, disciplineLabel, foulWarningBadge, groupText, situationText, targetText } from '../../src/lib/view/words';
import type { BoardT } from '../../src/lib/i18n/board';
import type { MatchView } from '../../src/lib/view/table-view';
import { boot } from '../_shared/boot';
import { fit, h, pulse, setName, setText, toggle } from '../_shared/dom';
import { ClockDisplay, flagPair, setFlag } from '../_shared/parts';
import { sponsorSlot } from '../_shared/sponsors';
import './style.css';

interface Row {
	el: HTMLElement;
	flag: { flag: HTMLElement; code: HTMLElement };
	brk: HTMLElement;
	name: HTMLElement;
	tags: HTMLElement;
	group: HTMLElement;
	pips: HTMLElement;
	warn: HTMLElement;
	bih: HTMLElement;
	run: HTMLElement;
	inn: HTMLElement;
	avg: HTMLElement;
	hr: HTMLElement;
	score: HTMLElement;
	/** The badges shown last time: when they change, the name is fitted again into what is left. */
	badges: string;
}

let shape = '';
let disc: HTMLElement, target: HTMLElement, meta: HTMLElement, labels: HTMLElement;
let rows: Row[] = [];
let clock: ClockDisplay;

function build(root: HTMLElement, m: MatchView, t: BoardT): void {
	disc = h('span', 'disc caps ell');
	target = h('span', 'target ell');
	meta = h('span', 'meta caps ell');
	const clockText = h('span', 'clock-t num');
	const clockBox = h('span', 'clock hidden', clockText);
	// Column headings, one per statistic column below, in the same order and widths.
	labels = h('span', 'labels caps', h('span', '', t('board.innings.short')), h('span', 'l-avg', t('board.average.short')), h('span', '', t('board.highRun.short')));
	const bar = h('div', 'clockbar hidden', h('i'));
	rows = m.players.map(() => {
		const r: Row = {
			el: h('div', 'row'),
			flag: flagPair(),
			brk: h('span', 'brk off'),
			name: h('span', 'name ell'),
			tags: h('span', 'tags'),
			group: h('span', 'tag group hidden'),
			pips: h('span', 'pips hidden', h('i'), h('i'), h('i')),
			warn: h('span', 'tag warn hidden'),
			bih: h('span', 'tag bih hidden'),
			run: h('span', 'tag run hidden'),
			inn: h('span', 'st num'),
			avg: h('span', 'st num s-avg'),
			hr: h('span', 'st num'),
			score: h('span', 'score-v'),
			badges: ''
		};
		r.brk.title = t('board.breaks');
		r.tags.append(r.group, r.pips, r.warn, r.bih, r.run);
		r.el.append(h('i', 'turn'), r.flag.flag, r.flag.code, r.brk, r.name, r.tags, h('span', 'stats', r.inn, r.avg, r.hr), h('span', 'score num', r.score));
		return r;
	});
	root.replaceChildren(h('div', `bug panel enter fam-${m.family}`, h('div', 'head', disc, target, meta, labels, clockBox), ...rows.map((r) => r.el), bar));
	clock = new ClockDisplay(clockBox, clockText, bar);
}

/** Shows or hides a badge with its text; returns a token for the row's badge signature. */
function badge(el: HTMLElement, text: string | null): string {
	toggle(el, 'hidden', !text);
	if (text) setText(el, text);
	return text ?? '';
}

const wire = boot({
	anchor: 'bottom-left',
	render(m, frame, { root, t, lang }) {
		if (!m) {
			shape = '';
			root.replaceChildren();
			return;
		}
		const key = `${m.family}:${m.players.length}:${lang}`;
		if (key !== shape) {
			shape = key;
			build(root, m, t);
		}
		setText(disc, disciplineLabel(m, t));
		setText(target, targetText(m, t) ?? '');
		const finished = m.status === 'finished';
		// Live: the rack, the inning (with "last inning"), the figure; finished: the result.
		setText(meta, situationText(m, t) ?? '');
		toggle(meta, 'final', finished);
		toggle(meta, 'last', m.lastInning || m.equalizing);
		const anyFlag = m.players.some((p) => p.country);
		m.players.forEach((p, i) => {
			const r = rows[i];
			toggle(r.el, 'active', p.atTable);
			toggle(r.el, 'winner', p.winner);
			toggle(r.el, 'loser', finished && m.winner !== null && !p.winner);
			setFlag(r.flag, p.country, anyFlag);
			toggle(r.brk, 'off', !p.breaker);
			setName(r.name, p.name);
			if (setText(r.score, p.score) && r.score.dataset.seen) pulse(r.score);
			r.score.dataset.seen = '1';
			const fouls = m.info.threeFoul && !finished ? p.fouls : 0;
			toggle(r.pips, 'hidden', fouls <= 0);
			[...r.pips.children].forEach((pip, k) => toggle(pip, 'on', k < fouls));
			const badges = [
				badge(r.group, groupText(p, t)),
				badge(r.warn, p.forfeited ? t('board.forfeited') : foulWarningBadge(p, t)),
				badge(r.bih, p.atTable ? ballInHandBadge(m, t) : null),
				badge(r.run, p.run ? `${t('board.run')} ${p.run}` : null),
				String(fouls)
			].join('|');
			// The name takes what the badges leave: fit it again (shrink first, ellipsis last).
			if (badges !== r.badges) {
				r.badges = badges;
				fit(r.name);
			}
			if (m.family === 'carom') {
				setText(r.inn, p.innings);
				setText(r.avg, averageText(p.average, t));
				setText(r.hr, p.highRun);
			}
		});
		clock.set(frame.clock, !finished);
	}
});
sponsorSlot(document.getElementById('gfx')!, wire);
