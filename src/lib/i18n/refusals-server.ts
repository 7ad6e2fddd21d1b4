/**
 * The server's refusal codes (src/lib/protocol/refusals.ts) in Polish and Russian, with the same
 * `{param}` slots as the English templates. The words are the translators' (the rules for these
 * reasons in reasons.ts); a client fills a template with `fillTemplate(text, refusal.params)`.
 * `invalid` and `engine` carry an English detail or reason that reasons.ts translates.
 */
import type { RefusalCode } from '../protocol/refusals';

const pl: Record<RefusalCode, string> = {
	'rate-limit': 'za dużo wiadomości: zwolnij',
	'unknown-event': 'nieznane zdarzenie „{event}”',
	'one-payload': '{event} przyjmuje dokładnie jeden obiekt danych',
	invalid: '{event}: {detail}',
	'action-too-large': '{event}: {path}: akcja jest większa niż {max} bajtów',
	'setup-too-large': '{event}: {path}: ustawienia meczu są większe niż {max} bajtów',
	'table-id': '{event}: {path}: adres stołu to od 1 do 32 znaków: a–z, 0–9 i „-”',
	'table-name-empty': '{event}: {path}: stół musi mieć nazwę',
	'table-name-long': '{event}: {path}: nazwa może mieć najwyżej {max} znaków',
	'operators-only': '{event}: tylko dla operatora (zaloguj się na /login)',
	'needs-ack': '{event} wymaga potwierdzenia odbioru',
	internal: '{event}: wewnętrzny błąd serwera',
	'no-table': 'nie ma stołu „{table}”',
	'table-exists': 'stół „{table}” już istnieje',
	'no-match': 'na tym stole nie ma meczu',
	'stale-match': 'nieaktualne: stół poszedł dalej (teraz mecz {match})',
	'stale-no-match': 'nieaktualne: stół poszedł dalej (teraz bez meczu)',
	'stale-revision': 'nieaktualne: stół poszedł dalej (wersja {revision}, nie {sent})',
	'not-stored': 'nie zapisano: {detail}',
	'log-setup': 'zapisanego meczu {match} ten program nie potrafi ustawić: {detail}',
	'log-replay': 'zapisanego meczu {match} ten program nie potrafi odtworzyć (akcja {action}: {detail}); zapis pozostaje nietknięty',
	engine: '{reason}',
	'clock-off': 'zegar uderzeń jest wyłączony',
	'clock-running': 'zegar już chodzi',
	'clock-not-running': 'zegar nie chodzi',
	'clock-time-up': 'czas minął: najpierw wyzeruj zegar',
	'clock-nobody': 'nikt nie jest przy stole',
	'clock-no-extension': 'ten gracz nie ma już przedłużeń',
	'pin-wrong': 'błędny PIN',
	'pin-wrong-wait': 'błędny PIN; za dużo prób: odczekaj {seconds}\u00a0s',
	'pin-locked': 'za dużo błędnych PIN-ów: spróbuj ponownie za {seconds}\u00a0s',
	'not-connected': 'brak połączenia z serwerem',
	'no-answer': 'serwer nie odpowiada (akcja mogła zostać zapisana albo nie; stan zaraz się odświeży)'
};

const ru: Record<RefusalCode, string> = {
	'rate-limit': 'слишком много сообщений: помедленнее',
	'unknown-event': 'неизвестное событие «{event}»',
	'one-payload': '{event} принимает ровно один объект данных',
	invalid: '{event}: {detail}',
	'action-too-large': '{event}: {path}: действие больше {max} байт',
	'setup-too-large': '{event}: {path}: настройки матча больше {max} байт',
	'table-id': '{event}: {path}: адрес стола — от 1 до 32 символов: a–z, 0–9 и «-»',
	'table-name-empty': '{event}: {path}: у стола должно быть название',
	'table-name-long': '{event}: {path}: название — не длиннее {max} символов',
	'operators-only': '{event}: только для оператора (войдите на /login)',
	'needs-ack': '{event} требует подтверждения получения',
	internal: '{event}: внутренняя ошибка сервера',
	'no-table': 'нет стола «{table}»',
	'table-exists': 'стол «{table}» уже есть',
	'no-match': 'на этом столе нет матча',
	'stale-match': 'устарело: на столе уже другое состояние (теперь матч {match})',
	'stale-no-match': 'устарело: на столе уже другое состояние (матча нет)',
	'stale-revision': 'устарело: на столе уже другое состояние (версия {revision}, а не {sent})',
	'not-stored': 'не сохранено: {detail}',
	'log-setup': 'сохранённый матч {match} эта программа не может настроить: {detail}',
	'log-replay': 'сохранённый матч {match} эта программа не может воспроизвести (действие {action}: {detail}); журнал не тронут',
	engine: '{reason}',
	'clock-off': 'часы на удар выключены',
	'clock-running': 'часы уже идут',
	'clock-not-running': 'часы не идут',
	'clock-time-up': 'время вышло: сначала сбросьте часы',
	'clock-nobody': 'никто не у стола',
	'clock-no-extension': 'у этого игрока не осталось продлений',
	'pin-wrong': 'неверный PIN-код',
	'pin-wrong-wait': 'неверный PIN-код; слишком много попыток: подождите {seconds}\u00a0с',
	'pin-locked': 'слишком много неверных PIN-кодов: попробуйте снова через {seconds}\u00a0с',
	'not-connected': 'нет связи с сервером',
	'no-answer': 'сервер не отвечает (действие могло сохраниться, а могло и нет; состояние сейчас обновится)'
};

export const SERVER_REFUSALS: { pl: Record<RefusalCode, string>; ru: Record<RefusalCode, string> } = { pl, ru };
