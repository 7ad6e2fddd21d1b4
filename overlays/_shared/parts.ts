/**
 * Layout pieces several overlays share: flag + code, the shot-clock display. What they show comes
 * from the view model (src/lib/view); these only put it into the DOM.
 */
import { clockTime, formatSeconds } from '../../src/lib/view/clock';
import { countryLabel, flagCss } from '../../src/lib/view/flags';
import type { Frame } from './boot';
import { h, setText, toggle } from './dom';

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

/**
 * Keeps a shot-clock display ticking (text + a bar scaled with transform), counted down by the
 * one countdown (src/lib/view/clock.ts) with the skew taken when the state arrived. A clock that
 * has not started for this stroke (idle) is not shown: a static full time reads as a clock that
 * is running.
 */
export class ClockDisplay {
	private timer: ReturnType<typeof setInterval> | undefined;
	private clock: Frame['clock'] = null;
	constructor(
		private readonly box: HTMLElement,
		private readonly text: HTMLElement,
		private readonly bar: HTMLElement | null
	) {}
	set(c: Frame['clock'], active: boolean): void {
		this.clock = active && c && !clockTime(c.view, Date.now(), c.skew).idle ? c : null;
		clearInterval(this.timer);
		toggle(this.box, 'hidden', !this.clock);
		if (this.bar) toggle(this.bar, 'hidden', !this.clock);
		if (!this.clock) return;
		this.tick();
		if (this.clock.view.running) this.timer = setInterval(() => this.tick(), 100);
	}
	private tick(): void {
		const c = this.clock;
		if (!c) return;
		const time = clockTime(c.view, Date.now(), c.skew);
		setText(this.text, formatSeconds(time.seconds));
		const low = time.warning || time.expired;
		toggle(this.box, 'low', low);
		if (this.bar) {
			const share = time.limitMs > 0 ? Math.min(1, time.leftMs / time.limitMs) : 0;
			(this.bar.firstElementChild as HTMLElement).style.transform = `scaleX(${share.toFixed(4)})`;
			toggle(this.bar, 'low', low);
		}
		if (!time.running) clearInterval(this.timer);
	}
}
