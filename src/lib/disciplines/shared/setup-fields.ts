/** Set-up fields more than one family asks for. */
import type { SetupField } from '../parts';

/** Who breaks the next rack: alternate breaks, or the winner of the last rack. */
export const BREAK_RULE: SetupField = {
	key: 'breakRule',
	kind: 'select',
	label: 'setup.breakRule',
	choices: [
		{ value: 'alternate', label: 'setup.breakRule.alternate' },
		{ value: 'winner', label: 'setup.breakRule.winner' }
	]
};

export const POINTS_TO: SetupField = { key: 'pointsTo', kind: 'number', label: 'setup.pointsTo', min: 1, max: 100000 };
