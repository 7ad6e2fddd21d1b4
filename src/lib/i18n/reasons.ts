/**
 * The engine and the server refuse in English (one line, the contract `replay` prints); a
 * marker in Warsaw or Moscow reads the refusal in the console's language.
 *
 * Every refusal carries a stable code and params: `translateRefusal` translates it by code
 * (refusals-engine.ts, refusals-server.ts). What is left to match by regex is the wording zod
 * gives the protocol's own checks (describeZod in protocol/index.ts), which reaches clients as
 * the `detail` of an `invalid` refusal: each rule matches a whole text (after an optional
 * `match: ` and key-path prefix, which stay as they are: they name keys, not words) and rewrites
 * it; `$1`… are the parts taken over. A text no rule knows is shown in English, never guessed.
 */
import { formatRefusal } from '../engine/refusals';
import type { Lang } from './lang';
import { ENGINE_REFUSALS } from './refusals-engine';
import { SERVER_REFUSALS } from './refusals-server';
import { SERVER_REFUSALS as SERVER_TEMPLATES, fillTemplate, type RefusalCode as ServerCode } from '../protocol/refusals';

type ReasonLang = Lang;

interface Rule {
	re: RegExp;
	pl: string;
	ru: string;
}

const rules: Rule[] = [
	// zod's wording, as the protocol's describeZod passes it on (protocol/index.ts)
	{ re: /^unknown keys? (.+)$/, pl: 'nieznany klucz $1', ru: 'неизвестный ключ $1' },
	{ re: /^(\S+) is required$/, pl: 'brak wymaganego $1', ru: 'не указано обязательное $1' },
	{ re: /^Invalid option: expected one of (.+)$/, pl: 'nieprawidłowa wartość: dozwolone $1', ru: 'недопустимое значение: допустимы $1' },
	{ re: /^Too small: expected \w+ to (?:be|have) >=(\d+)(?: items)?$/, pl: 'za mało: najmniej $1', ru: 'слишком мало: не меньше $1' },
	{ re: /^Too big: expected \w+ to (?:be|have) <=(\d+)(?: items)?$/, pl: 'za dużo: najwyżej $1', ru: 'слишком много: не больше $1' },
];

/** `match: ` and a key path (`potted.0: `, `players.1.name: `) lead some reasons; they stay. */
const PREFIX = /^((?:match: )?(?:[\w-]+(?:\.[\w-]+)*: (?=\S))?)(.*)$/s;

/** The reason in the console's language; English when no rule knows it. */
export function translateReason(reason: string, lang: ReasonLang): string {
	if (lang === 'en') return reason;
	const whole = rewrite(reason, lang);
	if (whole !== null) return whole;
	const [, prefix = '', rest = reason] = PREFIX.exec(reason) ?? [];
	const tail = prefix ? rewrite(rest, lang) : null;
	return tail === null ? reason : prefix + tail;
}

function rewrite(text: string, lang: 'pl' | 'ru'): string | null {
	for (const rule of rules) if (rule.re.test(text)) return text.replace(rule.re, rule[lang]);
	return null;
}

/** A refusal as it arrives: the engine's carry a code and params, older ones only a reason. */
export interface RefusalLike {
	reason: string;
	code?: string;
	params?: Record<string, string | number>;
}

/**
 * A refusal in a page's language, by its code: the engine's codes (refusals-engine.ts) and the
 * server's (refusals-server.ts). The server's `{event}: ` and `{path}: ` (which message, which key)
 * are left out: a marker needs what was wrong, not the protocol's names. `engine` (the engine gave
 * no code) and the English details of `invalid` and `not-stored` go through the rules above.
 * A refusal with no known code is translated by its reason.
 */
export function translateRefusal(r: RefusalLike, lang: ReasonLang): string {
	const params = r.params ?? {};
	if (r.code === 'engine') return translateReason(String(params.reason ?? r.reason), lang);
	if (r.code !== undefined && Object.hasOwn(SERVER_TEMPLATES, r.code)) {
		const code = r.code as ServerCode;
		const template = lang === 'en' ? SERVER_TEMPLATES[code] : SERVER_REFUSALS[lang][code];
		const filled = typeof params.detail === 'string' ? { ...params, detail: translateReason(params.detail, lang) } : params;
		return fillTemplate(template.replace('{event}: ', '').replace('{path}: ', ''), filled);
	}
	if (lang === 'en') return r.reason;
	const texts: Record<string, string> = ENGINE_REFUSALS[lang];
	const template = r.code !== undefined && Object.hasOwn(texts, r.code) ? texts[r.code] : undefined;
	return template === undefined ? translateReason(r.reason, lang) : formatRefusal(template, r.params);
}
