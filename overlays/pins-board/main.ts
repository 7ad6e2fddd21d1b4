/** Pins board: points still to count down per player, progress from the start, the last stroke. */
import { boot } from '../_shared/boot';
import { h, pulse, setName, setText, toggle } from '../_shared/dom';
import { disciplineName, type Key } from '../_shared/i18n';
import { flagPair, setFlag } from '../_shared/parts';
import './style.css';

interface Card {
	el: HTMLElement;
	flag: { flag: HTMLElement; code: HTMLElement };
	name: HTMLElement;
	left: HTMLElement;
	bar: HTMLElement;
	detail: HTMLElement;
}
let shape = '';
let cards: Card[] = [];
let title: HTMLElement, sub: HTMLElement, last: HTMLElement, lastWho: HTMLElement, lastWhat: HTMLElement;

const OUTCOME: Record<string, Key> = { continues: 'continues', miss: 'miss', safety: 'safety', bust: 'bust', passes: 'passes', penalty: 'penalty', won: 'won' };

boot({
	anchor: 'bottom-right',
	render(v, _s, _e, { root, t, lang }) {
		if (!v || v.family !== 'pins') {
			shape = '';
			root.replaceChildren();
			return;
		}
		const key = `${v.players.length}:${lang}`;
		if (key !== shape) {
			shape = key;
			title = h('span', 'title caps');
			sub = h('span', 'sub');
			cards = v.players.map(() => {
				const c: Card = { el: h('div', 'card'), flag: flagPair(), name: h('span', 'name ell'), left: h('span', 'left num'), bar: h('i'), detail: h('div', 'detail') };
				c.el.append(h('div', 'who', c.flag.flag, c.flag.code, c.name), h('div', 'big', c.left, h('span', 'lbl caps', t('toGo'))), h('div', 'bar', c.bar), c.detail);
				return c;
			});
			lastWho = h('span', 'ell');
			lastWhat = h('span', 'what');
			last = h('div', 'last hidden', h('span', 'lbl caps', t('lastStroke')), lastWho, lastWhat);
			root.replaceChildren(h('div', 'board panel enter', h('div', 'head', title, sub), h('div', 'cards', ...cards.map((c) => c.el)), last));
		}
		setText(title, disciplineName(lang, v.discipline));
		setText(sub, v.target ? t('countdown', { n: v.target }) : '');
		const start = v.target ?? 0;
		const finished = v.status === 'finished';
		const anyFlag = v.players.some((p) => p.country);
		v.players.forEach((p, i) => {
			const c = cards[i];
			const pl = (v.summary.players[i] ?? {}) as Record<string, unknown>;
			setFlag(c.flag, p.country, anyFlag);
			setName(c.name, p.name);
			if (setText(c.left, p.score) && c.left.dataset.seen) pulse(c.left);
			c.left.dataset.seen = '1';
			toggle(c.el, 'active', !finished && v.turn === i);
			toggle(c.el, 'winner', finished && v.winner === i);
			const done = start > 0 ? Math.min(1, Math.max(0, (start - p.score) / start)) : 0;
			c.bar.style.transform = `scaleX(${done.toFixed(4)})`;
			const counted = typeof pl.counted === 'number' ? pl.counted : null;
			const pen = typeof pl.penalties === 'number' ? pl.penalties : 0;
			setText(c.detail, counted === null ? '' : `${t('counted')} ${counted} · ${t('penalties')} ${pen}`);
		});
		const ls = v.summary.lastStroke as { player?: number; counted?: number; penalty?: number; outcome?: string } | null | undefined;
		toggle(last, 'hidden', !ls || typeof ls.player !== 'number');
		if (ls && typeof ls.player === 'number') {
			setName(lastWho, v.players[ls.player]?.name ?? '');
			const parts: string[] = [];
			if (ls.counted) parts.push(`+${ls.counted}`);
			if (ls.penalty) parts.push(`${t('penalty')} +${ls.penalty}`);
			const o = ls.outcome && OUTCOME[ls.outcome];
			if (o) parts.push(t(o));
			if (!parts.length) parts.push(t('noPoints'));
			setText(lastWhat, parts.join(' · '));
			toggle(lastWhat, 'bad', !!ls.penalty || ls.outcome === 'bust');
		}
	}
});
