/**
 * Revocations across nodes: a logout, a PIN reset or a revoked API key on one node takes effect
 * on every node before that node accepts its next message. Every node caches what it checked
 * (auth.ts sessions, api/keys.ts keys) so the per-message path needs no database round trip;
 * a revocation therefore goes out on the bus as a `revoke` message, every other node drops it
 * from its caches and answers `revoked`, and the revoking node waits for those answers (from
 * every node alive in Redis: bus.peers) before it replies. So when the logout's or the key's
 * DELETE answer arrives, no node still accepts the session or key.
 *
 * The bound that remains: a node that does not answer within REVOKE_WAIT_MS (Redis away, the
 * node stalled) is not waited for any longer; it drops the session at its next re-check of the
 * database (auth.ts, every 2 s) or the key when its cache entry ends (2 s), as before the bus.
 */
import { randomUUID } from 'node:crypto';
import type { NodeBus } from './bus';
import type { NodeMessage } from './messages';

export interface Revocation {
	/** SHA-256 (hex) of session tokens. */
	sessions?: string[];
	/** Every session (a PIN reset). */
	all?: true;
	/** API key ids. */
	keys?: string[];
}

export interface RevokeOutcome {
	/** Nodes that said they dropped it, and nodes that did not answer in time. */
	answered: number;
	missing: number;
}

/** A revoking request waits at most this long for the other nodes' answers. */
export const REVOKE_WAIT_MS = 1000;

export class Revocations {
	private handlers: ((r: Revocation) => void)[] = [];
	private waiting = new Map<string, { missing: Set<string>; done: () => void }>();
	private readonly unlisten: () => void;

	constructor(
		private readonly bus: NodeBus,
		private readonly waitMs = REVOKE_WAIT_MS
	) {
		this.unlisten = bus.onMessage((m) => this.received(m));
	}

	/** What this node drops when another node revokes something. */
	onRevoke(handler: (r: Revocation) => void): () => void {
		this.handlers.push(handler);
		return () => {
			this.handlers = this.handlers.filter((h) => h !== handler);
		};
	}

	/**
	 * Tells every other node (this node has dropped it already) and resolves once every node
	 * alive has dropped it too, or after `waitMs`. Never throws: the database re-check is the
	 * fallback for a node the bus does not reach.
	 */
	async announce(r: Revocation): Promise<RevokeOutcome> {
		if (this.bus.status().kind === 'local') return { answered: 0, missing: 0 };
		const deadline = Date.now() + this.waitMs;
		let peers: string[] = [];
		let timer: ReturnType<typeof setTimeout> | undefined;
		const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.waitMs)));
		try {
			const listed = await Promise.race([this.bus.peers(), timeout]);
			if (listed !== 'timeout') peers = listed;
		} catch (err) {
			console.warn(`cuecast: the other nodes could not be listed (${(err as Error).message}); they drop the revoked session or key at their next re-check`);
		}
		const id = randomUUID();
		const missing = new Set(peers);
		const answered = new Promise<void>((resolve) => {
			if (missing.size === 0) resolve();
			else this.waiting.set(id, { missing, done: resolve });
		});
		this.bus.publish({ kind: 'revoke', id, ...r });
		if (Date.now() < deadline) await Promise.race([answered, timeout]);
		clearTimeout(timer);
		this.waiting.delete(id);
		if (missing.size > 0) {
			console.warn(`cuecast: ${missing.size} node(s) did not confirm a revocation within ${this.waitMs} ms; they drop it at their next re-check (about 2 s)`);
		}
		return { answered: peers.length - missing.size, missing: missing.size };
	}

	private received(m: NodeMessage): void {
		if (m.kind === 'revoke') {
			const r: Revocation = { ...(m.sessions ? { sessions: m.sessions } : {}), ...(m.all ? { all: true } : {}), ...(m.keys ? { keys: m.keys } : {}) };
			for (const h of this.handlers) {
				try {
					h(r);
				} catch (err) {
					console.error('cuecast: dropping a revoked session or key failed:', err);
				}
			}
			this.bus.publish({ kind: 'revoked', id: m.id, to: m.from });
		} else if (m.kind === 'revoked' && m.to === this.bus.nodeId) {
			const w = this.waiting.get(m.id);
			if (!w) return;
			w.missing.delete(m.from);
			if (w.missing.size === 0) w.done();
		}
	}

	close(): void {
		this.unlisten();
		for (const w of this.waiting.values()) w.done();
		this.waiting.clear();
	}
}
