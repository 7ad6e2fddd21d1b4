/**
 * The console's one path to the server for match actions: a queue sent one at a time, each
 * against the revision the previous one produced, so fast typing never forks or races. A
 * refusal empties the queue and hands the refused stroke back (the pad shows it again).
 *
 * Offline (./offline.svelte.ts), or while strokes scored offline wait, a stroke goes to the
 * outbox instead. Every stroke carries an idempotency key, so one sent just as the connection
 * dropped (no answer: it may or may not be stored) goes to the outbox too and is sent again with
 * the same key: the server stores it once.
 *
 * Each ack says the revision the action was stored as, so the next action is sent against it
 * at once, without waiting for the table's channel to bring the new state.
 */
import type { Live } from '$lib/protocol/live.svelte';
import type { MatchState } from '$lib/protocol';
import type { Draft } from './compose';
import type { RefusalLike } from '$lib/i18n/reasons';
import type { OfflineTable } from './offline.svelte';

interface Queued {
	action: Record<string, unknown>;
	draft: Draft | null;
}

export interface Refusal {
	/** The server's refusal: reason, code and params (translated by code when shown). */
	refusal: RefusalLike;
	/** Actions still queued behind the refused one, now dropped. */
	dropped: number;
	/** The stroke the refused action came from, to put back on the pad. */
	draft: Draft | null;
}

export class ActionSender {
	busy = $state(false);
	queued = $state(0);

	private queue: Queued[] = [];
	private pumping = false;
	/** The last revision the server acknowledged, by match: the console shows its state once the broadcast brings it. */
	acked: { match: number; revision: number } | null = $state(null);
	/**
	 * The revision the console showed when the acked stroke was sent. The shown revision of a match
	 * only grows while the ack's delta is on its way (a reconnect, even to a lagging node, keeps
	 * it: Live.show); shown below it, the table went back (a restore from a backup) and the ack
	 * no longer leads.
	 */
	private ackedOver = 0;

	constructor(
		private readonly live: Live,
		private readonly table: string,
		private readonly match: () => MatchState | null,
		private readonly on: { accepted: () => void; refused: (r: Refusal) => void },
		private readonly offline: OfflineTable
	) {}

	send(action: Record<string, unknown>, draft: Draft | null = null) {
		if (this.offline.holding && !this.pumping) return void this.keep(action, draft);
		this.queue.push({ action, draft });
		this.queued = this.queue.length;
		if (!this.pumping) void this.pump();
	}

	private async pump() {
		this.pumping = true;
		this.busy = true;
		try {
			while (this.queue.length) {
				const next = this.queue.shift()!;
				this.queued = this.queue.length;
				const m = this.match();
				if (!m) break;
				if (this.offline.holding) {
					await this.keep(next.action, next.draft);
					continue;
				}
				const leads = this.acked?.match === m.id && m.revision >= this.ackedOver;
				const revision = leads ? Math.max(this.acked!.revision, m.revision) : m.revision;
				const request = this.offline.newRequest();
				const reply = await this.live.call('act', {
					table: this.table,
					match: m.id,
					revision,
					action: next.action as { t: string },
					request
				});
				if (reply.ok) {
					this.acked = { match: m.id, revision: reply.revision };
					this.ackedOver = m.revision;
					this.offline.accepted(m.id, reply.revision, next.action);
					this.on.accepted();
				} else if (reply.code === 'not-connected' || reply.code === 'no-answer') {
					// The connection went as it was sent: the outbox keeps it, with its key and revision.
					const kept = await this.offline.score(next.action, { request, revision });
					if (kept.ok) this.on.accepted();
					else {
						// Not kept either (no copy of the match here): as any refusal, the strokes behind it go too.
						const dropped = this.queue.length;
						this.queue = [];
						this.queued = 0;
						this.on.refused({ refusal: reply, dropped, draft: next.draft });
					}
				} else {
					// Stale: the table is not where this console thought. The ack no longer leads, and a hold
					// on a newer state ends (Live.show): a stroke sent ahead of the node made it read the store
					// first (authority.ts), and what it read reached this page before the refusal did.
					if (reply.code === 'stale-revision') {
						this.acked = null;
						this.live.release(this.table);
					}
					const dropped = this.queue.length;
					this.queue = [];
					this.queued = 0;
					this.on.refused({ refusal: reply, dropped, draft: next.draft });
				}
			}
		} finally {
			this.pumping = false;
			this.busy = false;
			this.queued = 0;
		}
	}

	/** Scores a stroke in the outbox: the rules decide here, the server later. */
	private async keep(action: Record<string, unknown>, draft: Draft | null) {
		const kept = await this.offline.score(action);
		if (kept.ok) this.on.accepted();
		else this.on.refused({ refusal: kept.refusal, dropped: 0, draft });
	}
}
