/** The OBS page's form ↔ settings mapping: what the form saves is what the server's schema takes. */
import { describe, expect, it } from 'vitest';
import { parseObsSettings } from '../server/obs/rules';
import { bodyOf, formOf, formRule, ruleOf, withSuggestions, type Rule } from './types';

const rules: Rule[] = [
	{ on: 'rack-won', scene: 'Rack Won', returnAfterSeconds: 5 },
	{ on: 'run-reached', atLeast: 100, text: { input: 'Banner', template: '{playerName}: {run}!' }, saveReplay: true },
	{ on: 'manual', key: 'r', label: 'Replay', saveReplay: true },
	{ on: 'last-inning', text: { input: 'Banner', template: '' } },
	{ on: 'break-and-run', playReplay: { scene: 'Replay', input: 'Replay Media' } },
	{ on: 'manual', key: 'b', label: 'Back', replayBack: true }
];

describe('the rules form', () => {
	it('gives back the rules it was filled with', () => {
		expect(rules.map((r) => ruleOf(formRule(r)))).toEqual(rules);
	});
	it('leaves out what cannot apply: a threshold on another trigger, a return without a scene, empty fields', () => {
		const edited = { ...formRule({ on: 'run-reached', atLeast: 50, scene: 'S', returnAfterSeconds: 3 }), on: 'rack-won', scene: '', saveReplay: true };
		expect(ruleOf(edited)).toEqual({ on: 'rack-won', saveReplay: true });
		expect(ruleOf({ ...formRule({ on: 'hill-hill', scene: 'H' }), returnAfterSeconds: null as never, textInput: ' ', textTemplate: 'x' })).toEqual({ on: 'hill-hill', scene: 'H' });
	});
	it('a replay on air: its scene and source as typed (the server names a missing one); the back key only on a manual rule', () => {
		const typed = { ...formRule({ on: 'run-reached', atLeast: 100 }), playReplay: true, playScene: ' Replay ', playInput: '' };
		expect(ruleOf(typed)).toEqual({ on: 'run-reached', atLeast: 100, playReplay: { scene: 'Replay', input: '' } });
		expect(() => parseObsSettings({ rules: [ruleOf(typed)] })).toThrow(/needs its media source/);
		expect(ruleOf({ ...formRule({ on: 'manual', key: 'b', replayBack: true }), on: 'rack-won', saveReplay: true })).toEqual({ on: 'rack-won', key: 'b', saveReplay: true });
		expect(parseObsSettings({ rules: rules.map((r) => ruleOf(formRule(r))) }).rules).toHaveLength(rules.length);
	});
	it('adds the suggested replay rules once, and they are valid settings', () => {
		const once = withSuggestions([], 'Replay');
		expect(once.map(ruleOf)).toEqual([
			{ on: 'rack-won', saveReplay: true },
			{ on: 'break-and-run', saveReplay: true },
			{ on: 'manual', key: 'r', label: 'Replay', saveReplay: true }
		]);
		expect(withSuggestions(once, 'Replay')).toHaveLength(3);
		const form = { ...formOf(null), rules: once };
		expect(parseObsSettings(bodyOf(form)).rules).toEqual(once.map(ruleOf));
	});
});
