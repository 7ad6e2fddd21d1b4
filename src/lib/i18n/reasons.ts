/**
 * The engine and the server refuse in English (one line, the contract `replay` prints); a
 * marker in Warsaw or Moscow reads the refusal in the console's language.
 *
 * The engine's refusals carry a stable code and params: `translateRefusal` translates them by
 * code (refusals-engine.ts). The server's, the shot clock's and the login's reasons are still
 * matched here by regex: each rule matches a whole reason (after an optional `match: ` and
 * key-path prefix, which stay as they are: they name keys, not words) and rewrites it; `$1`…
 * are the parts taken over. A reason no rule knows is shown in English rather than guessed.
 */
import { formatRefusal } from '../engine/refusals';
import { ENGINE_REFUSALS } from './refusals-engine';

export type ReasonLang = 'en' | 'pl' | 'ru';

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
	// the shot clock
	{ re: /^the shot clock is off$/, pl: 'zegar uderzeń jest wyłączony', ru: 'часы на удар выключены' },
	{ re: /^no extension left for this player$/, pl: 'ten gracz nie ma już przedłużeń', ru: 'у этого игрока не осталось продлений' },
	{ re: /^nobody is at the table$/, pl: 'nikt nie jest przy stole', ru: 'никто не у стола' },
	{ re: /^the clock is already running$/, pl: 'zegar już chodzi', ru: 'часы уже идут' },
	{ re: /^the clock is not running$/, pl: 'zegar nie chodzi', ru: 'часы не идут' },
	{ re: /^the time is up: reset the clock first$/, pl: 'czas minął: najpierw wyzeruj zegar', ru: 'время вышло: сначала сбросьте часы' },
	// the server
	{ re: /^stale: (.+)$/, pl: 'nieaktualne: stół poszedł dalej', ru: 'устарело: на столе уже другое состояние' },
	{ re: /^(?:[\w:]+: )?operators only \(log in at \/login\)$/, pl: 'tylko dla operatora (zaloguj się na /login)', ru: 'только для оператора (войдите на /login)' },
	{ re: /^too many messages: slow down$/, pl: 'za dużo wiadomości: zwolnij', ru: 'слишком много сообщений: помедленнее' },
	{ re: /^not stored: (.+)$/, pl: 'nie zapisano: $1', ru: 'не сохранено: $1' },
	{ re: /^no match on this table(?:: start one)?$/, pl: 'na tym stole nie ma meczu', ru: 'на этом столе нет матча' },
	{ re: /^no table "([^"]*)"$/, pl: 'nie ma stołu „$1”', ru: 'нет стола «$1»' },
	{ re: /^table "([^"]*)" exists$/, pl: 'stół „$1” już istnieje', ru: 'стол «$1» уже есть' },
	// tables page: the table id and name checks (protocol/index.ts), the browser's own refusals (live.svelte.ts)
	{ re: /^a table id is 1-32 of a-z, 0-9 and "-"$/, pl: 'adres stołu to od 1 do 32 znaków: a–z, 0–9 i „-”', ru: 'адрес стола — от 1 до 32 символов: a–z, 0–9 и «-»' },
	{ re: /^a table needs a name$/, pl: 'stół musi mieć nazwę', ru: 'у стола должно быть название' },
	{ re: /^a name is at most (\d+) characters$/, pl: 'nazwa może mieć najwyżej $1 znaków', ru: 'название — не длиннее $1 символов' },
	{ re: /^not connected$/, pl: 'brak połączenia z serwerem', ru: 'нет связи с сервером' },
	{ re: /^no answer from the server \(the action may or may not be stored; the state will resync\)$/, pl: 'serwer nie odpowiada (akcja mogła zostać zapisana albo nie; stan zaraz się odświeży)', ru: 'сервер не отвечает (действие могло сохраниться, а могло и нет; состояние сейчас обновится)' },
	// login (server/auth.ts)
	{ re: /^wrong PIN$/, pl: 'błędny PIN', ru: 'неверный PIN-код' },
	{ re: /^wrong PIN; too many tries: wait (\d+) s$/, pl: 'błędny PIN; za dużo prób: odczekaj $1\u00a0s', ru: 'неверный PIN-код; слишком много попыток: подождите $1\u00a0с' },
	{ re: /^too many wrong PINs: try again in (\d+) s$/, pl: 'za dużo błędnych PIN-ów: spróbuj ponownie za $1\u00a0s', ru: 'слишком много неверных PIN-кодов: попробуйте снова через $1\u00a0с' }
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

/** The refusal in the console's language: by its code when the engine's table knows it. */
export function translateRefusal(r: RefusalLike, lang: ReasonLang): string {
	if (lang === 'en') return r.reason;
	const texts: Record<string, string> = ENGINE_REFUSALS[lang];
	const template = r.code !== undefined && Object.hasOwn(texts, r.code) ? texts[r.code] : undefined;
	return template === undefined ? translateReason(r.reason, lang) : formatRefusal(template, r.params);
}
