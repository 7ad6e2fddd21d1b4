/**
 * Ball tracker (pool): which object balls are still on the table; 8-ball groups by player.
 * A finished match has no rack to show (the engine has set up the next one): the tracker shows
 * the result instead.
 */
import { disciplineLabel, groupText, resultText } from '../../src/lib/view/words';
import { boot } from '../_shared/boot';
import { h, setName, setText, toggle } from '../_shared/dom';
import { matchOf } from '../../src/lib/disciplines/view';
import './style.css';

let shape = '';
let balls: HTMLElement[] = [];
let title: HTMLElement, on: HTMLElement, count: HTMLElement, rack: HTMLElement, owners: HTMLElement, left: HTMLElement, right: HTMLElement;
let result: HTMLElement, resultWho: HTMLElement, resultScore: HTMLElement;

function ball(n: number): HTMLElement {
	return h('span', `ball b${n}${n > 8 ? ' stripe' : ''}`, h('b', '', String(n)));
}

boot({
	anchor: 'top-right',
	render(v, _frame, { root, t, lang }) {
		const m = matchOf(v, 'pool');
		if (!m || (!m.rack && m.status !== 'finished')) {
			shape = '';
			root.replaceChildren();
			return;
		}
		const total = m.info.balls ?? 15;
		const key = `${total}:${lang}`;
		if (key !== shape) {
			shape = key;
			balls = Array.from({ length: total }, (_, i) => ball(i + 1));
			title = h('span', 'title caps');
			on = h('span', 'on caps');
			count = h('span', 'count num');
			left = h('span', 'owner ell');
			right = h('span', 'owner ell right');
			owners = h('div', 'owners hidden', left, right);
			rack = h('div', 'balls', ...balls);
			resultWho = h('span', 'who ell');
			resultScore = h('span', 'sc num');
			result = h('div', 'final hidden', resultWho, resultScore);
			root.replaceChildren(h('div', `tracker panel enter n${total}`, h('div', 'head', title, on, count), rack, result, owners));
		}
		setText(title, disciplineLabel(m, t));
		const finished = !m.rack;
		toggle(rack, 'hidden', finished);
		toggle(result, 'hidden', !finished);
		toggle(count, 'hidden', finished);
		setText(on, finished ? t('board.final') : t('board.onTable'));
		toggle(on, 'done', finished);
		if (!m.rack) {
			toggle(owners, 'hidden', true);
			setName(resultWho, resultText(m, t) ?? '');
			setText(resultScore, m.players.map((p) => p.score).join(' – '));
			return;
		}
		const onTable = new Set(m.rack.onTable);
		balls.forEach((b, i) => toggle(b, 'off', !onTable.has(i + 1)));
		setText(count, onTable.size);
		// 8-ball: who has solids (left) and stripes (right).
		const solids = m.players.find((p) => p.group === 'solids');
		const stripes = m.players.find((p) => p.group === 'stripes');
		toggle(owners, 'hidden', !solids && !stripes);
		setName(left, solids ? `${groupText(solids, t)} · ${solids.name}` : '');
		setName(right, stripes ? `${stripes.name} · ${groupText(stripes, t)}` : '');
	}
});
