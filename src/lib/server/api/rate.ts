/** Token buckets for the HTTP API: per key, and per address for readers without one. */

export interface Rate {
	/** Tokens added per second. */
	perSecond: number;
	/** The bucket's size: how many requests may come at once. */
	burst: number;
}

export const KEY_RATE: Rate = { perSecond: 30, burst: 60 };
export const ADDRESS_RATE: Rate = { perSecond: 20, burst: 40 };
/** Unknown or revoked keys an address may send (each costs a store lookup). */
export const FAILED_KEY_RATE: Rate = { perSecond: 2, burst: 20 };
const MAX_BUCKETS = 10_000;

export class Buckets {
	private buckets = new Map<string, { tokens: number; at: number }>();

	constructor(
		private readonly rate: Rate,
		private readonly now: () => number = Date.now
	) {}

	/** Takes one token for `who`; false (and the ms until the next one) when none is left. */
	take(who: string): { ok: true } | { ok: false; retryAfterMs: number } {
		const now = this.now();
		let b = this.buckets.get(who);
		if (!b) {
			if (this.buckets.size >= MAX_BUCKETS) this.sweep(now);
			b = { tokens: this.rate.burst, at: now };
			this.buckets.set(who, b);
		}
		b.tokens = Math.min(this.rate.burst, b.tokens + ((now - b.at) / 1000) * this.rate.perSecond);
		b.at = now;
		if (b.tokens < 1) return { ok: false, retryAfterMs: Math.ceil(((1 - b.tokens) / this.rate.perSecond) * 1000) };
		b.tokens -= 1;
		return { ok: true };
	}

	/** Whether `who` has a token left, without taking it. */
	peek(who: string): boolean {
		const b = this.buckets.get(who);
		if (!b) return true;
		return Math.min(this.rate.burst, b.tokens + ((this.now() - b.at) / 1000) * this.rate.perSecond) >= 1;
	}

	/** Forgets buckets that are full again (nobody lost anything by that). */
	private sweep(now: number) {
		for (const [who, b] of this.buckets) {
			if (b.tokens + ((now - b.at) / 1000) * this.rate.perSecond >= this.rate.burst) this.buckets.delete(who);
		}
	}
}
