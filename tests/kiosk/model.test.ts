import { describe as group, expect, it } from 'vitest';
import { describe, gridFor, familyOf } from '../../src/lib/kiosk/model';
import { disciplineName, translator } from '../../src/lib/kiosk/i18n';
import type { TableState } from '../../src/lib/protocol';

const t = translator('en');
const state = (summary: Record<string, unknown>, setup: Record<string, unknown> = {}): TableState => ({
	table: { id: '1', name: 'Table 1' },
	match: { id: 1, setup, revision: 1, startedAt: '', summary: { status: 'in-progress', winner: null, draw: false, turn: 0, pending: null, rack: null, ...summary } as never },
	events: []
});
const player = (name: string, extra: Record<string, unknown> = {}) => ({ name, score: 0, innings: 0, highRun: 0, average: null, fouls: 0, ...extra });

group('wall layout', () => {
	it('fills a 16:9 screen: 1 full, 2 side by side, 4 as 2×2 … 40 as 8×5', () => {
		const at = (n: number) => {
			const g = gridFor(n);
			return `${g.cols}x${g.rows}`;
		};
		expect([1, 2, 4, 6, 9, 12, 20, 30, 40].map(at)).toEqual(['1x1', '2x1', '2x2', '3x2', '3x3', '4x3', '5x4', '6x5', '8x5']);
		for (let n = 1; n <= 40; n++) {
			const g = gridFor(n);
			expect(g.cols * g.rows).toBeGreaterThanOrEqual(n);
			expect(g.cols * g.rows - n).toBeLessThan(Math.max(g.cols, g.rows));
		}
		// a portrait screen stacks
		expect(gridFor(2, 9 / 16)).toEqual({ cols: 1, rows: 2 });
	});
});

group('board model', () => {
	it('names disciplines as players do', () => {
		expect(disciplineName('pl', 'eight-ball')).toBe('Ósemka');
		expect(disciplineName('pl', 'nine-ball')).toBe('Dziewiątka');
		expect(disciplineName('pl', 'straight-pool')).toBe('14/1');
		expect(disciplineName('pl', 'three-cushion')).toBe('Trzy bandy');
		expect(disciplineName('ru', 'eight-ball')).toBe('Восьмёрка');
		expect(disciplineName('ru', 'three-cushion')).toBe('Трёхбортный');
		expect(disciplineName('ru', 'kegel')).toBe('Кегли');
		// the names the wall shares with the console and the overlays (src/lib/i18n/disciplines.ts)
		expect(disciplineName('pl', 'kegel')).toBe('Kręgle');
		expect(disciplineName('pl', 'one-cushion')).toBe('Jedna banda');
		expect(disciplineName('ru', 'seven-pins')).toBe('7 фишек');
		expect(disciplineName('ru', 'straight-rail')).toBe('Прямой карамболь');
		expect(disciplineName('ru', 'balkline-71-2')).toBe('Балклайн 71/2');
		expect(familyOf('balkline-71-2')).toBe('carom');
	});

	it('pool: race, breaker, groups, ball in hand, three-foul warning', () => {
		const v = describe(
			state(
				{ discipline: 'nine-ball', players: [player('A', { fouls: 2 }), player('B')], rack: { number: 3, breaker: 1, onTable: [4, 9], ballInHand: 'anywhere', pushOutAvailable: true } },
				{ raceTo: 7 }
			),
			'en',
			t
		)!;
		expect(v.target).toBe('Race to 7');
		expect(v.situation).toBe('Rack 3');
		expect(v.players[1].breaker).toBe(true);
		expect(v.players[0].foulWarning).toMatch(/2 fouls/);
		expect(v.ballInHand).toBe('Ball in hand');
		expect(v.pushOut).toBe(true);
		expect(v.onTable).toEqual([4, 9]);
	});

	it('carom: average with a decimal comma in Polish, current run, protocol', () => {
		const v = describe(
			state({ discipline: 'three-cushion', turn: 1, players: [player('A', { innings: 3, average: 1.333, protocol: [1, 3, 0] }), player('B', { currentRun: 2, protocol: [0, 2] })] }, { pointsTo: 40 }),
			'pl',
			translator('pl')
		)!;
		expect(v.players[0].stats.find((s) => s.label === 'Średnia')?.value).toBe('1,333');
		expect(v.players[1].stats.find((s) => s.hot)?.value).toBe('2');
		expect(v.players[1].protocol.at(-1)).toEqual({ n: 2, points: 2, now: true });
		expect(v.target).toBe('Do 40 pkt');
	});

	it('pins and artistic', () => {
		const pins = describe(state({ discipline: 'kegel', players: [player('A', { score: 70 }), player('B')], startScore: 100, lastStroke: { player: 0, counted: 30, penalty: 0, outcome: 'continues' } }), 'en', t)!;
		expect(pins.target).toBe('From 100');
		expect(pins.lastStroke).toBe('A · +30 · continues');
		const art = describe(
			state({
				discipline: 'artistic',
				players: [player('A', { figures: [4, null] }), player('B', { figures: [null, null] })],
				figure: { index: 0, name: 'Coulé', points: 4, attempt: 2 },
				figures: [{ name: 'Coulé', points: 4 }, { name: 'Massé', points: 9 }]
			}),
			'en',
			t
		)!;
		expect(art.situation).toBe('Figure 1/2 · Coulé (4) · attempt 2/3');
		expect(art.players[0].figures).toEqual([4, null]);
	});
});

group('choices on the wall display', () => {
	it('names the options a player must choose from in the display language, not as engine ids', () => {
		const s = state({
			discipline: 'eight-ball',
			players: [player('Anna'), player('Piotr')],
			pending: { player: 1, options: ['accept', 'rerack-break', 'rerack-opponent'] },
			rack: { number: 1, breaker: 0, onTable: [1, 2, 3], ballInHand: null, openTable: true, groups: null, pushOutAvailable: false }
		}, { raceTo: 5 });
		const pl = describe(s, 'pl', translator('pl'))!.pending!;
		expect(pl).toContain('Piotr');
		expect(pl).toContain('Przyjmuje stół');
		expect(pl).not.toContain('rerack-break');
		expect(describe(s, 'en', t)!.pending).toContain('Accept the table');
	});
});
