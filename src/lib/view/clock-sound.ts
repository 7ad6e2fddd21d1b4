/**
 * The shot clock's sounds, for the wall displays and the console (a table's clock setting
 * `sound`): a short tick on each of the last ten seconds, a longer tone when the time runs out.
 * Tones are synthesized with the Web Audio API (no sound files).
 *
 * A sound belongs to a moment of the clock, not to a render: each cue has a key made of the
 * run's deadline (server ms) and the second, and a key sounds once per page, however often a
 * component re-renders, remounts, or how many components follow the same clock.
 *
 * Browsers start audio suspended until the page is clicked or a key pressed (autoplay
 * policy). A wall display nobody touches would stay silent, so while sound is wanted and the
 * audio is blocked, a small "click to enable sound" hint is shown; the first click or key
 * press anywhere unlocks it.
 */
import type { ClockView } from '../protocol/clock';
import { boardT } from '../i18n/board';
import { isLang } from '../i18n/lang';
import { leftMs, skewOf } from './clock';

export type Cue = 'tick' | 'last' | 'timeout';

/** What sounds for each cue: frequency (Hz), length (ms), loudness (0–1), waveform. */
export const TONES: Record<Cue, { freq: number; ms: number; gain: number; wave: OscillatorType }> = {
	tick: { freq: 880, ms: 70, gain: 0.25, wave: 'sine' },
	/** The last three seconds, a little higher. */
	last: { freq: 1175, ms: 90, gain: 0.3, wave: 'sine' },
	timeout: { freq: 523, ms: 1200, gain: 0.35, wave: 'triangle' }
};

/** Ticks sound on each of the last this many seconds. */
export const TICK_SECONDS = 10;

/**
 * The cue due for a clock at `left` ms, with its key; null when none. `lastDeadline`: the
 * deadline of the run this follower last saw running (the server's expired state carries none).
 */
export function cueOf(clock: ClockView | null | undefined, left: number, lastDeadline: number | null): { cue: Cue; key: string } | null {
	if (!clock?.config?.sound || !clock.config.enabled) return null;
	if (clock.running && clock.deadline !== null) {
		if (left <= 0) return { cue: 'timeout', key: `out:${clock.deadline}` };
		const s = Math.ceil(left / 1000);
		if (s > TICK_SECONDS) return null;
		return { cue: s <= 3 ? 'last' : 'tick', key: `tick:${clock.deadline}:${s}` };
	}
	if (clock.expired && lastDeadline !== null) return { cue: 'timeout', key: `out:${lastDeadline}` };
	return null;
}

/** The bits of an AudioContext used here (a test passes a fake). */
export interface AudioLike {
	state: string;
	currentTime: number;
	destination: AudioNode;
	resume(): Promise<void>;
	createOscillator(): OscillatorNode;
	createGain(): GainNode;
}

export interface SoundOptions {
	audio?: () => AudioLike | null;
	now?: () => number;
	/** Shows or hides the "click to enable sound" hint (default: a small element on the page). */
	hint?: (show: boolean) => void;
}

/** Keys that have sounded on this page (bounded: old runs are forgotten). */
const MAX_KEYS = 400;

export class ClockSound {
	private ctx: AudioLike | null = null;
	private readonly played = new Set<string>();
	/** Every cue sounded, for tests (window.__clockSound on a page). */
	readonly log: { cue: Cue; key: string; audible: boolean }[] = [];
	private wanted = new Set<object>();
	private readonly audio: () => AudioLike | null;
	private readonly hint: (show: boolean) => void;
	readonly now: () => number;

	constructor(opts: SoundOptions = {}) {
		this.audio = opts.audio ?? defaultAudio;
		this.now = opts.now ?? Date.now;
		this.hint = opts.hint ?? defaultHint;
	}

	get blocked(): boolean {
		return this.ctx !== null && this.ctx.state !== 'running';
	}

	/** A follower wants sound (true) or not: the audio is made on first want; the hint follows. */
	want(who: object, on: boolean): void {
		if (on) this.wanted.add(who);
		else this.wanted.delete(who);
		if (on && !this.ctx) {
			this.ctx = this.audio();
			void this.ctx?.resume().catch(() => {});
		}
		this.refreshHint();
	}

	/** A click or key press: browsers let audio start now. */
	unlock(): void {
		if (!this.ctx) return;
		void this.ctx
			.resume()
			.catch(() => {})
			.then(() => this.refreshHint());
		this.refreshHint();
	}

	refreshHint(): void {
		this.hint(this.wanted.size > 0 && this.blocked);
	}

	/** Sounds `cue` unless its key already has; true when it was new. */
	cue(cue: Cue, key: string): boolean {
		if (this.played.has(key)) return false;
		this.played.add(key);
		if (this.played.size > MAX_KEYS) this.played.delete(this.played.values().next().value!);
		const audible = !!this.ctx && this.ctx.state === 'running';
		this.log.push({ cue, key, audible });
		if (this.log.length > MAX_KEYS) this.log.shift();
		if (audible) tone(this.ctx!, TONES[cue]);
		else this.refreshHint();
		return true;
	}
}

function tone(ctx: AudioLike, spec: (typeof TONES)[Cue]): void {
	const t0 = ctx.currentTime;
	const end = t0 + spec.ms / 1000;
	const osc = ctx.createOscillator();
	const gain = ctx.createGain();
	osc.type = spec.wave;
	osc.frequency.value = spec.freq;
	// a quick rise and an exponential fall: no click at either end
	gain.gain.setValueAtTime(0.0001, t0);
	gain.gain.exponentialRampToValueAtTime(spec.gain, t0 + 0.006);
	gain.gain.exponentialRampToValueAtTime(0.0001, end);
	osc.connect(gain).connect(ctx.destination as AudioNode);
	osc.start(t0);
	osc.stop(end + 0.02);
}

function defaultAudio(): AudioLike | null {
	const AC = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
	try {
		return AC ? (new AC() as unknown as AudioLike) : null;
	} catch {
		return null;
	}
}

let hintEl: HTMLElement | null = null;
function defaultHint(show: boolean): void {
	if (typeof document === 'undefined') return;
	if (!show) {
		hintEl?.remove();
		hintEl = null;
		return;
	}
	const lang = document.documentElement.lang;
	const text = boardT(isLang(lang) ? lang : 'en')('board.soundHint');
	if (!hintEl) {
		hintEl = document.createElement('button');
		hintEl.dataset.testid = 'sound-hint';
		hintEl.style.cssText =
			'position:fixed;left:50%;top:.6rem;transform:translateX(-50%);z-index:50;padding:.35em .9em;border-radius:.5em;' +
			'border:1px solid var(--line,#33465c);background:var(--panel,#111820);color:var(--fg,#eef2f6);font:600 .95rem system-ui,sans-serif;cursor:pointer;opacity:.92';
		document.body.append(hintEl);
	}
	hintEl.textContent = text;
}

/** The page's one player: one set of keys, so two views of a clock sound once. */
let shared: ClockSound | null = null;
function player(): ClockSound {
	if (shared) return shared;
	shared = new ClockSound();
	const s = shared;
	const unlock = () => s.unlock();
	addEventListener('pointerdown', unlock, true);
	addEventListener('keydown', unlock, true);
	(globalThis as { __clockSound?: ClockSound }).__clockSound = s;
	return s;
}

/** One follower: `step` sounds the cue due now, if any; `stop` lets go. Exported for tests. */
export function follower(sound: ClockSound, get: () => ClockView | null | undefined): { step: () => void; stop: () => void } {
	let seen: ClockView | null | undefined;
	let skew = 0;
	let lastDeadline: number | null = null;
	const me = {};
	const step = () => {
		const clock = get();
		if (clock !== seen) {
			// the skew is estimated when a state arrives, not at each step
			seen = clock;
			skew = skewOf(clock, sound.now());
			sound.want(me, !!clock?.config?.sound && clock.config.enabled);
		}
		if (!clock) return;
		const due = cueOf(clock, leftMs(clock, sound.now(), skew), lastDeadline);
		lastDeadline = clock.running ? clock.deadline : null;
		if (due) sound.cue(due.cue, due.key);
	};
	return { step, stop: () => sound.want(me, false) };
}

/**
 * Follows a clock's sounds while a component lives: `$effect(() => followClockSound(() => clock))`.
 * `get` is read on a timer (10 Hz), never during the call, so the effect runs once.
 * Returns the stop function.
 */
export function followClockSound(get: () => ClockView | null | undefined): () => void {
	if (typeof window === 'undefined') return () => {};
	const { step, stop } = follower(player(), get);
	const timer = setInterval(step, 100);
	return () => {
		clearInterval(timer);
		stop();
	};
}
