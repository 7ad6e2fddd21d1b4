/** The OBS page's form ↔ settings mapping: what the form saves is what the server's schema takes. */
import { describe, expect, it } from 'vitest';
import { parseObsSettings } from '../server/obs/rules';
import { bodyOf, formOf, formRule, ruleOf, withSuggestions, type Rule } from './types';

const rules: Rule[] = [
	{ on: 'rack-won', scene: 'Rack Won', returnAfterSeconds: 5 },
	{ on: 'run-reached', atLeast: 100, text: { input: 'Banner', template: '{playerName}: {run}!' }, saveReplay: true },
	{ on: 'manual', key: 'r', label: 'Replay', saveReplay: true },
	{ on: 'last-inning', text: { input: 'Banner', template: '' } }
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
