/**
 * Screenshots of every wall page by hand (not a test): /kiosk/<table> for each family at
 * 1920×1080 and 1024×768, /view/<table> at 390×844, the venue wall with 1, 2, 3, 4 and 40
 * tables, each in English, Polish and Russian, into /tmp/shots-kiosk/ (or the folder given).
 * Needs a build: `npm run build && npx tsx tests/kiosk/screenshots.ts`. Prints what overflows.
 */
import { Harness, screenProblems, type Size } from './harness';

const h = new Harness(process.argv[2] ?? '/tmp/shots-kiosk');
const LANGS = ['en', 'pl', 'ru'];
const TV: Size = { width: 1920, height: 1080 };

const FAMILIES: [string, string, Record<string, unknown>, Record<string, unknown>[]][] = [
	['nine', 'Table 1', { discipline: 'nine-ball', players: [{ name: 'Jan Kowalski', country: 'POL' }, { name: 'Иван Петров', country: 'RUS' }], raceTo: 7 }, [
		{ t: 'shot', potted: [1, 2], rails: 4 },
		{ t: 'shot', foul: 'scratch' },
		{ t: 'shot', foul: 'scratch' }
	]],
	['carom', 'Стол 2 · карамболь', { discipline: 'three-cushion', players: [{ name: 'Frédéric Caudron', country: 'BEL' }, { name: 'Дмитрий Константинопольский', country: 'RUS' }], pointsTo: 40, inningsLimit: 20 }, [
		...[3, 1, 0, 2, 5, 0, 1, 4, 2, 0, 0, 1, 3, 2, 1, 0, 2, 1, 1, 0, 2, 1, 0, 3, 1, 1, 0, 2, 1, 2, 1, 1, 0, 1, 2, 1, 1, 1].map((points) => ({ t: 'inning', points })),
		{ t: 'shot', points: 1 }
	]],
	['kegel', 'Table 3', { discipline: 'kegel', players: [{ name: 'Shane Van Boening', country: 'USA' }, { name: 'Mika Immonen', country: 'FIN' }] }, [
		{ t: 'shot', pins: ['king', 's1'] },
		{ t: 'shot', foul: 'scratch' }
	]],
	['final', 'Table 4', { discipline: 'nine-ball', players: [{ name: 'Anna Nowak', country: 'POL' }, { name: 'Ewa Laurance', country: 'SWE' }], raceTo: 1 }, [{ t: 'shot', potted: [9], rails: 4 }]],
	['eight', 'Table 5', { discipline: 'eight-ball', players: [{ name: 'Joshua Filler', country: 'GER' }, { name: 'Johann Chua', country: 'PHI' }], raceTo: 9, breakRule: 'winner' }, [
		{ t: 'shot', potted: [1, 12], rails: 4 },
		{ t: 'shot', potted: [2] },
		{ t: 'shot' }
	]],
	['straight', 'Table 6', { discipline: 'straight-pool', players: ['Jan', 'Ewa'], pointsTo: 100 }, [
		{ t: 'shot', rails: 2, cueRail: true },
		{ t: 'shot', potted: [3] },
		{ t: 'shot', potted: [5] },
		{ t: 'shot', foul: 'scratch' }
	]],
	['pins', 'Table 7', { discipline: 'seven-pins', players: ['Marco', 'Luca'] }, [
		{ t: 'shot', pins: ['king', 's1'] },
		{ t: 'shot', pins: ['s2'], carom: true },
		{ t: 'shot' }
	]],
	['art', 'Table 8', { discipline: 'artistic', players: [{ name: 'Raymond Steylaerts', country: 'BEL' }, { name: 'Jean Reverchon', country: 'FRA' }], figures: [{ name: 'Coulé', points: 4 }, { name: 'Rétro en deux bandes', points: 6 }, { name: 'Massé', points: 9 }, { name: 'Piqué grand', points: 11 }] }, [
		{ t: 'attempt', success: true },
		{ t: 'attempt', success: false },
		{ t: 'attempt', success: true }
	]],
	['rail3', 'Table 9 with a very long name that goes on and on', { discipline: 'straight-rail', players: ['Anne', 'Bertrand', 'Claude-Alexandre de la Roche-Saint-Hilaire'], pointsTo: 200 }, [
		{ t: 'inning', points: 12 },
		{ t: 'inning', points: 7 }
	]]
];

async function look(path: string, name: string, size: Size, mobile = false) {
	const page = await h.open(path, size, { mobile });
	await page.waitForSelector('section.board, .tile', { timeout: 60_000 });
	await h.shot(page, name);
	const problems = await screenProblems(page);
	if (problems.length || page.errors.length) console.log(`${name}: ${[...problems, ...page.errors].join('; ')}`);
	await page.close();
}

async function wall(n: number) {
	for (const lang of LANGS) await look(`/kiosk?lang=${lang}`, `wall-${n}-${lang}`, TV);
}

await h.start();
try {
	let made = 0;
	for (const [id, name, setup, actions] of FAMILIES) {
		await h.table(id, name);
		await h.play(id, setup, actions);
		made++;
		if (made <= 4) await wall(made);
	}
	for (const [id] of FAMILIES) {
		for (const lang of LANGS) {
			await look(`/kiosk/${id}?lang=${lang}`, `table-${id}-${lang}-1920`, TV);
			await look(`/kiosk/${id}?lang=${lang}`, `table-${id}-${lang}-1024`, { width: 1024, height: 768 });
			await look(`/view/${id}?lang=${lang}`, `view-${id}-${lang}-390`, { width: 390, height: 844 }, true);
		}
	}
	while (made < 40) {
		made++;
		await h.table(`t${made}`, `Table ${made}`);
		if (made % 7 !== 3) await h.play(`t${made}`, { discipline: made % 2 ? 'nine-ball' : 'three-cushion', players: [`Player ${made}A`, made % 5 === 0 ? 'Aleksandra Wiśniewska-Grzybowska' : `Player ${made}B`], ...(made % 2 ? { raceTo: 9 } : { pointsTo: 40 }) });
	}
	await new Promise((r) => setTimeout(r, 1500));
	await wall(40);
} finally {
	await h.stop();
}
