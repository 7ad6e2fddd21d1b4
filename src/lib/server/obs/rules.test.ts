import { describe, expect, it } from 'vitest';
import { decide, manualRule, namedIn, parseObsSettings, texts } from './rules';
import { tableAt } from './testing';
import { applyAction, createMatch } from '../../engine/match';
import type { MatchEvent } from '../../engine/types';

const summary = { ...tableAt(5, 2), match: { ...tableAt(5, 2).match!, summary: { ...tableAt(5, 2).match!.summary, turn: 1 } } };

const settings = parseObsSettings({
	enabled: true,
	rules: [
		{ on: 'match-start', scene: 'Intro', returnAfterSeconds: 5 },
		{ on: 'rack-won', scene: 'Rack Won', returnAfterSeconds: 3 },
		{ on: 'rack-won', scene: 'Never (second rule for the same trigger)' },
		{ on: 'match-won', scene: 'Winner' },
		{ on: 'timeout', scene: 'Timeout', returnAfterSeconds: 60 },
		{ on: 'shot-clock-expired', scene: 'Clock', table: 't2' },
		{ on: 'game-time-up', scene: 'Time', returnAfterSeconds: 10 },
		{ on: 'manual', scene: 'Sponsors', key: 'F1', label: 'Sponsors' }
	],
	textSources: { player1Name: 'p1', player2Score: 'p2s', scoreLine: 'line', turn: 'turn' }
});

describe('settings schema', () => {
	it('fills defaults and keeps the password on the server side type', () => {
		const s = parseObsSettings({});
		expect(s).toEqual({ enabled: false, host: '127.0.0.1', port: 4455, password: '', studioMode: false, rules: [], textSources: {}, tables: {} });
	});
	it('refuses unknown keys, bad ports, empty scenes and unknown triggers', () => {
		expect(() => parseObsSettings({ pasword: 'x' })).toThrow();
		expect(() => parseObsSettings({ port: 70000 })).toThrow();
		expect(() => parseObsSettings({ rules: [{ on: 'rack-won', scene: ' ' }] })).toThrow();
		expect(() => parseObsSettings({ rules: [{ on: 'break', scene: 'x' }] })).toThrow();
		expect(() => parseObsSettings({ host: 'a b' })).toThrow();
	});
	it('accepts per-table OBS connections', () => {
		const s = parseObsSettings({ tables: { t2: { host: '10.0.0.2' } } });
		expect(s.tables.t2).toEqual({ enabled: true, host: '10.0.0.2', port: 4455, password: '' });
	});
});

describe('decide', () => {
	it('maps a rack win to its scene with the return delay, plus the texts', () => {
		expect(decide([{ type: 'rack-won', player: 0, rack: 2 }], summary, settings, 't1')).toEqual([
			{ op: 'scene', scene: 'Rack Won', returnAfterSeconds: 3, because: 'rack-won' },
			{ op: 'text', input: 'turn', text: 'Bea' },
			{ op: 'text', input: 'line', text: 'Ada 5 – 2 Bea' },
			{ op: 'text', input: 'p1', text: 'Ada' },
			{ op: 'text', input: 'p2s', text: '2' }
		]);
	});
	it('lets match won beat rack won in the same action', () => {
		const plan = decide([{ type: 'rack-won', player: 0, rack: 7 }, { type: 'match-won', player: 0 }], null, settings, 't1');
		expect(plan).toEqual([{ op: 'scene', scene: 'Winner', because: 'match-won' }]);
	});
	it('only updates texts for events without a rule', () => {
		const plan = decide([{ type: 'inning-ended', player: 0 }, { type: 'foul', player: 1 }], summary, settings, 't1');
		expect(plan.every((p) => p.op === 'text')).toBe(true);
		expect(decide([], null, settings, 't1')).toEqual([]);
	});
	it('handles server moments and table filters', () => {
		expect(decide([{ type: 'match-start' }], null, settings, 't1')[0]).toMatchObject({ scene: 'Intro' });
		expect(decide([{ type: 'timeout' }], null, settings, 't1')[0]).toMatchObject({ scene: 'Timeout', returnAfterSeconds: 60 });
		expect(decide([{ type: 'shot-clock-expired' }], null, settings, 't1')).toEqual([]);
		expect(decide([{ type: 'shot-clock-expired' }], null, settings, 't2')[0]).toMatchObject({ scene: 'Clock' });
		expect(decide([{ type: 'game-time-up' }], null, settings, 't1')[0]).toMatchObject({ scene: 'Time', returnAfterSeconds: 10 });
	});
	it('keeps texts to one table when textSources.table is set', () => {
		const s = { ...settings, textSources: { ...settings.textSources, table: 't2' } };
		expect(decide([], summary, s, 't1')).toEqual([]);
		expect(decide([], summary, s, 't2').length).toBe(4);
	});
	it('is pure: same input, same output, no mutation', () => {
		const frozen = structuredClone(settings);
		decide([{ type: 'rack-won', player: 0, rack: 1 }], summary, settings, 't1');
		expect(settings).toEqual(frozen);
	});
});

describe('texts and manual keys', () => {
	it('writes empty strings for what the table lacks', () => {
		const one = tableAt(12, 0, ['Solo']);
		one.match!.summary.turn = null;
		expect(texts(one, { player2Name: 'a', player1Innings: 'b', scoreLine: 'c', turn: 'd' })).toEqual([
			{ input: 'a', text: '' },
			{ input: 'b', text: '3' },
			{ input: 'c', text: 'Solo 12' },
			{ input: 'd', text: '' }
		]);
	});
	it('any field of the table view, worded in the language the settings ask for', () => {
		const st = tableAt(5, 2);
		expect(texts(st, { targetText: 'target', disciplineName: 'd', lang: 'pl' })).toEqual([
			{ input: 'target', text: 'Gra do 9' },
			{ input: 'd', text: 'Dziewiątka' }
		]);
		expect(() => parseObsSettings({ textSources: { player9Name: 'x' } })).toThrow();
	});
	it('finds the scene bound to a key', () => {
		expect(manualRule(settings, 'F1')?.scene).toBe('Sponsors');
		expect(manualRule(settings, 'F9')).toBeNull();
	});
});

describe('types the server passes in', () => {
	it('accepts engine MatchEvents (compile-time check)', () => {
		type Assignable<A, B> = A extends B ? true : false;
		const checks: [Assignable<import('../../engine/types').MatchEvent[], readonly import('./rules').ObsEvent[]>] = [true];
		expect(checks).toEqual([true]);
	});
});

describe('frames games (pyramid, snooker)', () => {
	/** The events of each action of a real match, played through the engine. */
	function eventsOf(setup: Record<string, unknown>, actions: Record<string, unknown>[]): MatchEvent[][] {
		const made = createMatch({ players: ['Judd', 'Ding'], ...setup });
		if (!made.ok) throw new Error(made.reason);
		let match = made.match;
		return actions.map((a) => {
			const step = applyAction(match, a);
			if (!step.ok) throw new Error(`${JSON.stringify(a)}: ${step.reason}`);
			match = step.match;
			return step.events;
		});
	}
	const S = (o: Record<string, unknown> = {}) => ({ t: 'shot', ...o });
	const rules = parseObsSettings({
		rules: [
			{ on: 'run-reached', atLeast: 100, scene: 'Century', text: { input: 'Banner', template: '{playerName}: {run}' } },
			{ on: 'run-reached', atLeast: 50, scene: 'Fifty' },
			{ on: 'rack-won', scene: 'Frame won' },
			{ on: 'match-won', scene: 'Winner' }
		]
	});
	const scenes = (all: MatchEvent[][]) => all.map((events) => decide(events, null, rules, 't1').find((p) => p.op === 'scene')?.scene ?? null);

	it('a snooker century is a run reaching 100: a rule at least 100 fires on it, one at least 50 on the fifty (SN-1)', () => {
		// 13 × red and black = 104, one ball at a time
		const strokes = Array.from({ length: 13 }, () => [S({ potted: ['red'] }), S({ potted: ['black'], nominated: 'black' })]).flat();
		const shown = scenes(eventsOf({ discipline: 'snooker', bestOf: 3 }, strokes));
		// the break reaches 50 with the 7th black (6 × 8 = 48, a red: 49, the black: 56), 100 with the 13th (96, 97, 104)
		expect(shown.filter((s) => s !== null)).toEqual(['Fifty', 'Century']);
		expect(shown.indexOf('Fifty')).toBe(13);
		expect(shown.indexOf('Century')).toBe(25);
		const century = eventsOf({ discipline: 'snooker', bestOf: 3 }, strokes).flat().find((e) => e.type === 'run-reached' && e.threshold === 100)!;
		expect(decide([century], null, rules, 't1')).toContainEqual({ op: 'text', input: 'Banner', text: ': 104', because: 'run-reached' });
	});

	it('a frame won is a rack won: its rule fires when a frame ends mid-match, the match’s rule on the last (snooker concession, SN-11)', () => {
		// the striker concedes each frame: Ding, then Judd, then Ding (2–1)
		const shown = scenes(eventsOf({ discipline: 'snooker', bestOf: 3 }, [{ t: 'concede' }, { t: 'concede' }, { t: 'concede' }]));
		expect(shown).toEqual(['Frame won', 'Frame won', 'Winner']);
	});

	it('a pyramid frame won fires the same rule (PY-10), and a visit of 5 balls is a run reached', () => {
		const shown = scenes(eventsOf({ discipline: 'free-pyramid', raceTo: 2 }, [S({ potted: 5 }), S({ potted: 3 })]));
		expect(shown).toEqual([null, 'Frame won']);
		const five = eventsOf({ discipline: 'free-pyramid', raceTo: 2 }, [S({ potted: 5 })])[0]!;
		expect(five).toContainEqual(expect.objectContaining({ type: 'run-reached', threshold: 5 }));
	});
});

describe('the names an OBS must have (namedIn)', () => {
	it("a table's own OBS gets the rules for every table and for it; the venue's, the rest; a replay's media source is made, so not named", () => {
		const s = parseObsSettings({
			enabled: true,
			rules: [
				{ on: 'rack-won', scene: 'Rack Won', text: { input: 'Banner', template: '{playerName}' } },
				{ on: 'golden-break', scene: 'Golden', table: 't2' },
				{ on: 'break-and-run', playReplay: { scene: 'Replay', input: 'Replay Media' }, table: 't3' }
			],
			textSources: { player1Name: 'P1', table: 't2', lang: 'pl' },
			tables: { t2: { host: 'obs-2' } }
		});
		expect(namedIn(s, { kind: 'table', table: 't2' })).toEqual({ scenes: ['Rack Won', 'Golden'], inputs: ['Banner', 'P1'] });
		// t3 has no OBS of its own: its rules go to the venue's
		expect(namedIn(s, { kind: 'venue' })).toEqual({ scenes: ['Rack Won', 'Replay'], inputs: ['Banner'] });
	});
});
