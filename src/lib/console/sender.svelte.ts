/**
 * The console's one path to the server for match actions: a queue sent one at a time, each
 * against the revision the previous one produced, so fast typing never forks or races. A
 * refusal empties the queue and hands the refused stroke back (the pad shows it again).
 *
 * The ack handling is kept in `acknowledged` alone: today the ack carries only the revision
 * and the queue waits for the broadcast state (`caughtUp`); once the ack carries the state,
 * only that function changes.
 */
import type { Live } from '$lib/protocol/live.svelte';
import type { MatchState } from '$lib/protocol';
import type { Draft } from './compose';

interface Queued {
	action: Record<string, unknown>;
	draft: Draft | null;
}

export interface Refusal {
	reason: string;
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

	constructor(
		private readonly live: Live,
		private readonly table: string,
		private readonly match: () => MatchState | null,
		private readonly on: { accepted: () => void; refused: (r: Refusal) => void }
	) {}

	send(action: Record<string, unknown>, draft: Draft | null = null) {
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
				const reply = await this.live.call('act', {
					table: this.table,
					match: m.id,
					revision: m.revision,
					action: next.action as { t: string }
				});
				if (reply.ok) {
					this.on.accepted();
					await this.acknowledged(m.id, reply as { revision: number });
				} else {
					const dropped = this.queue.length;
					this.queue = [];
					this.queued = 0;
					this.on.refused({ reason: reply.reason, dropped, draft: next.draft });
				}
			}
		} finally {
			this.pumping = false;
			this.busy = false;
			this.queued = 0;
		}
	}

	/** The ack of an accepted action: wait until the state it produced is shown. */
	private async acknowledged(matchId: number, reply: { revision: number }) {
		await this.caughtUp(matchId, reply.revision);
	}

	/** Waits until the broadcast state has the revision the ack named (a few ms). */
	private async caughtUp(matchId: number, revision: number) {
		const end = Date.now() + 3000;
		while (Date.now() < end) {
			const m = this.match();
			if (!m || m.id !== matchId || m.revision >= revision) return;
			await new Promise((r) => setTimeout(r, 4));
		}
	}
}
