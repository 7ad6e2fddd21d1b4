/**
 * Words of the wall displays and the phone viewer in English, Polish and Russian (wording
 * shared with overlays/_shared/i18n.ts; discipline names from the one table every page shares,
 * src/lib/i18n/disciplines.ts). The language comes from `?lang=` and is remembered in
 * localStorage, so a TV set up once with `?lang=pl` stays Polish after a reload.
 */
export { disciplineName } from '../i18n/disciplines';

export type Lang = 'en' | 'pl' | 'ru';
export const LANGS: readonly Lang[] = ['en', 'pl', 'ru'];

const en = {
	raceTo: 'Race to {n}',
	pointsTo: 'To {n} points',
	from: 'From {n}',
	innLimit: 'Limit {n} inn.',
	rack: 'Rack {n}',
	figure: 'Figure {n}/{of}',
	attempt: 'attempt {n}/3',
	innings: 'Innings',
	inn: 'Inn.',
	average: 'Average',
	avg: 'Avg',
	highRun: 'High run',
	hr: 'HR',
	currentRun: 'Run',
	remaining: 'To go',
	counted: 'Counted',
	penalties: 'Penalties',
	lastStroke: 'Last stroke',
	fouls: 'Fouls',
	foulWarning: '2 fouls – third foul loses',
	foulWarning14: '2 fouls – third foul −15',
	ballInHand: 'Ball in hand',
	kitchen: 'Ball in hand behind the line',
	breaks: 'Break',
	solids: 'Solids',
	stripes: 'Stripes',
	open: 'Open table',
	onTable: 'On the table',
	pushOut: 'Push-out available',
	winner: 'Winner',
	wins: '{name} wins',
	draw: 'Draw',
	final: 'Final',
	live: 'Live',
	noMatch: 'No match',
	free: 'Table free',
	waiting: 'Waiting for the table…',
	removed: 'This table was removed',
	noTables: 'No tables yet',
	offline: 'Offline – reconnecting…',
	connecting: 'Connecting…',
	chooses: '{name} chooses',
	shotClock: 'Shot clock',
	protocol: 'Innings',
	scanToFollow: 'Follow on your phone',
	cannotShow: 'This match cannot be shown',
	total: 'Total',
	continues: 'continues',
	miss: 'miss',
	passes: 'turn passes',
	bust: 'bust',
	won: 'out',
	penalty: 'penalty',
	safety: 'safety',
	forfeit: 'forfeit',
	equalizing: 'Equalizing inning',
	venue: 'Venue',
	tables: '{n} tables'
};
export type Key = keyof typeof en;

const pl: Record<Key, string> = {
	raceTo: 'Gra do {n}',
	pointsTo: 'Do {n} pkt',
	from: 'Od {n}',
	innLimit: 'Limit {n} pod.',
	rack: 'Partia {n}',
	figure: 'Figura {n}/{of}',
	attempt: 'próba {n}/3',
	innings: 'Podejścia',
	inn: 'Pod.',
	average: 'Średnia',
	avg: 'Śr.',
	highRun: 'Najwyższa seria',
	hr: 'NS',
	currentRun: 'Seria',
	remaining: 'Zostało',
	counted: 'Zaliczone',
	penalties: 'Kary',
	lastStroke: 'Ostatnie uderzenie',
	fouls: 'Faule',
	foulWarning: '2 faule – trzeci przegrywa',
	foulWarning14: '2 faule – trzeci −15',
	ballInHand: 'Bila w ręku',
	kitchen: 'Bila w ręku z pola startowego',
	breaks: 'Rozbija',
	solids: 'Pełne',
	stripes: 'Połówki',
	open: 'Stół otwarty',
	onTable: 'Na stole',
	pushOut: 'Push-out możliwy',
	winner: 'Zwycięzca',
	wins: 'Wygrywa {name}',
	draw: 'Remis',
	final: 'Koniec',
	live: 'Na żywo',
	noMatch: 'Brak meczu',
	free: 'Stół wolny',
	waiting: 'Czekam na stół…',
	removed: 'Ten stół został usunięty',
	noTables: 'Brak stołów',
	offline: 'Brak połączenia – łączę ponownie…',
	connecting: 'Łączenie…',
	chooses: 'Wybiera {name}',
	shotClock: 'Czas',
	protocol: 'Podejścia',
	scanToFollow: 'Śledź na telefonie',
	cannotShow: 'Nie można pokazać tego meczu',
	total: 'Razem',
	continues: 'gra dalej',
	miss: 'pudło',
	passes: 'zmiana',
	bust: 'przebicie',
	won: 'koniec',
	penalty: 'kara',
	safety: 'odstawna',
	forfeit: 'walkower',
	equalizing: 'Podejście wyrównujące',
	venue: 'Klub',
	tables: 'Stoły: {n}'
};

const ru: Record<Key, string> = {
	raceTo: 'До {n} побед',
	pointsTo: 'До {n} очков',
	from: 'С {n}',
	innLimit: 'Лимит {n} подх.',
	rack: 'Партия {n}',
	figure: 'Фигура {n}/{of}',
	attempt: 'попытка {n}/3',
	innings: 'Подходы',
	inn: 'Подх.',
	average: 'Средний',
	avg: 'Ср.',
	highRun: 'Лучшая серия',
	hr: 'ЛС',
	currentRun: 'Серия',
	remaining: 'Осталось',
	counted: 'Засчитано',
	penalties: 'Штрафы',
	lastStroke: 'Последний удар',
	fouls: 'Фолы',
	foulWarning: '2 фола – третий проигрывает',
	foulWarning14: '2 фола – третий −15',
	ballInHand: 'Шар с руки',
	kitchen: 'Шар с руки из дома',
	breaks: 'Разбивает',
	solids: 'Цельные',
	stripes: 'Полосатые',
	open: 'Стол открыт',
	onTable: 'На столе',
	pushOut: 'Можно пуш-аут',
	winner: 'Победитель',
	wins: 'Побеждает {name}',
	draw: 'Ничья',
	final: 'Итог',
	live: 'Идёт игра',
	noMatch: 'Нет матча',
	free: 'Стол свободен',
	waiting: 'Ожидание стола…',
	removed: 'Этот стол удалён',
	noTables: 'Столов пока нет',
	offline: 'Нет связи – переподключение…',
	connecting: 'Подключение…',
	chooses: 'Выбирает {name}',
	shotClock: 'Время',
	protocol: 'Подходы',
	scanToFollow: 'Следите с телефона',
	cannotShow: 'Этот матч нельзя показать',
	total: 'Итого',
	continues: 'продолжает',
	miss: 'промах',
	passes: 'переход хода',
	bust: 'перебор',
	won: 'финиш',
	penalty: 'штраф',
	safety: 'отыгрыш',
	forfeit: 'тех. поражение',
	equalizing: 'Уравнивающий подход',
	venue: 'Клуб',
	tables: 'Столов: {n}'
};

const dictionaries: Record<Lang, Record<Key, string>> = { en, pl, ru };

export type T = (key: Key, vars?: Record<string, string | number>) => string;

export function translator(lang: Lang): T {
	const table = dictionaries[lang] ?? en;
	return (key, vars) => {
		let s = table[key] ?? en[key];
		if (vars) for (const k in vars) s = s.replace(`{${k}}`, String(vars[k]));
		return s;
	};
}


export const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

const STORAGE_KEY = 'cuecast:kiosk-lang';

/** `?lang=` (remembered), else the remembered choice, else the browser's language, else English. */
export function pickLang(url: URL): Lang {
	const asked = url.searchParams.get('lang');
	if (isLang(asked)) {
		try {
			localStorage.setItem(STORAGE_KEY, asked);
		} catch {
			/* storage blocked: the URL still says it */
		}
		return asked;
	}
	try {
		const saved = localStorage.getItem(STORAGE_KEY);
		if (isLang(saved)) return saved;
	} catch {
		/* storage blocked */
	}
	for (const l of navigator.languages ?? [navigator.language]) {
		const short = (l ?? '').slice(0, 2).toLowerCase();
		if (isLang(short)) return short;
	}
	return 'en';
}
