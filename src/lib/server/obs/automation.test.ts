/** Rule-driven automation (issue 13): every trigger and every action of `decide`, and the schema's guards. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_VALUES as PAGE_EVENT_VALUES, TRIGGERS } from '../../obs-page/types';
import { decide, manualPlan, manualRule, parseObsSettings, RULE_REFUSALS, triggers, type ObsEvent } from './rules';
import { MemoryObsSettingsStore, publicStatus } from './store';
import { tableAt } from './testing';
import { EVENT_VALUES, unknownPlaceholders } from './rules';

const state = tableAt(5, 2);
const none = { textSources: {} };

/** The plan for one event with these rules (no text sources). */
const planFor = (events: ObsEvent[], rules: unknown[], tableId = 't1') => decide(events, state, { ...parseObsSettings({ rules }), ...none }, tableId);

describe('settings saved before the automation still parse, to the same settings', () => {
	// The settings format of docs/obs.md before issue 13, as an obs.json on disk holds it.
	const saved = {
		enabled: true,
		host: '192.168.1.30',
		port: 4455,
		password: 'secret',
		studioMode: false,
		rules: [
			{ on: 'match-start', scene: 'Intro', returnAfterSeconds: 8 },
			{ on: 'rack-won', scene: 'Rack Won', returnAfterSeconds: 5 },
			{ on: 'match-won', scene: 'Winner' },
			{ on: 'timeout', scene: 'Timeout', returnAfterSeconds: 60 },
			{ on: 'shot-clock-expired', scene: 'Shot Clock', returnAfterSeconds: 3, table: 't2' },
			{ on: 'manual', scene: 'Sponsors', key: 'F1', label: 'Sponsors', returnAfterSeconds: 20 },
			{ on: 'manual', scene: 'Break' }
		],
		textSources: { player1Name: 'P1 Name', scoreLine: 'Score Line', turn: 'Turn', lang: 'pl' },
		tables: { t3: { enabled: true, host: '192.168.1.33', port: 4455, password: 'other', studioMode: true } }
	};
	it('parses unchanged', () => {
		expect(parseObsSettings(structuredClone(saved))).toEqual(saved);
	});
	it('plans what it planned before: one scene, then the texts', () => {
		const plan = decide([{ type: 'rack-won', player: 0, rack: 3 }], state, parseObsSettings(saved), 't1');
		expect(plan.map((p) => p.op)).toEqual(['scene', 'text', 'text', 'text']);
		expect(plan[0]).toEqual({ op: 'scene', scene: 'Rack Won', returnAfterSeconds: 5, because: 'rack-won' });
	});
});

describe('docs/obs.md', () => {
	it('its example settings are valid settings, with every trigger and every action', () => {
		const doc = readFileSync(new URL('../../../../docs/obs.md', import.meta.url), 'utf8');
		const example = parseObsSettings(JSON.parse(/```json\n([\s\S]*?)\n```/.exec(doc)![1]!));
		expect(new Set(example.rules.map((r) => r.on))).toEqual(new Set(triggers));
		expect(example.rules.some((r) => r.saveReplay) && example.rules.some((r) => r.text) && example.rules.some((r) => r.atLeast)).toBe(true);
		expect(example.rules.some((r) => r.playReplay) && example.rules.some((r) => r.replayBack)).toBe(true);
	});
});

describe('the schema refuses rules that cannot work, with the reason', () => {
	const reason = (rule: unknown) => {
		try {
			parseObsSettings({ rules: [rule] });
			return null;
		} catch (err) {
			return String(err);
		}
	};
	it('a rule that does nothing', () => {
		expect(reason({ on: 'hill-hill' })).toMatch(/something to do/);
		expect(reason({ on: 'hill-hill', saveReplay: false })).toMatch(/something to do/);
		expect(reason({ on: 'hill-hill', saveReplay: true })).toBeNull();
	});
	it('a threshold on another trigger, a return without a scene, a keyless manual replay', () => {
		expect(reason({ on: 'rack-won', atLeast: 50, scene: 'x' })).toMatch(/atLeast only filters run-reached/);
		expect(reason({ on: 'run-reached', atLeast: 0, scene: 'x' })).not.toBeNull();
		expect(reason({ on: 'run-reached', atLeast: 2.5, scene: 'x' })).not.toBeNull();
		expect(reason({ on: 'rack-won', saveReplay: true, returnAfterSeconds: 3 })).toMatch(/returnAfterSeconds needs a scene/);
		expect(reason({ on: 'manual', saveReplay: true })).toMatch(/needs a key/);
		expect(reason({ on: 'manual', text: { input: 'T', template: 'x' } })).toMatch(/needs a key/);
		expect(reason({ on: 'manual', saveReplay: true, key: 'r' })).toBeNull();
	});
	it('a text template naming a field that does not exist, or an empty input', () => {
		expect(reason({ on: 'run-reached', text: { input: 'T', template: '{player1Name} {runn}' } })).toMatch(/unknown field \{runn\}/);
		expect(reason({ on: 'run-reached', text: { input: ' ', template: 'x' } })).toMatch(/text source name is empty/);
		expect(reason({ on: 'run-reached', text: { input: 'T', template: 'x', extra: 1 } })).not.toBeNull();
		expect(reason({ on: 'last-inning', text: { input: 'T', template: '' } })).toBeNull();
		expect(unknownPlaceholders('{player8Run} {run} {threshold} { not one } {x-y}')).toEqual([]);
		expect(unknownPlaceholders('{player9Run} {Run}')).toEqual(['player9Run', 'Run']);
	});
	it('an unknown trigger', () => {
		expect(reason({ on: 'nine-on-the-break', scene: 'x' })).not.toBeNull();
	});
});

describe('every broadcast trigger switches its scene', () => {
	const cases: [ObsEvent, string][] = [
		[{ type: 'hill-hill', rack: 7 }, 'hill-hill'],
		[{ type: 'run-reached', player: 0, run: 50, threshold: 50 }, 'run-reached'],
		[{ type: 'break-and-run', player: 1, rack: 4 }, 'break-and-run'],
		[{ type: 'golden-break', player: 0, rack: 2 }, 'golden-break'],
		[{ type: 'equalizing-inning', player: 1 }, 'equalizing-inning'],
		[{ type: 'last-inning', player: 0 }, 'last-inning']
	];
	const rules = cases.map(([, on]) => ({ on, scene: `Scene ${on}`, returnAfterSeconds: 4 }));
	for (const [event, on] of cases) {
		it(on, () => {
			expect(planFor([event], rules)).toEqual([{ op: 'scene', scene: `Scene ${on}`, returnAfterSeconds: 4, because: on }]);
			expect(planFor([{ type: 'inning-ended', player: 0 }], rules)).toEqual([]);
		});
	}
	it('the page offers every trigger the settings take, and names the event values templates take', () => {
		expect([...TRIGGERS].sort()).toEqual([...triggers].sort());
		expect([...PAGE_EVENT_VALUES].sort()).toEqual([...EVENT_VALUES].sort());
	});
});

describe('run-reached and its threshold filter', () => {
	const rules = [
		{ on: 'run-reached', atLeast: 100, scene: 'Century' },
		{ on: 'run-reached', scene: 'Run' },
		{ on: 'run-reached', atLeast: 100, saveReplay: true }
	];
	const run = (threshold: number, r = threshold): ObsEvent => ({ type: 'run-reached', player: 1, run: r, threshold });
	it('a 50 skips the rules for 100 and up', () => {
		expect(planFor([run(50)], rules)).toEqual([{ op: 'scene', scene: 'Run', because: 'run-reached' }]);
	});
	it('a 100 fires them (the first listed rule with a scene takes the program)', () => {
		expect(planFor([run(100, 101)], rules)).toEqual([
			{ op: 'replay', because: 'run-reached' },
			{ op: 'scene', scene: 'Century', because: 'run-reached' }
		]);
	});
	it('filters on the threshold reached, not the run: a run of 120 on the way to 150 is not a 150', () => {
		expect(planFor([run(100, 120)], [{ on: 'run-reached', atLeast: 150, scene: 'x' }])).toEqual([]);
	});
});

describe('what a rule does: scene, text, replay, any combination', () => {
	it('a text with table fields and the event values, in the order the plan runs', () => {
		const rules = [
			{ on: 'run-reached', text: { input: 'Banner', template: '{playerName} ({player}) — run of {run}, past {threshold}! {player1Name} {scoreLine}' } },
			{ on: 'run-reached', saveReplay: true, scene: 'Highlight', returnAfterSeconds: 6 }
		];
		const plan = decide(
			[{ type: 'run-reached', player: 1, run: 52, threshold: 50 }],
			state,
			parseObsSettings({ rules, textSources: { player2Score: 'P2' } }),
			't1'
		);
		expect(plan).toEqual([
			{ op: 'replay', because: 'run-reached' },
			{ op: 'text', input: 'Banner', text: 'Bea (2) — run of 52, past 50! Ada Ada 5 – 2 Bea', because: 'run-reached' },
			{ op: 'scene', scene: 'Highlight', returnAfterSeconds: 6, because: 'run-reached' },
			{ op: 'text', input: 'P2', text: '2' }
		]);
	});
	it('{rack} is the rack the event is about; fields are worded in the text sources language; a missing value is ""', () => {
		const rules = [{ on: 'break-and-run', text: { input: 'B', template: '{rack}: {disciplineName} {run} {player3Name}|' } }];
		const settings = parseObsSettings({ rules, textSources: { lang: 'pl' } });
		expect(decide([{ type: 'break-and-run', player: 0, rack: 4 }], state, settings, 't1')).toEqual([
			{ op: 'text', input: 'B', text: '4: Dziewiątka  |', because: 'break-and-run' }
		]);
		// no table state (a server moment): the event's values alone
		expect(decide([{ type: 'break-and-run', player: 0, rack: 4 }], null, settings, 't1')).toEqual([
			{ op: 'text', input: 'B', text: '4:   |', because: 'break-and-run' }
		]);
	});
	it('one replay per action however many rules ask; every fired rule writes its text', () => {
		const rules = [
			{ on: 'rack-won', saveReplay: true },
			{ on: 'break-and-run', saveReplay: true, text: { input: 'Feat', template: 'Break and run by {playerName}' } },
			{ on: 'rack-won', text: { input: 'Last', template: 'Rack {rack} to {playerName}' } },
			{ on: 'rack-won', scene: 'Rack Won', returnAfterSeconds: 3 }
		];
		const plan = planFor([{ type: 'rack-won', player: 0, rack: 3 }, { type: 'break-and-run', player: 0, rack: 3 }], rules);
		expect(plan).toEqual([
			{ op: 'replay', because: 'rack-won' },
			{ op: 'text', input: 'Last', text: 'Rack 3 to Ada', because: 'rack-won' },
			{ op: 'text', input: 'Feat', text: 'Break and run by Ada', because: 'break-and-run' },
			{ op: 'scene', scene: 'Rack Won', returnAfterSeconds: 3, because: 'rack-won' }
		]);
	});
	it('a replay-only rule listed first leaves the scene to the rule that has one', () => {
		const plan = planFor([{ type: 'rack-won', player: 0, rack: 3 }], [{ on: 'rack-won', saveReplay: true }, { on: 'rack-won', scene: 'Rack Won' }]);
		expect(plan).toEqual([
			{ op: 'replay', because: 'rack-won' },
			{ op: 'scene', scene: 'Rack Won', because: 'rack-won' }
		]);
	});
	it('a rule for one table does nothing on another', () => {
		const rules = [{ on: 'golden-break', saveReplay: true, text: { input: 'G', template: 'x' }, scene: 'Gold', table: 't2' }];
		expect(planFor([{ type: 'golden-break', player: 0, rack: 1 }], rules, 't1')).toEqual([]);
		expect(planFor([{ type: 'golden-break', player: 0, rack: 1 }], rules, 't2').map((p) => p.op)).toEqual(['replay', 'text', 'scene']);
	});
});

describe('which moment wins the program when one action brings several', () => {
	const rules = ['rack-won', 'hill-hill', 'break-and-run', 'golden-break', 'match-won', 'last-inning', 'equalizing-inning', 'run-reached'].map((on) => ({ on, scene: on }));
	const sceneOf = (events: ObsEvent[]) => planFor(events, rules).find((p) => p.op === 'scene');
	it('how the rack was won beats the rack; a golden break beats a break and run; the match beats them all', () => {
		const rack: ObsEvent = { type: 'rack-won', player: 0, rack: 8 };
		expect(sceneOf([rack, { type: 'hill-hill', rack: 8 }])).toMatchObject({ scene: 'hill-hill' });
		expect(sceneOf([rack, { type: 'break-and-run', player: 0, rack: 8 }, { type: 'hill-hill', rack: 8 }])).toMatchObject({ scene: 'break-and-run' });
		expect(sceneOf([rack, { type: 'break-and-run', player: 0, rack: 8 }, { type: 'golden-break', player: 0, rack: 8 }])).toMatchObject({ scene: 'golden-break' });
		expect(sceneOf([{ type: 'golden-break', player: 0, rack: 9 }, rack, { type: 'match-won', player: 0 }])).toMatchObject({ scene: 'match-won' });
	});
	it('carom: the equalizing inning beats the last inning, which beats a run', () => {
		expect(sceneOf([{ type: 'run-reached', player: 0, run: 10, threshold: 10 }, { type: 'last-inning', player: 1 }])).toMatchObject({ scene: 'last-inning' });
		expect(sceneOf([{ type: 'last-inning', player: 1 }, { type: 'equalizing-inning', player: 1 }])).toMatchObject({ scene: 'equalizing-inning' });
	});
});

describe('manual keys', () => {
	const settings = parseObsSettings({
		rules: [
			{ on: 'rack-won', saveReplay: true },
			{ on: 'manual', key: 'r', label: 'Replay', saveReplay: true },
			{ on: 'manual', key: 'h', saveReplay: true, text: { input: 'Now', template: 'Replay: {player1Name} v {player2Name}' }, scene: 'Replay', returnAfterSeconds: 8 }
		],
		textSources: { player1Score: 'S1' }
	});
	it('a replay key plans only the replay', () => {
		expect(manualPlan(manualRule(settings, 'r')!, state, settings)).toEqual([{ op: 'replay', because: 'manual' }]);
	});
	it('a key with everything: replay, then its text from the table, then its scene (no text sources)', () => {
		expect(manualPlan(manualRule(settings, 'h')!, state, settings)).toEqual([
			{ op: 'replay', because: 'manual' },
			{ op: 'text', input: 'Now', text: 'Replay: Ada v Bea', because: 'manual' },
			{ op: 'scene', scene: 'Replay', returnAfterSeconds: 8, because: 'manual' }
		]);
		expect(manualPlan(manualRule(settings, 'h')!, null, settings)[1]).toMatchObject({ text: 'Replay:  v ' });
	});
	it('manual rules never fire on match events', () => {
		expect(decide([{ type: 'rack-won', player: 0, rack: 1 }], null, settings, 't1')).toEqual([{ op: 'replay', because: 'rack-won' }]);
	});
});

describe('a replay played on air (playReplay) and the "back now" key (replayBack)', () => {
	const PLAY = { scene: 'Replay', input: 'Replay Media' };
	const refusal = (rule: unknown) => {
		try {
			parseObsSettings({ rules: [rule] });
			return null;
		} catch (err) {
			const issue = (err as { issues?: { params?: { refusal?: string } }[] }).issues?.[0];
			return issue?.params?.refusal ?? String(err);
		}
	};
	it('refuses a rule without its scene or source, with a scene of its own, or a back key that is not manual: each by its code', () => {
		expect(refusal({ on: 'break-and-run', playReplay: { input: 'Replay Media' } })).toBe('replay-no-scene');
		expect(refusal({ on: 'break-and-run', playReplay: { scene: 'Replay', input: '  ' } })).toBe('replay-no-input');
		expect(refusal({ on: 'break-and-run', playReplay: PLAY, scene: 'Highlight' })).toBe('replay-and-scene');
		expect(refusal({ on: 'rack-won', replayBack: true })).toBe('replay-back-manual');
		expect(refusal({ on: 'manual', playReplay: PLAY })).toMatch(/needs a key/);
		expect(refusal({ on: 'manual', replayBack: true })).toMatch(/needs a key/);
		expect(refusal({ on: 'break-and-run', playReplay: PLAY })).toBeNull();
		expect(refusal({ on: 'manual', key: 'b', replayBack: true })).toBeNull();
		expect(Object.keys(RULE_REFUSALS).sort()).toEqual(['replay-and-scene', 'replay-back-manual', 'replay-no-input', 'replay-no-scene']);
	});
	it('the store refuses them with the code beside the reason', async () => {
		const saved = new MemoryObsSettingsStore().save({ rules: [{ on: 'run-reached', atLeast: 100, playReplay: { scene: 'Replay', input: '' } }] });
		await expect(saved).rejects.toMatchObject({ name: 'ObsSettingsError', code: 'replay-no-input', message: `rules.0.playReplay: ${RULE_REFUSALS['replay-no-input']}` });
		await expect(new MemoryObsSettingsStore().save({ port: -1 } as never)).rejects.toMatchObject({ code: null });
	});
	it('a century plays the replay: one save, played, and no other scene of the same action cuts it short', () => {
		const rules = [
			{ on: 'rack-won', saveReplay: true, scene: 'Rack Won', returnAfterSeconds: 4 },
			{ on: 'run-reached', atLeast: 100, playReplay: PLAY, text: { input: 'Banner', template: '{playerName}: {run}' } }
		];
		const plan = planFor([{ type: 'run-reached', player: 0, run: 100, threshold: 100 }, { type: 'rack-won', player: 0, rack: 2 }], rules);
		expect(plan).toEqual([
			{ op: 'replay', because: 'run-reached', play: PLAY },
			{ op: 'text', input: 'Banner', text: 'Ada: 100', because: 'run-reached' }
		]);
		// a run of 50 is no century: the rack's own scene
		expect(planFor([{ type: 'run-reached', player: 0, run: 50, threshold: 50 }, { type: 'rack-won', player: 0, rack: 2 }], rules).map((p) => p.op)).toEqual(['replay', 'scene']);
	});
	it('a key that plays, and the key that takes it off', () => {
		const settings = parseObsSettings({ rules: [{ on: 'manual', key: 'p', playReplay: PLAY }, { on: 'manual', key: 'b', label: 'Back', replayBack: true }] });
		expect(manualPlan(manualRule(settings, 'p')!, state, settings)).toEqual([{ op: 'replay', because: 'manual', play: PLAY }]);
		expect(manualPlan(manualRule(settings, 'b')!, state, settings)).toEqual([{ op: 'replay-back', because: 'manual' }]);
		expect(publicStatus(settings, { enabled: false, connections: [] }).manual).toEqual([
			{ key: 'p', playReplay: 'Replay' },
			{ key: 'b', label: 'Back', replayBack: true }
		]);
	});
});
