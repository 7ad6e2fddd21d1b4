import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runScript, summarize } from '../engine/match';
import type { TableState, WireSummary } from '../protocol';
import { boardT } from '../i18n/board';
import { tableView } from './table-view';
import { averageText, frameText, lastStrokeText, pendingText, resultText, situationText, targetText } from './words';
import { countryCode, flagCss } from './flags';

function stateOf(match: Record<string, unknown>, actions: unknown[] = [], extra: Partial<TableState> = {}): TableState {
	const run = runScript({ match, actions });
	if (!run.ok) throw new Error(run.error);
	return {
		table: { id: 't1', name: 'Table 1' },
		match: { id: 1, setup: match, revision: actions.length, summary: summarize(run.match) as WireSummary, startedAt: '' },
		events: [],
		...extra
	};
}

const en = boardT('en');
const pl = boardT('pl');
const ru = boardT('ru');

describe('tableView', () => {
	it('words a choice as its game means it: dynamic pyramid\'s rebreak is the chooser re-racking (NP-2), 14.1\'s the breaker again', () => {
		// A dry break that reaches no side cushion fails (NP-2): the opponent chooses.
		const np = tableView(stateOf({ discipline: 'dynamic-pyramid', players: ['Anna', 'Boris'], raceTo: 2 }, [{ t: 'shot' }]), 0).match!;
		expect(np.pending).toEqual({ player: 1, options: ['accept', 'rebreak'] });
		expect(pendingText(np, en)).toBe('Boris chooses: Accept the table / Re-rack and break yourself');
		expect(pendingText(np, ru)).toBe('Выбирает Boris: Принять стол / Перерасставить и разбить самому');
		// 14-6: a break with too few balls to a rail
		const sp = tableView(stateOf({ discipline: 'straight-pool', players: ['Anna', 'Boris'], pointsTo: 50 }, [{ t: 'shot', rails: 0 }]), 0).match!;
		expect(pendingText(sp, en)).toBe('Boris chooses: Accept the table / Breaker breaks again');
	});

	it('a match holds its own family\'s keys and no other family\'s (a union member, not every family\'s fields)', () => {
		const pool = tableView(stateOf({ discipline: 'nine-ball', players: ['Anna', 'Boris'], raceTo: 3 }), 0).match!;
		const carom = tableView(stateOf({ discipline: 'three-cushion', players: ['Anna', 'Boris'], pointsTo: 40 }, [{ t: 'inning', points: 3 }]), 0).match!;
		const snooker = tableView(stateOf({ discipline: 'snooker', players: ['Anna', 'Boris'], bestOf: 3 }), 0).match!;
		expect(Object.keys(pool)).toContain('rack');
		expect(Object.keys(pool)).not.toContain('inning');
		expect(Object.keys(pool.players[0]!)).toContain('group');
		expect(Object.keys(carom)).toEqual(expect.arrayContaining(['inning', 'inningsLimit', 'equalizing', 'balk']));
		expect(Object.keys(carom)).not.toContain('rack');
		expect(Object.keys(carom)).not.toContain('frame');
		expect(carom.players[0]!.protocol).toEqual([3]);
		expect(Object.keys(carom.players[0]!)).not.toContain('group');
		expect(Object.keys(snooker)).toContain('frame');
		expect(Object.keys(snooker)).not.toContain('figure');
		expect(Object.keys(snooker.players[0]!)).not.toContain('counted');
	});

	it('carries the event the match belongs to (intro lower third), null without one', () => {
		const st = stateOf({ discipline: 'nine-ball', players: ['Anna', 'Boris'], raceTo: 3, event: ' Club Cup, final ' });
		expect(tableView(st, 0).match!.event).toBe('Club Cup, final');
		expect(tableView(stateOf({ discipline: 'nine-ball', players: ['Anna', 'Boris'], raceTo: 3 }), 0).match!.event).toBeNull();
	});

	it('9-ball: race target, breaker, ball in hand, foul warning after two fouls', () => {
		const st = stateOf({ discipline: 'nine-ball', players: ['Anna', 'Boris'], raceTo: 7 }, [
			{ t: 'shot', potted: [1] },
			{ t: 'shot', foul: 'scratch' },
			{ t: 'shot', foul: 'scratch' },
			{ t: 'shot', foul: 'scratch' },
			{ t: 'shot', foul: 'scratch' }
		]);
		const m = tableView(st, 0).match!;
		expect(m.family).toBe('pool');
		expect(targetText(m, en)).toBe('Race to 7');
		expect(targetText(m, pl)).toBe('Gra do 7');
		expect(m.players[0].foulWarning).toBe('rack');
		expect(m.rack?.ballInHand).toBe('anywhere');
		expect(situationText(m, ru)).toBe('Партия 1');
	});

	it('a finished pool match shows its result, no next rack and no one at the table', () => {
		const shots = Array.from({ length: 2 }, () => ({ t: 'shot', potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] }));
		const st = stateOf({ discipline: 'nine-ball', players: ['Anna', 'Boris'], raceTo: 1 }, shots.slice(0, 1));
		const m = tableView(st, 0).match!;
		expect(m.status).toBe('finished');
		expect(m.rack).toBeNull();
		expect(m.turn).toBeNull();
		expect(m.players.every((p) => !p.atTable && !p.breaker)).toBe(true);
		expect(resultText(m, en)).toBe('Anna wins');
		expect(situationText(m, pl)).toBe('Wygrywa Anna');
	});

	it('a finished 8-ball match keeps no groups (the next rack is not played)', () => {
		const doc = JSON.parse(readFileSync(new URL('../../../tests/fixtures/pool/eight-ball/race-to-3.json', import.meta.url), 'utf8'));
		const live = stateOf(doc.match, doc.actions.slice(0, 7));
		expect(tableView(live, 0).match!.players.map((p) => p.group)).toEqual(['solids', 'stripes']);
		const m = tableView(stateOf(doc.match, doc.actions), 0).match!;
		expect(m.status).toBe('finished');
		expect(m.players.every((p) => p.group === null)).toBe(true);
	});

	it('three-cushion: points target with the innings limit, average in decimal commas, last inning', () => {
		const st = stateOf({ discipline: 'three-cushion', players: [{ name: 'Jan', country: 'POL' }, 'Ivan'], pointsTo: 40, inningsLimit: 2 }, [
			{ t: 'inning', points: 3 },
			{ t: 'inning', points: 2 },
			{ t: 'inning', points: 1 }
		]);
		const m = tableView(st, 0).match!;
		expect(targetText(m, en)).toBe('To 40 points · Limit 2 inn.');
		expect(m.players[0].country).toBe('PL');
		expect(m.players[0].toGo).toBe(36);
		expect(m.lastInning).toBe(true);
		expect(situationText(m, en)).toBe('Inn. 2 · Last inning');
	});

	it('kegel: a countdown from 300, a penalty said once', () => {
		const st = stateOf({ discipline: 'kegel', players: ['A', 'B'] }, [{ t: 'shot', pins: ['king'] }]);
		const m = tableView(st, 0).match!;
		expect(targetText(m, ru)).toBe('С 300');
		expect(lastStrokeText(m, en)).toBe('A · +50 · continues');
		if (m.family !== 'pins') throw new Error('a kegel match is pins');
		const penalised = { ...m, lastStroke: { player: 1, counted: 0, penalty: 5, outcome: 'penalty' } };
		expect(lastStrokeText(penalised, en)).toBe('B · penalty 5');
	});

	it('an unknown discipline is a problem to show, not a guessed family', () => {
		const st = stateOf({ discipline: 'nine-ball', players: ['A', 'B'], raceTo: 3 });
		st.match!.summary = { ...st.match!.summary, discipline: 'blackball' as never };
		const v = tableView(st, 0);
		expect(v.match).toBeNull();
		expect(v.problem).toMatch(/blackball/);
	});

	it('counts the shot clock down to the server deadline, corrected for the screen clock skew', () => {
		const st = stateOf({ discipline: 'nine-ball', players: ['A', 'B'], raceTo: 3 });
		const serverNow = 1_000_000;
		st.clock = { config: {} as never, running: true, deadline: serverNow + 30_000, remainingMs: 30_000, limitMs: 30_000, extensionsLeft: [1, 1], expired: false, serverNow, at: serverNow };
		// This screen's clock is 5 s behind the server's: skew = +5000.
		const v = tableView(st, serverNow - 5000 + 21_000, 5000);
		expect(v.clock?.seconds).toBe(9);
		expect(v.clock?.warning).toBe(true);
	});

	it('the pyramid frame line names the frame once and the balls that win it (issue 22, item 9)', () => {
		const m = tableView(stateOf({ discipline: 'free-pyramid', players: ['Anna', 'Boris'], raceTo: 2 }), 0).match!;
		const frame = { ...m.frame!, number: 2, pointsTo: 8, onTable: 16 };
		expect(frameText(m, frame, pl)).toBe('Partia 2 · do 8 bil · 16 na stole');
		expect(frameText(m, frame, ru)).toBe('Партия 2 · до 8 шаров · 16 на столе');
		expect(frameText(m, frame, en)).toBe('Frame 2 · first to 8 balls · 16 on the table');
		expect(frameText(m, { ...frame, pointsTo: 1 }, ru)).toContain('до 1 шара');
		expect(frameText(m, { ...frame, pointsTo: 3 }, pl)).toContain('do 3 bil');
	});

	it('plural forms of counted words', () => {
		expect(en.n('board.tables', 1)).toBe('1 table');
		expect(pl.n('board.tables', 3)).toBe('3 stoły');
		expect(pl.n('board.tables', 5)).toBe('5 stołów');
		expect(ru.n('board.tables', 21)).toBe('21 стол');
	});
});

describe('flags', () => {
	it('one table for alpha-2, alpha-3 and IOC codes, with the flags users missed', () => {
		for (const code of ['US', 'USA', 'GB', 'GBR', 'PH', 'PHI', 'CA', 'CAN', 'AU', 'AUS', 'TW', 'TPE', 'DEU', 'GER', 'PL']) {
			expect(flagCss(code), code).not.toBeNull();
		}
		expect(countryCode('ger')).toBe('DE');
		expect(countryCode('x1')).toBeNull();
	});
});

/** A state from a hand-written summary, for facts a short script does not reach. */
function summaryState(summary: Record<string, unknown>, setup: Record<string, unknown> = {}): TableState {
	const base = { status: 'in-progress', winner: null, draw: false, turn: 0, pending: null, rack: null };
	return { table: { id: '1', name: 'Table 1' }, match: { id: 1, setup, revision: 1, startedAt: '', summary: { ...base, ...summary } as never }, events: [] };
}
const player = (name: string, extra: Record<string, unknown> = {}) => ({ name, score: 0, innings: 0, highRun: 0, average: null, fouls: 0, ...extra });

describe('what the wall displays show (moved from tests/kiosk/model.test.ts)', () => {
	it('carom: average with a decimal comma in Polish, the run of the player at the table, the protocol', () => {
		const st = summaryState(
			{ discipline: 'three-cushion', turn: 1, players: [player('A', { innings: 3, average: 1.333, protocol: [1, 3, 0] }), player('B', { currentRun: 2, protocol: [0, 2] })] },
			{ pointsTo: 40 }
		);
		const m = tableView(st, 0).match!;
		expect(averageText(m.players[0].average, pl)).toBe('1,333');
		expect(m.players[1].run).toBe(2);
		expect(m.players[0].run).toBeNull();
		expect(m.players[1].protocol).toEqual([0, 2]);
		expect(targetText(m, pl)).toBe('Do 40 pkt');
	});

	it('artistic: the figure under way, the points per figure', () => {
		const st = summaryState({
			discipline: 'artistic',
			players: [player('A', { figures: [4, null] }), player('B', { figures: [null, null] })],
			figure: { index: 0, name: 'Coulé', points: 4, attempt: 2 },
			figures: [{ name: 'Coulé', points: 4 }, { name: 'Massé', points: 9 }]
		});
		const m = tableView(st, 0).match!;
		expect(situationText(m, en)).toBe('Figure 1/2 · Coulé (4) · attempt 2/3');
		expect(m.players[0].figures).toEqual([4, null]);
	});

	it('names the options a player must choose from in the display language, not as engine ids', () => {
		const st = summaryState(
			{
				discipline: 'eight-ball',
				players: [player('Anna'), player('Piotr')],
				pending: { player: 1, options: ['accept', 'rerack-break', 'rerack-opponent'] },
				rack: { number: 1, breaker: 0, onTable: [1, 2, 3], ballInHand: null, openTable: true, groups: null, pushOutAvailable: false }
			},
			{ raceTo: 5 }
		);
		const m = tableView(st, 0).match!;
		const said = pendingText(m, pl)!;
		expect(said).toContain('Piotr');
		expect(said).toContain('Przyjmuje stół');
		expect(said).not.toContain('rerack-break');
		expect(pendingText(m, en)).toContain('Accept the table');
	});
});
