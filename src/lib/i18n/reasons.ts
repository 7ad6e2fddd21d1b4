/**
 * The engine and the server refuse in English (one line, the contract `replay` prints); a
 * marker in Warsaw or Moscow reads the refusal in the console's language. Each rule matches a
 * whole reason (after an optional `match: ` and key-path prefix, which stay as they are: they
 * name keys, not words) and rewrites it; `$1`… are the parts taken over. A reason no rule knows
 * is shown in English rather than guessed. reasons.test.ts runs the engine's refusals through
 * these rules, so a new engine reason without a translation fails a test.
 */

export type ReasonLang = 'en' | 'pl' | 'ru';

interface Rule {
	re: RegExp;
	pl: string;
	ru: string;
}

const rules: Rule[] = [
	// match layer
	{ re: /^the match is over \(undo is still possible\)$/, pl: 'mecz jest zakończony (cofnąć nadal można)', ru: 'матч окончен (отменить ещё можно)' },
	{ re: /^the match is over$/, pl: 'mecz jest zakończony', ru: 'матч окончен' },
	{ re: /^nothing to undo$/, pl: 'nie ma czego cofnąć', ru: 'нечего отменять' },
	{ re: /^nothing to redo$/, pl: 'nie ma czego powtórzyć', ru: 'нечего возвращать' },
	{ re: /^an action must be an object$/, pl: 'akcja musi być obiektem', ru: 'действие должно быть объектом' },
	{ re: /^([\w-]+) has no action "([^"]*)"$/, pl: '$1 nie zna akcji „$2”', ru: 'в $1 нет действия «$2»' },
	{ re: /^unknown keys? (.+)$/, pl: 'nieznany klucz $1', ru: 'неизвестный ключ $1' },
	{ re: /^(\S+) is required$/, pl: 'brak wymaganego $1', ru: 'не указано обязательное $1' },
	{ re: /^expected (\w+), got (\w+)$/, pl: 'oczekiwano typu $1, a jest $2', ru: 'ожидался тип $1, а получен $2' },
	{ re: /^Invalid option: expected one of (.+)$/, pl: 'nieprawidłowa wartość: dozwolone $1', ru: 'недопустимое значение: допустимы $1' },
	{ re: /^Too small: expected \w+ to (?:be|have) >=(\d+)(?: items)?$/, pl: 'za mało: najmniej $1', ru: 'слишком мало: не меньше $1' },
	{ re: /^Too big: expected \w+ to (?:be|have) <=(\d+)(?: items)?$/, pl: 'za dużo: najwyżej $1', ru: 'слишком много: не больше $1' },
	{ re: /^unknown discipline (.+)$/, pl: 'nieznana dyscyplina $1', ru: 'неизвестная дисциплина $1' },
	{ re: /^must be an object$/, pl: 'musi być obiektem', ru: 'должно быть объектом' },
	// choices and referee actions (all disciplines)
	{ re: /^player (\d+) must first choose: (.+)$/, pl: 'najpierw wybiera gracz $1: $2', ru: 'сначала выбирает игрок $1: $2' },
	{ re: /^there is no choice to make now$/, pl: 'teraz nie ma nic do wyboru', ru: 'сейчас выбирать нечего' },
	{ re: /^"([^"]*)" is not one of the options: (.+)$/, pl: '„$1” nie jest jedną z opcji: $2', ru: '«$1» — не из вариантов: $2' },
	{ re: /^there is no player (\d+)$/, pl: 'nie ma gracza $1', ru: 'нет игрока $1' },
	{ re: /^must be a player index, 0 to (\d+)$/, pl: 'musi być numerem gracza od 0 do $1', ru: 'должно быть номером игрока от 0 до $1' },
	// pool
	{ re: /^ball (\d+) is not on the table$/, pl: 'bili $1 nie ma na stole', ru: 'шара $1 нет на столе' },
	{ re: /^ball (\d+) cannot be both pocketed and off the table$/, pl: 'bila $1 nie może być naraz wbita i wyskoczyć ze stołu', ru: 'шар $1 не может быть сразу забит и вылететь со стола' },
	{ re: /^ball (\d+) is listed twice$/, pl: 'bila $1 podana dwa razy', ru: 'шар $1 указан дважды' },
	{ re: /^balls are numbered 1 to 15$/, pl: 'bile mają numery od 1 do 15', ru: 'шары пронумерованы от 1 до 15' },
	{ re: /^a push-out is a 9-ball rule, not an 8-ball one$/, pl: 'push-out jest tylko w dziewiątce, nie w ósemce', ru: 'пуш-аут бывает только в «девятке», не в «восьмёрке»' },
	{ re: /^a push-out is a 9-ball rule, not a 14\.1 one$/, pl: 'push-out jest tylko w dziewiątce, nie w 14/1', ru: 'пуш-аут бывает только в «девятке», не в 14.1' },
	{ re: /^no push-out on the break$/, pl: 'przy rozbiciu nie ma push-outu', ru: 'на разбое пуш-аута нет' },
	{ re: /^a push-out is allowed only on the first stroke after a legal break$/, pl: 'push-out wolno zagrać tylko pierwszym uderzeniem po prawidłowym rozbiciu', ru: 'пуш-аут разрешён только первым ударом после правильного разбоя' },
	// carom
	{ re: /^(\d+) points? would take (.+) to (-?\d+), past the target (\d+)$/, pl: '$1 pkt dałoby graczowi $2 wynik $3, ponad cel $4', ru: '$1 очк. дали бы игроку $2 счёт $3 — больше цели $4' },
	{ re: /^(.+) is already out of the match$/, pl: '$1 już odpadł(a) z meczu', ru: '$1 уже выбыл(а) из матча' },
	{ re: /^([\w-]+) has no balk spaces or corner zones$/, pl: '$1 nie ma pól balkowych ani stref narożnych', ru: 'в $1 нет балковых полей и угловых зон' },
	{ re: /^a declared safety does not score: mark the carom without "safety"$/, pl: 'zapowiedziana obrona nie daje punktu: zapisz karambol bez obrony', ru: 'объявленный отыгрыш очков не даёт: запишите карамболь без отыгрыша' },
	{ re: /^no choice is pending \(carom games have none\)$/, pl: 'nie ma nic do wyboru (w karambolu nie ma wyborów)', ru: 'выбирать нечего (в карамболе выбора не бывает)' },
	{ re: /^carom has no rack to re-rack$/, pl: 'w karambolu nie ma czego ustawiać od nowa', ru: 'в карамболе нечего расставлять заново' },
	{ re: /^no penalty-shot tiebreak is under way$/, pl: 'nie trwa dogrywka uderzeń karnych', ru: 'тай-брейк штрафными ударами не идёт' },
	{ re: /^the match is in the penalty-shot tiebreak: record (.+)$/, pl: 'trwa dogrywka uderzeń karnych: zapisz $1', ru: 'идёт тай-брейк штрафными ударами: запишите $1' },
	{ re: /^a stroke scores 0 or 1 point \(use (.+) for a run\)$/, pl: 'uderzenie daje 0 lub 1 punkt (serię zapisz jako $1)', ru: 'удар даёт 0 или 1 очко (серию записывайте как $1)' },
	{ re: /^points cannot be negative$/, pl: 'punkty nie mogą być ujemne', ru: 'очки не могут быть отрицательными' },
	{ re: /^points must be 0 or 1$/, pl: 'punkty: 0 albo 1', ru: 'очки: 0 или 1' },
	{ re: /^a penalty shot scores 0 or 1$/, pl: 'uderzenie karne daje 0 albo 1', ru: 'штрафной удар даёт 0 или 1' },
	{ re: /^a foul needs a name$/, pl: 'faul musi mieć nazwę', ru: 'у фола должно быть название' },
	{ re: /^(pointsTo|inningsLimit|startScore) must be at least 1$/, pl: '$1 musi wynosić co najmniej 1', ru: '$1 должно быть не меньше 1' },
	// pins
	{ re: /^unknown pin "([^"]*)" \(pins are (.+)\)$/, pl: 'nieznany kręgiel „$1” (kręgle: $2)', ru: 'неизвестная кегля «$1» (кегли: $2)' },
	{ re: /^pin (\w+) is listed twice$/, pl: 'kręgiel $1 podany dwa razy', ru: 'кегля $1 указана дважды' },
	{ re: /^potted counts object balls: 0 to 2$/, pl: 'wbite bile: od 0 do 2', ru: 'забитых шаров: от 0 до 2' },
	{ re: /^a carom needs contact: it cannot come with no-contact$/, pl: 'karambol wymaga kontaktu: nie może iść w parze z faulem „brak kontaktu”', ru: 'карамболь требует касания: он невозможен при фоле «нет касания»' },
	{ re: /^no object ball can be pocketed without contact$/, pl: 'bez kontaktu nie da się wbić bili', ru: 'без касания прицельный шар не забить' },
	{ re: /^a cue-pin foul names the pins the cue ball knocked$/, pl: 'przy faulu „kręgiel bilą rozgrywającą” podaj kręgle, które przewróciła', ru: 'при фоле «кегля битком» укажите кегли, сбитые битком' },
	{ re: /^([\w-]+) has no re-rack: the pins are stood up again after every stroke$/, pl: '$1 nie zna ponownego ustawienia: kręgle stawia się po każdym uderzeniu', ru: 'в $1 нет перестановки: кегли ставят после каждого удара' },
	// artistic
	{ re: /^the programme is over: all (\d+) figures are played$/, pl: 'program skończony: rozegrano wszystkie figury ($1)', ru: 'программа окончена: сыграны все фигуры ($1)' },
	{ re: /^artistic billiards has no re-rack: each figure is set up by its diagram$/, pl: 'w bilardzie artystycznym nie ma ponownego ustawienia: każdą figurę ustawia się według schematu', ru: 'в художественном бильярде нет перестановки: каждую фигуру ставят по схеме' },
	{ re: /^figure points are (?:4 to 11 \(AR-1\)|a whole number from 4 to 11)$/, pl: 'figura jest warta od 4 do 11 punktów (AR-1)', ru: 'фигура стоит от 4 до 11 очков (AR-1)' },
	{ re: /^the programme needs at least one figure$/, pl: 'program musi mieć co najmniej jedną figurę', ru: 'в программе должна быть хотя бы одна фигура' },
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
