/**
 * The operator settings pages' requests (/keys, /devices), through api/client.ts: a request
 * with the session's cookie, whose 401 says "log in" (the page shows its hint), whose refusal
 * is worded in the page's language, and whose busy state disables the page's buttons meanwhile.
 */
import { ask, jsonPicked, offline, type AskInit } from '$lib/api/client';
import { i18n, t } from '$lib/i18n/index.svelte';
import { refusalText } from '$lib/i18n/refusal-text';

/** An answer's body when it says ok. */
const okBody = (body: unknown): Record<string, unknown> | null => {
	const b = body as Record<string, unknown> | null;
	return b && typeof b === 'object' && b.ok ? b : null;
};

export class OperatorApi {
	/** null until the first answer; false: not an operator's session (the page shows the login hint). */
	operator = $state<boolean | null>(null);
	busy = $state(false);
	/** The last outcome to show: a refusal, the server unreachable, or the page's own word. */
	message = $state<{ text: string; ok: boolean } | null>(null);

	/** Sends a request; the answer's body when it is ok, else null (the message says why). */
	async request(url: string, init: AskInit = {}): Promise<Record<string, unknown> | null> {
		this.busy = true;
		try {
			const answer = await ask(url, jsonPicked(okBody), init);
			if (offline(answer)) {
				this.say(t('login.offline'), false);
				return null;
			}
			this.operator = answer.status !== 401;
			if (answer.ok) return answer.value;
			if (this.operator) this.say(t('msg.refused', { reason: refusalText(answer.refusal, i18n.lang) }), false);
			return null;
		} finally {
			this.busy = false;
		}
	}

	/** A JSON body with the method (POST unless given). */
	static json(body: unknown, method = 'POST'): AskInit {
		return { method, json: body };
	}

	say(text: string, ok: boolean) {
		this.message = { text, ok };
	}
}
