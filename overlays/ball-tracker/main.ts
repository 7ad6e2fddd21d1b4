/** Ball tracker (pool): which object balls are still on the table; 8-ball groups by player. */
import { boot } from '../_shared/boot';
import { h, setName, setText, toggle } from '../_shared/dom';
import { disciplineName } from '../_shared/i18n';
import './style.css';

let shape = '';
let balls: HTMLElement[] = [];
let title: HTMLElement, count: HTMLElement, left: HTMLElement, right: HTMLElement, owners: HTMLElement;

function ball(n: number): HTMLElement {
	return h('span', `ball b${n}${n > 8 ? ' stripe' : ''}`, h('b', '', String(n)));
}

boot({
	anchor: 'top-right',
	render(v, _s, _e, { root, t, lang }) {
		if (!v || !v.rack || v.family !== 'pool') {
			shape = '';
			root.replaceChildren();
			return;
		}
		const total = v.discipline === 'nine-ball' ? 9 : 15;
		const key = `${v.discipline}:${lang}`;
		if (key !== shape) {
			shape = key;
			balls = Array.from({ length: total }, (_, i) => ball(i + 1));
			title = h('span', 'title caps');
			count = h('span', 'count num');
			left = h('span', 'owner ell');
			right = h('span', 'owner ell right');
			owners = h('div', 'owners hidden', left, right);
			root.replaceChildren(h('div', `tracker panel enter n${total}`, h('div', 'head', title, h('span', 'on caps', t('onTable')), count), h('div', 'balls', ...balls), owners));
		}
		setText(title, disciplineName(lang, v.discipline));
		const on = new Set(v.rack.onTable);
		balls.forEach((b, i) => toggle(b, 'off', !on.has(i + 1)));
		setText(count, on.size);
		// 8-ball: who has solids (left) and stripes (right).
		const g = v.rack.groups;
		toggle(owners, 'hidden', !g);
		if (g) {
			const solids = g.indexOf('solids');
			const stripes = g.indexOf('stripes');
			setName(left, solids >= 0 ? `${t('solids')} · ${v.players[solids]?.name ?? ''}` : '');
			setName(right, stripes >= 0 ? `${v.players[stripes]?.name ?? ''} · ${t('stripes')}` : '');
		}
	}
});
