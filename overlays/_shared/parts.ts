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
	p.flag.style.background = css ?? '';
	toggle(p.flag, 'hidden', !css && !reserve);
	toggle(p.flag, 'blank', !css);
	setText(p.code, countryLabel(country));
	toggle(p.code, 'hidden', !country && !reserve);
}

/**
 * Keeps a shot-clock display ticking (text + a bar scaled with transform), counted down by the
 * one countdown (src/lib/view/clock.ts) with the skew taken when the state arrived. A clock that
 * has not started for this stroke (idle) is not shown: a static full time reads as a clock that
 * is running. Returns `set(clock, active)`, called with every state.
 */
export function clockDisplay(box: HTMLElement, text: HTMLElement, bar: HTMLElement | null): (c: Frame['clock'], active: boolean) => void {
	let timer: ReturnType<typeof setInterval> | undefined;
	let clock: Frame['clock'] = null;
	const tick = () => {
		if (!clock) return;
		const time = clockTime(clock.view, Date.now(), clock.skew);
		setText(text, formatSeconds(time.seconds));
		const low = time.warning || time.expired;
		toggle(box, 'low', low);
		if (bar) {
			const share = time.limitMs > 0 ? Math.min(1, time.leftMs / time.limitMs) : 0;
			(bar.firstElementChild as HTMLElement).style.transform = `scaleX(${share.toFixed(4)})`;
			toggle(bar, 'low', low);
		}
		if (!time.running) clearInterval(timer);
	};
	return (c, active) => {
		clock = active && c && !clockTime(c.view, Date.now(), c.skew).idle ? c : null;
		clearInterval(timer);
		toggle(box, 'hidden', !clock);
		if (bar) toggle(bar, 'hidden', !clock);
		if (!clock) return;
		tick();
		if (clock.view.running) timer = setInterval(tick, 100);
	};
}
