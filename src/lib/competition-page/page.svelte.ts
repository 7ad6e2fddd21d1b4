/**
 * One competition as a page holds it: the view from the live stream (never re-polled), whether
 * the stream is open, and — for the director — the requests and the one reply they leave (a
 * refusal, translated when shown, so it follows the language).
 */
import type { RefusalLike } from '../i18n/reasons';
import { director, follow, getCompetition, type Answer, type CompetitionView } from './api';
import { matchNumber } from './words';

export interface PageReply {
	/** Where it was asked: 'draw', 'tables', 'auto', 'delete' or a match id. */
	at: string;
	refusal?: RefusalLike;
}

export class CompetitionPage {
	view = $state<CompetitionView | null>(null);
	/** The first answer's refusal (no such competition), while there is no view. */
	missing = $state<RefusalLike | null>(null);
	open = $state(false);
	busy = $state(false);
	reply = $state<PageReply | null>(null);

	/** A table's name by its id (the venue's, when the page has it), for the refusals' words. */
	tableName: (id: string) => string = (id) => id;

	constructor(readonly id: string) {}

	/** A refusal's params as the page shows them: matches numbered from 1, tables by name. */
	private shown(r: RefusalLike): RefusalLike {
		if (!r.params) return r;
		const params = { ...r.params };
		if (typeof params.match === 'string' || typeof params.match === 'number') params.match = matchNumber(String(params.match));
		if (typeof params.table === 'string') params.table = this.tableName(params.table);
		return { ...r, params };
	}

	/** Reads the view once (so a missing competition says so), then follows the stream. */
	start(): () => void {
		let stop = () => {};
		let closed = false;
		void getCompetition(this.id).then((a) => {
			if (closed) return;
			if (!a.ok && a.status === 404) {
				this.missing = a.refusal;
				return;
			}
			if (a.ok) this.take(a.value);
			stop = follow(this.id, (v) => this.take(v), (open) => (this.open = open));
		});
		return () => {
			closed = true;
			stop();
		};
	}

	/** A newer view wins: the stream and a request's answer may arrive in either order. */
	private take(v: CompetitionView) {
		if (!this.view || v.revision >= this.view.revision) this.view = v;
	}

	/** Runs a director's request; its answer (or the refusal's competition, when stale) is shown at once. */
	async run(at: string, send: (d: typeof director, id: string) => Promise<Answer<CompetitionView | null>>): Promise<boolean> {
		if (this.busy) return false;
		this.busy = true;
		this.reply = null;
		try {
			const a = await send(director, this.id);
			if (a.ok) {
				if (a.value) this.take(a.value);
				return true;
			}
			this.reply = { at, refusal: this.shown(a.refusal) };
			return false;
		} finally {
			this.busy = false;
		}
	}
}
