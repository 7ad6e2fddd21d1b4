/**
 * Scorebug: one row per player (any number of players), the match line and the shot clock.
 * Pyramid and snooker add the frame's points beside the frames won and the frame line under the
 * rows (reds, points remaining, snookers required; balls on the table); snooker's break in
 * progress is the run badge.
 */
import { averageText, ballInHandBadge, disciplineLabel, foulWarningBadge, groupText, runText, situationText, targetText } from '../../src/lib/view/words';
import type { BoardT } from '../../src/lib/i18n/board';
import type { MatchView } from '../../src/lib/view/table-view';
import { STAT_COLUMNS } from '../../src/lib/disciplines/board-words';
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
	/** The name and the room its badges took last time (their texts, any digit as 0: digits are all as wide): when either changes, the name is fitted again. */
	badges: string;
}

let shape = '';
let disc: HTMLElement, target: HTMLElement, foot: HTMLElement;
let rows: Row[] = [];
let clock: ReturnType<typeof clockDisplay>;

function build(root: HTMLElement, m: MatchView, t: BoardT): void {
	disc = h('span', 'disc caps ell');
	target = h('span', 'target ell');
	const clockText = h('span', 'clock-t num');
	const clockBox = h('span', 'clock hidden', clockText);
	// The situation line under the rows (the rack; the inning with "equalizing inning"; a
	// figure; the frame line of pyramid and snooker; the result): it wraps rather than being cut.
	foot = h('div', 'foot caps');
	// Column headings (carom), one per statistic column below, in the same order and widths.
	const labels = STAT_COLUMNS[m.family] ? [h('span', 'labels caps', h('span', '', t('board.innings.short')), h('span', 'l-avg', t('board.average.short')), h('span', '', t('board.highRun.short')))] : [];
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
	root.replaceChildren(h('div', `bug panel enter fam-${m.family}${m.players.some((p) => p.points !== null) ? ' pts-on' : ''}`, h('div', 'head', disc, target, ...labels, clockBox), ...rows.map((r) => r.el), foot, bar));
	clock = clockDisplay(clockBox, clockText, bar);
}

/** Shows or hides a badge with its text; returns the room it takes, for the row's badge signature. */
function badge(el: HTMLElement, text: string | null): string {
	toggle(el, 'hidden', !text);
	if (text) setText(el, text);
	return text?.replace(/\d/g, '0') ?? '';
}

const wire = boot({
	anchor: 'bottom-left',
	render(m, frame, { root, t, lang }) {
		if (!m) {
			shape = '';
			root.replaceChildren();
			return;
		}
		// frame points (pyramid, snooker, a billiards match of several games) take a column of their own
		const key = `${m.family}:${m.players.length}:${lang}:${m.players.some((p) => p.points !== null)}`;
		if (key !== shape) {
			shape = key;
			build(root, m, t);
		}
		setText(disc, disciplineLabel(m, t));
		// (a target with an innings limit may need a smaller size; fitted when it changes only)
		setName(target, targetText(m, t) ?? '');
		const finished = m.status === 'finished';
		// Live: the rack, the inning (with "last inning"), the figure, pyramid's and snooker's frame line; finished: the result.
		// The rack, the frame (pyramid, snooker), the inning or the result: one line under the rows.
		const line = situationText(m, t) ?? '';
		setText(foot, line);
		toggle(foot, 'hidden', !line);
		toggle(foot, 'final', finished);
		toggle(foot, 'last', !!(m.lastInning || m.equalizing));
		const anyFlag = m.players.some((p) => p.country);
		m.players.forEach((p, i) => {
			const r = rows[i];
			toggle(r.el, 'active', p.atTable);
			toggle(r.el, 'winner', p.winner);
			toggle(r.el, 'loser', finished && m.winner !== null && !p.winner);
			setFlag(r.flag, p.country, anyFlag);
			toggle(r.brk, 'off', !p.breaker);
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
				fouls,
				p.name
			].join();
			// The name takes what the badges leave: fitted when it or that room changes (shrunk to 60 %,
			// the ellipsis last), not when only a number in them does. (No short form here: the
			// abbreviation rule does not fit the scorebug's 12 KB; the row is wide enough instead.)
			// Too long even shrunk (beside a badge): the first name gives way to its initial, the
			// rest kept as written ("S. Van Boening"); the other overlays' shortName rule, but for
			// a middle name, which would cost the page bytes it does not have.
			if (badges !== r.badges) fit(r.name, p.name, p.name.replace(/(\S)\S*\s+/u, '$1. '));
			r.badges = badges;
			setText(r.pts, p.points ?? '');
			if (STAT_COLUMNS[m.family]) {
				setText(r.inn, p.innings);
				setText(r.avg, averageText(p.average, t));
				setText(r.hr, p.highRun);
			}
		});
		clock(frame.clock, !finished);
	}
});
sponsorSlot(document.getElementById('gfx')!, wire);
