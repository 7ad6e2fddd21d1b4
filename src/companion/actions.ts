/**
 * The module's actions: cuecast's press macros, the shot clock, and a raw match-script action.
 * A refused press throws, so Companion marks the button's action as failed and logs cuecast's
 * reason (the rules engine's, the key's, the clock's).
 */
import type { CompanionActionDefinitions } from '@companion-module/base';
import { MACROS, type ClockCommand, type Macro } from './api';

export interface Driver {
	press(macro: Macro): Promise<void>;
	clock(command: ClockCommand | 'toggle'): Promise<void>;
	sendAction(json: string, atRevision: boolean): Promise<void>;
}

/** The Companion action id of a macro: `rack-1` → `rack1` (ids read better without dashes). */
export const actionIdOf = (macro: Macro): string => macro.replace('-', '');

const MACRO_TEXT: Readonly<Record<Macro, { name: string; description: string }>> = {
	point: {
		name: 'Point',
		description:
			'Pool: the rack (8/9/10-ball) or one ball (14.1) for the player at the table; carom: a scoring stroke; artistic: a successful attempt; Russian pyramid: one ball potted; snooker: the ball on potted (a red, or the colour in sequence; after a red, pot the colour by name)'
	},
	miss: { name: 'Miss', description: 'A stroke that scores nothing (the inning, visit or break ends); artistic: a failed attempt' },
	foul: { name: 'Foul', description: 'A foul (“other”) by the player at the table' },
	safety: { name: 'Safety', description: 'A declared safety' },
	undo: { name: 'Undo', description: 'Step back one action' },
	redo: { name: 'Redo', description: 'Step forward one undone action' },
	'rack-1': { name: 'Rack or frame for player 1', description: 'Pool (8/9/10-ball): player 1 wins the rack; Russian pyramid, snooker: player 1 wins the frame' },
	'rack-2': { name: 'Rack or frame for player 2', description: 'Pool (8/9/10-ball): player 2 wins the rack; Russian pyramid, snooker: player 2 wins the frame' }
};

export const CLOCK_CHOICES: readonly { id: ClockCommand | 'toggle'; label: string }[] = [
	{ id: 'toggle', label: 'Start / stop (toggle)' },
	{ id: 'start', label: 'Start' },
	{ id: 'stop', label: 'Stop' },
	{ id: 'reset', label: 'Reset' },
	{ id: 'extend', label: 'Extension' }
];
const CLOCK_IDS = new Set<string>(CLOCK_CHOICES.map((c) => c.id));

export function actionDefinitions(driver: Driver): CompanionActionDefinitions {
	const defs: CompanionActionDefinitions = {};
	for (const macro of MACROS) {
		defs[actionIdOf(macro)] = {
			name: MACRO_TEXT[macro].name,
			description: `${MACRO_TEXT[macro].description}. Refused where the discipline has no such button.`,
			options: [],
			callback: () => driver.press(macro)
		};
	}
	defs.clock = {
		name: 'Shot clock',
		description: 'The shot clock, as the console’s clock keys',
		options: [{ type: 'dropdown', id: 'command', label: 'Command', default: 'toggle', choices: CLOCK_CHOICES.map((c) => ({ ...c })) }],
		callback: (action) => {
			const command = String(action.options.command ?? 'toggle');
			if (!CLOCK_IDS.has(command)) throw new Error(`unknown clock command “${command}”`);
			return driver.clock(command as ClockCommand | 'toggle');
		}
	};
	defs.send_action = {
		name: 'Send action JSON',
		description: 'Any match-script action (docs/match-script.md), e.g. {"t":"shot","potted":[9]} or {"t":"choose","option":"pass"}',
		options: [
			{ type: 'textinput', id: 'json', label: 'Action (JSON)', default: '{"t":"undo"}', useVariables: true },
			{
				type: 'checkbox',
				id: 'atRevision',
				label: 'Only if nothing happened since the button last saw the table (sends the revision)',
				default: false
			}
		],
		callback: (action) => driver.sendAction(String(action.options.json ?? ''), action.options.atRevision === true)
	};
	return defs;
}
