/**
 * Screenshots of issue 16's boards by hand (not a test): snooker, six-red snooker with snookers
 * required, Russian pyramid and 10-ball (each also finished) on the wall display (1920×1080 and
 * 1024×768), the phone viewer (390×844), the tables page and the venue wall, in English, Polish
 * and Russian, on the real server, into /tmp/shots/boards/ (or the folder given). Prints what
 * overflows. Needs a build: `npm run build && npx tsx tests/kiosk/board-shots.ts`.
 * The overlays: `SHOTS=/tmp/shots/boards TABLES='snooker snookers pyramid ten-ball snooker-final
 * pyramid-final ten-ball-final' npx tsx tests/overlays/support/shots.ts scorebug snooker-break pyramid-shelf result intro`.
 */
import { PYRAMID, PYRAMID_FINAL, SNOOKER, SNOOKER_FINAL, SNOOKER_SNOOKERS, TEN_BALL, TEN_BALL_FINAL } from '../overlays/support/disciplines';
import type { ScriptDoc } from '../overlays/support/fixtures';
import { Harness, screenProblems, type Size } from './harness';
import { noTableWaiting } from '../support/browser';

const h = new Harness(process.argv[2] ?? '/tmp/shots/boards');
const LANGS = ['en', 'pl', 'ru'];
const TV: Size = { width: 1920, height: 1080 };
const TABLES: [string, string, ScriptDoc][] = [
	['snooker', 'Стол 1 · снукер', SNOOKER],
	['snookers', 'Table 2', SNOOKER_SNOOKERS],
	['pyramid', 'Стол 3 · пирамида', PYRAMID],
	['ten-ball', 'Table 4', TEN_BALL],
	['snooker-final', 'Table 5', SNOOKER_FINAL],
	['pyramid-final', 'Table 6', PYRAMID_FINAL],
	['ten-ball-final', 'Table 7', TEN_BALL_FINAL]
];

async function look(path: string, name: string, size: Size, mobile = false, wait = 'section.board, .tile') {
	const page = await h.open(path, size, { mobile });
	await page.waitForSelector(wait, { timeout: 60_000 });
	await noTableWaiting(page);
	await h.shot(page, name);
	const problems = await screenProblems(page);
	if (problems.length || page.errors.length) console.log(`${name}: ${[...problems, ...page.errors].join('; ')}`);
	await page.close();
}

await h.start();
try {
	for (const [id, name, doc] of TABLES) {
		await h.table(id, name);
		await h.play(id, doc.match, doc.actions as Record<string, unknown>[]);
	}
	for (const lang of LANGS) {
		for (const [id] of TABLES) {
			await look(`/kiosk/${id}?lang=${lang}`, `kiosk-${id}-${lang}-1920`, TV);
			if (!id.endsWith('-final')) await look(`/kiosk/${id}?lang=${lang}`, `kiosk-${id}-${lang}-1024`, { width: 1024, height: 768 });
			await look(`/view/${id}?lang=${lang}`, `view-${id}-${lang}-390`, { width: 390, height: 844 }, true);
		}
		await look(`/kiosk?lang=${lang}`, `wall-${lang}`, TV);
		await look(`/?lang=${lang}`, `tables-page-${lang}`, { width: 1280, height: 1600 }, false, '[data-table]');
	}
} finally {
	await h.stop();
}
