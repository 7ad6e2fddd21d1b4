/**
 * Every refusal the engine gives, said once: a stable code and its English template. A
 * Rejection carries the code and the params; `reason` is the template filled in (the one line
 * `replay` prints, match-script.md). Translations (src/lib/i18n/refusals-engine.ts) are keyed
 * by these codes and use the same `{param}` placeholders.
 *
 * Codes are short kebab-case and stable: a code is never reused for another meaning. Params
 * hold the variable parts (numbers, names, key paths, option lists). Two params are not in
 * any template, because they are keys, not words, and stay as they are in every language:
 * - `scope`: `match` for a refusal of the set-up (`match: …` leads the reason);
 * - `path`: the key path the refusal is about (`potted.0: …`, `players.1.name: …`).
 * `formatRefusal` puts them in front of the filled template.
 *
 * Where the words come from zod (its built-in checks), the code names the check
 * (`invalid-option`, `too-small`, …) and the params its parts; `invalid-value` carries zod's
 * own `detail` when no finer code fits, so the English is always exactly what zod said.
 */
import type { Rejection } from './types';
import { refusals as familyRefusals } from './generated/refusals';

type FamilyRefusals = (typeof familyRefusals)[keyof typeof familyRefusals];
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every family's own refusal texts in one language (the families' ./<family>/refusals.ts). */
export const familyRefusalTexts = <L extends 'en' | 'pl' | 'ru'>(lang: L): Intersection<FamilyRefusals[L]> =>
	Object.assign({}, ...Object.values(familyRefusals).map((texts: FamilyRefusals) => texts[lang]));

export const REFUSALS = {
	// match layer: scripts, set-ups, actions, undo/redo (match.ts, validation.ts)
	'not-an-object': 'must be an object',
	'script-not-object': 'the script must be a JSON object with "match" and "actions"',
	'action-not-object': 'an action must be an object',
	required: '{key} is required',
	'unknown-discipline': 'unknown discipline {discipline}',
	'unknown-key': 'unknown key {keys}',
	'unknown-keys': 'unknown keys {keys}',
	'no-such-action': '{discipline} has no action {action}',
	'wrong-type': 'expected {expected}, got {got}',
	'invalid-option': 'Invalid option: expected one of {options}',
	'too-small': 'Too small: expected {type} to be >={min}',
	'too-few': 'Too small: expected {type} to have >={min} items',
	'too-big': 'Too big: expected {type} to be <={max}',
	'too-many': 'Too big: expected {type} to have <={max} items',
	'invalid-value': '{detail}',
	'nothing-to-undo': 'nothing to undo',
	'nothing-to-redo': 'nothing to redo',
	'match-over-undo': 'the match is over (undo is still possible)',
	'match-over': 'the match is over',
	'revision-below-history': 'revision is below the history it holds',
	// set-up keys every discipline shares (setup.ts)
	'player-needs-name': 'a player needs a name',
	'name-too-long': 'a name is at most {max} characters',
	'country-code': 'country is an ISO 3166 code such as "PL"',
	'players-exactly': '{discipline} takes exactly {count} players',
	'players-between': '{discipline} takes {min} to {max} players',
	'player-index': 'must be a player index, 0 to {max}',
	'at-least-one': '{key} must be at least 1',
	'run-events-ascending': 'run thresholds must be ascending, each given once',
	'targets-per-player': 'one target per player: {count} expected, {given} given',
	'target-whole': 'a target must be a whole number',
	'target-at-least-one': 'a target must be at least 1',
	'competition-id': 'a competition id is 1 to 32 characters: a-z, 0-9 and -',
	'competition-match': 'a competition match is 1 to 6 digits',
	// choices and referee actions (all disciplines); `player` in must-choose-first counts from 1
	'must-choose-first': 'player {player} must first choose: {options}',
	'no-choice-now': 'there is no choice to make now',
	'not-an-option': '"{option}" is not one of the options: {options}',
	'no-such-player': 'there is no player {player}',
	// pool
	'ball-not-on-table': 'ball {ball} is not on the table',
	'ball-pocketed-and-off': 'ball {ball} cannot be both pocketed and off the table',
	'ball-listed-twice': 'ball {ball} is listed twice',
	'ball-number': 'balls are numbered 1 to 15',
	'push-out-eight-ball': 'a push-out is a 9-ball rule, not an 8-ball one',
	'push-out-straight-pool': 'a push-out is a 9-ball rule, not a 14.1 one',
	'push-out-on-break': 'no push-out on the break',
	'push-out-too-late': 'a push-out is allowed only on the first stroke after a legal break',
	'rack-not-in-discipline': '{discipline} is not raced to racks: there is no rack to award',
	// carom
	'past-target': '{points} points would take {player} to {total}, past the target {target}',
	'already-out': '{player} is already out of the match',
	'no-balk': '{discipline} has no balk spaces or corner zones',
	'safety-cannot-score': 'a declared safety does not score: mark the carom without "safety"',
	'carom-no-choice': 'no choice is pending (carom games have none)',
	'carom-no-rerack': 'carom has no rack to re-rack',
	'no-tiebreak': 'no penalty-shot tiebreak is under way',
	'in-tiebreak': 'the match is in the penalty-shot tiebreak: record {record}',
	'stroke-scores-one': 'a stroke scores 0 or 1 point (use {use} for a run)',
	'points-negative': 'points cannot be negative',
	'points-0-or-1': 'points must be 0 or 1',
	'points-whole': 'points must be a whole number',
	'penalty-0-or-1': 'a penalty shot scores 0 or 1',
	'foul-needs-name': 'a foul needs a name',
	// pins
	'unknown-pin': 'unknown pin {pin} (pins are {pins})',
	'pin-listed-twice': 'pin {pin} is listed twice',
	'potted-count': 'potted counts object balls: 0 to 2',
	'carom-without-contact': 'a carom needs contact: it cannot come with no-contact',
	'potted-without-contact': 'no object ball can be pocketed without contact',
	'cue-pin-needs-pins': 'a cue-pin foul names the pins the cue ball knocked',
	'pins-no-rerack': '{discipline} has no re-rack: the pins are stood up again after every stroke',
	// artistic
	'programme-over': 'the programme is over: all {count} figures are played',
	'artistic-no-rerack': 'artistic billiards has no re-rack: each figure is set up by its diagram',
	'figure-needs-name': 'a figure needs a name',
	'figure-name-too-long': 'a figure name is at most {max} characters',
	'figure-points': 'figure points are 4 to 11 (AR-1)',
	'figure-points-whole': 'figure points are a whole number from 4 to 11',
	'programme-empty': 'the programme needs at least one figure',
	// each family that has refusals of its own keeps them in its folder (refusals.ts), with their translations
	...familyRefusalTexts('en')
} as const satisfies Record<string, string>;

export type RefusalCode = keyof typeof REFUSALS;
export type RefusalParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{param}` names a template uses. */
export const placeholders = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** Fills a template in any language and puts `scope: ` and `path: ` in front. */
export function formatRefusal(template: string, params: RefusalParams = {}): string {
	const text = template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
	const path = params.path === undefined || params.path === '' ? '' : `${params.path}: `;
	const scope = params.scope === undefined ? '' : `${params.scope}: `;
	return scope + path + text;
}

/** The English reason of a code. */
export const refusalText = (code: RefusalCode, params?: RefusalParams): string => formatRefusal(REFUSALS[code], params);

export function reject(code: RefusalCode, params?: RefusalParams): Rejection {
	const reason = refusalText(code, params);
	return params ? { ok: false, reason, code, params } : { ok: false, reason, code };
}

/** The same refusal about the set-up: `match: ` in front (createMatch, restoreMatch). */
export const inMatch = (r: Rejection): Rejection => reject(r.code as RefusalCode, { ...r.params, scope: 'match' });

/**
 * Schema messages. A zod check keeps only a message string, so a schema built with
 * `schemaMessage(code, params)` gets the English text, and `refusalOfMessage` finds the code
 * and params again from it. Only schemas call this, when they are built: the map stays small.
 */
const byMessage = new Map<string, { code: RefusalCode; params?: RefusalParams }>();

export function schemaMessage(code: RefusalCode, params?: RefusalParams): string {
	const text = refusalText(code, params);
	byMessage.set(text, params ? { code, params } : { code });
	return text;
}

export const refusalOfMessage = (message: string) => byMessage.get(message);

/** For a custom zod issue (superRefine): its message, with the code and params kept on it. */
export const customIssue = (code: RefusalCode, params?: RefusalParams) => ({
	code: 'custom' as const,
	message: refusalText(code, params),
	params: { refusal: params ? { code, params } : { code } }
});
