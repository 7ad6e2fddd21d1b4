/** Pieces several overlays share: flag + code, the match headline, the shot clock. */
import { h, setText, toggle } from './dom';
import { countryLabel, flagCss } from '../../src/lib/view/flags';
import { disciplineName, type Lang, type T } from './i18n';
import type { ClockView, MatchView } from './model';

export function flagPair(): { flag: HTMLElement; code: HTMLElement } {
	return { flag: h('span', 'flag'), code: h('span', 'code') };
}

/** `reserve`: another player has a flag, so keep the space (names stay aligned). */
export function setFlag(p: { flag: HTMLElement; code: HTMLElement }, country: string | null, reserve = false): void {
	const css = flagCss(country);
	if (p.flag.dataset.c !== (country ?? '')) {
		p.flag.dataset.c = country ?? '';
		p.flag.style.background = css ?? '';
	}
	toggle(p.flag, 'hidden', !css && !reserve);
	toggle(p.flag, 'blank', !css);
	setText(p.code, countryLabel(country));
	toggle(p.code, 'hidden', !country && !reserve);
}

/** "9-Ball", "Race to 5" */
export function headline(v: MatchView, t: T, lang: Lang): { discipline: string; target: string } {
	let target = '';
	if (v.targetKind === 'race') target = t('raceTo', { n: v.target! });
	else if (v.targetKind === 'points') target = t('pointsTo', { n: v.target! });
	else if (v.targetKind === 'from') target = t('from', { n: v.target! });
	if (v.inningsLimit) target += ` · ${t('innLimit', { n: v.inningsLimit })}`;
	if (v.family === 'artistic') {
		const figs = Array.isArray(v.summary.figures) ? v.summary.figures.length : 0;
		const fig = v.summary.figure as { index?: number; name?: string } | null;
		if (fig && typeof fig.index === 'number') target = `${t('figure', { n: fig.index + 1, of: figs })} · ${fig.name ?? ''}`;
	}
	return { discipline: disciplineName(lang, v.discipline), target };
}

/** Seconds left on a shot clock now. */
export function clockLeft(c: ClockView, now = Date.now()): number {
	return Math.max(0, c.running ? c.remaining - (now - c.at) / 1000 : c.remaining);
}

/** Keeps a shot clock display ticking (text + a bar scaled with transform). */
export class ClockDisplay {
	private timer: ReturnType<typeof setInterval> | undefined;
	private clock: ClockView | null = null;
	constructor(
		private readonly box: HTMLElement,
		private readonly text: HTMLElement,
		private readonly bar: HTMLElement | null
	) {}
	set(c: ClockView | null, active: boolean): void {
		this.clock = active ? c : null;
		clearInterval(this.timer);
		toggle(this.box, 'hidden', !this.clock);
		if (this.bar) toggle(this.bar, 'hidden', !this.clock || !this.clock.limit);
		if (!this.clock) return;
		this.tick();
		if (this.clock.running) this.timer = setInterval(() => this.tick(), 100);
	}
	private tick(): void {
		const c = this.clock;
		if (!c) return;
		const left = clockLeft(c);
		setText(this.text, Math.ceil(left));
		toggle(this.box, 'low', left <= 10);
		if (this.bar && c.limit) {
			(this.bar.firstElementChild as HTMLElement).style.transform = `scaleX(${Math.min(1, left / c.limit).toFixed(4)})`;
			toggle(this.bar, 'low', left <= 10);
		}
	}
}
