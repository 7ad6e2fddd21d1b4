import { describe, expect, it } from 'vitest';
import { emptyDraft } from './compose';
import { calledBallChoice } from '$lib/disciplines/pool/pad';
import { MatchHistory } from '$lib/engine/history';
import { engine } from '$lib/server/engine';
import { replayDetails } from '$lib/engine/history';
import { strokeLines, strokeLinesOldestFirst } from './strokes';
import { dictionaries, type Key } from '$lib/i18n/index.svelte';
import { format, type Params } from '$lib/i18n/lang';

const en = (key: Key, params?: Params) => format(dictionaries.en[key], params);
const pl = (key: Key, params?: Params) => format(dictionaries.pl[key], params);
const names = ['Anna', 'Piotr'];

/** The stroke list a table's authority keeps for a script (what the console receives). */
function fromScript(script: { match: unknown; actions: unknown[] }) {
	return MatchHistory.unresolved(script.actions, (log) => replayDetails(engine, script.match, log)).list();
}

describe('8-ball: the called group is asked, never guessed (8B-11)', () => {
	const open = { discipline: 'eight-ball', openTable: true, breakDue: false };
	const draft = (potted: number[]) => ({ ...emptyDraft(), potted });
	it('asks when a clean stroke pockets both groups on an open table', () => {
		expect(calledBallChoice(draft([5, 12]), open)).toEqual({ solids: 5, stripes: 12 });
	});
	it('does not ask for one group, a foul, the break, a closed table or another discipline', () => {
		expect(calledBallChoice(draft([5, 6]), open)).toBeNull();
		expect(calledBallChoice({ ...draft([5, 12]), foul: 'scratch' }, open)).toBeNull();
		expect(calledBallChoice(draft([5, 12]), { ...open, breakDue: true })).toBeNull();
		expect(calledBallChoice(draft([5, 12]), { ...open, openTable: false })).toBeNull();
		expect(calledBallChoice(draft([5, 12]), { ...open, discipline: 'nine-ball' })).toBeNull();
	});
});

describe('the stroke list (as the server keeps it)', () => {
	it('replays undo and redo, names the shooter, marks breaks and the racks won', () => {
		const entries = fromScript({
			match: { discipline: 'nine-ball', players: names, raceTo: 3 },
			actions: [{ t: 'shot', potted: [1] }, { t: 'shot', potted: [9] }, { t: 'shot' }, { t: 'undo' }, { t: 'redo' }]
		})!;
		expect(entries.map((e) => [e.n, e.player, e.breakShot, e.rack])).toEqual([
			[1, 0, true, 1],
			[2, 0, false, 1],
			[3, 1, true, 2]
		]);
		const lines = strokeLinesOldestFirst(entries, names, en, (o) => o);
		expect(lines.map((l) => l.text)).toEqual(['Rack 1', 'Break · Potted 1', 'Potted 9', 'Anna wins rack 1', 'Rack 2', expect.stringContaining('Break · Foul')]);
		// newest first (the console's panel), each rack's heading stays above its own strokes, the
		// first's too: without it rack 1's strokes read as rack 2's
		expect(strokeLines(entries, names, en, (o) => o).map((l) => l.text)).toEqual(['Rack 2', expect.stringContaining('Break · Foul'), 'Rack 1', 'Anna wins rack 1', 'Potted 9', 'Break · Potted 1']);
		// one rack so far: no heading
		expect(strokeLines(entries.slice(0, 2), names, en, (o) => o).map((l) => l.text)).toEqual(['Anna wins rack 1', 'Potted 9', 'Break · Potted 1']);
		expect(strokeLines(entries, names, pl, (o) => o).at(-1)?.text).toBe('Rozbicie · Wbita 1');
	});

	it('a rack result (results-only scoring) is no stroke: no break, no miss, and the rack line names its winner', () => {
		const entries = fromScript({
			match: { discipline: 'nine-ball', players: names, raceTo: 3 },
			actions: [{ t: 'rack', player: 1 }, { t: 'shot', potted: [1] }, { t: 'rack', player: 0 }]
		})!;
		const lines = strokeLinesOldestFirst(entries, names, en, (o) => o);
		expect(lines.map((l) => [l.who ?? null, l.text])).toEqual([
			[null, 'Rack 1'],
			['Piotr', 'rack result (strokes not recorded)'],
			[null, 'Piotr wins rack 1'],
			[null, 'Rack 2'],
			['Piotr', 'Break · Potted 1'],
			['Anna', 'rack result (strokes not recorded)'],
			[null, 'Anna wins rack 2']
		]);
		expect(strokeLines(entries, names, pl, (o) => o).at(-1)?.text).toBe('wynik partii (bez zapisu uderzeń)');
	});

	it('14.1: a break foul shows what it cost', () => {
		const entries = fromScript({ match: { discipline: 'straight-pool', players: names, pointsTo: 50 }, actions: [{ t: 'shot', rails: 1 }] })!;
		expect(strokeLines(entries, names, en, (o) => o)[0].text).toBe('Break · Rails on the break: 1 · Foul · −2');
	});

	it('a log this engine cannot replay still lists its actions, with nothing guessed', () => {
		const entries = fromScript({ match: { discipline: 'snooker' }, actions: [{ t: 'shot' }] });
		expect(entries.map((e) => [e.player, e.rack, e.scored])).toEqual([[null, null, 0]]);
	});
});

describe('every point has its line (issue 22)', () => {
	const ru = (key: Key, params?: Params) => format(dictionaries.ru[key], params);
	const lines = (match: unknown, actions: unknown[], t = en, family?: 'snooker' | 'pyramid') =>
		strokeLinesOldestFirst(fromScript({ match: { players: names, ...(match as object) }, actions })!, names, t, (o) => o, family).map((l) => l.text);

	it("snooker: the foul's points are on the offender's line, for the opponent", () => {
		const list = lines({ discipline: 'snooker', bestOf: 3 }, [{ t: 'shot', potted: ['red'] }, { t: 'shot', foul: 'in-off' }], en, 'snooker');
		expect(list[1]).toBe('Foul: in-off (cue ball potted) · +7 → Piotr'); // on a colour: the black's value
		// one ball: the verb agrees (Забит, not Забиты)
		expect(lines({ discipline: 'snooker', bestOf: 3 }, [{ t: 'shot', potted: ['red'] }], ru, 'snooker')[0]).toBe('Забит: Красный · +1');
	});

	it("free pyramid: the penalty ball the opponent receives; the cue ball is 'bila' in Polish", () => {
		const actions = [{ t: 'shot', potted: 2, cushions: 2 }, { t: 'shot', cueOff: true }];
		expect(lines({ discipline: 'free-pyramid', raceTo: 3 }, actions, en, 'pyramid')[1]).toBe('Foul: cue ball off the table · Penalty ball +1 → Piotr');
		expect(lines({ discipline: 'free-pyramid', raceTo: 3 }, actions, pl, 'pyramid')[1]).toBe('Faul: bila poza stołem · Bila karna +1 → Piotr');
	});

	it('a foul that gives nothing says nothing more; a stroke that wins the rack leaves it to the rack line', () => {
		expect(lines({ discipline: 'nine-ball', raceTo: 3 }, [{ t: 'shot', foul: 'scratch' }])[0]).not.toContain('→');
		expect(lines({ discipline: 'snooker', bestOf: 3 }, [{ t: 'concede' }], en, 'snooker').join(' | ')).not.toContain('→');
	});
});

describe('carom strokes in the list', () => {
	it('words an inning typed as a number, a point, a miss and a foul (not "miss · +3")', () => {
		const script = {
			match: { discipline: 'three-cushion', players: names, pointsTo: 30 },
			actions: [{ t: 'inning', points: 3 }, { t: 'shot', points: 1 }, { t: 'shot', foul: true }, { t: 'shot' }]
		};
		const lines = strokeLines(fromScript(script), names, en, (o) => o).filter((l) => l.kind === 'stroke').map((l) => l.text).reverse();
		expect(lines).toEqual(['inning of 3 · +3', 'point · +1', 'Foul', 'miss']);
		expect(strokeLines(fromScript(script), names, pl, (o) => o).at(-1)!.text).toBe('podejście: 3 pkt · +3');
	});
});

describe('artistic strokes in the list', () => {
	it('words each attempt as made or failed, a ball off the table as failing it (AR-1), never "miss · +4"', () => {
		const script = {
			match: { discipline: 'artistic', players: names, figures: [{ name: 'Coulé', points: 4 }, { name: 'Massé', points: 9 }] },
			actions: [{ t: 'attempt', success: true }, { t: 'attempt', success: false }, { t: 'attempt', success: true, offTable: true }]
		};
		const lines = strokeLines(fromScript(script), names, en, (o) => o, 'artistic').filter((l) => l.kind === 'stroke').map((l) => l.text).reverse();
		expect(lines).toEqual(['Success · +4', 'Failure', 'Off the table (fails)']);
		expect(strokeLines(fromScript(script), names, pl, (o) => o, 'artistic').filter((l) => l.kind === 'stroke').at(-1)!.text).toBe('Udana · +4');
	});
});

describe('English billiards strokes in the list', () => {
	it('says which limit the engine called a foul for (EB-12, EB-13), not a bare "Foul"', () => {
		const potRed = { t: 'shot', firstHit: 'red', potted: ['red'] };
		const hazards = {
			match: { discipline: 'english-billiards', players: names, pointsTo: 1000, redSpotRun: 'any-lone-pot' },
			actions: Array(16).fill(potRed)
		};
		const last = (script: typeof hazards, t = en) => strokeLines(fromScript(script), names, t, (o) => o, 'english-billiards').find((l) => l.kind === 'stroke')!.text;
		expect(last(hazards)).toBe('Potted: Red · Foul: over the hazard limit (15) · +2 → Piotr');
		expect(last(hazards, pl)).toBe('Wbita: Czerwona · Faul: ponad limit hazardów (15) · +2 → Piotr');
		const cannon = { t: 'shot', firstHit: 'red', cannon: true };
		// both cue balls on the table first (a stroke each that scored nothing), then four cannons in a break
		const nothing = { t: 'shot', firstHit: 'red' };
		const cannons = { match: { ...hazards.match, cannonLimit: 3 }, actions: [nothing, nothing, ...Array(4).fill(cannon)] };
		expect(last(cannons)).toBe('Cannon · Foul: over the cannon limit · +2 → Piotr');
		// a foul the marker named keeps its own words
		expect(last({ ...hazards, actions: [{ t: 'shot', firstHit: 'red', foul: 'push' }] })).toBe('Foul: push stroke · +2 → Piotr');
	});
});

describe("the console's panel words only its newest lines (strokeLines with a limit)", () => {
	// 9-ball racks of 1 to 4 strokes, then a 14.1 match (no racks) and a one-rack start
	const shape = (lines: ReturnType<typeof strokeLines>) => lines.map((l) => `${l.kind}:${l.n ?? ''}:${l.who ?? ''}:${l.text}`);
	const nine = fromScript({
		match: { discipline: 'nine-ball', players: names, raceTo: 9 },
		actions: [
			{ t: 'shot', potted: [9] },
			{ t: 'shot', potted: [1] },
			{ t: 'shot' },
			{ t: 'shot', potted: [2, 9] },
			{ t: 'shot', potted: [1] },
			{ t: 'shot', potted: [2] },
			{ t: 'shot', potted: [3] },
			{ t: 'shot', potted: [9] },
			{ t: 'shot', foul: 'scratch' },
			{ t: 'shot', potted: [1] }
		]
	});
	const straight = fromScript({ match: { discipline: 'straight-pool', players: names, pointsTo: 100 }, actions: [{ t: 'shot', potted: [3] }, { t: 'shot', potted: [4] }, { t: 'shot' }] });
	for (const [what, entries] of [['9-ball, four racks', nine], ['14.1, no racks', straight], ['9-ball, one rack', nine.slice(0, 1)]] as const) {
		it(`${what}: the newest N lines are the whole list's first N, headings included, for every N`, () => {
			const whole = strokeLines(entries, names, en, (o) => o, 'pool');
			expect(whole.length).toBeGreaterThan(entries.length - 1);
			for (let limit = 1; limit <= whole.length + 1; limit++) expect(shape(strokeLines(entries, names, en, (o) => o, 'pool', limit)), `limit ${limit}`).toEqual(shape(whole.slice(0, limit)));
		});
	}
	it('reads only the strokes its lines need', () => {
		let read = 0;
		const counted = nine.map((e, i) => new Proxy(e, { get: (target, key) => ((read += i < nine.length - 3 ? 1 : 0), Reflect.get(target, key)) }));
		strokeLines(counted, names, en, (o) => o, 'pool', 3);
		// the racks before the window are looked at (first and last rack) but no stroke of them is worded
		expect(read).toBeLessThan(6);
	});
});
