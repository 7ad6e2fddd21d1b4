/**
 * Connection limits (issue 17): viewer sockets per client address, and viewer sockets in all,
 * kept under the process's descriptor limit with headroom, so a flood of viewers can never take
 * the descriptors an operator's console, a page or the database need. Operators (a live session)
 * are never refused; loopback and the trusted addresses are exempt from the per-address limit.
 */
import { readFileSync } from 'node:fs';
import { refusal, type CodedReason } from '../protocol/refusals';
import { addressKey, isLoopback } from './address';
import type { Config } from './config';

/** Descriptors kept free of viewer sockets: operators, pages, the database, OBS. */
export const HEADROOM = 256;

/** The soft limit on open files (Node raises it to the hard limit at start), or null when unknown. */
export function descriptorLimit(): number | null {
	try {
		const line = readFileSync('/proc/self/limits', 'utf8')
			.split('\n')
			.find((l) => l.startsWith('Max open files'));
		const n = Number(line?.split(/\s{2,}/)[1]);
		return Number.isFinite(n) && n > 0 ? n : null;
	} catch {
		return null;
	}
}

export class SocketLimits {
	private perAddress = new Map<string, number>();
	private total = 0;
	readonly maxTotal: number;
	private readonly trusted: Set<string>;

	constructor(
		readonly maxPerAddress: number,
		trusted: readonly string[] = [],
		private readonly limitLoopback = false,
		maxTotal: number | null = null
	) {
		this.trusted = new Set(trusted.map((a) => addressKey(a)));
		const fds = descriptorLimit();
		this.maxTotal = maxTotal ?? Math.max(64, (fds ?? 10_000) - HEADROOM);
	}

	static from(config: Pick<Config, 'maxSocketsPerAddress' | 'trustedAddresses' | 'limitLoopback'>): SocketLimits {
		return new SocketLimits(config.maxSocketsPerAddress, config.trustedAddresses, config.limitLoopback);
	}

	exempt(raw: string | undefined): boolean {
		return (!this.limitLoopback && isLoopback(raw)) || this.trusted.has(addressKey(raw));
	}

	/**
	 * Takes a place for a new viewer socket from `raw`, or says why not (operators are neither
	 * counted nor refused). Every place taken is given back with `release(raw)` when the
	 * connection closes.
	 */
	admit(raw: string | undefined): CodedReason | null {
		const key = addressKey(raw);
		const held = this.perAddress.get(key) ?? 0;
		if (held >= this.maxPerAddress && !this.exempt(raw)) return refusal('too-many-sockets', { max: this.maxPerAddress });
		if (this.total >= this.maxTotal) return refusal('server-full');
		this.perAddress.set(key, held + 1);
		this.total++;
		return null;
	}

	release(raw: string | undefined) {
		const key = addressKey(raw);
		const held = this.perAddress.get(key) ?? 0;
		if (held <= 1) this.perAddress.delete(key);
		else this.perAddress.set(key, held - 1);
		this.total = Math.max(0, this.total - 1);
	}

	/** Sockets held now: from `raw`'s address, and in all. */
	held(raw?: string): { address: number; total: number } {
		return { address: this.perAddress.get(addressKey(raw)) ?? 0, total: this.total };
	}
}
