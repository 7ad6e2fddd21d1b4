/**
 * The tables page's operator requests (create, rename, remove) and the one reply they leave: a
 * refusal or a confirmation, shown where it was asked (the create form, one table's card, the
 * top of the page). Refusals are translated by their code when shown, so they follow the language.
 */
import type { Live } from '../protocol/live.svelte';
import { t, tReason, type Key } from '../i18n/index.svelte';
import type { Params } from '../i18n/lang';
import type { RefusalLike } from '../i18n/reasons';

export interface Reply {
	/** 'create', 'top' or a table id. */
	at: string;
	tone: 'error' | 'ok';
	refusal?: RefusalLike;
	key?: Key;
	params?: Params;
}

export const replyText = (r: Reply): string =>
	r.refusal !== undefined ? tReason(r.refusal) : t(r.key!, r.params);

export class TableActions {
	busy = $state(false);
	reply = $state<Reply | null>(null);
	/** The card being renamed or asked "remove?"; one at a time. */
	editing = $state<string | null>(null);
	confirming = $state<string | null>(null);

	constructor(private readonly live: () => Live | null) {}

	/** Sends one request; a refusal is noted at `at`, a success (when `ok` says what to tell) at `ok.at ?? at`. */
	private async run(at: string, send: (live: Live) => Promise<{ ok: true } | ({ ok: false } & RefusalLike)>, ok?: { key: Key; params: Params; at?: string }): Promise<boolean> {
		const live = this.live();
		if (!live || this.busy) return false;
		this.busy = true;
		try {
			const r = await send(live);
			this.reply = r.ok ? (ok ? { at: ok.at ?? at, tone: 'ok', key: ok.key, params: ok.params } : null) : { at, tone: 'error', refusal: r };
			return r.ok;
		} finally {
			this.busy = false;
		}
	}

	create(id: string, name: string): Promise<boolean> {
		return this.run('create', (l) => l.call('table:create', { id, name }), { key: 'home.created', params: { name } });
	}

	startRename(id: string) {
		this.editing = id;
		this.confirming = null;
		this.reply = null;
	}

	async rename(id: string, name: string) {
		if (await this.run(id, (l) => l.call('table:rename', { table: id, name }))) this.editing = null;
	}

	askRemove(id: string) {
		this.confirming = id;
		this.editing = null;
		this.reply = null;
	}

	async remove(id: string, name: string) {
		if (await this.run(id, (l) => l.call('table:remove', { table: id }), { key: 'home.removed', params: { name }, at: 'top' })) this.confirming = null;
	}
}
