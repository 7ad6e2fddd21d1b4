/**
 * What every wall display and the phone viewer do when they open: take the language from the
 * address or the remembered choice (the one `detectLang`), open the one socket client (`Live`)
 * and join what they show, keep an unattended screen awake, and note each table state as it
 * arrives, so the shot clock's skew is the server's clock minus this screen's AT ARRIVAL.
 */
import { i18n } from '$lib/i18n/index.svelte';
import { detectLang } from '$lib/i18n/lang';
import { Live } from '$lib/protocol/live.svelte';
import type { TableState } from '$lib/protocol';
import { skewOf } from '$lib/view/clock';
import { keepAwake } from './screen';

export class ScreenSession {
	live: Live | null = $state(null);
	/** Once connected, a lost connection reads "offline" rather than "connecting". */
	everConnected = $state(false);
	private skews = new WeakMap<TableState, number>();

	/** Call from onMount; returns the clean-up. */
	open(url: URL, join: (live: Live) => void, opts: { awake: boolean }): () => void {
		const lang = detectLang(url);
		if (lang !== i18n.lang) i18n.set(lang);
		const live = new Live();
		join(live);
		this.live = live;
		const sleep = opts.awake ? keepAwake() : () => {};
		return () => {
			sleep();
			live.close();
		};
	}

	/**
	 * Call from `$effect.pre` with the states the page shows, so it runs as each arrives and
	 * before it is drawn: notes its skew, and that the screen has been connected.
	 */
	noteArrivals(states: Iterable<TableState>) {
		if (this.live?.status === 'connected') this.everConnected = true;
		const now = Date.now();
		for (const s of states) if (!this.skews.has(s)) this.skews.set(s, skewOf(s.clock ?? s.gameClock, now));
	}

	/** The skew noted when this state arrived (0 for one not seen yet). */
	skew(state: TableState): number {
		return this.skews.get(state) ?? 0;
	}
}
