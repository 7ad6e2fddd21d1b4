/**
 * Issue 16 at the console, without a browser: the key maps of 10-ball, Russian pyramid and
 * snooker, the strokes their keys compose (sent to the real engine, which must take them and
 * score them as the rules say), the set-up form's options against the engines' defaults, and
 * the stroke list's words for the new keys.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG, disciplineInfo } from '$lib/engine/catalog';
import { applyAction, createMatch, summarize, type Match } from '$lib/engine/match';
import type { PyramidSummary } from '$lib/engine/pyramid/summary';
import type { SnookerSummary } from '$lib/engine/snooker/summary';
import { editDraft, emptyDraft, type Draft } from '$lib/console/compose';
import { calledAsk, poolAction } from '$lib/disciplines/pool/pad';
import { pyramidAction } from '$lib/disciplines/pyramid/pad';
import { SNOOKER_BALLS, snookerAction } from '$lib/disciplines/snooker/pad';
import { FAMILY_MODULES } from '$lib/disciplines/families';
import type { FamilyCommand } from '$lib/disciplines/consoles';
import { findBinding, padKeys, promptKeys, sendsNow, type Condition } from '$lib/console/keymap';
import { bindingsFor } from '$lib/console/keymap';
import { optionsOf, startValues, SETUP_OPTIONS } from '$lib/console/setup-options';
import { strokeLines } from '$lib/console/strokes';
import { dictionaries, type Key } from '$lib/i18n/index.svelte';
import { format, type Params } from '$lib/i18n/lang';
import { MatchHistory } from '$lib/engine/history';
import { engine } from '$lib/server/engine';
import { replayDetails } from '$lib/engine/history';
import { setupFacts } from '../engine/setup-facts';

const NEW = ['ten-ball', 'free-pyramid', 'combined-pyramid', 'dynamic-pyramid', 'snooker'];
const pad = (id: string) => bindingsFor(disciplineInfo(id)!);

/**
 * Types keys into a draft as the console does (a ball key of pool goes through the controller,
 * so 10-ball's ball keys are played here by hand: the call, then the ball).
 */
function type(id: string, keys: string[], holds: (c: Condition) => boolean = () => true): Draft {
	let d = emptyDraft();
	for (const k of keys) {
		const b = findBinding(pad(id), [k], holds);
		if (!b) throw new Error(`${id}: no key ${k}`);
		const info = disciplineInfo(id)!;
		const next = editDraft(info.family, d, b.cmd as FamilyCommand, { discipline: id, balls: info.balls ?? 15 });
		if (!next) throw new Error(`${id}: ${k} does not mark the stroke`);
		d = next;
	}
	return d;
}

function play(setup: Record<string, unknown>, actions: Record<string, unknown>[]): Match {
	const created = createMatch({ players: ['Anna', 'Piotr'], ...setup });
	if (!created.ok) throw new Error(created.reason);
	let m = created.match;
	for (const a of actions) {
		const r = applyAction(m, a);
		if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason}`);
		m = r.match;
	}
	return m;
}

describe('key maps of the new disciplines', () => {
	it('every binding of every family has its words in English, Polish and Russian', () => {
		for (const [family, list] of Object.entries(FAMILY_MODULES).map(([family, m]) => [family, m.keymap] as const)) {
			for (const b of list) {
				for (const lang of ['en', 'pl', 'ru'] as const) {
					const text = (dictionaries[lang] as Record<string, string>)[b.label];
					expect(text?.trim(), `${lang} ${family} ${b.keys.join('/')}: ${b.label}`).toBeTruthy();
				}
			}
		}
	});

	it('binds no key twice in one discipline (conditions apart)', () => {
		for (const d of CATALOG.filter((x) => NEW.includes(x.id))) {
			const seen = new Set<string>();
			for (const b of bindingsFor(d)) {
				for (const k of b.keys) {
					const id = `${k}|${b.when ?? ''}`;
					expect(seen.has(id), `${d.id}: ${k} bound twice`).toBe(false);
					seen.add(id);
				}
			}
		}
	});

	it('10-ball uses the pool keys with balls 1–10, the call, the push-out and a safety only where the set-up allows it', () => {
		const ten = pad('ten-ball');
		expect(ten.filter((b) => b.cmd.k === 'ball').map((b) => b.keys[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
		expect(ten.some((b) => b.cmd.k === 'tens')).toBe(false);
		expect(findBinding(ten, ['b'], () => true)?.cmd).toEqual({ k: 'call' });
		expect(findBinding(ten, ['u'], () => true)?.cmd).toEqual({ k: 'uncalled' });
		expect(findBinding(ten, ['p'], () => true)?.cmd).toEqual({ k: 'commit', as: 'push' });
		expect(findBinding(ten, ['s'], (c) => c === 'safetyCall')?.when).toBe('safetyCall');
		// the 9-ball's safety key stays unconditional
		expect(findBinding(pad('nine-ball'), ['s'], () => false)?.when).toBeUndefined();
	});

	it('snooker: the digits are the balls by value, 1 red … 7 black', () => {
		const sn = pad('snooker');
		const balls = ['1', '2', '3', '4', '5', '6', '7'].map((k) => findBinding(sn, [k], () => true)?.cmd);
		expect(balls).toEqual(SNOOKER_BALLS.map((ball) => ({ k: 'snookerBall', ball })));
		expect(findBinding(sn, ['Shift+1'], () => true)?.cmd).toEqual({ k: 'lessRed' });
		expect(sendsNow(findBinding(sn, ['Enter'], () => true)!)).toBe(true);
		expect(sendsNow(findBinding(sn, ['1'], () => true)!)).toBe(false);
	});

	it('prompts answer every snooker and pyramid choice by number, and by letter only where no pad key has it', () => {
		const sn = padKeys(pad('snooker'));
		expect(promptKeys(['free-ball', 'accept', 'play-again'], sn).map((p) => [p.number, p.letter])).toEqual([
			['1', null], // F is a foul key
			['2', null], // A names the nominated colour
			['3', null] // P is "potted a ball not on"
		]);
		expect(promptKeys(['accept', 'play-again', 'replace'], sn).map((p) => p.number)).toEqual(['1', '2', '3']);
		expect(promptKeys(['first', 'second'], sn).map((p) => p.number)).toEqual(['1', '2']);
		expect(promptKeys(['accept', 'rebreak'], padKeys(pad('dynamic-pyramid'))).map((p) => [p.number, p.letter])).toEqual([
			['1', 'a'],
			['2', null] // R is the no-rail foul
		]);
	});
});

describe('snooker strokes from keys', () => {
	it('counts a red for each press of 1 and names colours by value', () => {
		expect(snookerAction(type('snooker', ['1', '1', '7']))).toEqual({ t: 'shot', potted: ['red', 'red', 'black'] });
		expect(snookerAction(type('snooker', ['1', '1', 'Shift+1']))).toEqual({ t: 'shot', potted: ['red'] });
		// a colour pressed twice is taken back (a colour falls once)
		expect(snookerAction(type('snooker', ['6', '6']))).toEqual({ t: 'shot' });
	});

	it('names the ball hit first, the nominated colour, the free ball, the ball concerned and the referee calls', () => {
		expect(snookerAction(type('snooker', ['w', '6', 'm', 'l']))).toEqual({ t: 'shot', foul: 'wrong-ball', firstHit: 'pink', miss: true, clearPath: true });
		expect(snookerAction(type('snooker', ['a', '5', 'h', '6']))).toEqual({ t: 'shot', nominated: 'blue', firstHit: 'pink' });
		expect(snookerAction(type('snooker', ['b', '3', '3']))).toEqual({ t: 'shot', freeBall: 'green', potted: ['green'] });
		expect(snookerAction(type('snooker', ['k', '7']))).toEqual({ t: 'shot', foul: 'touch', ball: 'black' });
		expect(snookerAction(type('snooker', ['h', '1', 'd', '7']))).toEqual({ t: 'shot', firstHit: 'red', simultaneous: true, ball: 'black' });
		expect(snookerAction(type('snooker', ['x', 'r']))).toEqual({ t: 'shot', foul: 'in-off', snookered: true });
		expect(snookerAction(type('snooker', ['o', '1', 'c']))).toEqual({ t: 'shot', offTable: ['red'], foul: 'off-table' });
		// a foul that names its ball waits for one key only; another key means "no ball"
		expect(snookerAction(type('snooker', ['k', 'm', '1']))).toEqual({ t: 'shot', foul: 'touch', miss: true, potted: ['red'] });
	});

	it('the engine takes the composed strokes and scores them: break, foul and a miss, free ball', () => {
		const frame = (m: Match) => (summarize(m) as SnookerSummary).frame;
		const points = (m: Match) => (summarize(m) as SnookerSummary).players.map((p) => p.points);
		const shot = (...keys: string[]) => snookerAction(type('snooker', keys));
		let m = play({ discipline: 'snooker', bestOf: 3, reds: 6 }, [shot('1'), shot('7'), shot('1', '1'), shot('6')]);
		expect(points(m)).toEqual([16, 0]);
		expect(frame(m).break).toBe(16);
		expect(frame(m).remaining).toBe(8 * 3 + 27);
		// Anna misses, Piotr hits the blue first when on a red with a clear path: 5 to Anna, a miss
		m = play({ discipline: 'snooker', bestOf: 3, reds: 6 }, [shot('1'), shot(), shot('w', '5', 'm', 'l')]);
		expect(points(m)).toEqual([1 + 5, 0]);
		expect(frame(m).misses).toBe(1);
		expect(summarize(m).pending?.options).toContain('replace');
		// an in-off with the free ball called: the incoming player may take a free ball
		m = play({ discipline: 'snooker', bestOf: 3, reds: 6 }, [shot(), shot('x', 'r')]);
		expect(summarize(m).pending?.options).toContain('free-ball');
	});
});

describe('pyramid strokes from keys', () => {
	it('digits count the balls, Space adds one, S the svoyak, O a ball off the table, C the cue ball off', () => {
		expect(pyramidAction(type('combined-pyramid', ['2']), 'combined-pyramid')).toEqual({ t: 'shot', potted: 2 });
		expect(pyramidAction(type('combined-pyramid', ['1', 'Space', 's']), 'combined-pyramid')).toEqual({ t: 'shot', potted: 2, svoyak: true });
		expect(pyramidAction(type('combined-pyramid', ['o', 'c', 'n']), 'combined-pyramid')).toEqual({ t: 'shot', offTable: 1, cueOff: true, foul: 'no-contact' });
		expect(pyramidAction(type('combined-pyramid', ['3', '-', '-', '-', '-']), 'combined-pyramid')).toEqual({ t: 'shot' });
	});

	it('the break counts cushions (PY-3), in dynamic pyramid side cushions and the crossing ball (NP-2)', () => {
		expect(pyramidAction(type('free-pyramid', ['l', 'l', 'l']), 'free-pyramid')).toEqual({ t: 'shot', cushions: 3 });
		expect(pyramidAction(type('dynamic-pyramid', ['l', 'l', 'k']), 'dynamic-pyramid')).toEqual({ t: 'shot', sideCushions: 2, crossed: true });
	});

	it('the engine takes the composed strokes: a break, two balls, a svoyak, a foul', () => {
		const shot = (id: string, ...keys: string[]) => pyramidAction(type(id, keys), id);
		const m = play({ discipline: 'combined-pyramid', raceTo: 2 }, [shot('combined-pyramid', 'l', 'l', '1'), shot('combined-pyramid', '2'), shot('combined-pyramid', 's'), shot('combined-pyramid', 'h')]);
		const s = summarize(m) as PyramidSummary;
		expect(s.frame.shelves).toEqual([4, 1]); // 1 + 2 + the svoyak's ball; the house-ball foul's penalty ball to Piotr
		const dyn = play({ discipline: 'dynamic-pyramid', raceTo: 2 }, [shot('dynamic-pyramid', 'l', 'l', 'k')]);
		expect(summarize(dyn).pending).toBeNull(); // a legal dynamic break: two to the side cushions and a third over the line
		const failed = play({ discipline: 'dynamic-pyramid', raceTo: 2 }, [shot('dynamic-pyramid', 'l')]);
		expect(summarize(failed).pending?.options.length).toBe(2);
	});
});

describe('10-ball strokes from keys', () => {
	it('B then a ball calls it; U says the call was missed; the engine plays them', () => {
		const called = { ...emptyDraft(), calledBall: 3, potted: [3] };
		expect(poolAction(called)).toEqual({ t: 'shot', potted: [3], calledBall: 3 });
		expect(poolAction(type('ten-ball', ['u']))).toEqual({ t: 'shot', called: false });
		expect(type('ten-ball', ['b']).pick).toBe('called');
		// the break, then a combination: the 3 called and made off the 1 — the shooter stays
		const m = play({ discipline: 'ten-ball', raceTo: 2 }, [poolAction({ ...emptyDraft(), potted: [2], rails: 0 }), poolAction(called)]);
		expect(summarize(m).turn).toBe(0);
		// the same pot without the call is a wrongful pocket (TB-7): the opponent chooses
		const w = play({ discipline: 'ten-ball', raceTo: 2 }, [poolAction({ ...emptyDraft(), potted: [2] }), poolAction({ ...emptyDraft(), potted: [3] })]);
		expect(summarize(w).pending?.options).toEqual(['shoot', 'pass']);
	});
});

describe('10-ball: the call is asked when the lowest ball did not fall (TB-4, TB-7)', () => {
	const rack = { discipline: 'ten-ball', openTable: false, breakDue: false, onTable: [1, 3, 5, 7, 10] };
	const potted = (...balls: number[]) => ({ ...emptyDraft(), potted: balls });

	it('asks which of the pocketed balls was called, or none (a wrongful pocket)', () => {
		const ask = calledAsk(potted(5, 7), rack)!;
		expect(ask.title).toBe('prompt.calledBall');
		expect(ask.options.map((o) => o.ball)).toEqual([5, 7, null]);
		expect(ask.options[0]!.action).toEqual({ t: 'shot', potted: [5, 7], calledBall: 5 });
		expect(ask.options[2]!.action).toEqual({ t: 'shot', potted: [5, 7], called: false });
	});

	it('does not ask when the lowest fell, a call or a miss is marked, on a foul or the break', () => {
		expect(calledAsk(potted(1, 5), rack)).toBeNull();
		expect(calledAsk({ ...potted(5), calledBall: 5 }, rack)).toBeNull();
		expect(calledAsk({ ...potted(5), uncalled: true }, rack)).toBeNull();
		expect(calledAsk({ ...potted(5), foul: 'scratch' }, rack)).toBeNull();
		expect(calledAsk(potted(5), { ...rack, breakDue: true })).toBeNull();
		expect(calledAsk(potted(5), { ...rack, discipline: 'nine-ball' })).toBeNull();
	});

	it('8-ball still asks for the group, through the same question', () => {
		const ask = calledAsk(potted(3, 12), { discipline: 'eight-ball', openTable: true, breakDue: false, onTable: [3, 12] })!;
		expect(ask.title).toBe('prompt.calledGroup');
		expect(ask.options.map((o) => o.id)).toEqual(['solids', 'stripes']);
		expect(ask.options[1]!.action).toEqual({ t: 'shot', potted: [3, 12], calledBall: 12 });
	});
});

describe('the set-up form', () => {
	it('offers each option with the engine default first, and the engine takes every value', () => {
		const required: Record<string, Record<string, unknown>> = {
			'ten-ball': { raceTo: 3 },
			'free-pyramid': { raceTo: 3 },
			'combined-pyramid': { raceTo: 3 },
			'dynamic-pyramid': { raceTo: 3 },
			snooker: { bestOf: 3 },
			'english-billiards': { pointsTo: 150 }
		};
		for (const [id, options] of Object.entries(SETUP_OPTIONS)) {
			const base = { discipline: id, players: ['A', 'B'], ...required[id] };
			const plain = createMatch(base);
			if (!plain.ok) throw new Error(plain.reason);
			const defaults = startValues(id, null, 15);
			for (const o of options) {
				const engineDefault = (plain.match.setup as unknown as Record<string, unknown>)[o.key];
				// six-red rules are absent by default: on exactly with six reds (SN-13)
				if (o.kind === 'toggle' && o.value === 'reds6') expect(engineDefault, `${id}.${o.key}`).toBeUndefined();
				else expect(defaults[o.key], `${id}.${o.key}`).toEqual(engineDefault);
				const values = o.kind === 'select' ? o.values : o.kind === 'toggle' ? [true, false] : [o.min, o.max];
				for (const v of values) expect(createMatch({ ...base, [o.key]: v }).ok, `${id}.${o.key}=${String(v)}`).toBe(true);
				if (o.kind === 'select') for (const v of o.values) expect(dictionaries.ru[`${o.label}.${v}` as Key], `${o.label}.${v}`).toBeTruthy();
			}
		}
		expect(startValues('snooker', null, 6).sixRedRules).toBe(true);
		expect(startValues('snooker', { discipline: 'snooker', missRule: false }, 15).missRule).toBe(false);
		expect(optionsOf('nine-ball')).toEqual([]);
	});

	it('the catalog suggests the targets the form starts from (nothing restated)', () => {
		expect(setupFacts('snooker')?.suggested).toMatchObject({ bestOf: expect.any(Number), reds: 15 });
		expect(setupFacts('dynamic-pyramid')?.suggested).toMatchObject({ raceTo: expect.any(Number), pointsTo: 8 });
	});
});

describe('the stroke list of the new disciplines', () => {
	const en = (key: Key, params?: Params) => format(dictionaries.en[key], params);
	const ru = (key: Key, params?: Params) => format(dictionaries.ru[key], params);
	const names = ['Anna', 'Piotr'];
	const list = (match: Record<string, unknown>, actions: unknown[]) =>
		MatchHistory.unresolved(actions, (log) => replayDetails(engine, { players: names, ...match }, log)).list()!;

	it('snooker: balls by name, the break points, the foul with its calls, the frame won', () => {
		const entries = list({ discipline: 'snooker', bestOf: 3, reds: 6 }, [
			{ t: 'shot', potted: ['red', 'red'] },
			{ t: 'shot', potted: ['black'] },
			{ t: 'shot' },
			{ t: 'shot', firstHit: 'blue', foul: 'wrong-ball', miss: true },
			{ t: 'choose', option: 'accept' },
			{ t: 'concede' },
			{ t: 'shot', potted: ['red'] }
		]);
		const lines = strokeLines(entries, names, en, (o) => o, 'snooker').reverse().map((l) => l.text);
		expect(lines[0]).toBe('Potted: Red ×2 · +2');
		expect(lines[1]).toBe('Potted: Black · +7');
		expect(lines[2]).toBe('no pot');
		expect(lines[3]).toBe('First hit: Blue · Foul: wrong ball first · Foul and a miss · +5 → Anna'); // every point has its line (issue 22)
		expect(lines).toContain('concedes the frame');
		expect(lines).toContain('Piotr wins frame 1'); // Anna, at the table after accepting, concedes
		expect(lines).toContain('Frame 2');
		expect(strokeLines(entries, names, ru, (o) => o, 'snooker').at(-1)?.text).toBe('Забиты: Красный ×2 · +2');
	});

	it('pyramid: the break, balls to the shelf, the svoyak, the frame won', () => {
		const entries = list({ discipline: 'combined-pyramid', raceTo: 2, pointsTo: 2 }, [{ t: 'shot', potted: 1, cushions: 2 }, { t: 'shot', svoyak: true }]);
		const lines = strokeLines(entries, names, en, (o) => o, 'pyramid').reverse().map((l) => l.text);
		expect(lines[0]).toBe('Break · Balls pocketed: 1 · Balls to a cushion: 2 · +1');
		expect(lines[1]).toBe('Svoyak');
		expect(lines[2]).toBe('Anna wins frame 1');
		expect(strokeLines(entries, names, ru, (o) => o, 'pyramid').at(-1)?.text).toBe('Разбой · Забито шаров: 1 · Шаров к борту: 2 · +1');
	});
});
