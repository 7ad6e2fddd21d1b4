/**
 * Scorebug: one row per player (any number of players), the match line and the shot clock.
 * Pyramid and snooker add the frame's points beside the frames won and the frame line under the
 * rows (reds, points remaining, snookers required; balls on the table); snooker's break in
 * progress is the run badge.
 */
import { averageText, ballInHandBadge, disciplineLabel, foulWarningBadge, frameText, groupText, runText, situationText, targetText } from '../../src/lib/view/words';
import type { BoardT } from '../../src/lib/i18n/board';
import type { MatchView } from '../../src/lib/view/table-view';
import { boot } from '../_shared/boot';
import { fit, h, pulse, setName, setText, toggle } from '../_shared/dom';
import { clockDisplay, flagPair, setFlag } from '../_shared/parts';
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
	pts: HTMLElement;
	score: HTMLElement;
	/** The badges shown last time: when they change, the name is fitted again into what is left. */
	badges: string;
}

let shape = '';
let disc: HTMLElement, target: HTMLElement, meta: HTMLElement, foot: HTMLElement;
let rows: Row[] = [];
let clock: ReturnType<typeof clockDisplay>;

function build(root: HTMLElement, m: MatchView, t: BoardT): void {
	disc = h('span', 'disc caps ell');
	target = h('span', 'target ell');
	meta = h('span', 'meta caps ell');
	const clockText = h('span', 'clock-t num');
	const clockBox = h('span', 'clock hidden', clockText);
	foot = h('div', 'foot caps ell');
	// Carom: column headings, one per statistic column below, in the same order and widths.
	const labels = m.family === 'carom' ? [h('span', 'labels caps', h('span', '', t('board.innings.short')), h('span', 'l-avg', t('board.average.short')), h('span', '', t('board.highRun.short')))] : [];
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
			pts: h('span', 'pts num'),
			score: h('span', 'score-v'),
			badges: ''
		};
		r.tags.append(r.group, r.pips, r.warn, r.bih, r.run);
		r.el.append(h('i', 'turn'), r.flag.flag, r.flag.code, r.brk, r.name, r.tags, h('span', 'stats', r.inn, r.avg, r.hr), r.pts, h('span', 'score num', r.score));
		return r;
	});
	root.replaceChildren(h('div', `bug panel enter fam-${m.family}`, h('div', 'head', disc, target, meta, ...labels, clockBox), ...rows.map((r) => r.el), foot, bar));
	clock = clockDisplay(clockBox, clockText, bar);
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
		// Live: the rack, the inning (with "last inning"), the figure; finished: the result. The
		// frame line of pyramid and snooker is too long for the head: it goes under the rows.
		setText(meta, (m.frame ? null : situationText(m, t)) ?? '');
		setText(foot, m.frame ? frameText(m, m.frame, t) : '');
		toggle(foot, 'hidden', !m.frame);
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
			// (no pop on the first paint: the badges are still unset)
			if (setText(r.score, p.score) && r.badges) pulse(r.score);
			const fouls = m.info.threeFoul && !finished ? p.fouls : 0;
			toggle(r.pips, 'hidden', fouls <= 0);
			[...r.pips.children].forEach((pip, k) => toggle(pip, 'on', k < fouls));
			const badges = [
				badge(r.group, groupText(p, t)),
				badge(r.warn, p.forfeited ? t('board.forfeited') : foulWarningBadge(p, t)),
				badge(r.bih, p.atTable ? ballInHandBadge(m, t) : null),
				badge(r.run, p.run ? runText(m, p.run, t) : null),
				String(fouls)
			].join('|');
			// The name takes what the badges leave: fit it again (shrink first, ellipsis last).
			if (badges !== r.badges) {
				r.badges = badges;
				fit(r.name);
			}
			setText(r.pts, p.points ?? '');
			if (m.family === 'carom') {
				setText(r.inn, p.innings);
				setText(r.avg, averageText(p.average, t));
				setText(r.hr, p.highRun);
			}
		});
		clock(frame.clock, !finished);
	}
});
sponsorSlot(document.getElementById('gfx')!, wire);
