/**
 * Standings: a group's (or a round robin's) table over the picture — place, player and the
 * figures the discipline keeps (src/lib/competition/words.ts: standingColumns), the places that
 * go on to the knockout marked. ?group=N (from 1), else the group of the table's current match,
 * else the first. ?competition=<id>, else the competition of the table's current match.
 * Transparent without a competition or group tables (a knockout: the bracket overlay).
 */
import './style.css';
import type { CompetitionView } from '../../src/lib/competition/types';
import { cellText, columnLabel, compWord, groupLabel, standingColumns } from '../../src/lib/competition/words';
import { groupStandings } from '../../src/lib/kiosk/competition/layout';
import { advancing } from '../../src/lib/kiosk/competition/screen';
import { fit, h } from '../_shared/dom';
import { bootCompetition, type CompCtx } from '../bracket/competition';

/** Rows shown at most (a longer table shows its top). */
const MAX_ROWS = 16;
let shown = '';

function render(view: CompetitionView | null, ctx: CompCtx): void {
	const { t, root, opts } = ctx;
	const tables = view ? groupStandings(view) : [];
	const asked = Number(opts.query.get('group'));
	const want = Number.isInteger(asked) && asked > 0 ? asked : ctx.group;
	const st = tables.find((s) => s.group === want) ?? tables[0];
	if (!view || !st || !st.rows.length) {
		shown = '';
		root.replaceChildren();
		return;
	}
	const columns = standingColumns(st.rows);
	const up = st.group !== null && view.format === 'groups-knockout' ? (advancing(view)[st.group] ?? 0) : 0;
	const title = view.format === 'groups-knockout' && st.group !== null ? groupLabel(st.group, t) : compWord(t, 'board.comp.standings');
	const head = h('div', 'head', h('span', 'cn ell', view.name), h('span', 'gl caps', title));
	const row = (cells: HTMLElement[], cls: string) => {
		const r = h('div', cls, ...cells);
		r.style.gridTemplateColumns = grid;
		return r;
	};
	const grid = columns.map((c) => (c === 'player' ? 'minmax(0,1fr)' : c === 'average' ? '90px' : c === 'place' ? '44px' : '58px')).join(' ');
	const rows = st.rows.slice(0, MAX_ROWS).map((r) =>
		row(
			columns.map((c) => h('span', `c ${c}${c === 'player' ? ' ell' : ''}`, cellText(r, c, t))),
			`r${r.place <= up ? ' up' : ''}`
		)
	);
	const panel = h('div', `standings panel${columns.includes('points') ? ' with-points' : ''}${view.id + st.group !== shown ? ' enter' : ''}`, head, row(columns.map((c) => h('span', `c ${c} caps`, columnLabel(c, t))), 'r th'), ...rows);
	panel.style.width = `${520 + 58 * Math.max(0, columns.length - 3) + (columns.includes('average') ? 32 : 0)}px`;
	panel.dataset.group = String(st.group ?? '');
	shown = view.id + st.group;
	root.replaceChildren(panel);
	for (const n of Array.from(root.querySelectorAll<HTMLElement>('.r:not(.th) .player'))) fit(n);
}

bootCompetition({ anchor: 'top-right', render });
