/**
 * The operator settings pages' one way to the server (/keys, /devices): a request with the
 * session's cookie, whose 401 says "log in" (the page shows its hint), whose refusal is worded in
 * the page's language, and whose busy state disables the page's buttons meanwhile.
 */
import { i18n, t } from '$lib/i18n/index.svelte';
import { refusalText } from '$lib/i18n/refusal-text';

export class OperatorApi {
	/** null until the first answer; false: not an operator's session (the page shows the login hint). */
	operator = $state<boolean | null>(null);
	busy = $state(false);
	/** The last outcome to show: a refusal, the server unreachable, or the page's own word. */
	message = $state<{ text: string; ok: boolean } | null>(null);

	/** Sends a request; the answer's body when it is ok, else null (the message says why). */
	async request(url: string, init: RequestInit = {}): Promise<Record<string, unknown> | null> {
		this.busy = true;
		try {
			const res = await fetch(url, init);
			const body = (await res.json().catch(() => ({}))) as { ok?: boolean; reason?: string; code?: string; params?: Record<string, string | number> };
			if (res.status === 401) {
				this.operator = false;
				return null;
			}
			this.operator = true;
			if (res.ok && body.ok) return body;
			this.say(t('msg.refused', { reason: refusalText({ reason: body.reason ?? `HTTP ${res.status}`, code: body.code, params: body.params }, i18n.lang) }), false);
			return null;
		} catch {
			this.say(t('login.offline'), false);
			return null;
		} finally {
			this.busy = false;
		}
	}

	/** A JSON body with the method (POST unless given). */
	static json(body: unknown, method = 'POST'): RequestInit {
		return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
	}

	say(text: string, ok: boolean) {
		this.message = { text, ok };
	}
}
